// The local engine's minute stretches (client/media/speech/stretches.ts): a
// sentence across the edge between two stretches is heard whole and once. The
// talk is made of "words" whose samples carry their own number, so a hearer
// can say exactly which words a phrase's sound holds (a word is heard when
// most of it is in the sound, as a model hears it) and the test can see every
// word lost or heard twice, wherever the edge falls inside the sentence.
import { describe, expect, it } from 'vitest';
import type { LocalSpeechModel, TranscriptWord } from '@src/common/contracts/transcript';
import { listen } from '@client/media/speech/stretches';
import { phraseLengths, type HeardSegment } from '@client/media/speech/engine';

const RATE = 16_000;
const STRETCH_MS = 60_000;
const at = (ms: number) => Math.round((ms / 1000) * RATE);

interface Said {
  id: number;
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * A talk: sentences of words, each word a burst whose samples are ±(0.2 + id·1e-4)
 * (loud, and its number readable back), 70 ms between words, `gapMs` between
 * sentences; the sentence `seam` starts `leadMs` before `seamMs`.
 */
function talk({ gapMs, seamMs, leadMs, lengthMs }: { gapMs: number; seamMs: number[]; leadMs: number; lengthMs: number }) {
  const samples = new Float32Array(at(lengthMs));
  const said: Said[] = [];
  const seams: Said[][] = [];
  let t = 500;
  let n = 0;
  const sentence = (words: number) => {
    const out: Said[] = [];
    for (let k = 0; k < words; k++) {
      const id = said.length + 1;
      // Longer words take longer, as the engine's placement expects (by letters and digits).
      const text = `${'w'.repeat(1 + ((id * 7) % 6))}${id}${k === words - 1 ? '.' : ''}`;
      const ms = 60 + text.replace('.', '').length * 40;
      const word = { id, text, startMs: t, endMs: t + ms };
      for (let i = at(t); i < at(t + ms); i++) samples[i] = (i % 2 ? 1 : -1) * (0.2 + id * 1e-4);
      said.push(word);
      out.push(word);
      t += ms + 70;
    }
    t += gapMs - 70;
    return out;
  };
  for (const edge of seamMs) {
    // Ordinary sentences until the seam sentence starts `leadMs` before the edge: the last gap before it takes the slack.
    for (;;) {
      const words = 6 + (n++ % 7);
      if (t + 2 * words * 300 > edge - leadMs) break;
      sentence(words);
    }
    t = Math.max(t, edge - leadMs);
    seams.push(sentence(15));
  }
  while (t < lengthMs - 8000) sentence(6 + (n++ % 7));
  return { samples, said, seams };
}

/** The words whose samples are mostly in `sound`, in the order they sound. */
function hearer(said: readonly Said[]) {
  return async (sound: Float32Array): Promise<HeardSegment[]> => {
    const counts = new Map<number, number>();
    for (const x of sound)
      if (Math.abs(x) > 0.1)
        counts.set(Math.round((Math.abs(x) - 0.2) / 1e-4), (counts.get(Math.round((Math.abs(x) - 0.2) / 1e-4)) ?? 0) + 1);
    const words = [...counts]
      .filter(([id, count]) => count > (at(said[id - 1]!.endMs) - at(said[id - 1]!.startMs)) / 2)
      .sort((a, b) => a[0] - b[0])
      .map(([id]) => ({ text: said[id - 1]!.text, confidence: 1 }));
    return [{ startMs: null, endMs: null, words }];
  };
}

/** Moonshine's phrase lengths (the defaults) or Whisper's (engine.ts phraseLengths); `short` trims each read as a decoder may. */
async function transcribe(samples: Float32Array, said: readonly Said[], lengths = {}, short = 0): Promise<TranscriptWord[]> {
  return listen({
    startMs: 0,
    endMs: (samples.length / RATE) * 1000,
    stretchMs: STRETCH_MS,
    rate: RATE,
    lengths,
    read: async (from, to) => samples.slice(at(from), at(to) - short),
    hear: hearer(said),
  });
}

function expectOnceInOrder(heard: readonly TranscriptWord[], sentence: readonly Said[]) {
  const texts = sentence.map((w) => w.text);
  const found = heard.filter((w) => texts.includes(w.text));
  expect(found.map((w) => w.text)).toEqual(texts);
  for (let i = 1; i < found.length; i++) expect(found[i]!.startMs).toBeGreaterThanOrEqual(found[i - 1]!.endMs);
  // Each word is timed where it was said (its phrase's voiced frames are spread by length, so within a word or two).
  for (const [i, w] of found.entries()) expect(Math.abs(w.startMs - sentence[i]!.startMs)).toBeLessThan(700);
}

describe('minute stretches of the local engine', () => {
  // Pauses between sentences long enough to cut phrases at (400 ms), and too short (250 ms: phrases run to their maximum).
  for (const [engine, lengths] of [
    ['Moonshine', {}],
    ['Whisper', phraseLengths({ engine: 'whisper' } as LocalSpeechModel)],
  ] as const)
    for (const gapMs of [400, 250])
      for (const leadMs of [0, 300, 1500, 2900, 4200, 5400])
        it(`${engine}: hears a 15-word sentence starting ${leadMs} ms before each minute edge once, in order, in time (sentence gaps ${gapMs} ms)`, async () => {
          const { samples, said, seams } = talk({ gapMs, seamMs: [60_000, 120_000], leadMs, lengthMs: 150_000 });
          // The seam sentences do cross the edges.
          for (const [k, sentence] of seams.entries()) {
            expect(sentence[0]!.startMs).toBeLessThanOrEqual((k + 1) * STRETCH_MS);
            expect(sentence.at(-1)!.endMs).toBeGreaterThan((k + 1) * STRETCH_MS);
          }
          const heard = await transcribe(samples, said, lengths);
          for (const sentence of seams) expectOnceInOrder(heard, sentence);
          // And nothing else in the talk is lost or heard twice.
          expect(heard.map((w) => w.text)).toEqual(said.map((w) => w.text));
          for (let i = 1; i < heard.length; i++) expect(heard[i]!.startMs).toBeGreaterThanOrEqual(heard[i - 1]!.startMs);
        });

  it('keeps its times when a decoder hands a stretch a few samples short of the minute', async () => {
    const { samples, said, seams } = talk({ gapMs: 400, seamMs: [60_000, 120_000], leadMs: 1500, lengthMs: 150_000 });
    const heard = await transcribe(samples, said, {}, 37);
    expect(heard.map((w) => w.text)).toEqual(said.map((w) => w.text));
    for (const sentence of seams) expectOnceInOrder(heard, sentence);
  });
});
