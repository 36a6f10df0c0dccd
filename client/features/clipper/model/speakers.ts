// Two people on screen (a podcast, an interview): who they are, and who is
// speaking when, from the faces the detector saw (media/jobs/faces.ts) and
// the voice heard (media/signals/voice.ts). Pure (decision 043):
// - two people when two faces are seen in most samples; each is the face
//   nearest where that person sits (left and right of each other);
// - a person speaks where the voice is on and their mouth moves more than the
//   other's (the mouth's change between samples; where the detector gave no
//   mouth, the head's own movement, as talking heads nod);
// - the framing follows the speaker with hysteresis: a switch needs the other
//   to lead for a while, and a shot is held a minimum time, so it never
//   flickers between two people who talk over each other;
// - or both are shown, stacked in two crops (split screen).
import type { CropKey, FaceBox, FaceSample } from './crop-path';

export interface SpeakerFace extends FaceBox {
  /** How much the mouth changed since the previous sample, 0..1 (absent: not measured). */
  mouth?: number;
}
export interface SpeakerSample {
  atMs: number;
  faces: readonly SpeakerFace[];
}
/** Where each person sits (their median face centre), left first. */
export interface Pair {
  left: { x: number; y: number };
  right: { x: number; y: number };
}
/** When the voice is on: from voice frames (signals/voice.ts) or any other detector. */
export type VoiceAt = (atMs: number) => boolean;

/** Two faces in at least this share of samples is a two-person video. */
export const TWO_PEOPLE_SHARE = 0.6;
/** Faces nearer than this (a fraction of the frame) are one person. */
const SAME_PERSON = 0.18;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0.5;

/** The two people, when two faces are there most of the clip; else null (one crop fits). */
export function findPair(samples: readonly FaceSample[]): Pair | null {
  if (!samples.length) return null;
  const both = samples.filter((s) => s.faces.length >= 2);
  if (both.length < TWO_PEOPLE_SHARE * samples.length) return null;
  const sides = both.map((s) => {
    const [a, b] = [...s.faces].sort((p, q) => q.score - p.score).slice(0, 2) as [FaceBox, FaceBox];
    return a.x <= b.x ? [a, b] : [b, a];
  });
  const left = { x: median(sides.map((p) => p[0]!.x)), y: median(sides.map((p) => p[0]!.y)) };
  const right = { x: median(sides.map((p) => p[1]!.x)), y: median(sides.map((p) => p[1]!.y)) };
  // Two detections of one face (or two people one behind the other) are not a pair to split.
  return Math.abs(right.x - left.x) < SAME_PERSON ? null : { left, right };
}

type Who = 'left' | 'right';

/** Each person's face in each sample (null where not seen). */
function faceOf(sample: SpeakerSample, pair: Pair, who: Who): SpeakerFace | null {
  const at = pair[who];
  const near = [...sample.faces].sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y))[0];
  return near && Math.hypot(near.x - at.x, near.y - at.y) <= SAME_PERSON ? near : null;
}

/** How much each person looks like they are talking, sample by sample (0 where silent or unseen). */
export function activity(samples: readonly SpeakerSample[], pair: Pair, voiceAt: VoiceAt): Array<Record<Who, number>> {
  const measured = samples.some((s) => s.faces.some((f) => f.mouth !== undefined));
  const previous: Record<Who, SpeakerFace | null> = { left: null, right: null };
  return samples.map((s) => {
    const voiced = voiceAt(s.atMs);
    const score = (who: Who) => {
      const face = faceOf(s, pair, who);
      const before = previous[who];
      previous[who] = face;
      if (!face || !voiced) return 0;
      if (measured) return face.mouth ?? 0;
      return before ? Math.hypot(face.x - before.x, face.y - before.y) / Math.max(0.01, face.height) : 0;
    };
    return { left: score('left'), right: score('right') };
  });
}

export interface FollowOptions {
  /** The other must lead this long before the framing cuts to them. */
  switchAfterMs?: number;
  /** A shot is held at least this long. */
  minShotMs?: number;
  /** Smoothing window for each person's activity. */
  windowMs?: number;
}

/** Who is framed when: shots [fromMs, toMs) in order. */
export function speakerShots(
  samples: readonly SpeakerSample[],
  pair: Pair,
  voiceAt: VoiceAt,
  { switchAfterMs = 1000, minShotMs = 2000, windowMs = 750 }: FollowOptions = {},
): Array<{ fromMs: number; toMs: number; who: Who }> {
  if (!samples.length) return [];
  const raw = activity(samples, pair, voiceAt);
  // A moving average over the window: one open mouth is not a turn to speak.
  const smooth = raw.map((_, i) => {
    const near = raw.filter((__, j) => Math.abs(samples[j]!.atMs - samples[i]!.atMs) <= windowMs / 2);
    const mean = (who: Who) => near.reduce((n, r) => n + r[who], 0) / near.length;
    return { left: mean('left'), right: mean('right') };
  });
  const firstLead = smooth.find((a) => a.left !== a.right);
  let who: Who = firstLead && firstLead.right > firstLead.left ? 'right' : 'left';
  let shotFrom = samples[0]!.atMs;
  let leadSince: number | null = null;
  const shots: Array<{ fromMs: number; toMs: number; who: Who }> = [];
  samples.forEach((s, i) => {
    const other: Who = who === 'left' ? 'right' : 'left';
    // The other leads clearly (a margin over the current speaker, so noise does not count).
    const leads = smooth[i]![other] > smooth[i]![who] * 1.2 + 0.01;
    leadSince = leads ? (leadSince ?? s.atMs) : null;
    if (leadSince !== null && s.atMs - leadSince >= switchAfterMs && s.atMs - shotFrom >= minShotMs) {
      // The cut lands where the other began to lead: the framing catches the first words.
      const at = Math.max(leadSince, shotFrom + minShotMs);
      shots.push({ fromMs: shotFrom, toMs: at, who });
      who = other;
      shotFrom = at;
      leadSince = null;
    }
  });
  shots.push({ fromMs: shotFrom, toMs: samples[samples.length - 1]!.atMs + 1, who });
  return shots;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The shots as crop keyframes: held on each person, a cut (1 ms apart) between them. */
export function shotKeys(shots: ReadonlyArray<{ fromMs: number; toMs: number; who: Who }>, pair: Pair): CropKey[] {
  const keys: CropKey[] = [];
  for (const [i, s] of shots.entries()) {
    const at = pair[s.who];
    const from = Math.round(i === 0 ? s.fromMs : s.fromMs + 1);
    keys.push({ atMs: from, x: round(at.x), y: round(at.y) });
    keys.push({ atMs: Math.max(from, Math.round(s.toMs)), x: round(at.x), y: round(at.y) });
  }
  return keys;
}

/** Voice frames (signals/voice.ts) as a question: is a voice on at this moment of source time? */
export function voiceFromFrames(v: { hopMs: number; voicing: ArrayLike<number> }, startMs: number, voiced = 0.5): VoiceAt {
  return (atMs) => {
    const i = Math.round((atMs - startMs) / v.hopMs);
    // A syllable's gaps are short: a voice heard within 200 ms either side counts.
    const reach = Math.ceil(200 / v.hopMs);
    for (let j = Math.max(0, i - reach); j <= Math.min(v.voicing.length - 1, i + reach); j++) if (v.voicing[j]! >= voiced) return true;
    return false;
  };
}
