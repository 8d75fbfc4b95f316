-- Timeline entries written in one transaction can share a timestamp (PGlite's clock counts
-- milliseconds): a rising number keeps them in the order they were written. (First numbered 013,
-- which another migration also took: IF NOT EXISTS lets a database that ran it as 013 go on.)
ALTER TABLE product_events ADD COLUMN IF NOT EXISTS seq bigint GENERATED ALWAYS AS IDENTITY;
