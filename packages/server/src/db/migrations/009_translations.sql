-- Translation memory: English source texts and their translations, one row per language pair.
-- The 14 languages without a hand-written pack are served from here (docs/product.md §7 translatelanguage).
CREATE TABLE translation_memory (
  source_lang text NOT NULL,
  target_lang text NOT NULL,
  -- A btree key over long texts would hit the index row limit: key on a digest of the text.
  source_hash text NOT NULL,
  source_text text NOT NULL,
  target_text text NOT NULL,
  -- Where the entry came from (an import file name, 'seed'), so a bad import can be traced.
  origin text NOT NULL DEFAULT 'import',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_lang, target_lang, source_hash),
  CHECK (source_hash = md5(source_text)),
  CHECK (target_text <> '')
);
