-- Publishing, first slice (issue 36, decision 057). An organization connects
-- social accounts (only the offline "test" network in this slice); the
-- network's token is kept only as AES-GCM ciphertext (key derived from a
-- secret binding, bound to the account's id). A post names the library files
-- it publishes and goes queued -> uploading -> (processing ->) published, or
-- failed with the reason, or cancelled before it fires. Its idempotency key
-- (post and network) is what the network is handed, and the test network's
-- outbox keeps it unique: a redelivered message never posts twice.
CREATE TABLE social_accounts (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  network TEXT NOT NULL,
  display_name TEXT NOT NULL,
  token_ciphertext TEXT NOT NULL,
  connected_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX social_accounts_org_network_idx ON social_accounts (organization_id, network);
CREATE INDEX social_accounts_connected_by_idx ON social_accounts (connected_by);

CREATE TABLE social_posts (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  account_id TEXT REFERENCES social_accounts(id) ON DELETE SET NULL,
  network TEXT NOT NULL,
  account_name TEXT NOT NULL,
  asset_ids TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  scheduled_at INTEGER NOT NULL,
  state TEXT NOT NULL,
  published_url TEXT,
  failure_reason TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  enqueued_at INTEGER,
  idempotency_key TEXT NOT NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX social_posts_idempotency_idx ON social_posts (idempotency_key, network);
CREATE INDEX social_posts_org_scheduled_idx ON social_posts (organization_id, scheduled_at);
CREATE INDEX social_posts_due_idx ON social_posts (state, scheduled_at);
CREATE INDEX social_posts_account_idx ON social_posts (account_id);
CREATE INDEX social_posts_created_by_idx ON social_posts (created_by);

-- The test network's side: what it "received", once per idempotency key.
CREATE TABLE test_network_outbox (
  id TEXT PRIMARY KEY NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  account_name TEXT NOT NULL,
  caption TEXT NOT NULL,
  title TEXT NOT NULL,
  files TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX test_network_outbox_org_idx ON test_network_outbox (organization_id);
