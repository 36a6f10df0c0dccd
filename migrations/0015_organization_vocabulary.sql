-- An organization's custom vocabulary (decision 037): the brand names, slang and
-- people its videos say, applied to every transcript and given as a prompt to
-- speech engines that take one. One row per organization; the terms are a JSON
-- array of at most 200 strings of at most 40 characters (checked by the Worker,
-- src/common/contracts/vocabulary.ts), so a row stays under 10 kB.
CREATE TABLE organization_vocabulary (
  organization_id TEXT PRIMARY KEY NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  terms TEXT NOT NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  updated_at INTEGER NOT NULL
);
