-- One live code per (target, purpose), stored as an HMAC only.
CREATE TABLE verification_codes (
  id TEXT PRIMARY KEY NOT NULL,
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL,
  CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('verify_email', 'reset_password'))
);
CREATE UNIQUE INDEX verification_codes_target_purpose ON verification_codes (target, purpose);

-- The local mailer: every email the app sends, readable at /__dev/outbox in development.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);

-- Exact counters for rate limits: one row per (key, fixed window).
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- What the sign-in service needs to know about an account's sign-in methods.
ALTER TABLE users ADD COLUMN password_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN google_linked INTEGER NOT NULL DEFAULT 0;
