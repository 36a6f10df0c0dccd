// Rate limits in D1: a counter per key and window, incremented and read in one
// statement, with the previous window weighted in (a sliding window). Limits
// apply per account and per client IP.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../common/api-error';

export interface Limit {
  /** Stable name of what is limited, e.g. "code-verify:user". */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  orgCreateHourly: { name: 'org-create:account:hour', max: 5, windowMs: HOUR },
  orgCreateDaily: { name: 'org-create:account:day', max: 10, windowMs: DAY },
  orgCreatePerIp: { name: 'org-create:ip:day', max: 50, windowMs: DAY },
  // Invitations (and resends) send mail to addresses a user types: limited so
  // an account cannot use us to mail strangers (issue 23).
  invitePerOrgHour: { name: 'invite:org:hour', max: 20, windowMs: HOUR },
  invitePerOrgDay: { name: 'invite:org:day', max: 50, windowMs: DAY },
  invitePerAccountHour: { name: 'invite:account:hour', max: 20, windowMs: HOUR },
  invitePerAccountDay: { name: 'invite:account:day', max: 50, windowMs: DAY },
  invitePerAddressHour: { name: 'invite:address:hour', max: 3, windowMs: HOUR },
  invitePerAddressDay: { name: 'invite:address:day', max: 5, windowMs: DAY },
  /** One address gets at most this many invitations a day from the same organization. */
  invitePerOrgAddressDay: { name: 'invite:org-address:day', max: 3, windowMs: DAY },
  /** The clipper's moment ranking is free (analysis is): a model call a project analysis, bounded per organization. */
  clipMomentsPerOrgHour: { name: 'clip-moments:org:hour', max: 30, windowMs: HOUR },
  // Issue 31.4: what stores or starts work is bounded per member and per organization,
  // well above what a person does by hand (decision 034).
  projectCreatePerAccountHour: { name: 'project-create:account:hour', max: 100, windowMs: HOUR },
  projectCreatePerOrgDay: { name: 'project-create:org:day', max: 500, windowMs: DAY },
  fontUploadPerOrgHour: { name: 'font-upload:org:hour', max: 20, windowMs: HOUR },
  renderStartPerAccountHour: { name: 'render-start:account:hour', max: 60, windowMs: HOUR },
  renderStartPerOrgHour: { name: 'render-start:org:hour', max: 200, windowMs: HOUR },
  /** A 24-hour video is 144 ten-minute chunks. */
  transcribePerAccountHour: { name: 'transcribe:account:hour', max: 300, windowMs: HOUR },
  transcribePerOrgHour: { name: 'transcribe:org:hour', max: 600, windowMs: HOUR },
  /** A share's password (decision 053): tries per visitor address, and per share whatever the address. */
  sharePasswordPerIp: { name: 'share-password:ip', max: 10, windowMs: 10 * MINUTE },
  sharePasswordPerShare: { name: 'share-password:share', max: 30, windowMs: 10 * MINUTE },
  /** A guest's comments and decisions (decision 069): per visitor address, and per link whatever the address. */
  guestWritePerIp: { name: 'guest-write:ip', max: 30, windowMs: 10 * MINUTE },
  guestWritePerLink: { name: 'guest-write:link', max: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Counts one hit against each (limit, subject) and throws 429
 * rate_limit_exceeded with Retry-After if any is over. Subjects that are null
 * (no IP header in tests, say) are skipped.
 *
 * A fixed window alone lets 2 x max through around a boundary (5 sends at
 * 07:59:59 and 5 more at 08:00:00). So the previous window counts too, weighted
 * by how much of it still lies within the last `windowMs`: a sliding window.
 */
export async function hit(db: Db, checks: [Limit, string | null | undefined][], now = Date.now()): Promise<void> {
  refuseAfter(await tally(db, checks, now, 'count'));
}

/**
 * Counts one hit against each (limit, subject) and never refuses: for what is
 * only known after the work ran (a generation that failed), so the next
 * request can be refused by `refuseIfFull`.
 */
export async function count(db: Db, checks: [Limit, string | null | undefined][], now = Date.now()): Promise<void> {
  await tally(db, checks, now, 'count');
}

/** Throws 429 with Retry-After if one more hit would be over any limit; counts nothing. */
export async function refuseIfFull(db: Db, checks: [Limit, string | null | undefined][], now = Date.now()): Promise<void> {
  refuseAfter(await tally(db, checks, now, 'peek'));
}

function refuseAfter(retryAfterMs: number) {
  if (retryAfterMs > 0) {
    throw new ApiError('rate_limit_exceeded', { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  }
}

/** How long the caller must wait (0: it fits). `count` adds this hit first; `peek` asks whether one more would fit. */
async function tally(db: Db, checks: [Limit, string | null | undefined][], now: number, mode: 'count' | 'peek'): Promise<number> {
  const live = checks.filter((c): c is [Limit, string] => typeof c[1] === 'string' && c[1].length > 0);
  // Each statement increments and reads its counter atomically; the checks are
  // independent, so running them one after another loses nothing.
  let retryAfterMs = 0;
  for (const [limit, subject] of live) {
    const key = `${limit.name}:${subject}`;
    const windowStart = now - (now % limit.windowMs);
    const current =
      mode === 'count'
        ? (
            await db.get<{ count: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
      RETURNING count`)
          ).count
        : ((
            await db.get<{ count: number } | undefined>(
              sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${windowStart}`,
            )
          )?.count ?? 0) + 1;
    const previous =
      (
        await db.get<{ count: number } | undefined>(
          sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${windowStart - limit.windowMs}`,
        )
      )?.count ?? 0;
    const elapsed = (now - windowStart) / limit.windowMs;
    if (current + previous * (1 - elapsed) > limit.max)
      retryAfterMs = Math.max(retryAfterMs, waitMs(limit, current, previous, now - windowStart));
  }
  return retryAfterMs;
}

/** How long until one more hit fits: the previous window's weight must fade, or this window end. */
function waitMs(limit: Limit, count: number, previous: number, intoWindow: number): number {
  const toWindowEnd = limit.windowMs - intoWindow;
  if (count >= limit.max || previous === 0) return toWindowEnd;
  // count + previous * (1 - f) <= max - 1 once f >= 1 - (max - 1 - count) / previous.
  const f = 1 - (limit.max - 1 - count) / previous;
  return Math.max(0, Math.min(toWindowEnd, f * limit.windowMs - intoWindow));
}

/** The longest window of any limit: a counter is kept while it or the next window can still read it. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));

/** Forgets windows that ended (the scheduled job). */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.run(sql`DELETE FROM rate_limits WHERE window_start < ${now - 2 * LONGEST_WINDOW_MS}`);
}
