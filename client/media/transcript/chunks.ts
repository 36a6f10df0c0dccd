// Long recordings are heard in overlapping windows (speech models read ~30 s at
// a time; server APIs cap a request's size), then put back together. The
// overlap gives each window context at its edges; the merge keeps each word
// once, from the window that heard it nearer its middle.
import type { TranscriptWord } from '@src/common/contracts/transcript';

export interface Span {
  startMs: number;
  endMs: number;
}

/** Windows of `windowMs` that overlap by `overlapMs` and cover [0, durationMs]. */
export function planChunks(durationMs: number, windowMs = 30_000, overlapMs = 5_000): Span[] {
  if (!(windowMs > overlapMs) || overlapMs < 0) throw new RangeError('window must be longer than its overlap');
  if (durationMs <= 0) return [];
  const step = windowMs - overlapMs;
  const chunks: Span[] = [];
  for (let start = 0; ; start += step) {
    const end = Math.min(start + windowMs, durationMs);
    chunks.push({ startMs: start, endMs: end });
    if (end >= durationMs) break;
  }
  return chunks;
}

/** One window's words, in media time (the provider's times plus the window's start). */
export interface ChunkWords {
  chunk: Span;
  words: TranscriptWord[];
}

export const normalizeWord = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const mid = (w: TranscriptWord) => (w.startMs + w.endMs) / 2;

/** How far past the cut a window's words are still looked at, for a word the other window missed. */
const SEAM_SLACK_MS = 600;

interface Candidate {
  word: TranscriptWord;
  chunk: number;
  /** Inside this window's own stretch (between the cuts): preferred over another window's copy. */
  core: boolean;
}

/**
 * Joins the windows' words into one list in time order. Between two windows the
 * cut is the middle of their overlap, and each window owns the words whose middle
 * falls on its side. Two windows time a word a little differently, so near a cut
 * a word may be owned by both (kept once) or by neither (then taken from the
 * window that heard it, within 0.6 s of the cut): a word is a copy when
 * another window's word has the same text and their times overlap (within
 * 300 ms); each word pairs with at most one copy per window.
 */
export function mergeChunkWords(chunks: readonly ChunkWords[]): TranscriptWord[] {
  const sorted = [...chunks].sort((a, b) => a.chunk.startMs - b.chunk.startMs);
  const candidates: Candidate[] = [];
  sorted.forEach((c, i) => {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    const from = prev && prev.chunk.endMs > c.chunk.startMs ? (c.chunk.startMs + prev.chunk.endMs) / 2 : -Infinity;
    const to = next && c.chunk.endMs > next.chunk.startMs ? (next.chunk.startMs + c.chunk.endMs) / 2 : Infinity;
    for (const word of c.words) {
      const m = mid(word);
      if (m >= from - SEAM_SLACK_MS && m < to + SEAM_SLACK_MS) candidates.push({ word, chunk: i, core: m >= from && m < to });
    }
  });
  candidates.sort((a, b) => a.word.startMs - b.word.startMs || a.chunk - b.chunk);
  const kept: Array<Candidate & { twinOf: Set<number> }> = [];
  for (const c of candidates) {
    // The nearest kept word of another window that is the same word and not yet
    // paired with this window: pairing once keeps a word said twice in a row.
    let twin = -1;
    for (let j = kept.length - 1; j >= 0 && c.word.startMs - kept[j]!.word.startMs < 5000; j--) {
      const k = kept[j]!;
      if (k.chunk === c.chunk || k.twinOf.has(c.chunk) || !sameWord(k.word, c.word)) continue;
      if (twin < 0 || Math.abs(k.word.startMs - c.word.startMs) < Math.abs(kept[twin]!.word.startMs - c.word.startMs)) twin = j;
    }
    if (twin < 0) {
      kept.push({ ...c, twinOf: new Set() });
      continue;
    }
    const k = kept[twin]!;
    k.twinOf.add(c.chunk);
    // Both windows heard it: keep the copy from the window that owns it.
    if (c.core && !k.core) kept[twin] = { ...c, twinOf: new Set([...k.twinOf, k.chunk]) };
  }
  return kept.map((k) => k.word).sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** Two windows time one word up to a few hundred ms apart. */
const TWIN_SLACK_MS = 300;

/** The same word heard by two windows: same text, and their times overlap (within the slack). */
function sameWord(a: TranscriptWord, b: TranscriptWord): boolean {
  return normalizeWord(a.text) === normalizeWord(b.text) && a.startMs < b.endMs + TWIN_SLACK_MS && b.startMs < a.endMs + TWIN_SLACK_MS;
}
