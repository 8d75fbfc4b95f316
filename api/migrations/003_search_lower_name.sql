-- Search matches lower(name) LIKE lower(term): measurably cheaper per row than ILIKE on the
-- recheck, with the trigram index on the same expression.
DROP INDEX IF EXISTS products_name_trgm;
CREATE INDEX products_lower_name_trgm ON products USING gin (lower(name) gin_trgm_ops);
