-- Quick order, the bill-of-materials tool and requests for quote (issue 8, items 4–6).

-- One uploaded or pasted BOM. The id is 128 random bits (base64url) and is the page address
-- /bom/{id}; the owner (a user, or a guest's cart id) edits it, anyone else sees it only once
-- it is shared. The sheet is kept as read, so the header row and the mapping can change later.
CREATE TABLE boms (
  id text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  guest_id text,
  name text NOT NULL DEFAULT '',
  source_name text NOT NULL,
  source_kind text NOT NULL CHECK (source_kind IN ('csv', 'tsv', 'xlsx', 'text', 'paste')),
  grid jsonb NOT NULL,
  header_row integer NOT NULL CHECK (header_row >= 0),
  mapping jsonb NOT NULL,
  builds integer NOT NULL DEFAULT 1 CHECK (builds BETWEEN 1 AND 100000),
  -- attrition in tenths of a percent: 25 = 2.5 %
  attrition_tenths integer NOT NULL DEFAULT 0 CHECK (attrition_tenths BETWEEN 0 AND 1000),
  saved boolean NOT NULL DEFAULT false,
  shared_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
);
CREATE INDEX boms_saved_by_user_idx ON boms (user_id, updated_at DESC) WHERE saved;
CREATE INDEX boms_unsaved_idx ON boms (updated_at) WHERE NOT saved;

-- The lines of a BOM in file order: what the sheet said (source) and what we matched (match).
-- Part ids are not foreign keys: a catalogue re-import must never be blocked by an old BOM.
CREATE TABLE bom_lines (
  bom_id text NOT NULL REFERENCES boms (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  source jsonb NOT NULL,
  match jsonb NOT NULL,
  -- the buyer's pick among the alternatives; 0 = "order nothing for this line"
  chosen_part_id integer,
  PRIMARY KEY (bom_id, line_no)
);

-- Header → field choices a signed-in buyer made by hand, applied to their next uploads.
CREATE TABLE bom_column_memory (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What one quick-order submission put into a cart: the report the result page shows.
CREATE TABLE quick_orders (
  id text PRIMARY KEY,
  cart_id text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  report jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quick_orders_created_idx ON quick_orders (created_at);

CREATE SEQUENCE rfq_number_seq START 1001;

-- A request for quote. Guests reach theirs through a secret link (only its hash is kept).
CREATE TABLE rfqs (
  id serial PRIMARY KEY,
  rfq_no text NOT NULL UNIQUE,
  access_token_hash text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'Submitted' CHECK (status IN ('Submitted', 'Quoted', 'Closed')),
  contact_name text NOT NULL,
  company text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  country text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfqs_user_idx ON rfqs (user_id, created_at DESC);
-- the hourly limit per address the confirmation mail goes to
CREATE INDEX rfqs_email_idx ON rfqs (lower(email), created_at);

CREATE TABLE rfq_lines (
  rfq_id integer NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  part_no text NOT NULL,
  manufacturer text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  -- the buyer's target unit price in millionths of a US dollar, if they gave one
  target_price_micros bigint CHECK (target_price_micros IS NULL OR target_price_micros >= 0),
  -- the catalogue part the number resolved to when submitted, if any
  part_id integer,
  PRIMARY KEY (rfq_id, line_no)
);

-- Every status an RFQ passed through, with who or what moved it.
CREATE TABLE rfq_events (
  id bigserial PRIMARY KEY,
  rfq_id integer NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Submitted', 'Quoted', 'Closed')),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfq_events_rfq_idx ON rfq_events (rfq_id, id);
