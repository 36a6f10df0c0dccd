// A trend's rise over 7 and 30 days, read from its stored daily snapshots
// (issue 37, decision 059). Pure so the Worker and the unit tests agree.
//
// A day's score is what the source measured that day (a search's approximate
// traffic, a video's views); a day without a snapshot of the trend counts as 0.
// Today is compared with the mean of the window's earlier days: up by a quarter
// or more is rising, down by a fifth or more is fading, else steady.

export const RISES = ['rising', 'steady', 'fading'] as const;
export type Rise = (typeof RISES)[number];

export interface DayScore {
  /** YYYY-MM-DD (UTC). */
  day: string;
  score: number;
}

/** Today over the earlier days' mean at or above this is rising. */
export const RISING_RATIO = 1.25;
/** …at or below this is fading. */
export const FADING_RATIO = 0.8;

const DAY_MS = 86_400_000;

/** The UTC day `n` days before `day` (YYYY-MM-DD). */
export function dayBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day of an epoch time. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The rise of a trend over the `window` days before `today`. A trend seen today
 * and never before in the window is rising (it is new); one not seen today is
 * fading when it was seen before, else steady (nothing to compare).
 */
export function riseOver(history: readonly DayScore[], today: string, window: number): Rise {
  const byDay = new Map(history.map((h) => [h.day, h.score]));
  const now = byDay.get(today) ?? 0;
  let sum = 0;
  for (let i = 1; i <= window; i++) sum += byDay.get(dayBefore(today, i)) ?? 0;
  const mean = sum / window;
  if (mean === 0) return now > 0 ? 'rising' : 'steady';
  const ratio = now / mean;
  if (ratio >= RISING_RATIO) return 'rising';
  if (ratio <= FADING_RATIO) return 'fading';
  return 'steady';
}

export interface TrendRise {
  d7: Rise;
  d30: Rise;
}

export const riseOf = (history: readonly DayScore[], today: string): TrendRise => ({
  d7: riseOver(history, today, 7),
  d30: riseOver(history, today, 30),
});

/** "200.000+" / "200,000+" / "2K+" as a number (Google Trends' approximate traffic). */
export function parseTraffic(text: string): number {
  const m = /([\d.,]+)\s*([KkMm]?)/.exec(text);
  if (!m) return 0;
  const n = Number(m[1]!.replace(/[.,]/g, ''));
  const unit = m[2]!.toLowerCase();
  return Number.isFinite(n) ? n * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : 1) : 0;
}

/** A trend's key: its words in lower case without accents or punctuation, so "Café" and "cafe" are one trend. */
export function trendKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words shorter than this ("de", "da", "the", "of") say nothing of a topic. */
const MIN_WORD = 4;
/** The share of a search's words a title must hold to speak of it. */
const MATCH_SHARE = 0.6;

/**
 * Whether a video title speaks of a search: it holds most (60%) of the search's
 * words of four letters or more, so "Anitta novo álbum reação" speaks of
 * "Lançamento do novo álbum de Anitta" and a title sharing one word does not.
 */
export function titleMatches(searchKey: string, videoTitle: string): boolean {
  const words = new Set(trendKey(videoTitle).split(' '));
  const wanted = searchKey.split(' ').filter((w) => w.length >= MIN_WORD);
  if (wanted.length === 0) return false;
  return wanted.filter((w) => words.has(w)).length >= Math.ceil(wanted.length * MATCH_SHARE);
}
