-- A filtered listing names the facet bit sets it wants (`facets = ANY(...)`, from the sets the
-- listing holds: api/src/products/discovery.ts), so a rare mix, top rated or on sale and free
-- of parabens, reads its few products through this index instead of walking the whole listing
-- in order. The current price stays included for the facet counts' index-only pass.
DROP INDEX products_category_facets;
CREATE INDEX products_category_facets ON products (category, facets) INCLUDE (price_now);
