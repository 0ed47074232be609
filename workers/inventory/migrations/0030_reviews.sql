-- Reviews of real stays (docs/decisions/0139-reviews.md): one per booking (the primary key refuses a
-- second, also when two are posted at once), for the apartment type it stayed in, through the brand it
-- was booked with. Ratings 1-5; the text in the language of the page it was written on; the month the
-- stay began and the guest's shown name ("Ada L.") are kept as they were when written.
CREATE TABLE reviews (
  booking_id TEXT PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  ibe_uid TEXT NOT NULL,
  apartment_type_id TEXT NOT NULL,
  overall INTEGER NOT NULL CHECK (overall BETWEEN 1 AND 5),
  cleanliness INTEGER NOT NULL CHECK (cleanliness BETWEEN 1 AND 5),
  location INTEGER NOT NULL CHECK (location BETWEEN 1 AND 5),
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  communication INTEGER NOT NULL CHECK (communication BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  language TEXT NOT NULL,
  stay_month TEXT NOT NULL,
  guest_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'hidden')),
  hide_reason TEXT CHECK (hide_reason IS NULL OR hide_reason IN ('personal_data', 'offensive', 'not_about_stay')),
  reply TEXT,
  replied_at TEXT
);
-- The apartment page's list and averages, and the admin's list of a brand.
CREATE INDEX reviews_by_type ON reviews(ibe_uid, apartment_type_id, status, created_at);
CREATE INDEX reviews_by_tenant ON reviews(ibe_uid, created_at);

-- Who replied to or hid a review, when, and the reply or the reason: the review's history.
CREATE TABLE review_changes (
  id TEXT PRIMARY KEY,
  review_id TEXT NOT NULL REFERENCES reviews(id),
  action TEXT NOT NULL CHECK (action IN ('replied', 'hidden')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX review_changes_by_review ON review_changes(review_id, at);

-- The invitations' daily question: the stays that ended on a day, per brand.
CREATE INDEX bookings_tenant_departure ON bookings(ibe_uid, to_date, status);
