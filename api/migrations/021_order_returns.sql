-- Returns and cancellations that match the goods (issue 33 §2). A Dispatched order cancelled, or
-- any order Returned after Dispatched or Delivered, restocks only the units staff say came back:
-- each line keeps how many (never more than it held), the order keeps why.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('Pending', 'Dispatched', 'Delivered', 'Cancelled', 'Returned'));
ALTER TABLE order_items ADD COLUMN returned_quantity integer NOT NULL DEFAULT 0
  CHECK (returned_quantity BETWEEN 0 AND quantity);
ALTER TABLE orders ADD COLUMN return_reason text CHECK (char_length(return_reason) BETWEEN 1 AND 500);

-- Cash on delivery is the only payment: what the courier collected and what was given back, in
-- paisa, each with a note. Nothing is ever given back beyond what was collected.
ALTER TABLE orders ADD COLUMN collected_paisa integer NOT NULL DEFAULT 0 CHECK (collected_paisa >= 0);
ALTER TABLE orders ADD COLUMN collected_note text CHECK (char_length(collected_note) BETWEEN 1 AND 500);
ALTER TABLE orders ADD COLUMN refunded_paisa integer NOT NULL DEFAULT 0
  CHECK (refunded_paisa >= 0 AND refunded_paisa <= collected_paisa);
ALTER TABLE orders ADD COLUMN refunded_note text CHECK (char_length(refunded_note) BETWEEN 1 AND 500);

-- The order's timeline records payments too.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('status', 'mail', 'payment'));

-- A product's stock timeline shows what a return put back, naming the order.
ALTER TABLE product_events DROP CONSTRAINT product_events_reason_check;
ALTER TABLE product_events ADD CONSTRAINT product_events_reason_check
  CHECK (reason IN ('received', 'damaged', 'counted', 'import', 'returned'));
ALTER TABLE product_events ADD COLUMN order_id text REFERENCES orders ON DELETE SET NULL;
