// The credit ledger: append-only rows and a balance that never goes negative,
// changed in the same D1 batch (one transaction) as the row that explains it.
// Nothing here reads a balance and then writes it from JavaScript.
import { and, eq } from 'drizzle-orm';
import { rawD1, type Db } from '../../db/client';
import { creditHolds, creditLedger, organizations, type LedgerEntry, type LedgerKind } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { newId } from '../../platform/crypto';
import { priceOf, type PricedItem } from './prices';

export interface Movement {
  organizationId: string;
  kind: LedgerKind;
  /** Signed: negative takes credits out. */
  amount: number;
  reason: string;
  reference?: string | null;
  idempotencyKey: string;
  actorId?: string | null;
  now?: number;
}

/**
 * Writes one ledger row and moves the balance by its amount, or nothing at all.
 * A debit happens only if the balance covers it; the same idempotency key
 * returns the first result. Throws 402 insufficient_credits when short.
 */
export async function move(db: Db, m: Movement): Promise<LedgerEntry> {
  const id = newId('led');
  const now = m.now ?? Date.now();
  const debit = Math.max(0, -m.amount);
  // Raw statements in one D1 batch: D1 runs a batch as a single transaction.
  const d1 = rawD1(db);
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO credit_ledger (id, organization_id, kind, amount, reason, reference, idempotency_key, actor_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM organizations WHERE id = ?2 AND credit_balance >= ?10)
         ON CONFLICT (organization_id, idempotency_key) DO NOTHING`,
      )
      .bind(id, m.organizationId, m.kind, m.amount, m.reason, m.reference ?? null, m.idempotencyKey, m.actorId ?? null, now, debit),
    d1
      .prepare(
        `UPDATE organizations SET credit_balance = credit_balance + ?1, updated_at = ?2
         WHERE id = ?3 AND EXISTS (SELECT 1 FROM credit_ledger WHERE id = ?4)`,
      )
      .bind(m.amount, now, m.organizationId, id),
  ]);
  const entry = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, m.organizationId), eq(creditLedger.idempotencyKey, m.idempotencyKey)))
    .get();
  if (!entry) throw new ApiError(402, 'insufficient_credits');
  return entry;
}

export async function grant(db: Db, organizationId: string, amount: number, reason: string, idempotencyKey: string, actorId?: string | null) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('a grant is a positive whole number');
  return move(db, { organizationId, kind: 'grant', amount, reason, idempotencyKey, actorId });
}

/** A plain, idempotent spend at the server's price. */
export function spend(db: Db, o: { organizationId: string; item: PricedItem; quantity?: number; reference?: string; idempotencyKey: string; actorId?: string | null }) {
  return move(db, {
    organizationId: o.organizationId,
    kind: 'spend',
    amount: -priceOf(o.item, o.quantity),
    reason: o.item,
    reference: o.reference ?? null,
    idempotencyKey: o.idempotencyKey,
    actorId: o.actorId ?? null,
  });
}

export interface Hold {
  id: string;
  amount: number;
  status: 'held' | 'captured' | 'released';
}

/** Reserves credits for a job (the spend row is written now). Same key, same hold. */
export async function hold(db: Db, o: { organizationId: string; item: PricedItem; quantity?: number; reference?: string; idempotencyKey: string; actorId?: string | null }): Promise<Hold> {
  const entry = await spend(db, o);
  await db
    .insert(creditHolds)
    .values({ id: `hld_${entry.id}`, organizationId: o.organizationId, amount: -entry.amount, status: 'held', spendEntryId: entry.id, createdAt: Date.now() })
    .onConflictDoNothing();
  const row = await db.select().from(creditHolds).where(eq(creditHolds.id, `hld_${entry.id}`)).get();
  return { id: row!.id, amount: row!.amount, status: row!.status };
}

/** The job succeeded: the reserved credits are spent for good. */
export async function capture(db: Db, organizationId: string, holdId: string): Promise<Hold> {
  await db
    .update(creditHolds)
    .set({ status: 'captured', settledAt: Date.now() })
    .where(and(eq(creditHolds.id, holdId), eq(creditHolds.organizationId, organizationId), eq(creditHolds.status, 'held')));
  return getHold(db, organizationId, holdId);
}

/** The job failed: failed work costs nothing, so the credits come back (once). */
export async function release(db: Db, organizationId: string, holdId: string, actorId?: string | null): Promise<Hold> {
  const claimed = await db
    .update(creditHolds)
    .set({ status: 'released', settledAt: Date.now() })
    .where(and(eq(creditHolds.id, holdId), eq(creditHolds.organizationId, organizationId), eq(creditHolds.status, 'held')))
    .returning()
    .get();
  if (claimed) {
    await move(db, { organizationId, kind: 'refund', amount: claimed.amount, reason: 'release', reference: holdId, idempotencyKey: `release:${holdId}`, actorId });
  }
  return getHold(db, organizationId, holdId);
}

async function getHold(db: Db, organizationId: string, holdId: string): Promise<Hold> {
  const row = await db.select().from(creditHolds).where(and(eq(creditHolds.id, holdId), eq(creditHolds.organizationId, organizationId))).get();
  if (!row) throw new ApiError(404, 'not_found');
  return { id: row.id, amount: row.amount, status: row.status };
}

export async function balanceOf(db: Db, organizationId: string): Promise<number> {
  const row = await db.select({ balance: organizations.creditBalance }).from(organizations).where(eq(organizations.id, organizationId)).get();
  return row?.balance ?? 0;
}
