-- A number that moves whenever anything a shopper's page shows of the catalogue changes: any
-- product row (price, stock, text, publishing, a product added or removed) or any review.
-- catalog_version and facet_version deliberately ignore stock counts and review texts; the web
-- server's page cache (storefront/server/page-cache.ts) must not, so it asks for this one.
-- Statement-level: one bump per statement, however many rows it touched.
CREATE TABLE shop_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO shop_version DEFAULT VALUES;

CREATE FUNCTION shop_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shop_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER products_shop_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_version_bump();
CREATE TRIGGER reviews_shop_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_version_bump();
