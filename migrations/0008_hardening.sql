-- Hardening (issue 23).

-- The welcome grant is once per user, not per organization: this row is the
-- claim. The ledger row and the balance change are written in the same batch
-- only when this insert made the row (see credits/welcome.ts).
CREATE TABLE welcome_grants (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  ledger_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- Users who already received one (under the old per-organization key) keep it
-- and get no second: the earliest grant each user triggered counts.
INSERT OR IGNORE INTO welcome_grants (user_id, organization_id, ledger_id, created_at)
  SELECT actor_id, organization_id, id, created_at FROM credit_ledger
  WHERE idempotency_key = 'welcome' AND actor_id IS NOT NULL
  ORDER BY created_at;

-- Idempotency-Key on paid requests (product-decisions section 4): one row per
-- (user, key) with the request's fingerprint; the first answer is kept so a
-- retry gets it back without a new debit.
CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  response_status INTEGER,
  response_body TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key),
  CONSTRAINT idempotency_keys_status_check CHECK (status IN ('in_flight', 'done'))
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- A hold that is neither captured nor released by then is released by the
-- scheduled job (a Worker that died mid-job must not keep the credits).
ALTER TABLE credit_holds ADD COLUMN expires_at INTEGER;
UPDATE credit_holds SET expires_at = created_at + 900000 WHERE expires_at IS NULL;
CREATE INDEX credit_holds_open_idx ON credit_holds (status, expires_at);
