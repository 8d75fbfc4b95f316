-- A version per product translation (DESIGN.md: nothing a staff member does overwrites another's
-- edit silently). The back office saves a language's text at the version it showed and a stale
-- one is refused (api/src/products/admin-translations.ts), as a product edit is.
-- A row that exists has been saved at least once: 1; no row reads as version 0. Clearing both
-- fields keeps the row (nulls show the English text) so its version never goes back to 0.
ALTER TABLE product_translations ADD COLUMN version integer NOT NULL DEFAULT 1;
