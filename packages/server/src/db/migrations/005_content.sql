-- Content: community articles, help and company pages, FAQs, the glossary, contact messages,
-- feedback, and the newsletter's double opt-in. Articles and pages are stored as Markdown and
-- rendered to sanitised HTML when served; source_hash lets the seed skip unchanged rows.

CREATE TABLE article_categories (
  slug text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  -- the {name} of /community/{name}
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  summary text NOT NULL,
  author text NOT NULL,
  category_slug text NOT NULL REFERENCES article_categories (slug),
  published_on date NOT NULL,
  body_md text NOT NULL,
  word_count integer NOT NULL,
  -- part numbers the body links to, in order of first mention
  part_numbers text[] NOT NULL DEFAULT '{}',
  source_hash text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', summary), 'B') ||
    setweight(to_tsvector('english', body_md), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_search_idx ON articles USING gin (search);
CREATE INDEX articles_category_idx ON articles (category_slug, published_on DESC);
CREATE INDEX articles_published_idx ON articles (published_on DESC, id DESC);

-- Help topics, policies and company pages, addressed by slug ('help/ordering', 'privacy-policy').
CREATE TABLE content_pages (
  slug text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('help', 'policy', 'company')),
  title text NOT NULL,
  summary text NOT NULL,
  body_md text NOT NULL,
  updated_on date NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  source_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faqs (
  slug text PRIMARY KEY,
  section text NOT NULL,
  question text NOT NULL,
  answer_md text NOT NULL,
  sort_order integer NOT NULL,
  source_hash text NOT NULL
);

CREATE TABLE glossary_terms (
  slug text PRIMARY KEY,
  term text NOT NULL,
  definition_md text NOT NULL,
  source_hash text NOT NULL
);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_ip_idx ON contact_messages (ip, created_at);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  -- the page the visitor came from (an error page links here with ?from=)
  page text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_ip_idx ON feedback (ip, created_at);

-- Newsletter double opt-in. The confirmation token is single use and stored only as its SHA-256;
-- the unsubscribe token is kept as issued because every future mailing must carry it, and all it
-- can do is unsubscribe that one address.
ALTER TABLE newsletter_subscriptions
  ADD COLUMN confirm_token_hash text UNIQUE,
  ADD COLUMN confirm_expires_at timestamptz,
  ADD COLUMN confirm_sent_at timestamptz,
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN unsubscribe_token text UNIQUE,
  ADD COLUMN unsubscribed_at timestamptz;
