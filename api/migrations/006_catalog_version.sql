-- A number that moves whenever products come, go, or change name, category or age (never for a
-- stock or rating change). A search count any api process remembers stays valid exactly as
-- long as the version it was counted at is still the current one.
CREATE TABLE catalog_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_version DEFAULT VALUES;

CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, category, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
