-- The back office's catalogue (issue 21, DESIGN.md "Back office"): published products, product
-- versions and timelines, stock adjustments, low-stock thresholds, coupon versions and
-- one-per-shopper, and review moderation.

-- An unpublished product leaves every shopper read; its version guards concurrent edits.
ALTER TABLE products
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5
    CHECK (low_stock_threshold BETWEEN 0 AND 1000000),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Listings count shown products only: the counts follow `published` like a category move.
CREATE OR REPLACE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n + d.n
  FROM (SELECT category, count(*)::int AS n FROM inserted WHERE published GROUP BY category) d
  WHERE c.category = d.category;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n - d.n
  FROM (SELECT category, count(*)::int AS n FROM deleted WHERE published GROUP BY category) d
  WHERE c.category = d.category;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET n = c.n + d.n
  FROM (
    SELECT category, sum(delta)::int AS n FROM (
      SELECT category, 1 AS delta FROM inserted WHERE published
      UNION ALL
      SELECT category, -1 AS delta FROM deleted WHERE published
    ) moves GROUP BY category
  ) d
  WHERE c.category = d.category AND d.n <> 0;
  RETURN NULL;
END $$;

-- Publishing moves listings (catalog_version) and facet counts (facet_version) alike, so no
-- remembered page, count, suggestion or facet shape outlives it.
DROP TRIGGER products_catalog_version ON products;
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, category, created_at, published
  ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();

CREATE OR REPLACE FUNCTION facet_version_bump_if_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i JOIN deleted d ON d.id = i.id
    WHERE i.facets <> d.facets OR i.price_now <> d.price_now OR i.category <> d.category
      OR i.published <> d.published
  ) THEN
    UPDATE facet_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;

-- A product's timeline: creation, edits, publishing and every stock adjustment with its reason.
CREATE TABLE product_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('created', 'edited', 'stock', 'published', 'unpublished')),
  actor_id uuid REFERENCES users ON DELETE SET NULL,
  reason text CHECK (reason IN ('received', 'damaged', 'counted', 'import')),
  stock_before integer,
  stock_after integer,
  fields text[],
  note text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX product_events_product ON product_events (product_id, created_at);

-- Coupons: a version against concurrent edits; one use per shopper or many.
ALTER TABLE coupons
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN one_per_shopper boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A redemption remembers whether its coupon was once per shopper; only those stay unique per
-- shopper (the key the checkout's race-free claim relies on), the others one per order.
ALTER TABLE coupon_redemptions ADD COLUMN once boolean NOT NULL DEFAULT true;
ALTER TABLE coupon_redemptions DROP CONSTRAINT coupon_redemptions_pkey;
ALTER TABLE coupon_redemptions ADD PRIMARY KEY (coupon_id, order_id);
CREATE UNIQUE INDEX coupon_redemptions_once ON coupon_redemptions (coupon_id, user_id) WHERE once;

-- Review moderation: a hidden review keeps its row (its author still sees it) but leaves every
-- public read and the product's totals.
ALTER TABLE reviews
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('spam', 'abuse', 'off-topic')),
  ADD COLUMN hidden_note text,
  ADD COLUMN hidden_by uuid REFERENCES users ON DELETE SET NULL;
CREATE INDEX reviews_newest ON reviews (created_at DESC, id DESC);
