// Exact rate limits in D1: a fixed-window counter per key, incremented and read
// in one statement. Limits apply per account and per client IP.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../middleware/errors';

export interface Limit {
  /** Stable name of what is limited, e.g. "code-verify:user". */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  sessionPerIp: { name: 'session:ip', max: 30, windowMs: 10 * MINUTE },
  sessionPerAccount: { name: 'session:account', max: 20, windowMs: 10 * MINUTE },
  codeVerifyPerAccount: { name: 'code-verify:account', max: 10, windowMs: 10 * MINUTE },
  codeVerifyPerIp: { name: 'code-verify:ip', max: 50, windowMs: 10 * MINUTE },
  /** product-decisions section 3: 5 sends an hour (the 60 s cooldown is checked on the code row). */
  resendHourly: { name: 'code-send:hour', max: 5, windowMs: HOUR },
  resetPerEmail: { name: 'reset:email', max: 5, windowMs: HOUR },
  resetPerIp: { name: 'reset:ip', max: 20, windowMs: HOUR },
  passwordPerAccount: { name: 'password:account', max: 5, windowMs: HOUR },
  passwordPerIp: { name: 'password:ip', max: 20, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Counts one hit against each (limit, subject) and throws 429
 * rate_limit_exceeded with Retry-After if any is over. Subjects that are null
 * (no IP header in tests, say) are skipped.
 */
export async function hit(db: Db, checks: [Limit, string | null | undefined][], now = Date.now()): Promise<void> {
  const live = checks.filter((c): c is [Limit, string] => typeof c[1] === 'string' && c[1].length > 0);
  if (live.length === 0) return;
  // Each statement increments and reads its counter atomically; the checks are
  // independent, so running them one after another loses nothing.
  const results: { count: number }[] = [];
  for (const [limit, subject] of live) {
    const windowStart = now - (now % limit.windowMs);
    const row = await db.get<{ count: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${`${limit.name}:${subject}`}, ${windowStart}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
      RETURNING count`);
    results.push(row);
  }
  let retryAfterMs = 0;
  results.forEach((row, i) => {
    const [limit] = live[i]!;
    if (row.count > limit.max) {
      const windowStart = now - (now % limit.windowMs);
      retryAfterMs = Math.max(retryAfterMs, windowStart + limit.windowMs - now);
    }
  });
  if (retryAfterMs > 0) {
    throw new ApiError(429, 'rate_limit_exceeded', { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  }
}

/** Forgets windows that ended (the scheduled job). */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.run(sql`DELETE FROM rate_limits WHERE window_start < ${now - 2 * HOUR}`);
}
