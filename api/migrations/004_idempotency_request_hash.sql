-- What an Idempotency-Key was first used for: a SHA-256 of the normalized order request, so the
-- same key with a different order is refused instead of answered with the first order. Orders
-- placed before this column have none and replay as before.
ALTER TABLE orders ADD COLUMN idempotency_request_hash bytea;
