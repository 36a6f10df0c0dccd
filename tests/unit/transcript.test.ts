// Transcripts: windows over long recordings, their merge, sentences and captions.
import { describe, expect, it } from 'vitest';
import { mergeChunkWords, normalizeWord, planChunks, type ChunkWords } from '../../client/media/transcript/chunks';
import { wordsToSegments } from '../../client/media/transcript/segments';
import { captionCues, formatTimestamp, toSrt, toVtt } from '../../client/media/transcript/subtitles';
import { transcriptSchema, type TranscriptWord } from '../../src/common/contracts/transcript';

const word = (text: string, startMs: number, endMs = startMs + 300): TranscriptWord => ({ text, startMs, endMs, confidence: 0.9 });

/** A sentence spoken at one word each 400 ms from `at`. */
const speech = (text: string, at = 0) => text.split(' ').map((t, i) => word(t, at + i * 400));

/** What a window hears: the words inside it, with times shifted by `jitter` ms (two windows never time a word the same). */
const hear = (all: TranscriptWord[], chunk: { startMs: number; endMs: number }, jitter = 0): ChunkWords => ({
  chunk,
  words: all
    .filter((w) => w.startMs >= chunk.startMs && w.endMs <= chunk.endMs)
    .map((w) => ({ ...w, startMs: w.startMs + jitter, endMs: w.endMs + jitter })),
});

describe('chunks', () => {
  it('covers the whole recording with overlapping windows', () => {
    expect(planChunks(70_000)).toEqual([
      { startMs: 0, endMs: 30_000 },
      { startMs: 25_000, endMs: 55_000 },
      { startMs: 50_000, endMs: 70_000 },
    ]);
    expect(planChunks(10_000)).toEqual([{ startMs: 0, endMs: 10_000 }]);
    expect(planChunks(0)).toEqual([]);
    expect(() => planChunks(1000, 5000, 5000)).toThrow(RangeError);
  });

  it('merges windows into every word once, in order', () => {
    const all = speech(Array.from({ length: 170 }, (_, i) => `w${i}`).join(' '));
    const chunks = planChunks(70_000).map((c, i) => hear(all, c, i % 2 ? 120 : -90));
    const merged = mergeChunkWords(chunks);
    expect(merged.map((w) => w.text)).toEqual(all.map((w) => w.text));
  });

  it('keeps a word both windows heard across the cut once, and one neither owned', () => {
    // The overlap is [25 s, 30 s]; the cut is 27.5 s. Both windows put "corte" on their side of the
    // cut; each puts "sumiu" on the other's side, so neither owns it.
    const a: ChunkWords = {
      chunk: { startMs: 0, endMs: 30_000 },
      words: [word('antes', 26_800), word('corte', 27_100, 27_400), word('sumiu', 27_550, 27_750)],
    };
    const b: ChunkWords = {
      chunk: { startMs: 25_000, endMs: 55_000 },
      words: [word('antes', 26_850), word('corte', 27_450, 27_700), word('sumiu', 27_300, 27_600), word('depois', 29_000)],
    };
    const merged = mergeChunkWords([b, a]);
    expect(merged.map((w) => w.text)).toEqual(['antes', 'corte', 'sumiu', 'depois']);
    // Each from the window that owns it, or the first that heard it.
    expect(merged.map((w) => w.startMs)).toEqual([26_800, 27_100, 27_300, 29_000]);
  });

  it('keeps a word said twice in a row', () => {
    const a: ChunkWords = { chunk: { startMs: 0, endMs: 30_000 }, words: [word('muito', 27_000, 27_300), word('muito', 27_350, 27_650)] };
    const b: ChunkWords = {
      chunk: { startMs: 25_000, endMs: 55_000 },
      words: [word('muito', 27_020, 27_320), word('muito', 27_360, 27_660), word('bom', 27_700)],
    };
    expect(mergeChunkWords([a, b]).map((w) => w.text)).toEqual(['muito', 'muito', 'bom']);
  });

  it('compares words without case, accents or punctuation', () => {
    expect(normalizeWord('Transcrição,')).toBe(normalizeWord('transcricao'));
  });
});

describe('sentences and captions', () => {
  const words = [...speech('Olá, tudo bem? Este é um teste.'), ...speech('Depois de uma pausa longa sem ponto', 5000)];

  it('splits sentences at their end and at long pauses', () => {
    const segments = wordsToSegments(words);
    expect(segments.map((s) => s.text)).toEqual(['Olá, tudo bem?', 'Este é um teste.', 'Depois de uma pausa longa sem ponto']);
    expect(segments[1]!.startMs).toBe(1200);
    expect(segments[2]!.endMs).toBe(5000 + 6 * 400 + 300);
    const transcript = { version: 1, language: 'pt', durationMs: 8000, engine: { provider: 'local', model: 'test' }, segments };
    expect(transcriptSchema.safeParse(transcript).success).toBe(true);
    expect(transcriptSchema.safeParse({ ...transcript, segments: [{ ...segments[0], endMs: -1 }] }).success).toBe(false);
  });

  it('breaks captions into two lines of at most 42 characters and 7 seconds', () => {
    const long = speech(
      'um dois três quatro cinco seis sete oito nove dez onze doze treze quatorze quinze dezesseis dezessete dezoito dezenove vinte',
    );
    const cues = captionCues({ segments: wordsToSegments(long, { maxWords: 100 }) });
    for (const c of cues) {
      const lines = c.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(42);
      expect(c.endMs - c.startMs).toBeLessThanOrEqual(7000);
    }
    expect(cues.flatMap((c) => c.words.map((w) => w.text))).toEqual(long.map((w) => w.text));
    expect(cues.length).toBeGreaterThan(1);
  });

  it('writes SRT and WebVTT with their own time formats', () => {
    expect(formatTimestamp(3_723_004, ',')).toBe('01:02:03,004');
    expect(formatTimestamp(59_999.6, '.')).toBe('00:01:00.000');
    const cues = captionCues({ segments: wordsToSegments(words) });
    const srt = toSrt(cues);
    expect(srt.startsWith('1\n00:00:00,000 --> 00:00:01,100\nOlá, tudo bem?\n\n2\n00:00:01,200 --> ')).toBe(true);
    const vtt = toVtt([{ startMs: 0, endMs: 1000, text: 'a --> b', words: [] }]);
    expect(vtt).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na → b\n');
  });
});
