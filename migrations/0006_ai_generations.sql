-- Every generation the AI layer runs, successful or not: who asked, which tool,
-- which provider and model, what went in and came out, how long it took and
-- what it cost (0 when it failed: the credit hold was released).
CREATE TABLE ai_generations (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  tool TEXT NOT NULL,
  kind TEXT NOT NULL,
  provider TEXT NOT NULL,
  model TEXT NOT NULL,
  status TEXT NOT NULL,
  input TEXT NOT NULL,
  output TEXT,
  error TEXT,
  attempts INTEGER NOT NULL,
  latency_ms INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  hold_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX ai_generations_org_idx ON ai_generations (organization_id, created_at);
