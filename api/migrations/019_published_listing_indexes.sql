-- Issue 34: since shoppers see published products only (migration 011), the listing reads say
-- `AND published`, which the listing indexes did not hold: a deep page's offset and the facet
-- counts' pass then visited the table for every row they skipped or counted (bench:api at 100k
-- products: deep pages and the first facet read after a change 2 to 2.6 times slower). These
-- indexes hold published products only, so both are index-only again and smaller.
--
-- The shopper's newest-first listings, All and per category (keyset seeks and offsets alike).
-- The back office lists unpublished products too: it sorts by products_newest (migration 007).
DROP INDEX products_all_newest;
CREATE INDEX products_all_newest ON products (created_at DESC, id DESC)
  WHERE category <> 'Bundle' AND published;
DROP INDEX products_category_newest;
CREATE INDEX products_category_newest ON products (category, created_at DESC, id DESC)
  WHERE published;

-- The facet counts' index-only pass, and a rare facet mix's rows (migration 008).
DROP INDEX products_category_facets;
CREATE INDEX products_category_facets ON products (category, facets) INCLUDE (price_now)
  WHERE published;
