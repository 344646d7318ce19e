-- A shared BOM is reached by its own link (share_token), not by the BOM's id, so the owner can
-- withdraw the link and share again under a new one. Withdrawn links are kept to answer
-- "no longer shared" (410) rather than "does not exist".
ALTER TABLE boms ADD COLUMN share_token text UNIQUE;
-- BOMs shared before: their link was /bom/{id}, which keeps working until withdrawn.
UPDATE boms SET share_token = id WHERE shared_at IS NOT NULL;
CREATE TABLE bom_withdrawn_links (
  token text PRIMARY KEY,
  bom_id text NOT NULL REFERENCES boms (id) ON DELETE CASCADE,
  withdrawn_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bom_withdrawn_links_bom_idx ON bom_withdrawn_links (bom_id);
