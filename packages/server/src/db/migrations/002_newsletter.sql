-- Newsletter subscribers. Double opt-in: a subscription counts once its token is confirmed.
CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
