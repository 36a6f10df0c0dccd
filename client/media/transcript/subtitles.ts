// Captions from a transcript, and the two files people take elsewhere: SRT and
// WebVTT. Cues follow the usual broadcast limits: two lines of at most 42
// characters, at most 7 s on screen, a new cue at each sentence.
import type { Transcript, TranscriptWord } from '@src/common/contracts/transcript';

export interface Cue {
  startMs: number;
  endMs: number;
  /** Lines joined by "\n". */
  text: string;
  words: TranscriptWord[];
}

export interface CueOptions {
  maxLineChars?: number;
  maxLines?: number;
  maxDurationMs?: number;
}

export function captionCues(
  transcript: Pick<Transcript, 'segments'>,
  { maxLineChars = 42, maxLines = 2, maxDurationMs = 7000 }: CueOptions = {},
): Cue[] {
  const cues: Cue[] = [];
  for (const segment of transcript.segments) {
    let lines: string[] = [''];
    let words: TranscriptWord[] = [];
    const flush = () => {
      if (words.length === 0) return;
      cues.push({ startMs: words[0]!.startMs, endMs: words[words.length - 1]!.endMs, text: lines.filter(Boolean).join('\n'), words });
      lines = [''];
      words = [];
    };
    for (const w of segment.words) {
      if (words.length > 0 && w.endMs - words[0]!.startMs > maxDurationMs) flush();
      const line = lines[lines.length - 1]!;
      const joined = line ? `${line} ${w.text}` : w.text;
      if (joined.length <= maxLineChars || !line) lines[lines.length - 1] = joined;
      else if (lines.length < maxLines) lines.push(w.text);
      else {
        flush();
        lines[0] = w.text;
      }
      words.push(w);
    }
    flush();
  }
  return cues;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 3723004 → "01:02:03,004" (SRT) or "01:02:03.004" (WebVTT). */
export function formatTimestamp(ms: number, separator: ',' | '.'): string {
  const t = Math.max(0, Math.round(ms));
  return `${pad(Math.floor(t / 3_600_000))}:${pad(Math.floor(t / 60_000) % 60)}:${pad(Math.floor(t / 1000) % 60)}${separator}${pad(t % 1000, 3)}`;
}

export function toSrt(cues: readonly Cue[]): string {
  return cues.map((c, i) => `${i + 1}\n${formatTimestamp(c.startMs, ',')} --> ${formatTimestamp(c.endMs, ',')}\n${c.text}\n`).join('\n');
}

/** WebVTT forbids "-->" in a cue's text; it is written with an arrow instead. */
export function toVtt(cues: readonly Cue[]): string {
  const body = cues
    .map((c) => `${formatTimestamp(c.startMs, '.')} --> ${formatTimestamp(c.endMs, '.')}\n${c.text.replaceAll('-->', '→')}\n`)
    .join('\n');
  return `WEBVTT\n\n${body}`;
}
