// Finding the moments of a long video worth posting as short clips, from real
// signals: the word-timed transcript (cut on sentence boundaries), its loudness
// and the scene changes. Pure code: the same input gives the same moments, and
// the tests hold hand-written transcripts where the obviously better moment wins.
import type { MomentReason } from '@src/common/contracts/clip';
import type { Transcript, TranscriptLanguage, TranscriptSegment, TranscriptWord } from '@src/common/contracts/transcript';
import { countMatches, LEXICONS, plainWords, type Lexicon } from './lexicon';

export type { MomentReason };

export const MOMENT_MIN_MS = 15_000;
export const MOMENT_MAX_MS = 90_000;
/** The hook is what is said in a clip's first seconds: most viewers decide there. */
export const HOOK_MS = 3_000;

export interface Moment {
  startMs: number;
  endMs: number;
  /** 0..100: the calibrated score (see `matchPercent`). */
  match: number;
  /** The first sentence, as a title until an AI provider writes a better one. */
  title: string;
  /** Why it was chosen, strongest first. */
  reasons: MomentReason[];
  /** Each signal's part of the score, 0..1, for the tooltip and the tests. */
  signals: MomentSignals;
}

export interface MomentSignals {
  hook: number;
  completeness: number;
  energy: number;
  pace: number;
  visual: number;
  silence: number;
  fillers: number;
  length: number;
}

export interface MediaSignals {
  /** dBFS per `windowMs` over the whole media. */
  levels?: Float32Array;
  windowMs?: number;
  /** Scene changes, ms. */
  scenesMs?: number[];
}

export interface FindOptions {
  /** At most this many moments. */
  limit?: number;
}

/** How much each signal weighs in the raw score; the penalties subtract. */
const WEIGHTS = { hook: 0.3, completeness: 0.2, energy: 0.15, pace: 0.1, visual: 0.05, length: 0.2, silence: 0.25, fillers: 0.25 };

