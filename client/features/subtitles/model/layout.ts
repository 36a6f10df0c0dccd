// How timed words become subtitle cues: lines of at most `maxLineChars`, at most
// `maxLines` a cue, on screen between `minCueMs` and `maxCueMs`, a new cue at a
// sentence's end, at a pause and ALWAYS at a change of speaker. Pure: the
// editor, the relayout after a change of limits and the tests all call this.
import type { SubtitleCue, SubtitleLayout } from '@src/common/contracts/subtitles';

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  speaker: string | null;
}

const SENTENCE_END = /[.!?…]["')\]]*$/u;

/** Greedy line filling; a word longer than a line stays whole on a line of its own. */
export function wrapLines(words: readonly string[], maxLineChars: number): string[] {
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + w.length <= maxLineChars) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

export const cueId = (n: number) => `c${n}`;

export function layoutCues(words: readonly TimedWord[], layout: SubtitleLayout, durationMs: number): SubtitleCue[] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const w of words) {
    const last = current[current.length - 1];
    if (last) {
      const first = current[0]!;
      const breaks =
        w.speaker !== last.speaker ||
        SENTENCE_END.test(last.text) ||
        w.startMs - last.endMs >= layout.pauseMs ||
        w.endMs - first.startMs > layout.maxCueMs ||
        wrapLines(
          [...current, w].map((x) => x.text),
          layout.maxLineChars,
        ).length > layout.maxLines;
      if (breaks) {
        groups.push(current);
        current = [];
      }
    }
    current.push(w);
  }
  if (current.length) groups.push(current);

  const cues: SubtitleCue[] = [];
  groups.forEach((g, i) => {
    const previousEnd = cues[cues.length - 1]?.endMs ?? 0;
    const nextStart = groups[i + 1]?.[0]!.startMs ?? durationMs;
    const startMs = Math.min(Math.max(g[0]!.startMs, previousEnd), durationMs - 1);
    // Too short to read: held longer, up to the next cue's start (never over it).
    const wanted = Math.max(g[g.length - 1]!.endMs, startMs + layout.minCueMs);
    const endMs = Math.max(startMs + 1, Math.min(wanted, Math.max(nextStart, startMs + 1), durationMs));
    cues.push({
      id: cueId(i + 1),
      startMs,
      endMs,
      text: wrapLines(
        g.map((w) => w.text),
        layout.maxLineChars,
      ).join('\n'),
      speaker: g[0]!.speaker,
    });
  });
  return cues.filter((c) => c.endMs > c.startMs && c.endMs <= durationMs);
}

/**
 * A cue's words with times spread over the cue by their length: an edited cue
 * has no heard times any more, and this is good enough for a highlight and for
 * laying the words out again under new limits.
 */
export function cueWords(cue: Pick<SubtitleCue, 'startMs' | 'endMs' | 'text' | 'speaker'>): TimedWord[] {
  const tokens = cue.text.split(/\s+/).filter(Boolean);
  const weights = tokens.map((t) => t.length + 1);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const span = cue.endMs - cue.startMs;
  let at = 0;
  return tokens.map((text, i) => {
    const startMs = cue.startMs + Math.round((span * at) / total);
    at += weights[i]!;
    const endMs = cue.startMs + Math.round((span * at) / total);
    return { text, startMs, endMs, speaker: cue.speaker };
  });
}

/** The cues laid out again under (new) limits, from their current text and speakers. */
export const relayout = (cues: readonly SubtitleCue[], layout: SubtitleLayout, durationMs: number): SubtitleCue[] =>
  layoutCues(cues.flatMap(cueWords), layout, durationMs);

/** The lines of a cue and how many words each holds (the burned captions draw these lines). */
export const cueLineWordCounts = (text: string) => text.split('\n').map((l) => l.split(/\s+/).filter(Boolean).length);
