-- The language a staff member works in (issue 33 §7): the back office speaks it once they sign
-- in, on any browser. Shoppers' rows keep the default; it means nothing for them.
ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ur'));