const ENDS_SENTENCE = /[.!?…]["'”»)]*$/u;

/** A pause this long after a sentence ends the thought, whatever comes next. */
const THOUGHT_PAUSE_MS = 1000;

/**
 * Whether what is said goes on past segment `j`: its sentence has no end mark
 * and no real pause follows (speech models leave marks out; a segment may end at
 * its word limit), or the next sentence carries it on at once ("and…",
 * "because…", "porque…", or a lower-case start). A moment never ends there.
 */
export function thoughtGoesOn(segments: readonly TranscriptSegment[], j: number, lex: Lexicon = LEXICONS.en): boolean {
  const here = segments[j];
  const next = segments[j + 1];
  if (!here || !next || next.startMs - here.endMs >= THOUGHT_PAUSE_MS) return false;
  if (!ENDS_SENTENCE.test(here.text.trim())) return true;
  const first = next.words[0]?.text.trim() ?? next.text.trim();
  return /^\p{Ll}/u.test(first) || lex.continuations.includes(plainWords(first)[0] ?? '');
}

/**
 * Candidate ranges: runs of whole sentences lasting 15–90 s, each ending where
 * its thought does: a run that stops mid-thought is carried on to the end of
 * the thought if that fits in 90 s (else it stays as it is, and scores as
 * unfinished).
 */
export function candidates(segments: readonly TranscriptSegment[], lex: Lexicon = LEXICONS.en): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  const seen = new Set<string>();
  for (let i = 0; i < segments.length; i++) {
    for (let j = i; j < segments.length; j++) {
      const ms = segments[j]!.endMs - segments[i]!.startMs;
      if (ms > MOMENT_MAX_MS) break;
      if (ms < MOMENT_MIN_MS) continue;
      let to = j;
      while (thoughtGoesOn(segments, to, lex) && segments[to + 1]!.endMs - segments[i]!.startMs <= MOMENT_MAX_MS) to++;
      if (thoughtGoesOn(segments, to, lex)) to = j;
      const key = `${i}:${to}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ from: i, to });
    }
  }
  return out;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** The mean level of the frames with sound in them: pauses are counted as dead air, not as quietness. */
export function meanLevel(levels: Float32Array, windowMs: number, startMs: number, endMs: number): number {
  const from = Math.max(0, Math.floor(startMs / windowMs));
  const to = Math.min(levels.length, Math.ceil(endMs / windowMs));
  let sum = 0;
  let n = 0;
  for (let i = from; i < to; i++) {
    if (levels[i]! <= -70) continue;
    sum += levels[i]!;
    n++;
  }
  return n ? sum / n : -90;
}

interface Context {
  lexicon: Lexicon;
  levels: Float32Array | null;
  windowMs: number;
  mediaDb: number;
  mediaDbSpread: number;
  medianRate: number;
  scenesMs: number[];
}

function hookScore(first: TranscriptSegment, startMs: number, lex: Lexicon): { score: number; reasons: MomentReason[] } {
  const hookWords = first.words.filter((w) => w.startMs < startMs + HOOK_MS);
  const words = plainWords(hookWords.map((w) => w.text).join(' '));
  const reasons: MomentReason[] = [];
  let score = 0;
  // A question is a sentence that ends asking one (speech models write the "?"), or an explicit opener such
  // as "did you know": a bare "when" or "como" at the start is as often no question at all.
  const asks =
    /\?["'”»)]*$/.test(first.text.trim()) ||
    countMatches(
      words.slice(0, 4),
      lex.questionWords.filter((q) => q.includes(' ')),
    ) > 0;
  const found: Array<[boolean, number, MomentReason]> = [
    [asks, 0.45, 'question_hook'],
    [words.some((w) => /\d/.test(w)) || countMatches(words, lex.numberWords) > 0, 0.3, 'number_hook'],
    [countMatches(words, lex.claims) > 0, 0.3, 'strong_claim'],
    [countMatches(words, lex.secondPerson) > 0, 0.2, 'speaks_to_you'],
  ];
  for (const [hit, weight, reason] of found) {
    if (!hit) continue;
    score += weight;
    reasons.push(reason);
  }
  return { score: clamp01(score), reasons };
}

function score(segments: readonly TranscriptSegment[], ctx: Context, goesOn: boolean): Omit<Moment, 'match'> & { raw: number } {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const startMs = first.startMs;
  const endMs = last.endMs;
  const seconds = (endMs - startMs) / 1000;
  const words = segments.flatMap((s) => s.words);
  const plain = plainWords(words.map((w) => w.text).join(' '));
  const reasons: MomentReason[] = [];

  const hook = hookScore(first, startMs, ctx.lexicon);
  reasons.push(...hook.reasons);

  // A complete thought ends a sentence; a payoff ("that's why…") or an answer to the opening question closes it.
  const lastWords = plainWords(last.text);
  const payoff = countMatches(lastWords, ctx.lexicon.payoff) > 0 || /!$/.test(last.text.trim());
  const answered = hook.reasons.includes('question_hook') && segments.length > 1 && !/\?/.test(last.text);
  let completeness = ENDS_SENTENCE.test(last.text.trim()) && !goesOn ? 0.5 : 0.1;
  if (payoff) completeness += 0.3;
  if (answered) completeness += 0.2;
  completeness = clamp01(completeness);
  if (completeness >= 0.8) reasons.push('complete_thought');
  if (answered) reasons.push('question_answered');

  // Energy: how much louder than the video's usual level, in the video's own spread.
  let energy = 0.5;
  if (ctx.levels) {
    const db = meanLevel(ctx.levels, ctx.windowMs, startMs, endMs);
    energy = clamp01(0.5 + (db - ctx.mediaDb) / (4 * Math.max(1, ctx.mediaDbSpread)));
    if (energy >= 0.7) reasons.push('energy_peak');
  }

  // Pace: words a second against the speaker's median; a lively pace holds attention, a slow one loses it.
  const rate = words.length / Math.max(1, seconds);
  const pace = clamp01(0.5 + (rate / Math.max(0.1, ctx.medianRate) - 1) * 1.5);
  if (pace >= 0.7) reasons.push('lively_pace');

  const cuts = ctx.scenesMs.filter((t) => t > startMs && t < endMs).length;
  const visual = clamp01(cuts / Math.max(1, seconds / 10));
  if (cuts >= 2) reasons.push('scene_changes');

  // Dead air: the share of the range in pauses over 0.7 s between words.
  let quiet = 0;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i]!.startMs - words[i - 1]!.endMs;
    if (gap > 700) quiet += gap;
  }
  const silence = clamp01(quiet / Math.max(1, endMs - startMs) / 0.3);
  const fillers = clamp01(countMatches(plain, ctx.lexicon.fillers) / Math.max(1, plain.length) / 0.1);

  // Short clips between 20 and 60 s do best; a little less at the edges of 15–90 s.
  const length = seconds < 20 ? 0.6 + (0.4 * (seconds - 15)) / 5 : seconds <= 60 ? 1 : 1 - (0.5 * (seconds - 60)) / 30;

  const raw =
    WEIGHTS.hook * hook.score +
    WEIGHTS.completeness * completeness +
    WEIGHTS.energy * energy +
    WEIGHTS.pace * pace +
    WEIGHTS.visual * visual +
    WEIGHTS.length * length -
    WEIGHTS.silence * silence -
    WEIGHTS.fillers * fillers;

  const order: MomentReason[] = [
    'question_hook',
    'strong_claim',
    'number_hook',
    'question_answered',
    'complete_thought',
    'energy_peak',
    'speaks_to_you',
    'lively_pace',
    'scene_changes',
  ];
  return {
    startMs,
    endMs,
    raw,
    title: first.text.length > 80 ? `${first.text.slice(0, 77).trimEnd()}…` : first.text,
    reasons: order.filter((r) => reasons.includes(r)),
    signals: { hook: hook.score, completeness, energy, pace, visual, silence, fillers, length },
  };
}

/**
 * The raw score as a percentage people can read: a logistic curve centred on a
 * plain but complete 30 s stretch (raw 0.45 → 50 %); a strong hook with a
 * payoff reaches the 90s, dead air and fillers fall under 30.
 */
export function matchPercent(raw: number): number {
  return Math.round(100 / (1 + Math.exp(-(raw - 0.45) * 9)));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The best moments, without overlaps, highest match first. */
export function findMoments(
  transcript: Pick<Transcript, 'segments' | 'language'>,
  media: MediaSignals = {},
  { limit = 10 }: FindOptions = {},
): Moment[] {
  const segments = transcript.segments.filter((s) => s.words.length > 0);
  const windowMs = media.windowMs ?? 100;
  const levels = media.levels && media.levels.length > 0 ? media.levels : null;
  const dbs = levels ? Array.from(levels, (x) => Math.max(-90, x)).filter((x) => x > -70) : [];
  const mediaDb = dbs.length ? dbs.reduce((a, b) => a + b, 0) / dbs.length : -90;
  const spread = dbs.length ? Math.sqrt(dbs.reduce((a, b) => a + (b - mediaDb) ** 2, 0) / dbs.length) : 1;
  const ctx: Context = {
    lexicon: LEXICONS[transcript.language as TranscriptLanguage] ?? LEXICONS.en,
    levels,
    windowMs,
    mediaDb,
    mediaDbSpread: spread,
    medianRate: median(segments.map((s) => s.words.length / Math.max(0.5, (s.endMs - s.startMs) / 1000))),
    scenesMs: media.scenesMs ?? [],
  };
  const scored = candidates(segments, ctx.lexicon)
    .map(({ from, to }) => score(segments.slice(from, to + 1), ctx, thoughtGoesOn(segments, to, ctx.lexicon)))
    .sort((a, b) => b.raw - a.raw || a.startMs - b.startMs);
  const chosen: typeof scored = [];
  for (const c of scored) {
    if (chosen.length >= limit) break;
    if (chosen.some((m) => c.startMs < m.endMs && m.startMs < c.endMs)) continue;
    chosen.push(c);
  }
  return chosen.map(({ raw, ...m }) => ({ ...m, match: matchPercent(raw) }));
}

/** What is said in a moment, for the AI layer (the words only, never the video), cut to `max` characters. */
export function momentText(words: readonly TranscriptWord[], range: { startMs: number; endMs: number }, max = 1500): string {
  const said = words
    .filter((w) => w.startMs >= range.startMs && w.startMs < range.endMs)
    .map((w) => w.text)
    .join(' ');
  return said.length > max ? said.slice(0, said.lastIndexOf(' ', max)) : said;
}

/** The AI layer's titles and matches over the rules' moments (those it did not see keep theirs), best first. */
export function applyRanking<M extends { id: string; match: number; title: string }>(
  moments: readonly M[],
  ranked: ReadonlyArray<{ id: string; match: number; title: string }>,
): M[] {
  const by = new Map(ranked.map((r) => [r.id, r]));
  return moments
    .map((m) => {
      const r = by.get(m.id);
      return r ? { ...m, match: r.match, title: r.title } : m;
    })
    .sort((a, b) => b.match - a.match);
}
