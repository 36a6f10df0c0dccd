// The credit ledger: append-only rows and a balance that never goes negative,
// changed in the same D1 batch (one transaction) as the row that explains it.
// Nothing here reads a balance and then writes it from JavaScript.
import { and, eq, lt } from 'drizzle-orm';
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { rawD1, type Db } from '../../db/client';
import { creditHolds, creditLedger, organizations, type LedgerEntry, type LedgerKind } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import { priceOf, type ChargeReason, type SystemReason } from './prices';
import { orgRowOr404 } from '../../db/org-row';

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
 * The two statements of a movement: the ledger row (only if the balance covers
 * a debit, and only if `guard`, an extra SQL condition over the parameters
 * after ?10, holds) and the balance change (only if that row was written).
 */
function movementStatements(
  d1: D1Database,
  m: Movement,
  id: string,
  now: number,
  guard?: { sql: string; params: unknown[] },
): D1PreparedStatement[] {
  const debit = Math.max(0, -m.amount);
  return [
    d1
      .prepare(
        `INSERT INTO credit_ledger (id, organization_id, kind, amount, reason, reference, idempotency_key, actor_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM organizations WHERE id = ?2 AND credit_balance >= ?10) ${guard ? `AND ${guard.sql}` : ''}
         ON CONFLICT (organization_id, idempotency_key) DO NOTHING`,
      )
      .bind(
        id,
        m.organizationId,
        m.kind,
        m.amount,
        m.reason,
        m.reference ?? null,
        m.idempotencyKey,
        m.actorId ?? null,
        now,
        debit,
        ...(guard?.params ?? []),
      ),
    d1
      .prepare(
        `UPDATE organizations SET credit_balance = credit_balance + ?1, updated_at = ?2
         WHERE id = ?3 AND EXISTS (SELECT 1 FROM credit_ledger WHERE id = ?4)`,
      )
      .bind(m.amount, now, m.organizationId, id),
  ];
}

/**
 * Writes one ledger row and moves the balance by its amount, or nothing at all.
 * A debit happens only if the balance covers it; the same idempotency key
 * returns the first result. Throws 402 insufficient_credits when short.
 */
export async function move(db: Db, m: Movement): Promise<LedgerEntry> {
  const now = m.now ?? Date.now();
  // Raw statements in one D1 batch: D1 runs a batch as a single transaction.
  const d1 = rawD1(db);
  await d1.batch(movementStatements(d1, m, newId('led'), now));
  const entry = await entryByKey(db, m.organizationId, m.idempotencyKey);
  if (!entry) throw new ApiError('insufficient_credits');
  return entry;
}

function entryByKey(db: Db, organizationId: string, idempotencyKey: string) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, organizationId), eq(creditLedger.idempotencyKey, idempotencyKey)))
    .get();
}

/**
 * The welcome grant, once per user whatever the organization (product-decisions
 * section 4): the claim row, the ledger row and the balance in one batch, the
 * ledger row written only if this batch made the claim. True when granted now.
 */
export async function grantOncePerUser(
  db: Db,
  o: { userId: string; organizationId: string; amount: number; reason: SystemReason; now?: number },
): Promise<boolean> {
  const now = o.now ?? Date.now();
  const id = newId('led');
  const d1 = rawD1(db);
  await d1.batch([
    d1
      .prepare(
        'INSERT INTO welcome_grants (user_id, organization_id, ledger_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (user_id) DO NOTHING',
      )
      .bind(o.userId, o.organizationId, id, now),
    ...movementStatements(
      d1,
      {
        organizationId: o.organizationId,
        kind: 'grant',
        amount: o.amount,
        reason: o.reason,
        idempotencyKey: `${o.reason}:${o.userId}`,
        actorId: o.userId,
      },
      id,
      now,
      { sql: 'EXISTS (SELECT 1 FROM welcome_grants WHERE user_id = ?11 AND ledger_id = ?1)', params: [o.userId] },
    ),
  ]);
  return (await db.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.id, id)).get()) !== undefined;
}

export async function grant(
  db: Db,
  organizationId: string,
  amount: number,
  reason: string,
  idempotencyKey: string,
  actorId?: string | null,
) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('a grant is a positive whole number');
  return move(db, { organizationId, kind: 'grant', amount, reason, idempotencyKey, actorId });
}

