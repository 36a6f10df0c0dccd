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

/**
 * JSON bodies larger than the default (JSON_BODY_MAX_BYTES in src/middleware/validate.ts),
 * refused from their length before parsing (decision 034). A transcript: an hour of speech is
 * about 1.5 MB of JSON. A chunk for server speech: its base64 audio (8 MiB at most) and the rest.
 */
export const TRANSCRIPT_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const TRANSCRIBE_BODY_MAX_BYTES = 8 * 1024 * 1024 + 64 * 1024;
/** The largest body a paid endpoint takes (the speech chunk): the idempotency check reads no more. */
export const PAID_BODY_MAX_BYTES = TRANSCRIBE_BODY_MAX_BYTES;
