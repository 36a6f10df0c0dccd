// The browser speech engine's pure parts: phrases found in loudness, words
// timed over a phrase's voiced frames, tokens joined into words, and the word
// error rate the browser tests grade it with.
import tokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { placeWords, quietThreshold, speechSegments } from '@client/media/speech/align';
import { tokensToWords } from '@client/media/speech/moonshine';
import { wordErrorRate } from '../../scripts/lib/word-error-rate.mjs';

const LOUD = -20;
const QUIET = -80;

/** Levels per 100 ms: each [ms, loud?] run in turn. */
function levels(...runs: Array<[number, boolean]>): Float32Array {
  const out: number[] = [];
  for (const [ms, loud] of runs) for (let i = 0; i < ms / 100; i++) out.push(loud ? LOUD : QUIET);
  return Float32Array.from(out);
}

describe('speechSegments', () => {
  it('cuts phrases at pauses once they are long enough, and skips the quiet around them', () => {
    const l = levels([500, false], [4000, true], [600, false], [3500, true], [1000, false]);
    const { segments, settledMs } = speechSegments(l);
    expect(segments).toEqual([
      { startMs: 500, endMs: 4500 },
      { startMs: 5100, endMs: 8600 },
    ]);
    expect(settledMs).toBe(9600);
  });

  it('keeps a short phrase with the next rather than cutting at every breath', () => {
    const l = levels([1000, true], [400, false], [1000, true], [400, false], [2000, true], [500, false]);
    expect(speechSegments(l).segments).toEqual([{ startMs: 0, endMs: 4800 }]);
  });

  it('leaves a phrase still running at the end for the next stretch unless the audio is over', () => {
    const l = levels([4000, true], [500, false], [2000, true]);
    const open = speechSegments(l, { final: false });
    expect(open.segments).toEqual([{ startMs: 0, endMs: 4000 }]);
    // The pause after the first phrase is settled too; the open phrase is not.
    expect(open.settledMs).toBe(4500);
    expect(speechSegments(l, { final: true }).segments.at(-1)).toEqual({ startMs: 4500, endMs: 6500 });
  });

  it('cuts speech without a pause at its quietest frame before the maximum length', () => {
    const l = levels([30_000, true]);
    l[170] = -40; // a dip at 17 s, still above the quiet threshold's cap
    const { segments } = speechSegments(l, { maxMs: 20_000 });
    expect(segments[0]).toEqual({ startMs: 0, endMs: 17_000 });
    expect(segments.every((s) => s.endMs - s.startMs <= 20_000)).toBe(true);
    expect(segments.at(-1)!.endMs).toBe(30_000);
  });

  it('finds nothing in silence, and quiet is relative to the loud frames', () => {
    expect(speechSegments(levels([5000, false])).segments).toEqual([]);
    expect(quietThreshold(Float32Array.from([-10, -10, -10, -90]))).toBe(-45);
    expect(quietThreshold(Float32Array.from([-40, -40, -40, -90]))).toBe(-65);
    expect(quietThreshold(Float32Array.from([-55, -55, -55, -90]))).toBe(-70);
  });
});

describe('placeWords', () => {
  it('spreads words over voiced time by their length, so a pause falls between words', () => {
    // "one two" [pause] "six": voiced 0–1 s and 1.5–2 s, three words of the same length.
    const l = levels([1000, true], [500, false], [500, true]);
    const placed = placeWords([{ text: 'one' }, { text: 'two' }, { text: 'six' }], { startMs: 0, endMs: 2000 }, l);
    expect(placed.map((w) => w.text)).toEqual(['one', 'two', 'six']);
    expect(placed[0]!.startMs).toBe(0);
    expect(placed[1]!.startMs).toBeGreaterThan(placed[0]!.endMs - 1);
    // "six" starts after the pause, not inside it.
    expect(placed[1]!.endMs).toBeLessThanOrEqual(1000);
    expect(placed[2]!.startMs).toBe(1500);
    expect(placed[2]!.endMs).toBeLessThanOrEqual(2000);
    // Longer words take longer (said without a pause: a pause would be pinned between the two).
    const [short, long] = placeWords([{ text: 'a' }, { text: 'transcription' }], { startMs: 0, endMs: 2000 }, levels([2000, true]));
    expect(long!.endMs - long!.startMs).toBeGreaterThan(3 * (short!.endMs - short!.startMs));
    for (const w of placed) expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
  });

  it('says no word across a pause: the first word after a long one starts after it, a word before it ends before it', () => {
    // "One." [3 s pause] "Seven purple elephants": by letters alone "Seven" would start inside "One.".
    const l = levels([500, true], [3000, false], [2000, true]);
    const placed = placeWords(
      ['One.', 'Seven', 'purple', 'elephants'].map((text) => ({ text })),
      { startMs: 0, endMs: 5500 },
      l,
    );
    expect(placed[0]!.endMs).toBeLessThanOrEqual(500);
    expect(placed[1]!.startMs).toBe(3500);
    for (let i = 1; i < placed.length; i++) expect(placed[i]!.startMs).toBeGreaterThanOrEqual(placed[i - 1]!.endMs);
    // A word whose share ends at the pause ends before it, not where the speech after it begins.
    const [, two, three] = placeWords(
      ['one', 'two', 'three'].map((text) => ({ text })),
      { startMs: 0, endMs: 5000 },
      levels([1000, true], [3000, false], [1000, true]),
    );
    expect(two!.endMs).toBeLessThanOrEqual(1000);
    expect(three!.startMs).toBeGreaterThanOrEqual(4000);
  });

  it('pins a pause to the word boundary nearest it, a comma drawing it nearer, and ignores one quiet frame', () => {
    // "Hello, this is a test": by letters alone the comma's pause (0.5–0.7 s) falls inside "this"; it is after "Hello,".
    const l = levels([500, true], [200, false], [1300, true]);
    const [hello, thisWord, is] = placeWords(
      ['Hello,', 'this', 'is', 'a', 'test'].map((text) => ({ text })),
      { startMs: 0, endMs: 2000 },
      l,
    );
    expect(hello!.endMs).toBeLessThanOrEqual(500);
    expect(thisWord!.startMs).toBe(700);
    expect(is!.startMs).toBeGreaterThan(thisWord!.endMs - 1);
    // Two pauses nearest the same boundary: the nearer one is pinned, and the words keep their order.
    const two = placeWords(
      ['one', 'two', 'three', 'four'].map((text) => ({ text })),
      { startMs: 0, endMs: 3000 },
      levels([1000, true], [300, false], [200, true], [300, false], [1200, true]),
    );
    expect(two[2]!.startMs).toBeGreaterThanOrEqual(1300);
    for (let i = 1; i < two.length; i++) expect(two[i]!.startMs).toBeGreaterThanOrEqual(two[i - 1]!.endMs);
    // A single quiet frame (a stop consonant) pins nothing: the words share the voiced time as if it were not there.
    const stop = placeWords(
      ['a', 'test'].map((text) => ({ text })),
      { startMs: 0, endMs: 2100 },
      levels([300, true], [100, false], [1700, true]),
    );
    const none = placeWords(
      ['a', 'test'].map((text) => ({ text })),
      { startMs: 0, endMs: 2000 },
      levels([2000, true]),
    );
    expect(stop[0]!.endMs).toBe(none[0]!.endMs);
  });

  it('keeps the words in order and inside the phrase, and places nothing for no words', () => {
    const l = levels([3000, true]);
    const placed = placeWords(
      'a very long sentence of many words'.split(' ').map((text) => ({ text })),
      { startMs: 1000, endMs: 2500 },
      l,
    );
    expect(placed[0]!.startMs).toBe(1000);
    expect(placed.at(-1)!.endMs).toBeLessThanOrEqual(2500);
    for (let i = 1; i < placed.length; i++) expect(placed[i]!.startMs).toBeGreaterThanOrEqual(placed[i - 1]!.endMs);
    expect(placeWords([], { startMs: 0, endMs: 1000 }, l)).toEqual([]);
  });
});

