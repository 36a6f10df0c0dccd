-- A clip's 50 credits are captured when its first render starts (decision 032,
-- product-decisions section 4): the render runs in the browser, so neither its
-- "failed" nor its "done" may move credits. `charge_id` is the ledger's spend
-- row for the clip, written in the same batch as the row that records it;
-- `upload_id` is the upload made for the running attempt, the only file its
-- "done" may link.
ALTER TABLE clip_renders ADD COLUMN charge_id TEXT;
ALTER TABLE clip_renders ADD COLUMN upload_id TEXT REFERENCES uploads (id) ON DELETE SET NULL;

-- Renders under way when this runs started under the old rule: their hold is
-- the charge now (captured, never released by the scheduled job).
UPDATE credit_holds SET status = 'captured', settled_at = unixepoch() * 1000
WHERE status = 'held' AND id IN (SELECT hold_id FROM clip_renders WHERE hold_id IS NOT NULL AND status = 'rendering');

-- A captured hold is the clip's charge. A clip whose hold went back (a failure,
-- or the done/failed race of issue 31) has none and pays at its next render.
UPDATE clip_renders SET charge_id = (
  SELECT spend_entry_id FROM credit_holds WHERE credit_holds.id = clip_renders.hold_id AND credit_holds.status = 'captured'
) WHERE hold_id IS NOT NULL;
