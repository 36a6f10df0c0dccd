// The predictor's video rules: from the words a draft says and when, on the
// draft's own clock (0 is its first frame). The hook's moment, the pace, the
// dead air and the length for the network, whether it has captions, then the
// text rules on its post text and the brand's words (decision 054).
import {
  band,
  clamp,
  combine,
  NETWORK_PRACTICE,
  WEIGHTS,
  type Factor,
  type FactorId,
  type Network,
  type Score,
  type Unmeasured,
} from './factors';
import { brandFactor, captionLengthFactor, hashtagsFactor, isFiller, openerOf } from './text';
import { mergeCuts, textZonesFactor } from './project';
import { facesFactor, scenesFactor, type FaceSample, type SoundHook } from './visual';
import type { VideoDocument } from '../contracts/video';

export interface TimedWord {
  text: string;
  /** On the draft's clock. */
  startMs: number;
  endMs: number;
  /** Where the word is in the source (a clip's long video), for a suggestion that trims it. */
  sourceMs: number;
}

export interface SpeechDraft {
  /** False when the draft has no transcript to read: the words' factors are then not measured (not scored as silence). */
  heard?: boolean;
  words: TimedWord[];
  durationMs: number;
  /** Captions on (and placed by the caption layout inside every network's safe zone); null where the source has no such setting. */
  captions: boolean | null;
  /** The post's text and its hashtags, when the draft has them. */
  post: { text: string; hashtags: string[] } | null;
  /** The draft's clock starts here in its source (a clip's in point). */
  sourceStartMs: number;
  /** A video project's own document: its text items are checked against the network's safe zones (decision 088). */
  project?: Pick<VideoDocument, 'tracks' | 'aspect'>;
}

/** A pause this long between words is dead air; shorter is breathing. */
export const GAP_MS = 700;
/** The hook should be under way by then. */
export const HOOK_MS = 3000;
const PACE: [number, number] = [140, 190];

/** Where the first sentence that says something starts: fillers and greetings before it are skipped. */
export function hookStart(words: readonly TimedWord[]): { index: number; sentence: string } | null {
  let start = 0;
  for (let i = 0; i < words.length; i++) {
    const ends = /[.!?…]$/.test(words[i]!.text) || i === words.length - 1;
    if (!ends) continue;
    const sentence = words.slice(start, i + 1);
    const said = sentence.filter((w) => !isFiller(w.text));
    if (said.length >= 3) {
      const first = sentence.findIndex((w) => !isFiller(w.text));
      return {
        index: start + first,
        sentence: sentence
          .slice(first)
          .map((w) => w.text)
          .join(' '),
      };
    }
    start = i + 1;
  }
  return null;
}

/** The sound's part of the hook when both are measured: the words say whether it hooks, the sound how hard. */
const SOUND_SHARE = 0.25;

function hookFactor(d: SpeechDraft, sound: SoundHook | null): Factor | null {
  const heard = d.heard !== false;
  const soundFacts: Record<string, number> = sound ? { firstDb: sound.firstDb, restDb: sound.restDb } : {};
  const soundTip = sound && sound.score < 75 ? ({ kind: 'louder_start', apply: false } as const) : null;
  if (!heard) {
    if (!sound) return null;
    return { id: 'hook', score: sound.score, weight: WEIGHTS.hook, facts: { atMs: -2, ...soundFacts }, suggestion: soundTip };
  }
  const words = hookWords(d);
  if (!sound) return words;
  return {
    ...words,
    score: words.score * (1 - SOUND_SHARE) + sound.score * SOUND_SHARE,
    facts: { ...words.facts, ...soundFacts },
    suggestion: words.suggestion ?? soundTip,
  };
}

function hookWords(d: SpeechDraft): Factor {
  const hook = hookStart(d.words);
  if (!hook) return { id: 'hook', score: 0, weight: WEIGHTS.hook, facts: { atMs: -1 }, suggestion: { kind: 'open_with', apply: false } };
  const w = d.words[hook.index]!;
  const opener = openerOf(hook.sentence);
  const opens = opener.question || opener.number || opener.you;
  // Full marks by 1 s, about three quarters at 3 s, nothing left by 10 s.
  const timing = clamp(100 - (Math.max(0, w.startMs - 1000) / 9000) * 100);
  const score = timing * (opens ? 1 : 0.8);
  // Cut to a quarter second before the hook's first word, so its sound is not clipped.
  const toMs = Math.max(d.sourceStartMs, w.sourceMs - 250);
  const late = w.startMs > HOOK_MS;
  return {
    id: 'hook',
    score,
    weight: WEIGHTS.hook,
    facts: { atMs: w.startMs, question: opener.question, number: opener.number, you: opener.you },
    suggestion: late
      ? { kind: 'trim_start', apply: true, cutMs: toMs - d.sourceStartMs, toMs }
      : opens
        ? null
        : { kind: 'open_with', apply: false },
  };
}

/** Words per minute over the time they are spoken (first word to last). */
function paceFactor(d: SpeechDraft): Factor | null {
  if (d.words.length < 5) return null;
  const spanMs = d.words.at(-1)!.endMs - d.words[0]!.startMs;
  const wpm = Math.round(d.words.length / Math.max(spanMs / 60_000, 1 / 60));
  return {
    id: 'pace',
    score: band(wpm, PACE[0], PACE[1], 80),
    weight: WEIGHTS.pace,
    facts: { wpm, lo: PACE[0], hi: PACE[1] },
    suggestion: wpm < PACE[0] ? { kind: 'speed_up', apply: false } : wpm > PACE[1] ? { kind: 'slow_down', apply: false } : null,
  };
}

