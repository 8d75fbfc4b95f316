-- Timeline entries written in one transaction can share a timestamp (PGlite's clock counts
-- milliseconds): a rising number keeps them in the order they were written.
ALTER TABLE product_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
