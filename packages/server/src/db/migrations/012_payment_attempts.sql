-- Every charge attempt carries the idempotency key it is sent to the payment provider with, written
-- (committed) before the provider is called: after a crash the key is how the shop asks the provider
-- what became of the attempt. Rows from before this migration were sent with their public id.
ALTER TABLE payments ADD COLUMN idempotency_key text;
UPDATE payments SET idempotency_key = public_id;
ALTER TABLE payments ALTER COLUMN idempotency_key SET NOT NULL;
CREATE UNIQUE INDEX payments_idempotency_key_idx ON payments (idempotency_key);

-- At most one attempt per order may be waiting on the provider's answer.
UPDATE payments p SET status = 'failed', message = 'Replaced by a new payment attempt.'
  WHERE status = 'processing' AND id <> (SELECT max(id) FROM payments q WHERE q.order_id = p.order_id AND q.status = 'processing');
CREATE UNIQUE INDEX payments_one_processing_idx ON payments (order_id) WHERE status = 'processing';
-- The reconciler's sweep finds open attempts by status and age.
CREATE INDEX payments_open_idx ON payments (updated_at) WHERE status IN ('processing', 'requires_action');

-- The built-in test payment provider's own records, as a real provider keeps them on its side: one
-- row per idempotency key, written in its own statement outside every transaction of the shop, so a
-- crash of the shop between the provider's answer and the shop's commit does not roll it back. The
-- shop's code never reads it; only the test provider does (and tests counting charges).
CREATE TABLE test_provider_charges (
  idempotency_key text PRIMARY KEY,
  reference text NOT NULL,
  -- succeeded: money taken; requires_action: waiting for 3-D Secure; declined/failed: nothing taken
  status text NOT NULL CHECK (status IN ('succeeded', 'requires_action', 'declined', 'failed')),
  amount_cents bigint NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
