-- Organizations (brands), their members and invitations, and an append-only
-- credit ledger with a balance that can never go negative.
CREATE TABLE organizations (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  credit_balance INTEGER NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT organizations_balance_check CHECK (credit_balance >= 0)
);

CREATE TABLE memberships (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'admin', 'member'))
);
CREATE UNIQUE INDEX memberships_org_user ON memberships (organization_id, user_id);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE invitations (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL REFERENCES users (id),
  expires_at INTEGER NOT NULL,
  accepted_at INTEGER,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL,
  CONSTRAINT invitations_role_check CHECK (role IN ('admin', 'member'))
);
CREATE INDEX invitations_org_idx ON invitations (organization_id);

CREATE TABLE credit_ledger (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  reference TEXT,
  idempotency_key TEXT NOT NULL,
  actor_id TEXT,
  created_at INTEGER NOT NULL,
  CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'spend', 'refund', 'adjustment'))
);
CREATE UNIQUE INDEX credit_ledger_idempotency ON credit_ledger (organization_id, idempotency_key);
CREATE INDEX credit_ledger_org_created ON credit_ledger (organization_id, created_at);

-- A hold reserves credits for a job: its spend row is written when it is made;
-- capture keeps it, release writes the refund.
CREATE TABLE credit_holds (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  spend_entry_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  CONSTRAINT credit_holds_status_check CHECK (status IN ('held', 'captured', 'released'))
);
CREATE INDEX credit_holds_org_idx ON credit_holds (organization_id);

ALTER TABLE users ADD COLUMN active_organization_id TEXT;
