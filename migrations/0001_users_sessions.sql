-- Users keyed by Firebase uid; sessions store only a hash of their token.
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  firebase_uid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  display_name TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  locale TEXT NOT NULL DEFAULT 'pt-BR',
  status TEXT NOT NULL DEFAULT 'active',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT users_status_check CHECK (status IN ('active', 'suspended'))
);
CREATE INDEX users_email_idx ON users (email);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  persistent INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  idle_expires_at INTEGER NOT NULL,
  absolute_expires_at INTEGER NOT NULL,
  replaced_at INTEGER,
  replaced_by TEXT,
  revoked_at INTEGER,
  revoked_reason TEXT,
  user_agent TEXT,
  ip TEXT
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_family_idx ON sessions (family_id);
