-- A bundle's contents are on its page: changing them moves shop_version (migration 012) and, with
-- the CDN purge hook on (migration 013), purges the bundle's page.
CREATE TRIGGER bundle_items_shop_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_items
  FOR EACH STATEMENT EXECUTE FUNCTION shop_version_bump();

CREATE FUNCTION cdn_purge_bundle_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (SELECT enabled FROM cdn_purge) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO cdn_purge_tags (tag) SELECT DISTINCT 'product-' || bundle_id::text FROM changed_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO cdn_purge_tags (tag) SELECT DISTINCT 'product-' || bundle_id::text FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bundle_items_cdn_purge_insert AFTER INSERT ON bundle_items
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_bundle_tags();
CREATE TRIGGER bundle_items_cdn_purge_update AFTER UPDATE ON bundle_items
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_bundle_tags();
CREATE TRIGGER bundle_items_cdn_purge_delete AFTER DELETE ON bundle_items
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_bundle_tags();
