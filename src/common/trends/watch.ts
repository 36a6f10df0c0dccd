// A watched keyword's movement in the stored trends (issue 37, decision 073).
// Pure so the page's API, the weekly digest and the unit tests agree.
//
// A trend speaks of a keyword when every word of the keyword is a word of the
// trend's title (folded as trend keys are: case, accents, punctuation), so
// "copa" matches "Copa do Mundo 2026" and "copo" does not. A day's presence is
// how many of that day's trending searches and videos speak of it; its rise is
// read like a trend's (riseOf), from the presence of the 30 days before.
import { riseOf, trendKey, type DayScore, type TrendRise } from './rise';

export interface TrendRow {
  day: string;
  title: string;
  score: number;
}

export interface Movement {
  today: number;
  rise: TrendRise;
  /** The day's titles that speak of it, biggest first. */
  top: string[];
}

export function speaksOf(keywordKey: string, title: string): boolean {
  const wanted = keywordKey.split(' ').filter(Boolean);
  if (wanted.length === 0) return false;
  const words = new Set(trendKey(title).split(' '));
  return wanted.every((w) => words.has(w));
}

/** The movement of a keyword (its key) on `day`, from the rows of that day and the 30 before. */
export function movementOf(keywordKey: string, rows: readonly TrendRow[], day: string, topCount = 3): Movement {
  const perDay = new Map<string, number>();
  const todays: TrendRow[] = [];
  for (const r of rows) {
    if (!speaksOf(keywordKey, r.title)) continue;
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
    if (r.day === day) todays.push(r);
  }
  const history: DayScore[] = [...perDay].map(([d, score]) => ({ day: d, score }));
  return {
    today: perDay.get(day) ?? 0,
    rise: riseOf(history, day),
    top: todays
      .sort((a, b) => b.score - a.score)
      .slice(0, topCount)
      .map((r) => r.title),
  };
}
