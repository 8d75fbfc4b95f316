-- Urdu catalogue content (issue 24, DESIGN.md "Languages"). English stays in products; another
-- language's text lives here, one row a product and language, each field falling back to the
-- English one when null or empty (api/src/products/language.ts).
CREATE TABLE product_translations (
  product_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('ur')),
  name text,
  description text,
  PRIMARY KEY (product_id, language)
);

-- Urdu searches match the translated name and description: substrings through trigrams (as the
-- English name is matched), whole words through full text in the `simple` configuration (no
-- stemming: there is no Urdu dictionary, and Latin INCI words must match as written).
CREATE INDEX product_translations_name_trgm
  ON product_translations USING gin (lower(coalesce(name, '')) gin_trgm_ops);
CREATE INDEX product_translations_description_trgm
  ON product_translations USING gin (lower(coalesce(description, '')) gin_trgm_ops);
CREATE INDEX product_translations_words ON product_translations
  USING gin (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '')));

-- Category and subcategory names in another language, keyed by the English name the products
-- table stores (categories are fixed; subcategories are free text on products).
CREATE TABLE catalogue_labels (
  kind text NOT NULL CHECK (kind IN ('category', 'subCategory')),
  english_name text NOT NULL,
  language text NOT NULL CHECK (language IN ('ur')),
  name text NOT NULL,
  PRIMARY KEY (kind, english_name, language)
);

-- A translation is on the shopper's pages: it moves shop_version (migration 012: the web
-- server's page cache) and purges its product's page when the CDN hook is on (migration 013).
-- It also moves catalog_version (migration 006): an Urdu search finds products by it, and the
-- api's listing and suggestion memories hold only while that version stands.
CREATE TRIGGER product_translations_shop_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION shop_version_bump();
CREATE TRIGGER product_translations_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
CREATE TRIGGER product_translations_cdn_purge_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
CREATE TRIGGER product_translations_cdn_purge_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
CREATE TRIGGER product_translations_cdn_purge_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
CREATE TRIGGER catalogue_labels_shop_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_labels
  FOR EACH STATEMENT EXECUTE FUNCTION shop_version_bump();
