-- Dispatch records the carrier and the parcel's tracking number (issue 33 §1); both optional, and
-- orders dispatched before have neither. The carrier is a name from shop.config.json `carriers`:
-- its tracking link is made from the config when the order is read, so a changed pattern applies.
ALTER TABLE orders ADD COLUMN carrier text CHECK (char_length(carrier) BETWEEN 1 AND 40);
ALTER TABLE orders ADD COLUMN tracking_number text
  CHECK (char_length(tracking_number) BETWEEN 1 AND 64);
