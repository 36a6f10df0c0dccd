-- Brand kits and the font files organizations upload for them. A kit's fields
-- are one JSON document validated by the shared zod schema on every write; the
-- partial unique index lets the database itself refuse a second default.
CREATE TABLE brand_kits (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX brand_kits_org_idx ON brand_kits (organization_id, created_at);
CREATE UNIQUE INDEX brand_kits_one_default ON brand_kits (organization_id) WHERE is_default = 1;

CREATE TABLE brand_fonts (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  family TEXT NOT NULL,
  format TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  CONSTRAINT brand_fonts_format_check CHECK (format IN ('woff2', 'truetype', 'opentype'))
);
CREATE INDEX brand_fonts_org_idx ON brand_fonts (organization_id);
