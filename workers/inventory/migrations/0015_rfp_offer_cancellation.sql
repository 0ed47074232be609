-- Each enquiry offer carries the cancellation terms its operator set (a CancellationPolicy as JSON, the
-- shape rate plans use); booking the offer books exactly these (docs/decisions/0064). Offers drafted
-- before keep the terms of their apartment's first (flexible) rate plan, which is what they showed.
ALTER TABLE rfp_offers ADD COLUMN cancellation_policy TEXT;

UPDATE rfp_offers SET cancellation_policy = (
  SELECT json_extract(p.rate_plans, '$[0].cancellationPolicy')
  FROM apartment_types t JOIN properties p ON p.id = t.property_id
  WHERE t.id = rfp_offers.apartment_type_id
);
