-- Back-orders (issue #21, docs/decisions/2026-11-28-back-orders.md): a line may order more than
-- the stock of a part with a lead time. Only the in-stock pieces are taken from `parts.stock`; the
-- rest is recorded on the line as back-ordered, with the lead time quoted when it was placed.
ALTER TABLE order_lines ADD COLUMN backorder_qty integer NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN lead_time_weeks integer NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_backorder_qty_check CHECK (backorder_qty >= 0 AND backorder_qty <= qty);

-- The buyer's choice for an order with back-ordered pieces: one shipment when everything is in,
-- or what is in stock now and the rest when it arrives.
ALTER TABLE orders ADD COLUMN shipments text NOT NULL DEFAULT 'single';
ALTER TABLE orders ADD CONSTRAINT orders_shipments_check CHECK (shipments IN ('single', 'split'));
