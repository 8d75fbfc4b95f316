-- What a CDN in front of the shop must forget, as the tags the web server puts on pages
-- (storefront/src/render/cacheTags.ts: `product-<id>`, `category-<name>`). Written only while
-- an api runs with CDN_PURGE_URL (cdn_purge.enabled); api/src/catalog/cdn-purge.ts sends the
-- new rows there and deletes what it sent.
CREATE TABLE cdn_purge (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  enabled boolean NOT NULL DEFAULT false
);
INSERT INTO cdn_purge DEFAULT VALUES;

CREATE TABLE cdn_purge_tags (
  id bigserial PRIMARY KEY,
  tag text NOT NULL
);

CREATE FUNCTION cdn_purge_product_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (SELECT enabled FROM cdn_purge) THEN
    RETURN NULL;
  END IF;
  -- Each branch names only the transition table its event has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO cdn_purge_tags (tag)
    SELECT DISTINCT unnest(ARRAY[
      'product-' || id::text,
      'category-' || regexp_replace(lower(category), '[^a-z0-9-]+', '-', 'g')])
    FROM changed_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO cdn_purge_tags (tag)
    SELECT DISTINCT unnest(ARRAY[
      'product-' || id::text,
      'category-' || regexp_replace(lower(category), '[^a-z0-9-]+', '-', 'g')])
    FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_cdn_purge_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_product_tags();
CREATE TRIGGER products_cdn_purge_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_product_tags();
CREATE TRIGGER products_cdn_purge_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_product_tags();

-- A review changes its product's page (and the rating its listings show).
CREATE FUNCTION cdn_purge_review_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (SELECT enabled FROM cdn_purge) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO cdn_purge_tags (tag) SELECT DISTINCT 'product-' || product_id::text FROM changed_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO cdn_purge_tags (tag) SELECT DISTINCT 'product-' || product_id::text FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_cdn_purge_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
CREATE TRIGGER reviews_cdn_purge_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
CREATE TRIGGER reviews_cdn_purge_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_review_tags();
