-- The catalogue. Money is integer paisa; categories are the five DESIGN.md names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CONSTRAINT products_name_unique UNIQUE,
  description text NOT NULL DEFAULT '',
  category text NOT NULL
    CHECK (category IN ('Skincare', 'Haircare', 'Body Care', 'Cosmetics', 'Bundle')),
  sub_category text NOT NULL DEFAULT '',
  price_paisa integer NOT NULL CHECK (price_paisa > 0),
  sale_price_paisa integer NOT NULL DEFAULT 0
    CHECK (sale_price_paisa >= 0 AND sale_price_paisa < price_paisa),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  image_file text NOT NULL,
  image_name text NOT NULL DEFAULT '',
  latest boolean NOT NULL DEFAULT false,
  -- Kept in step with reviews inside the same transactions, so listings need no aggregate.
  rating_sum integer NOT NULL DEFAULT 0,
  review_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Listing pages: newest first, per category and for "All" (every category but Bundle).
CREATE INDEX products_category_newest ON products (category, created_at DESC, id DESC);
CREATE INDEX products_all_newest ON products (created_at DESC, id DESC) WHERE category <> 'Bundle';
CREATE INDEX products_latest_newest ON products (created_at DESC, id DESC) WHERE latest;
-- Case-insensitive substring search (ILIKE '%term%') through trigrams.
CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);

CREATE TABLE bundle_items (
  bundle_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  PRIMARY KEY (bundle_id, product_id)
);

-- Page counts for listings without a search, kept exact by statement-level triggers so a
-- listing never counts a whole category.
CREATE TABLE product_counts (
  category text PRIMARY KEY,
  n integer NOT NULL DEFAULT 0
);
INSERT INTO product_counts (category)
VALUES ('Skincare'), ('Haircare'), ('Body Care'), ('Cosmetics'), ('Bundle');

CREATE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n + d.n
  FROM (SELECT category, count(*)::int AS n FROM inserted GROUP BY category) d
  WHERE c.category = d.category;
  RETURN NULL;
END $$;

CREATE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n - d.n
  FROM (SELECT category, count(*)::int AS n FROM deleted GROUP BY category) d
  WHERE c.category = d.category;
  RETURN NULL;
END $$;

CREATE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n + d.n
  FROM (
    SELECT category, sum(delta)::int AS n FROM (
      SELECT category, 1 AS delta FROM inserted
      UNION ALL
      SELECT category, -1 AS delta FROM deleted
    ) moves GROUP BY category
  ) d
  WHERE c.category = d.category AND d.n <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER products_counted_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_insert();
CREATE TRIGGER products_counted_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_delete();
CREATE TRIGGER products_counted_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS inserted OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_update();
