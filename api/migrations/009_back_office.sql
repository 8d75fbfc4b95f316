-- The back office (DESIGN.md "Back office"): staff roles, staff sessions, two-factor sign-in,
-- invitations, order versions, notes and timelines, contact-message handling, and the
-- append-only activity log.

-- Staff roles live on the accounts themselves; the one staff account of before becomes the owner.
ALTER TABLE users DROP CONSTRAINT users_role_check;
UPDATE users SET role = 'owner' WHERE role = 'staff';
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('customer', 'owner', 'manager', 'support'));
ALTER TABLE users
  -- A deactivated staff member keeps their row (the log names them) but signs in nowhere as staff.
  ADD COLUMN deactivated_at timestamptz,
  -- RFC 6238 secrets, base32. The pending one waits for its first code before it counts.
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_enabled_at timestamptz,
  -- The last time step a code signed in with: a code is never accepted twice.
  ADD COLUMN totp_last_counter bigint;

-- Separate from the shoppers' sessions: a shopper's cookie never names a row here.
CREATE TABLE staff_sessions (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);

-- Each code signs in once; only hashes are kept.
CREATE TABLE staff_recovery_codes (
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'support')),
  token_hash bytea NOT NULL UNIQUE,
  invited_by uuid REFERENCES users ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX staff_invitations_email ON staff_invitations (lower(email));

-- Optimistic concurrency: every change raises it; a change based on an older one is refused.
ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_newest ON orders (status, created_at DESC);

-- Internal notes: never part of anything a shopper's call returns.
CREATE TABLE order_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  author_id uuid REFERENCES users ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order ON order_notes (order_id, created_at);

-- The order's timeline besides its notes: status changes (by staff or the shopper) and mails.
CREATE TABLE order_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'mail')),
  actor_id uuid REFERENCES users ON DELETE SET NULL,
  from_status text,
  to_status text,
  text text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_events_order ON order_events (order_id, created_at);

ALTER TABLE contact_messages
  ADD COLUMN state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'handled')),
  ADD COLUMN assignee_id uuid REFERENCES users ON DELETE SET NULL,
  ADD COLUMN handled_at timestamptz;
CREATE INDEX contact_messages_state_newest ON contact_messages (state, created_at DESC);

CREATE TABLE message_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_messages ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('assigned', 'reply', 'handled', 'reopened')),
  actor_id uuid REFERENCES users ON DELETE SET NULL,
  text text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX message_events_message ON message_events (message_id, created_at);

-- Who did what, written in the same transaction as the change. The staff member is copied, not
-- referenced: a foreign key's ON DELETE would have to update rows that must never change.
CREATE TABLE activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id uuid,
  staff_name text NOT NULL,
  staff_email text NOT NULL,
  role text NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  entity_name text,
  before jsonb,
  after jsonb,
  request_id text,
  address text
);
CREATE INDEX activity_newest ON activity (at DESC, id DESC);
CREATE INDEX activity_staff_newest ON activity (staff_id, at DESC);
CREATE INDEX activity_entity_newest ON activity (entity_type, at DESC);

-- Append-only in the database itself, whatever code (or person with a psql prompt) asks.
CREATE FUNCTION activity_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity log is append-only: % is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER activity_append_only BEFORE UPDATE OR DELETE ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_refuse_change();
CREATE TRIGGER activity_no_truncate BEFORE TRUNCATE ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_refuse_change();
