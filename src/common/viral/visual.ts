// The predictor's picture and sound rules (decision 083), pure: what the
// browser measured on a draft's video comes in as plain numbers (scene cut
// times, faces per sampled frame, loudness per window), already on the draft's
// clock, and a factor comes out. The media worker does the measuring.
import { band, clamp, NETWORK_PRACTICE, WEIGHTS, type Factor, type Network } from './factors';

/** Where a draft's picture and sound come from in its source video, and where that lands on the draft's clock. */
export interface DraftRange {
  /** In the source video. */
  startMs: number;
  endMs: number;
  /** Stretches of the source taken out (a clip's cuts). */
  cuts: ReadonlyArray<{ startMs: number; endMs: number }>;
  /** The draft's time of `startMs` (a video project's item starts later on its timeline). */
  atMs: number;
  /** Source time per draft time (a video project's item speed). */
  speed: number;
}

/** A source time on the draft's clock; null when it is outside the range or cut out. */
export function toDraftMs(r: DraftRange, sourceMs: number): number | null {
  if (sourceMs < r.startMs || sourceMs >= r.endMs) return null;
  if (r.cuts.some((c) => sourceMs >= c.startMs && sourceMs < c.endMs)) return null;
  const removed = r.cuts.reduce((s, c) => s + Math.max(0, Math.min(sourceMs, c.endMs) - Math.max(r.startMs, c.startMs)), 0);
  return r.atMs + (sourceMs - r.startMs - removed) / r.speed;
}

/** Source times on the draft's clock, those cut out or outside dropped. */
export const onDraftClock = (r: DraftRange, timesMs: readonly number[]): number[] =>
  timesMs.map((t) => toDraftMs(r, t)).filter((t): t is number => t !== null);

/** Loudness windows (dBFS, one per `stepMs` from `fromMs` in the source) kept in the draft, in order. */
export function draftLevels(r: DraftRange, levels: ArrayLike<number>, fromMs: number, stepMs: number): Float32Array {
  const kept: number[] = [];
  for (let i = 0; i < levels.length; i++) if (toDraftMs(r, fromMs + i * stepMs) !== null) kept.push(levels[i]!);
  return Float32Array.from(kept);
}

/** The hook's stretch: the first 3 s. */
const HOOK_WINDOW_MS = 3000;
/** Quieter than this is silence, whatever the recording's noise floor. */
const FLOOR_DB = -60;

/** Mean power of dBFS windows, back in dB (a mean of the power, not of the dB: one loud burst counts as loud). */
function meanDb(levels: ArrayLike<number>, from: number, to: number): number {
  let power = 0;
  for (let i = from; i < to; i++) power += 10 ** (Math.max(FLOOR_DB, levels[i]!) / 10);
  return 10 * Math.log10(Math.max(power / Math.max(1, to - from), 10 ** (FLOOR_DB / 10)));
}

export interface SoundHook {
  /** 0..100: full when the first 3 s are at least as loud as the rest. */
  score: number;
  firstDb: number;
  restDb: number;
}

/**
 * The sound's energy in the first 3 s against the rest, from loudness windows
 * on the draft's clock: a quiet or silent opening loses the scroll. Each dB
 * quieter than the rest costs 8 points (about −12 dB is none left); an opening
 * near silence (under −50 dBFS) scores at most 10. Null under 4 s of sound: no "rest".
 */
export function soundHook(levels: ArrayLike<number>, stepMs: number): SoundHook | null {
  const head = Math.round(HOOK_WINDOW_MS / stepMs);
  if (levels.length * stepMs < 4000 || head < 1) return null;
  const firstDb = meanDb(levels, 0, head);
  const restDb = meanDb(levels, head, levels.length);
  const score = Math.min(clamp(100 + (firstDb - restDb) * 8), firstDb < -50 ? 10 : 100);
  return { score, firstDb: Math.round(firstDb), restDb: Math.round(restDb) };
}

/**
 * Scene changes per 10 s against what the network's feed is used to
 * (NETWORK_PRACTICE.cutsPer10s): a static shot falls short on a fast feed, a
 * cut every half second overwhelms. Null under 3 s: too short to have a rhythm. `editsMs`, a video
 * project's own edits among the cuts (decision 088), are counted apart so the page can say so.
 */
export function scenesFactor(
  network: Network,
  cutsMs: readonly number[],
  durationMs: number,
  editsMs: readonly number[] = [],
): Factor | null {
  if (durationMs < 3000) return null;
  const [lo, hi] = NETWORK_PRACTICE[network].cutsPer10s;
  const count = cutsMs.filter((t) => t > 0 && t < durationMs).length;
  const edits = editsMs.filter((t) => t > 0 && t < durationMs).length;
  const per10s = Math.round((count / (durationMs / 10_000)) * 10) / 10;
  return {
    id: 'scenes',
    score: band(per10s, lo, hi, 2.5),
    weight: WEIGHTS.scenes,
    facts: { cuts: count, per10s, lo, hi, edits },
    suggestion:
      per10s < lo
        ? { kind: 'add_cuts', apply: false, everyMs: Math.round(10_000 / hi) }
        : per10s > hi
          ? { kind: 'fewer_cuts', apply: false, everyMs: Math.round(10_000 / lo) }
          : null,
  };
}

/** A face this small (share of the frame's width) is a crowd, not a person talking to the viewer. */
const MIN_FACE_WIDTH = 0.05;
/** From this share of frames with a face, the factor is full. */
const FACE_SHARE = 0.6;

export interface FaceSample {
  /** On the draft's clock. */
  atMs: number;
  /** The faces seen, each by its width as a share of the frame's. */
  faces: ReadonlyArray<{ width: number }>;
}

/**
 * Face presence: the share of sampled frames with a face big enough to read,
 * full from 60 %; a video with none keeps 30 (a product shot can work without
 * one). Whether a face shows in the first 3 s is said too. Null under 3 samples.
 */
export function facesFactor(samples: readonly FaceSample[]): Factor | null {
  if (samples.length < 3) return null;
  const seen = samples.filter((s) => s.faces.some((f) => f.width >= MIN_FACE_WIDTH));
  const share = seen.length / samples.length;
  return {
    id: 'faces',
    score: 30 + 70 * Math.min(1, share / FACE_SHARE),
    weight: WEIGHTS.faces,
    facts: { percent: Math.round(share * 100), samples: samples.length, inHook: seen.some((s) => s.atMs < HOOK_WINDOW_MS) },
    suggestion: share < FACE_SHARE ? { kind: 'show_face', apply: false } : null,
  };
}
