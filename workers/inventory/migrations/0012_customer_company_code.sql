-- A traveller's company code (their profile): the search, apartment page and checkout use it when the
-- URL has none (docs/decisions/0036-company-code-in-the-profile.md). Checked against company_codes
-- when saved; stored upper case like the codes.
ALTER TABLE customer_profiles ADD COLUMN company_code TEXT;
