-- Buying: cart lines, temporary orders (checkouts), orders with their lines and status history,
-- payments, and idempotency keys. Unit prices are integer millionths of a US dollar, amounts
-- integer US cents; weights whole grams.

-- A cart line belongs to a guest cart (the cid cookie, spec's TempCartID) or to a signed-in user.
CREATE TABLE cart_lines (
  id bigserial PRIMARY KEY,
  cart_id text,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  part_id integer NOT NULL REFERENCES parts (id),
  qty integer NOT NULL CHECK (qty > 0 AND qty <= 10000000),
  reference text NOT NULL DEFAULT '',
  -- the unit price when the quantity was last set: what a later price change is compared with
  unit_price_micros bigint NOT NULL CHECK (unit_price_micros >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((cart_id IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX cart_lines_guest_part ON cart_lines (cart_id, part_id) WHERE user_id IS NULL;
CREATE UNIQUE INDEX cart_lines_user_part ON cart_lines (user_id, part_id) WHERE user_id IS NOT NULL;

-- A temporary order (spec: tempOrderId): the lines chosen at ToCheckOut, frozen with their cart prices.
CREATE TABLE checkouts (
  id text PRIMARY KEY,
  cart_id text,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- [{ "dtlId": 1, "partId": 2, "qty": 10, "reference": "", "unitPriceMicros": 123 }, …]
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  order_id bigint
);
CREATE INDEX checkouts_cart_idx ON checkouts (cart_id);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  -- lets a guest open the order (the link in the confirmation mail carries it)
  access_key text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  cart_id text,
  checkout_id text NOT NULL UNIQUE REFERENCES checkouts (id),
  email text NOT NULL,
  ship_first_name text NOT NULL,
  ship_last_name text NOT NULL,
  ship_company text NOT NULL DEFAULT '',
  ship_phone text NOT NULL,
  ship_line1 text NOT NULL,
  ship_line2 text NOT NULL DEFAULT '',
  ship_city text NOT NULL,
  ship_state text NOT NULL DEFAULT '',
  ship_postal_code text NOT NULL DEFAULT '',
  ship_country text NOT NULL,
  shipping_method text NOT NULL CHECK (shipping_method IN ('economy', 'standard', 'express')),
  shipping_zone text NOT NULL,
  weight_grams integer NOT NULL CHECK (weight_grams >= 0),
  subtotal_cents bigint NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents bigint NOT NULL CHECK (shipping_cents >= 0),
  tax_label text NOT NULL,
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp >= 0),
  tax_cents bigint NOT NULL CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL CHECK (total_cents = subtotal_cents + shipping_cents + tax_cents),
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled')),
  payment_status text NOT NULL CHECK (payment_status IN ('unpaid', 'requires_action', 'paid', 'declined', 'refunded')),
  note text NOT NULL DEFAULT '',
  payment_due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_cart_idx ON orders (cart_id);
CREATE INDEX orders_unpaid_due_idx ON orders (payment_due_at) WHERE status = 'awaiting_payment';

CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  part_id integer NOT NULL REFERENCES parts (id),
  mpn text NOT NULL,
  manufacturer text NOT NULL,
  description text NOT NULL,
  qty integer NOT NULL CHECK (qty > 0),
  reference text NOT NULL DEFAULT '',
  unit_price_micros bigint NOT NULL CHECK (unit_price_micros >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  PRIMARY KEY (order_id, line_no)
);

CREATE TABLE order_status_history (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL DEFAULT '',
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'declined', 'failed')),
  card_brand text NOT NULL DEFAULT '',
  card_last4 text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id, id);

-- Idempotency-Key of POST /order/PlaceOrder, written in the order's own transaction: a key exists
-- exactly when its order does. scope names the caller (user or guest cart).
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- the answer as JSON text, so a replay is byte-for-byte the first answer
  response text,
  order_id bigint REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
