-- Discovery (DESIGN.md): ingredients, free-from tags and skin types on products, a reviewer's
-- skin type, wishlists, and what facets and sorting read.

-- The INCI list in label order; the free-from tags (derived from that list on import where it
-- can be, and overridable); the skin types a product suits (empty: every skin type).
ALTER TABLE products
  ADD COLUMN ingredients text[] NOT NULL DEFAULT '{}',
  ADD COLUMN free_from text[] NOT NULL DEFAULT '{}'
    CHECK (free_from <@ ARRAY['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones']),
  ADD COLUMN skin_types text[] NOT NULL DEFAULT '{}'
    CHECK (skin_types <@ ARRAY['dry', 'oily', 'combination', 'sensitive', 'normal']);

-- What a shopper pays now, in paisa: price filters and price sorting read it.
ALTER TABLE products ADD COLUMN price_now integer GENERATED ALWAYS AS (
  CASE WHEN sale_price_paisa > 0 THEN sale_price_paisa ELSE price_paisa END
) STORED;

-- The average rating (null without reviews): the "top rated" sort reads it.
ALTER TABLE products ADD COLUMN rating_avg real GENERATED ALWAYS AS (
  CASE WHEN review_count > 0 THEN rating_sum::real / review_count END
) STORED;

-- Every yes/no facet of a product as one bit set, so a page's facet counts are one pass over
-- small integers (api/src/products/facets.ts names the bits):
--   1..16     suits dry, oily, combination, sensitive, normal (an empty list suits all five)
--   32..512   free from fragrance, parabens, sulfates, alcohol, silicones
--   1024      on sale; 2048 in stock; 4096 rated 4 stars or more
ALTER TABLE products ADD COLUMN facets integer GENERATED ALWAYS AS (
    (CASE WHEN cardinality(skin_types) = 0 OR 'dry' = ANY (skin_types) THEN 1 ELSE 0 END)
  | (CASE WHEN cardinality(skin_types) = 0 OR 'oily' = ANY (skin_types) THEN 2 ELSE 0 END)
  | (CASE WHEN cardinality(skin_types) = 0 OR 'combination' = ANY (skin_types) THEN 4 ELSE 0 END)
  | (CASE WHEN cardinality(skin_types) = 0 OR 'sensitive' = ANY (skin_types) THEN 8 ELSE 0 END)
  | (CASE WHEN cardinality(skin_types) = 0 OR 'normal' = ANY (skin_types) THEN 16 ELSE 0 END)
  | (CASE WHEN 'fragrance' = ANY (free_from) THEN 32 ELSE 0 END)
  | (CASE WHEN 'parabens' = ANY (free_from) THEN 64 ELSE 0 END)
  | (CASE WHEN 'sulfates' = ANY (free_from) THEN 128 ELSE 0 END)
  | (CASE WHEN 'alcohol' = ANY (free_from) THEN 256 ELSE 0 END)
  | (CASE WHEN 'silicones' = ANY (free_from) THEN 512 ELSE 0 END)
  | (CASE WHEN sale_price_paisa > 0 THEN 1024 ELSE 0 END)
  | (CASE WHEN stock > 0 THEN 2048 ELSE 0 END)
  | (CASE WHEN review_count > 0 AND rating_sum >= 4 * review_count THEN 4096 ELSE 0 END)
) STORED;

-- Facet counts read these without visiting the table; the sorts walk these in order, and the
-- search box's suggestions walk the newest of every category, bundles too.
CREATE INDEX products_category_facets ON products (category) INCLUDE (facets, price_now);
CREATE INDEX products_category_price ON products (category, price_now, id);
CREATE INDEX products_all_price ON products (price_now, id) WHERE category <> 'Bundle';
CREATE INDEX products_category_rating
  ON products (category, rating_avg DESC NULLS LAST, review_count DESC, id);
CREATE INDEX products_all_rating
  ON products (rating_avg DESC NULLS LAST, review_count DESC, id) WHERE category <> 'Bundle';
CREATE INDEX products_newest ON products (created_at DESC, id DESC);

-- A number that moves whenever any product's facets or current price change (a product added,
-- removed, sold out, restocked, put on sale, rated across 4 stars...). Facet counts an api
-- process remembers stay valid exactly as long as the version they were counted at is current.
CREATE TABLE facet_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO facet_version DEFAULT VALUES;

CREATE FUNCTION facet_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE facet_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION facet_version_bump_if_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i JOIN deleted d ON d.id = i.id
    WHERE i.facets <> d.facets OR i.price_now <> d.price_now OR i.category <> d.category
  ) THEN
    UPDATE facet_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_facet_version_rows
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION facet_version_bump();
CREATE TRIGGER products_facet_version_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS inserted OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION facet_version_bump_if_moved();

-- The reviewer's skin type, when they give it.
ALTER TABLE reviews ADD COLUMN skin_type text
  CHECK (skin_type IN ('dry', 'oily', 'combination', 'sensitive', 'normal'));

-- A member's wishlist: one row a product, newest first.
CREATE TABLE wishlist_items (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX wishlist_items_user_newest ON wishlist_items (user_id, created_at DESC);
