-- Enquiries (RFPs) as corporate customers send them and operators answer them: the general request's
-- fields, who closed a lead, and each offer's own stay, validity date, terms, rate unit and when it was
-- sent. Offers from before keep the enquiry's dates (NULL here) and no validity date.
ALTER TABLE rfps ADD COLUMN budget_period TEXT NOT NULL DEFAULT 'stay';
ALTER TABLE rfps ADD COLUMN flexible_nights INTEGER;
ALTER TABLE rfps ADD COLUMN apartments INTEGER NOT NULL DEFAULT 1;
ALTER TABLE rfps ADD COLUMN requirements TEXT NOT NULL DEFAULT '[]';
ALTER TABLE rfps ADD COLUMN closed_by TEXT;
ALTER TABLE rfps ADD COLUMN closed_at TEXT;

ALTER TABLE rfp_offers ADD COLUMN from_date TEXT;
ALTER TABLE rfp_offers ADD COLUMN to_date TEXT;
ALTER TABLE rfp_offers ADD COLUMN valid_until TEXT;
ALTER TABLE rfp_offers ADD COLUMN terms TEXT;
ALTER TABLE rfp_offers ADD COLUMN rate_per TEXT NOT NULL DEFAULT 'night';
ALTER TABLE rfp_offers ADD COLUMN sent_at TEXT;

-- The expiry trigger looks for offers still open or bookable.
CREATE INDEX rfp_offers_status ON rfp_offers(status, valid_until);
