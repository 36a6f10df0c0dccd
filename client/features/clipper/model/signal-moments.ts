// Moments when no speech model heard the video: the same 15–90 s ranges, cut
// at pauses in the sound instead of sentence ends, scored on how the voice is
// delivered (louder, higher, livelier in pitch, faster syllables), on bursts
// of applause or laughter during or right after the range, on scene cuts and
// on a face being on screen, against dead air and odd lengths. Each signal is
// turned into a z-score over all candidate ranges of this video, so a talk
// that is loud throughout does not make every range "energetic", and the match
// is the best range's standing among all of them: no two moments share one.
import type { ClipMoment, MomentReason } from '@src/common/contracts/clip';
import { speechSegments } from '@client/media/speech/align';
import { medianOf, soundBursts, syllablePeaks, VOICED, type Burst, type VoiceFrames } from '@client/media/signals/voice';
import { meanLevel, MOMENT_MAX_MS, MOMENT_MIN_MS } from './moments';

export interface SignalInputs {
  /** dBFS per `windowMs` over the whole media. */
  levels: Float32Array;
  windowMs?: number;
  /** The voice's frames (client/media/signals/voice.ts), when the audio job made them. */
  voice?: VoiceFrames | null;
  scenesMs?: readonly number[];
  /** Sampled frames and whether a face was seen in each, when they were looked for. */
  faces?: ReadonlyArray<{ atMs: number; present: boolean }>;
}

/** What a moment's title says in words (worded per locale under clipper.signalTitles). */
export const SIGNAL_TITLES = ['applause', 'livelier_faster', 'livelier', 'faster', 'scenes', 'face', 'steady'] as const;
export type SignalTitle = (typeof SIGNAL_TITLES)[number];

export type SignalMoment = Omit<ClipMoment, 'id'> & { titleKey: SignalTitle; signals: Record<Feature, number> };

type Feature = 'loud' | 'pitch' | 'melody' | 'pace' | 'applause' | 'cuts' | 'face' | 'silence' | 'length';

/** Weights of each feature's z-score; dead air subtracts. */
const WEIGHTS: Record<Feature, number> = {
  loud: 0.25,
  pitch: 0.2,
  melody: 0.1,
  pace: 0.2,
  applause: 0.3,
  cuts: 0.1,
  face: 0.1,
  silence: -0.2,
  length: 0.15,
};
/** Which reason a strong feature gives, in the contract's words. */
const REASON: Partial<Record<Feature, MomentReason>> = {
  loud: 'energy_peak',
  pitch: 'voice_lift',
  melody: 'voice_lift',
  pace: 'lively_pace',
  applause: 'applause',
  cuts: 'scene_changes',
  face: 'face_on_screen',
};
/** A z-score this far above the video's typical range is worth saying. */
const NOTABLE = 0.8;
/** A burst this long after a range's end still answers it (the audience reacts to the last line). */
const AFTERMATH_MS = 3000;

const semitones = (hz: number, ref: number) => 12 * Math.log2(hz / ref);

interface Range {
  startMs: number;
  endMs: number;
  voicedMs: number;
}

/** The raw value of every feature for one range. */
function measure(r: Range, ctx: Context): Record<Feature, number> {
  const { voice } = ctx;
  const seconds = (r.endMs - r.startMs) / 1000;
  let loud = meanLevel(ctx.levels, ctx.windowMs, r.startMs, r.endMs);
  let pitch = 0;
  let melody = 0;
  let pace = 0;
  if (voice) {
    const from = Math.floor(r.startMs / voice.hopMs);
    const to = Math.min(voice.db.length, Math.ceil(r.endMs / voice.hopMs));
    const tones: number[] = [];
    let db = 0;
    for (let i = from; i < to; i++) {
      if (voice.voicing[i]! < VOICED || voice.pitchHz[i]! <= 0) continue;
      tones.push(semitones(voice.pitchHz[i]!, ctx.pitchHz));
      db += voice.db[i]!;
    }
    if (tones.length) {
      loud = db / tones.length;
      tones.sort((a, b) => a - b);
      pitch = tones[Math.floor(tones.length / 2)]!;
      // The spread between the 10th and 90th percentiles: a flat voice against an animated one.
      melody = tones[Math.floor(tones.length * 0.9)]! - tones[Math.floor(tones.length * 0.1)]!;
      const syllables = countIn(ctx.syllablesMs, r.startMs, r.endMs);
      pace = syllables / Math.max(1, (tones.length * voice.hopMs) / 1000);
    }
  }
  const applause = ctx.bursts.reduce(
    (ms, b) => ms + Math.max(0, Math.min(b.endMs, r.endMs + AFTERMATH_MS) - Math.max(b.startMs, r.startMs)),
    0,
  );
  const seen = ctx.faces.filter((f) => f.atMs >= r.startMs && f.atMs < r.endMs);
  return {
    loud,
    pitch,
    melody,
    pace,
    applause: Math.min(3000, applause) / 1000,
    cuts: countIn(ctx.scenesMs, r.startMs, r.endMs) / Math.max(1, seconds / 10),
    face: seen.length ? seen.filter((f) => f.present).length / seen.length : 0,
    silence: 1 - r.voicedMs / Math.max(1, r.endMs - r.startMs),
    // Between 20 and 60 s do best; a little less at the edges of 15–90 s.
    length: seconds < 20 ? 0.6 + (0.4 * (seconds - 15)) / 5 : seconds <= 60 ? 1 : 1 - (0.5 * (seconds - 60)) / 30,
  };
}

