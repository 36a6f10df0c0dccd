// A crop window that follows the speaker, from the faces the detector saw
// (media/jobs/faces.ts) to a few keyframes the user can drag. Pure:
// - which face: the biggest at first, then the one nearest where the speaker
//   was (a face that walks past does not steal the frame); none seen: the last
//   place is held, and before any, the first;
// - steadied like a camera operator: a median over a few samples drops one-off
//   misses, then the window moves only when the face leaves a band around it,
//   and never faster than a set pace (no whip pans);
// - reduced to keyframes where the path bends (Ramer–Douglas–Peucker), which
//   the render and the preview join by straight lines.
import type { Clip } from '@src/common/contracts/clip';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}
export interface FaceSample {
  atMs: number;
  faces: readonly FaceBox[];
}
export type CropKey = Clip['crop'][number];
interface Point {
  atMs: number;
  x: number;
  y: number;
}

/** Nearer than this (a fraction of the frame) is the same person as before. */
const SAME_PERSON = 0.15;

/** The followed face's centre at each sample; null when no face was ever seen. */
export function followSubject(samples: readonly FaceSample[]): Point[] | null {
  const firstSeen = samples.find((s) => s.faces.length);
  if (!firstSeen) return null;
  const area = (f: FaceBox) => f.width * f.height;
  let at = [...firstSeen.faces].sort((a, b) => area(b) - area(a))[0]!;
  return samples.map((s) => {
    if (s.faces.length) {
      const dist = (f: FaceBox) => Math.hypot(f.x - at.x, f.y - at.y);
      const nearest = [...s.faces].sort((a, b) => dist(a) - dist(b))[0]!;
      const biggest = [...s.faces].sort((a, b) => area(b) - area(a))[0]!;
      // The same person if still near; otherwise whoever is now most prominent (a cut to another shot).
      at = dist(nearest) <= SAME_PERSON ? nearest : biggest;
    }
    return { atMs: s.atMs, x: at.x, y: at.y };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface SteadyOptions {
  /** Samples each side for the median. */
  radius?: number;
  /** How far (a fraction of the frame) the face may drift before the window follows. */
  deadZone?: number;
  /** The window's top speed, frame widths a second. */
  maxSpeed?: number;
}

/** The window's centre over time: the face's path without jitter, lag-free on steady shots, never whipping. */
export function steady(points: readonly Point[], { radius = 2, deadZone = 0.05, maxSpeed = 0.4 }: SteadyOptions = {}): Point[] {
  const filtered = points.map((p, i) => {
    const near = points.slice(Math.max(0, i - radius), i + radius + 1);
    return { atMs: p.atMs, x: median(near.map((q) => q.x)), y: median(near.map((q) => q.y)) };
  });
  const out: Point[] = [];
  let cx = filtered[0]?.x ?? 0.5;
  let cy = filtered[0]?.y ?? 0.5;
  let last = filtered[0]?.atMs ?? 0;
  for (const p of filtered) {
    const step = (maxSpeed * Math.max(0, p.atMs - last)) / 1000;
    const follow = (c: number, v: number) => {
      const off = v - c;
      if (Math.abs(off) <= deadZone) return c;
      // Bring the face back to the band's edge, at most `step` at a time.
      const want = off - Math.sign(off) * deadZone;
      return c + Math.sign(want) * Math.min(Math.abs(want), step);
    };
    cx = follow(cx, p.x);
    cy = follow(cy, p.y);
    last = p.atMs;
    out.push({ atMs: p.atMs, x: cx, y: cy });
  }
  return out;
}

/** The fewest points whose straight lines stay within `tolerance` of the path (Ramer–Douglas–Peucker, in x and y). */
export function keyframes(points: readonly Point[], tolerance = 0.01): CropKey[] {
  if (points.length <= 2) return points.map(round);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!;
    const t = (p.atMs - first.atMs) / Math.max(1, last.atMs - first.atMs);
    const off = Math.max(Math.abs(p.x - (first.x + t * (last.x - first.x))), Math.abs(p.y - (first.y + t * (last.y - first.y))));
    if (off > worst) {
      worst = off;
      at = i;
    }
  }
  if (worst <= tolerance) return [round(first), round(last)];
  return [...keyframes(points.slice(0, at + 1), tolerance).slice(0, -1), ...keyframes(points.slice(at), tolerance)];
}

const round = (p: Point): CropKey => ({
  atMs: Math.round(p.atMs),
  x: Math.round(p.x * 1000) / 1000,
  y: Math.round(p.y * 1000) / 1000,
});

/** The whole way from detections to keyframes; null when no face was seen (the crop stays where it is). */
export function speakerPath(samples: readonly FaceSample[], options?: SteadyOptions): CropKey[] | null {
  const followed = followSubject(samples);
  if (!followed) return null;
  const keys = keyframes(steady(followed, options));
  // A still speaker is one keyframe: nothing to ease between.
  const still = keys.every((k) => Math.abs(k.x - keys[0]!.x) < 0.005 && Math.abs(k.y - keys[0]!.y) < 0.005);
  return still ? [keys[0]!] : keys;
}
