-- Currencies and exchange rates (docs/decisions/currencies-rates-and-import.md). Catalogue prices stay in US
-- dollars, the base: a rate is how many units of a currency one US dollar buys from its
-- effective date on. Every imported rate is kept, so an order's rate can always be traced.

CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  symbol text NOT NULL CHECK (symbol <> ''),
  name text NOT NULL DEFAULT '',
  -- order in the region menu
  position integer NOT NULL DEFAULT 100,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Spec §9: USD ($) and EUR (€). EUR is offered once it has a rate (db:seed loads the default file).
INSERT INTO currencies (code, symbol, name, position) VALUES ('USD', '$', 'US dollar', 0), ('EUR', '€', 'Euro', 1);

-- The base has no rows here: its rate is 1 by definition.
CREATE TABLE exchange_rates (
  currency text NOT NULL REFERENCES currencies (code) CHECK (currency <> 'USD'),
  effective_date date NOT NULL,
  rate numeric(20, 10) NOT NULL CHECK (rate > 0),
  source text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency, effective_date)
);

-- An order is charged in orders.currency: its *_cents amounts are minor units of that currency,
-- converted from the dollar prices at exchange_rate (units per US dollar) of exchange_rate_date.
ALTER TABLE orders ADD COLUMN exchange_rate numeric(20, 10) NOT NULL DEFAULT 1 CHECK (exchange_rate > 0);
ALTER TABLE orders ADD COLUMN exchange_rate_date date;
ALTER TABLE orders ADD CONSTRAINT orders_currency_fk FOREIGN KEY (currency) REFERENCES currencies (code);
ALTER TABLE orders ADD CONSTRAINT orders_base_rate CHECK (currency <> 'USD' OR exchange_rate = 1);
ALTER TABLE payments ADD CONSTRAINT payments_currency_fk FOREIGN KEY (currency) REFERENCES currencies (code);
