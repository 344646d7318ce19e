-- The catalogue: a category tree, manufacturers and parts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  icon_svg text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  depth integer NOT NULL DEFAULT 0,
  -- the URL under /category: '{slug}' at the top, '{parent slug}/{slug}' below (slugs are unique)
  path text NOT NULL UNIQUE
);
CREATE INDEX categories_parent_idx ON categories (parent_id, sort);

CREATE TABLE manufacturers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  logo_svg text NOT NULL DEFAULT '',
  featured boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  founded integer
);

CREATE TABLE parts (
  id integer PRIMARY KEY,
  mpn text NOT NULL,
  -- upper-case letters and digits only: what part-number search compares
  mpn_key text NOT NULL,
  base_mpn text NOT NULL,
  base_key text NOT NULL,
  manufacturer_id integer NOT NULL REFERENCES manufacturers (id),
  category_id integer NOT NULL REFERENCES categories (id),
  description text NOT NULL,
  parameters jsonb NOT NULL DEFAULT '{}',
  datasheet_url text NOT NULL DEFAULT '',
  lifecycle text NOT NULL,
  stock integer NOT NULL CHECK (stock >= 0),
  moq integer NOT NULL CHECK (moq >= 1),
  order_multiple integer NOT NULL CHECK (order_multiple >= 1),
  packaging text NOT NULL,
  lead_time_weeks integer NOT NULL DEFAULT 0,
  weight_grams numeric(12, 4) NOT NULL DEFAULT 0,
  rohs boolean NOT NULL DEFAULT true,
  -- [{ "qty": 1, "unitPriceMicros": 100000 }, …] in US dollars, millionths: integers, never floats
  price_breaks jsonb NOT NULL,
  -- the unit price at the first break, kept for sorting by price
  unit_price_micros bigint NOT NULL,
  popularity integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (manufacturer_id, mpn)
);
CREATE INDEX parts_mpn_key_prefix_idx ON parts (mpn_key text_pattern_ops);
CREATE INDEX parts_mpn_key_trgm_idx ON parts USING gin (mpn_key gin_trgm_ops);
CREATE INDEX parts_base_key_idx ON parts (base_key);
CREATE INDEX parts_category_idx ON parts (category_id, popularity DESC);
CREATE INDEX parts_manufacturer_idx ON parts (manufacturer_id, popularity DESC);
CREATE INDEX parts_popularity_idx ON parts (popularity DESC);
CREATE INDEX parts_description_fts_idx ON parts USING gin (to_tsvector('simple', description));

-- What the demo seed last wrote, so `db:seed` can skip work it already did.
CREATE TABLE catalog_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
