// Rate limits of the paid AI routes (decision 033). Failed work costs nothing
// (product-decisions 4), so without a bound a user whose runs fail got model
// calls for free (issue 31: 30 requests, 60 provider calls, 0 credits). Every
// run counts per user and per organization; failed runs count again, tighter,
// and once they are full no run starts (no provider call) until they fade.
// Kept apart from LIMITS so the windows stay within its pruning horizon
// (at most a day, checked by a test) without editing that shared list.
import type { Db } from '../../db/client';
import { count, hit, refuseIfFull, type Limit } from '../rate-limit/limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const AI_LIMITS = {
  /** A person clicking "generate" again and again stays far below this; a script does not. */
  runsPerUserMinute: { name: 'ai-run:user:minute', max: 10, windowMs: MINUTE },
  /** A team working at once, together. */
  runsPerOrgMinute: { name: 'ai-run:org:minute', max: 30, windowMs: MINUTE },
  /** Failed runs are free: bounded so they cannot be a way to use the model without paying. */
  failedPerUserHour: { name: 'ai-failed:user:hour', max: 10, windowMs: HOUR },
  failedPerOrgHour: { name: 'ai-failed:org:hour', max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export interface Runner {
  userId: string;
  organizationId: string;
}

/** The failed-run limits of a runner: a run is refused once either is full, and a failed one counts on both. */
const failedRunKeys = (who: Runner): [Limit, string][] => [
  [AI_LIMITS.failedPerUserHour, who.userId],
  [AI_LIMITS.failedPerOrgHour, who.organizationId],
];

/** Before a run: 429 rate_limit_exceeded when failed runs are full, else counts the run (429 when runs are full). */
export async function admitRun(db: Db, who: Runner, now = Date.now()): Promise<void> {
  await refuseIfFull(db, failedRunKeys(who), now);
  await hit(
    db,
    [
      [AI_LIMITS.runsPerUserMinute, who.userId],
      [AI_LIMITS.runsPerOrgMinute, who.organizationId],
    ],
    now,
  );
}

/** After a run that failed (nothing charged): counts it against the failed-run limits. */
export async function countFailedRun(db: Db, who: Runner, now = Date.now()): Promise<void> {
  await count(db, failedRunKeys(who), now);
}
