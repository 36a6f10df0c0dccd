// Moments when no speech model heard the video: the same 15–90 s ranges, cut
// at pauses in the sound instead of sentence ends, scored on loudness, scene
// changes, length and dead air only. The page labels them as such.
import type { ClipMoment } from '@src/common/contracts/clip';
import { speechSegments } from '@client/media/speech/align';
import { meanLevel, MOMENT_MAX_MS, MOMENT_MIN_MS, matchPercent } from './moments';

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export function signalMoments(
  levels: Float32Array,
  scenesMs: readonly number[],
  { windowMs = 100, limit = 10 } = {},
): Omit<ClipMoment, 'id'>[] {
  const phrases = speechSegments(levels, { windowMs, minMs: 2000, maxMs: 20_000, final: true }).segments;
  const valid = Array.from(levels).filter((x) => x > -70);
  const mean = valid.length ? valid.reduce((a, b) => a + b, 0) / valid.length : -90;
  const spread = valid.length ? Math.sqrt(valid.reduce((a, b) => a + (b - mean) ** 2, 0) / valid.length) : 1;
  const scored: Array<{ startMs: number; endMs: number; raw: number; reasons: ClipMoment['reasons'] }> = [];
  for (let i = 0; i < phrases.length; i++) {
    for (let j = i; j < phrases.length; j++) {
      const startMs = phrases[i]!.startMs;
      const endMs = phrases[j]!.endMs;
      if (endMs - startMs > MOMENT_MAX_MS) break;
      if (endMs - startMs < MOMENT_MIN_MS) continue;
      const energy = clamp01(0.5 + (meanLevel(levels, windowMs, startMs, endMs) - mean) / (4 * Math.max(1, spread)));
      let voiced = 0;
      for (let k = i; k <= j; k++) voiced += phrases[k]!.endMs - phrases[k]!.startMs;
      const silence = clamp01((1 - voiced / (endMs - startMs)) / 0.3);
      const seconds = (endMs - startMs) / 1000;
      const cuts = scenesMs.filter((t) => t > startMs && t < endMs).length;
      const visual = clamp01(cuts / Math.max(1, seconds / 10));
      const length = seconds < 20 ? 0.6 + (0.4 * (seconds - 15)) / 5 : seconds <= 60 ? 1 : 1 - (0.5 * (seconds - 60)) / 30;
      const raw = 0.35 * energy + 0.2 * visual + 0.3 * length + 0.1 - 0.3 * silence;
      const reasons: ClipMoment['reasons'] = [];
      if (energy >= 0.7) reasons.push('energy_peak');
      if (cuts >= 2) reasons.push('scene_changes');
      scored.push({ startMs, endMs, raw, reasons });
    }
  }
  scored.sort((a, b) => b.raw - a.raw || a.startMs - b.startMs);
  const chosen: typeof scored = [];
  for (const c of scored) {
    if (chosen.length >= limit) break;
    if (!chosen.some((m) => c.startMs < m.endMs && m.startMs < c.endMs)) chosen.push(c);
  }
  return chosen.map((c) => ({ startMs: c.startMs, endMs: c.endMs, match: matchPercent(c.raw), title: '', reasons: c.reasons }));
}