/** A plain, idempotent spend at the server's price. */
export function spend(
  db: Db,
  o: { organizationId: string; item: ChargeReason; quantity?: number; reference?: string; idempotencyKey: string; actorId?: string | null },
) {
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

/**
 * A spend written in the same D1 batch (one transaction) as the row that
 * records what it pays for: a charge exists only beside a recorded result.
 * `record` gives that row's statements; they should hold only if the ledger
 * has the spend's key (`EXISTS (... idempotency_key = ...)`), so a second
 * request with the same key records the same charge and moves nothing. Throws
 * 402 insufficient_credits when short; `charged` says whether this call took
 * the credits (false when the key had already paid).
 */
export async function spendWithRecord(
  db: Db,
  o: { organizationId: string; item: ChargeReason; reference?: string; idempotencyKey: string; actorId?: string | null },
  record: (d1: D1Database) => D1PreparedStatement[],
): Promise<{ entry: LedgerEntry; charged: boolean }> {
  const id = newId('led');
  const d1 = rawD1(db);
  const m: Movement = {
    organizationId: o.organizationId,
    kind: 'spend',
    amount: -priceOf(o.item),
    reason: o.item,
    reference: o.reference ?? null,
    idempotencyKey: o.idempotencyKey,
    actorId: o.actorId ?? null,
  };
  await d1.batch([...movementStatements(d1, m, id, Date.now()), ...record(d1)]);
  const entry = await entryByKey(db, o.organizationId, o.idempotencyKey);
  if (!entry) throw new ApiError('insufficient_credits');
  return { entry, charged: entry.id === id };
}

export interface Hold {
  id: string;
  amount: number;
  status: 'held' | 'captured' | 'released';
}

/** How long a hold may stay open before the scheduled job gives the credits back. */
export const HOLD_TTL_MS = 15 * 60_000;

/**
 * Reserves credits for a job (the spend row is written now). Same key, same
 * hold. A hold neither captured nor released within `ttlMs` is released by
 * the scheduled job: a Worker that died mid-job must not keep the credits.
 */
export async function hold(
  db: Db,
  o: {
    organizationId: string;
    item: ChargeReason;
    quantity?: number;
    reference?: string;
    idempotencyKey: string;
    actorId?: string | null;
    ttlMs?: number;
  },
): Promise<Hold> {
  const entry = await spend(db, o);
  const now = Date.now();
  await db
    .insert(creditHolds)
    .values({
      id: `hld_${entry.id}`,
      organizationId: o.organizationId,
      amount: -entry.amount,
      status: 'held',
      spendEntryId: entry.id,
      createdAt: now,
      expiresAt: now + (o.ttlMs ?? HOLD_TTL_MS),
    })
    .onConflictDoNothing();
  const row = await db
    .select()
    .from(creditHolds)
    .where(eq(creditHolds.id, `hld_${entry.id}`))
    .get();
  return { id: row!.id, amount: row!.amount, status: row!.status };
}

/**
 * The statement that captures a hold, for a batch that also records the result
 * the charge is for: a charge exists only beside a recorded result.
 */
export function captureStatement(db: Db, organizationId: string, holdId: string) {
  return db
    .update(creditHolds)
    .set({ status: 'captured', settledAt: Date.now() })
    .where(and(eq(creditHolds.id, holdId), eq(creditHolds.organizationId, organizationId), eq(creditHolds.status, 'held')));
}

/** The job succeeded: the reserved credits are spent for good. */
export async function capture(db: Db, organizationId: string, holdId: string): Promise<Hold> {
  await captureStatement(db, organizationId, holdId);
  return requireHold(db, organizationId, holdId);
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
    await move(db, {
      organizationId,
      kind: 'refund',
      amount: claimed.amount,
      reason: 'release' satisfies SystemReason,
      reference: holdId,
      idempotencyKey: `release:${holdId}`,
      actorId,
    });
  }
  return requireHold(db, organizationId, holdId);
}

/** The scheduled job: holds past their time go back (each release is idempotent). */
export async function releaseExpiredHolds(db: Db, now = Date.now()): Promise<number> {
  const open = await db
    .select({ id: creditHolds.id, organizationId: creditHolds.organizationId })
    .from(creditHolds)
    .where(and(eq(creditHolds.status, 'held'), lt(creditHolds.expiresAt, now)))
    .limit(500)
    .all();
  for (const h of open) await release(db, h.organizationId, h.id);
  return open.length;
}

async function requireHold(db: Db, organizationId: string, holdId: string): Promise<Hold> {
  const row = await orgRowOr404(db, creditHolds, organizationId, holdId);
  return { id: row.id, amount: row.amount, status: row.status };
}

export async function balanceOf(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .select({ balance: organizations.creditBalance })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .get();
  return row?.balance ?? 0;
}
