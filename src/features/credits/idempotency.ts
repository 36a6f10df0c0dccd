// Idempotency-Key on paid requests (product-decisions section 4). The client
// makes one key per user action and sends it with every try of that action:
// - same key, same request: the first answer again, with no new debit;
// - same key, another request: 422 idempotency_key_reused;
// - same key while the first try is still running: 409 idempotency_in_flight.
// Only a successful answer is kept. A failed one (402, 502, 503...) charged
// nothing, so its key is freed and the same action may be tried again.
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { sha256Hex } from '../../platform/crypto';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { PAID_BODY_MAX_BYTES } from '../../common/limits';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A try still "in flight" after this is taken as dead (its Worker stopped). */
export const IN_FLIGHT_TIMEOUT_MS = 5 * 60_000;
/** Kept answers are forgotten after a day (the scheduled job). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

const KEY_FORMAT = /^[\x21-\x7e]{8,128}$/;

type Claim = { replay: Response } | { claimed: true };

async function claim(db: Db, userId: string, key: string, requestHash: string, now: number): Promise<Claim> {
  const fresh = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, status: 'in_flight', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (fresh.length === 1) return { claimed: true };

  const row = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .get();
  if (!row) return claim(db, userId, key, requestHash, now); // freed in between: try once more
  if (row.requestHash !== requestHash) throw new ApiError('idempotency_key_reused');
  if (row.status === 'done') {
    return {
      replay: new Response(row.responseBody, {
        status: row.responseStatus ?? 200,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      }),
    };
  }
  // In flight: a live try wins; a dead one (its Worker stopped) is taken over.
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ updatedAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'in_flight'),
        lt(idempotencyKeys.updatedAt, now - IN_FLIGHT_TIMEOUT_MS),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length === 1) return { claimed: true };
  throw new ApiError('idempotency_in_flight');
}

/** Middleware for a paid endpoint: place it before the body validator. */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = requireAuth(c);
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!KEY_FORMAT.test(key)) throw new ApiError('idempotency_key_required');
  const db = c.var.db;
  // Its body is read whole below: one past any paid request's is refused from its length first.
  if (Number(c.req.header('Content-Length') ?? 0) > PAID_BODY_MAX_BYTES) throw new ApiError('request_too_large');
  // The fingerprint covers what the request asks: method, path and body.
  const requestHash = await sha256Hex(`${c.req.method} ${new URL(c.req.url).pathname}\n${await c.req.text()}`);
  const claimed = await claim(db, user.id, key, requestHash, Date.now());
  if ('replay' in claimed) return claimed.replay;

  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  try {
    await next();
  } finally {
    if (c.res.status >= 200 && c.res.status < 300) {
      const body = await c.res.clone().text();
      await db
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: c.res.status, responseBody: body, updatedAt: Date.now() })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
  }
});

/** The scheduled job: answers older than a day are forgotten. */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS));
}
