// A gentle push-in where the speaker emphasises (decision 043): the loudness
// peaks well above the clip's own speaking level, a few seconds apart at
// least, each eased in, held while the point lands and eased out. Pure; the
// clip's composition scales its crop window by the zoom at each moment.
import type { Box } from '@client/media/render/composition';

export interface ZoomKey {
  atMs: number;
  scale: number;
}

export interface ZoomOptions {
  /** How far above the clip's median level (dB) a peak must rise. */
  riseDb?: number;
  /** Peaks nearer than this to the previous one are left out (zooming all the time is no emphasis). */
  minGapMs?: number;
  /** The push-in: 1.12 shows 89% of the frame. */
  scale?: number;
  easeInMs?: number;
  holdMs?: number;
  easeOutMs?: number;
}

/** Moments of emphasis: local loudness maxima well above the median, spaced apart. `levels`: dBFS per `stepMs` from `startMs`. */
export function emphasisPeaks(
  levels: ArrayLike<number>,
  startMs: number,
  stepMs = 100,
  { riseDb = 6, minGapMs = 4000 }: ZoomOptions = {},
): number[] {
  const heard = Array.from(levels).filter((v) => Number.isFinite(v) && v > -70);
  if (heard.length < 3) return [];
  const median = [...heard].sort((a, b) => a - b)[Math.floor(heard.length / 2)]!;
  const candidates: Array<{ atMs: number; db: number }> = [];
  for (let i = 1; i < levels.length - 1; i++) {
    const v = levels[i]!;
    if (v >= median + riseDb && v >= levels[i - 1]! && v >= levels[i + 1]!) candidates.push({ atMs: startMs + i * stepMs, db: v });
  }
  // The loudest first, then each kept only if far from those already kept.
  const kept: number[] = [];
  for (const c of candidates.sort((a, b) => b.db - a.db)) if (kept.every((k) => Math.abs(k - c.atMs) >= minGapMs)) kept.push(c.atMs);
  return kept.sort((a, b) => a - b);
}

/** The zoom over time: 1 everywhere but around each peak. */
export function zoomKeys(
  peaks: readonly number[],
  { scale = 1.12, easeInMs = 300, holdMs = 1200, easeOutMs = 600 }: ZoomOptions = {},
): ZoomKey[] {
  const keys: ZoomKey[] = [];
  for (const p of peaks) {
    const start = p - easeInMs;
    // A peak too close to the previous push-in continues it instead of dipping out and in again.
    const last = keys[keys.length - 1];
    if (last && start <= last.atMs) keys.splice(-2, 2);
    else keys.push({ atMs: start, scale: 1 });
    keys.push({ atMs: p, scale }, { atMs: p + holdMs, scale }, { atMs: p + holdMs + easeOutMs, scale: 1 });
  }
  return keys;
}

export function zoomAt(keys: readonly ZoomKey[], atMs: number): number {
  const after = keys.findIndex((k) => k.atMs > atMs);
  if (after === 0 || !keys.length) return 1;
  if (after === -1) return keys[keys.length - 1]!.scale;
  const a = keys[after - 1]!;
  const b = keys[after]!;
  return a.scale + (b.scale - a.scale) * ((atMs - a.atMs) / (b.atMs - a.atMs));
}

/** A crop window pushed in by `scale` around its own centre. */
export const zoomBox = (box: Box, scale: number): Box => {
  const width = box.width / scale;
  const height = box.height / scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
};