/** Silence at the start and pauses over GAP_MS between words, as a share of the length. */
function deadAirFactor(d: SpeechDraft): Factor | null {
  if (!d.words.length) return null;
  const lead = d.words[0]!.startMs;
  const gaps: Array<{ startMs: number; endMs: number }> = [];
  let deadMs = lead > GAP_MS ? lead : 0;
  for (let i = 1; i < d.words.length; i++) {
    const a = d.words[i - 1]!;
    const b = d.words[i]!;
    const gap = b.startMs - a.endMs;
    if (gap > GAP_MS) {
      deadMs += gap;
      // In source time, a breath (150 ms) kept on each side.
      gaps.push({ startMs: a.sourceMs + (a.endMs - a.startMs) + 150, endMs: b.sourceMs - 150 });
    }
  }
  const share = deadMs / Math.max(1, d.durationMs);
  const savedMs = gaps.reduce((s, g) => s + g.endMs - g.startMs, 0);
  return {
    id: 'dead_air',
    score: clamp(100 - share * 400),
    weight: WEIGHTS.dead_air,
    facts: { deadMs, leadMs: lead, gaps: gaps.length, percent: Math.round(share * 100) },
    suggestion: gaps.length ? { kind: 'cut_gaps', apply: true, gaps, savedMs } : null,
  };
}

function lengthFactor(network: Network, durationMs: number): Factor {
  const p = NETWORK_PRACTICE[network];
  const [lo, hi] = p.lengthMs;
  const score = durationMs > p.maxMs ? 0 : band(durationMs, lo, hi, hi);
  return {
    id: 'length',
    score,
    weight: WEIGHTS.length,
    facts: { ms: durationMs, lo, hi },
    suggestion:
      durationMs > hi ? { kind: 'shorten', apply: false, toMs: hi } : durationMs < lo ? { kind: 'lengthen', apply: false, toMs: lo } : null,
  };
}

function captionsFactor(on: boolean): Factor {
  return {
    id: 'captions',
    score: on ? 100 : 20,
    weight: WEIGHTS.captions,
    facts: { on },
    suggestion: on ? null : { kind: 'enable_captions', apply: true },
  };
}

export interface Voice {
  wordsToUse: readonly string[];
  wordsToAvoid: readonly string[];
}

/**
 * What the browser measured on the draft's video (decision 083), on the draft's clock. A field left out was not
 * tried (no score change); `null` was tried and could not be measured, and the score says why.
 */
export interface VideoSignals {
  sound?: SoundHook | null;
  cutsMs?: number[] | null;
  /**
   * A video project's own edits (decision 088): the cuts its timeline makes, merged with `cutsMs` (measured
   * inside its main video) within 0.3 s. They count even when no video could be measured.
   */
  editsMs?: number[];
  faces?: FaceSample[] | null;
  /** Why faces could not be measured: no video to read, or no detector in this build. */
  facesWhy?: 'no_video' | 'no_detector';
}

/** The whole score of a video draft for a network, with the brand kit's words when one is chosen. */
export function scoreSpeech(
  network: Network,
  d: SpeechDraft,
  voice: Voice | null,
  signals: VideoSignals = {},
  weights?: Record<FactorId, number>,
): Score {
  const heard = d.heard !== false;
  const unmeasured: Unmeasured[] = [];
  const hook = hookFactor(d, signals.sound ?? null);
  if (!hook) unmeasured.push({ id: 'hook', why: 'no_transcript' });
  if (!heard) unmeasured.push({ id: 'pace', why: 'no_transcript' }, { id: 'dead_air', why: 'no_transcript' });
  const edits = signals.editsMs?.length ? signals.editsMs : null;
  const cuts = edits ? mergeCuts(edits, signals.cutsMs ?? []) : signals.cutsMs;
  const scenes = cuts ? scenesFactor(network, cuts, d.durationMs, edits ?? []) : null;
  if (!cuts && signals.cutsMs === null) unmeasured.push({ id: 'scenes', why: 'no_video' });
  const faces = signals.faces ? facesFactor(signals.faces) : null;
  if (signals.faces === null) unmeasured.push({ id: 'faces', why: signals.facesWhy ?? 'no_video' });
  const factors: Array<Factor | null> = [
    hook,
    heard ? paceFactor(d) : null,
    heard ? deadAirFactor(d) : null,
    scenes,
    faces,
    lengthFactor(network, d.durationMs),
  ];
  if (d.captions !== null) factors.push(captionsFactor(d.captions));
  if (d.project) factors.push(textZonesFactor(network, d.project, d.durationMs));
  if (d.post && (d.post.text.trim() || d.post.hashtags.length)) {
    factors.push(captionLengthFactor(network, d.post.text), hashtagsFactor(network, d.post.text, d.post.hashtags));
  }
  const said = [d.words.map((w) => w.text).join(' '), d.post?.text ?? '', ...(d.post?.hashtags ?? [])].join('\n');
  if (voice) factors.push(brandFactor(said, voice));
  return combine(
    network,
    factors.filter((f): f is Factor => f !== null),
    unmeasured,
    weights,
  );
}
