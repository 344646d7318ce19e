-- Product pages look parts up by their exact part number.
CREATE INDEX parts_mpn_idx ON parts (mpn);

-- Parametric filters match parameters with @>; searches feed the hot-search list.
CREATE INDEX parts_parameters_idx ON parts USING gin (parameters jsonb_path_ops);
CREATE INDEX parts_category_price_idx ON parts (category_id, unit_price_micros);
CREATE INDEX parts_category_stock_idx ON parts (category_id, stock DESC);

CREATE TABLE search_keywords (
  keyword text PRIMARY KEY,
  searches integer NOT NULL DEFAULT 0,
  last_searched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_keywords_popular_idx ON search_keywords (searches DESC);