function countIn(times: readonly number[], startMs: number, endMs: number): number {
  let n = 0;
  for (const t of times) if (t > startMs && t < endMs) n++;
  return n;
}

interface Context {
  levels: Float32Array;
  windowMs: number;
  voice: VoiceFrames | null;
  pitchHz: number;
  syllablesMs: number[];
  bursts: Burst[];
  scenesMs: readonly number[];
  faces: ReadonlyArray<{ atMs: number; present: boolean }>;
}

/** Each value's distance from the mean in standard deviations, capped at ±3; all 0 where nothing varies. */
export function zScores(values: readonly number[]): number[] {
  const n = values.length;
  if (!n) return [];
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  return values.map((v) => (sd > 1e-9 ? Math.max(-3, Math.min(3, (v - mean) / sd)) : 0));
}

/**
 * Matches people can read, best first: a logistic curve over each chosen range's
 * standing (z-score of its raw score among all candidates), made strictly
 * decreasing so no two moments show one percentage.
 */
export function spreadMatches(standings: readonly number[]): number[] {
  const out: number[] = [];
  for (const z of standings) {
    const pct = Math.round(100 / (1 + Math.exp(-1.2 * z)));
    const capped = Math.max(1, Math.min(97, pct));
    out.push(out.length ? Math.max(1, Math.min(capped, out[out.length - 1]! - 1)) : capped);
  }
  return out;
}

function titleFor(reasons: readonly MomentReason[]): SignalTitle {
  const voice = reasons.includes('energy_peak') || reasons.includes('voice_lift');
  if (reasons.includes('applause')) return 'applause';
  if (voice && reasons.includes('lively_pace')) return 'livelier_faster';
  if (voice) return 'livelier';
  if (reasons.includes('lively_pace')) return 'faster';
  if (reasons.includes('scene_changes')) return 'scenes';
  if (reasons.includes('face_on_screen')) return 'face';
  return 'steady';
}

export function signalMoments(inputs: SignalInputs, { limit = 10 } = {}): SignalMoment[] {
  const windowMs = inputs.windowMs ?? 100;
  const { levels } = inputs;
  const voice = inputs.voice && inputs.voice.db.length ? inputs.voice : null;
  const ctx: Context = {
    levels,
    windowMs,
    voice,
    pitchHz: voice ? medianOf(voice.pitchHz, (hz, i) => hz > 0 && voice.voicing[i]! >= VOICED, 150) : 150,
    syllablesMs: voice ? syllablePeaks(voice) : [],
    bursts: voice ? soundBursts(voice) : [],
    scenesMs: inputs.scenesMs ?? [],
    faces: inputs.faces ?? [],
  };
  const phrases = speechSegments(levels, { windowMs, minMs: 2000, maxMs: 20_000, final: true }).segments;
  const ranges: Range[] = [];
  for (let i = 0; i < phrases.length; i++) {
    let voicedMs = 0;
    for (let j = i; j < phrases.length; j++) {
      voicedMs += phrases[j]!.endMs - phrases[j]!.startMs;
      const ms = phrases[j]!.endMs - phrases[i]!.startMs;
      if (ms > MOMENT_MAX_MS) break;
      if (ms >= MOMENT_MIN_MS) ranges.push({ startMs: phrases[i]!.startMs, endMs: phrases[j]!.endMs, voicedMs });
    }
  }
  if (!ranges.length) return [];
  const raw = ranges.map((r) => measure(r, ctx));
  const features = Object.keys(WEIGHTS) as Feature[];
  const z = Object.fromEntries(features.map((f) => [f, zScores(raw.map((m) => m[f]))])) as Record<Feature, number[]>;
  const scored = ranges.map((r, k) => {
    const parts = features.map((f) => ({ f, part: WEIGHTS[f] * z[f][k]! }));
    const score = parts.reduce((a, p) => a + p.part, 0);
    const reasons: MomentReason[] = [];
    for (const { f } of [...parts].sort((a, b) => b.part - a.part)) {
      const reason = REASON[f];
      // A burst is rare, so many overlapping ranges share one and its z-score says little: a second of it is news.
      const notable = f === 'applause' ? raw[k]!.applause >= 1 : z[f][k]! >= NOTABLE;
      if (reason && notable && !reasons.includes(reason)) reasons.push(reason);
    }
    // Applause says the most about a range, whatever its z-score: it leads, as the title does.
    if (reasons.includes('applause')) reasons.unshift(...reasons.splice(reasons.indexOf('applause'), 1));
    return { ...r, score, reasons, signals: raw[k]! };
  });
  const standing = zScores(scored.map((s) => s.score));
  const order = scored.map((s, k) => ({ s, z: standing[k]! })).sort((a, b) => b.s.score - a.s.score || a.s.startMs - b.s.startMs);
  const chosen: typeof order = [];
  for (const c of order) {
    if (chosen.length >= limit) break;
    if (!chosen.some((m) => c.s.startMs < m.s.endMs && m.s.startMs < c.s.endMs)) chosen.push(c);
  }
  const matches = spreadMatches(chosen.map((c) => c.z));
  return chosen.map(({ s }, i) => ({
    startMs: s.startMs,
    endMs: s.endMs,
    match: matches[i]!,
    title: '',
    titleKey: titleFor(s.reasons),
    reasons: s.reasons,
    signals: s.signals,
  }));
}