describe('tokensToWords', () => {
  it('joins the pieces of each word and averages their probabilities, accents included', () => {
    const ids = tokenizer.encode('Olá, transcrição em português', false);
    const tokens = ids.map((id, i) => ({ id, probability: i === 0 ? 0.5 : 1 }));
    const words = tokensToWords(tokens);
    expect(words.map((w) => w.text)).toEqual(['Olá,', 'transcrição', 'em', 'português']);
    const pieces = ids.filter(
      (id, i) =>
        i < ids.length &&
        tokenizer
          .decode([1, ...ids.slice(0, i + 1)])
          .trim()
          .split(' ').length === 1,
    ).length;
    expect(words[0]!.confidence).toBeCloseTo((0.5 + (pieces - 1)) / pieces, 5);
    expect(tokensToWords([])).toEqual([]);
  });
});

describe('wordErrorRate', () => {
  it('counts substitutions, insertions and deletions over the words said, ignoring case and punctuation', () => {
    expect(wordErrorRate('Hello, this is a test.', 'hello this is a test')).toBe(0);
    expect(wordErrorRate('Hello, this is a test.', 'hello this is my test')).toBe(0.2);
    expect(wordErrorRate('one two three four', 'one three four five')).toBe(0.5);
    expect(wordErrorRate('one two', '')).toBe(1);
  });
});

describe('speechModels (build plugin)', () => {
  it('serves each model file at a content-hashed path, in parts when it is over the asset limit, listed for the Worker', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { speechModels } = await import('../../scripts/lib/speech-assets');
    const dir = mkdtempSync(join(tmpdir(), 'palco-speech-'));
    const encoder = Uint8Array.from([8, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const decoder = Uint8Array.from([8, 9, 9]);
    writeFileSync(join(dir, 'enc.onnx'), encoder);
    writeFileSync(join(dir, 'dec.onnx'), decoder);
    const model = {
      id: 'tiny-test',
      label: 'Tiny test',
      engine: 'moonshine' as const,
      languages: ['en' as const],
      layers: 1,
      kvHeads: 1,
      headDim: 1,
      files: { encoder: 'enc.onnx', decoder: 'dec.onnx' },
    };
    const emitted = new Map<string, Uint8Array | string>();
    const plugin = speechModels({ partBytes: 4, models: [{ dir, model }] });
    (plugin.generateBundle as unknown as (this: unknown) => void).call({
      emitFile: ({ fileName, source }: { fileName: string; source: Uint8Array | string }) => emitted.set(fileName, source),
    });
    const [listed] = JSON.parse(String(emitted.get('speech-models.json')));
    expect(listed).toMatchObject({ id: 'tiny-test', languages: ['en'], bytes: 13 });
    expect(listed.encoderUrls).toHaveLength(3);
    expect(listed.encoderUrls[0]).toMatch(/^\/assets\/speech\/tiny-test-[0-9a-f]{12}\/enc\.onnx\.0$/);
    const joined = listed.encoderUrls.flatMap((u: string) => [...(emitted.get(u.slice(1)) as Uint8Array)]);
    expect(joined).toEqual([...encoder]);
    // A file within the limit keeps its own name.
    expect(listed.decoderUrls).toEqual([expect.stringMatching(/\/dec\.onnx$/)]);
  });
});
