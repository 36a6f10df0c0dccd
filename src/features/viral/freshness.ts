// How long a post's stored views answer before they are read again (decisions
// 085, 087, 093). One rule for every network and both readers: the page when it
// is opened and the 6-hourly cron, so neither asks a network for views the other
// read moments ago.
export const VIEWS_FRESH_MS = 6 * 3_600_000;

/** Never read, or read `VIEWS_FRESH_MS` ago or more. */
export const isStale = (stored: { readAt: number } | undefined, now: number): boolean => !stored || now - stored.readAt >= VIEWS_FRESH_MS;
