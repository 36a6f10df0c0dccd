// Business constants (spec section 9 and product-decisions). Times in ms unless named.
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

export const SESSION_ATTEMPT_LIMIT = 3;
export const SESSION_ATTEMPT_WINDOW_MS = 10_000;
export const SESSION_ATTEMPT_CLEAR_MS = 60_000;
export const REDIRECT_GUARD_RESET_MS = 2_000;
export const ME_STALE_TIME_MS = 300_000;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Server-side session lifetimes ("remember me" picks the persistent kind). */
export const SESSION_LIMITS = {
  persistent: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  browser: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  /** A token older than this is replaced by a new one on its next use. */
  rotateAfterMs: 1 * HOUR,
  /** A just-replaced token is still accepted this long, for requests already in flight. */
  reuseGraceMs: 30_000,
  /** last_seen is written at most this often per session. */
  touchEveryMs: 60_000,
} as const;
