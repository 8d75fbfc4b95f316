-- Users, sessions, password resets, reviews, coupons, orders, contact messages and the shared
-- state that lets several api processes run against one database (rate limits, idempotency).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Only a hash of the cookie's token is stored: a leaked table cannot be replayed as cookies.
CREATE TABLE sessions (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One row per code sent; rows exist for unknown emails too, so both answer alike.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  user_id uuid REFERENCES users ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  token_hash bytea,
  token_expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_email ON password_resets (lower(email), created_at DESC);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviews_one_per_user UNIQUE (product_id, user_id)
);

CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- percent: whole percent 1..100; fixed: paisa.
  value integer NOT NULL CHECK (value > 0),
  -- Empty: every category.
  categories text[] NOT NULL DEFAULT '{}',
  expires_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  max_uses integer CHECK (max_uses > 0),
  uses integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (max_uses IS NULL OR uses <= max_uses)
);
CREATE UNIQUE INDEX coupons_code_unique ON coupons (upper(code));

CREATE TABLE orders (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  subtotal_paisa integer NOT NULL,
  discount_paisa integer NOT NULL DEFAULT 0,
  total_paisa integer NOT NULL,
  coupon_id uuid REFERENCES coupons ON DELETE SET NULL,
  coupon_code text,
  status text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Pending', 'Dispatched', 'Delivered', 'Cancelled')),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_idempotency_unique UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  position integer NOT NULL,
  product_id uuid REFERENCES products ON DELETE SET NULL,
  name text NOT NULL,
  category text NOT NULL,
  image_file text NOT NULL,
  unit_price_paisa integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position)
);

-- One use per user, enforced by the key itself so two concurrent orders cannot both redeem.
CREATE TABLE coupon_redemptions (
  coupon_id uuid NOT NULL REFERENCES coupons ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_id, user_id)
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every api process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);

-- Which parts of the first-run seed are in, so a later release can add parts to old databases.
CREATE TABLE seed_steps (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
