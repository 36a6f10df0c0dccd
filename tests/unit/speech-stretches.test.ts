// The local engine's minute-long stretches: a sentence across a stretch's edge
// is heard whole and once, every word of a talk is kept exactly once, and a
// phrase the model heard short is heard again in halves.
import { describe, expect, it } from 'vitest';
import { quietThreshold, type Span } from '@client/media/speech/align';
import { hearPhrase, quietestCut, Stretches, type HeardWord } from '@client/media/speech/stretches';

/** 1 kHz is enough for loudness: 100 samples a level frame. */
const RATE = 1000;
const WORD_MS = 300;
const GAP_MS = 100;

interface Said {
  text: string;
  startMs: number;
  endMs: number;
}

/** A talk: sentences of words (300 ms voiced, 100 ms apart), each sentence followed by its pause. */
function talk(sentences: Array<{ words: number; pauseMs: number }>, leadMs = 1000) {
  const said: Said[] = [];
  let t = leadMs;
  sentences.forEach((s, i) => {
    for (let w = 0; w < s.words; w++) {
      said.push({ text: `s${i}w${w}`, startMs: t, endMs: t + WORD_MS });
      t += WORD_MS + GAP_MS;
    }
    t += s.pauseMs - GAP_MS;
  });
  const samples = new Float32Array(Math.ceil(((t + 1000) / 1000) * RATE));
  for (const w of said)
    for (let i = Math.round((w.startMs / 1000) * RATE); i < Math.round((w.endMs / 1000) * RATE); i++) samples[i] = i % 2 ? 0.3 : -0.3;
  return { said, samples, durationMs: (samples.length / RATE) * 1000 };
}

/** Runs a talk through minute stretches; a perfect model hears the words whose middle is in the phrase. */
async function transcribe(t: ReturnType<typeof talk>, stretchMs = 60_000, model = perfect) {
  const stretches = new Stretches(0, RATE);
  const heard: Array<Said & { phrase: number }> = [];
  let phrase = 0;
  for (let at = 0; at < t.durationMs; at += stretchMs) {
    const to = Math.min(t.durationMs, at + stretchMs);
    const s = stretches.next(t.samples.slice(Math.round((at / 1000) * RATE), Math.round((to / 1000) * RATE)), to >= t.durationMs);
    const abs = (span: Span) => ({ startMs: s.startMs + span.startMs, endMs: s.startMs + span.endMs });
    for (const span of s.phrases) {
      const parts = await hearPhrase((part) => Promise.resolve(model(t.said, abs(part))), s.levels, span, quietThreshold(s.levels));
      for (const p of parts) for (const w of p.words) heard.push({ ...t.said.find((x) => x.text === w.text)!, phrase });
      phrase++;
    }
  }
  return heard;
}

function perfect(said: readonly Said[], span: Span): HeardWord[] {
  return said
    .filter((w) => (w.startMs + w.endMs) / 2 >= span.startMs && (w.startMs + w.endMs) / 2 < span.endMs)
    .map((w) => ({ text: w.text, confidence: 1 }));
}

describe('minute stretches', () => {
  it('hears a sentence across the one-minute edge whole, in one phrase, and once', async () => {
    // Sentence 9 (15 words, like the one lost after 2:00) runs across the edge at 60 s.
    const sentences = [12, 14, 13, 15, 14, 15, 12, 14, 13, 15, 12, 14, 13].map((words) => ({ words, pauseMs: 700 }));
    const t = talk(sentences, 3600);
    const across = t.said.filter((w) => w.text.startsWith('s9w'));
    expect(across[0]!.startMs).toBeLessThan(60_000);
    expect(across.at(-1)!.endMs).toBeGreaterThan(60_000);
    const heard = await transcribe(t);
    expect(heard.map((w) => w.text)).toEqual(t.said.map((w) => w.text));
    expect(new Set(heard.filter((w) => w.text.startsWith('s9w')).map((w) => w.phrase)).size).toBe(1);
  });

  it('keeps every word of a long talk exactly once, wherever the edges fall', async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 12; round++) {
      const sentences = Array.from({ length: 40 }, () => ({ words: 3 + Math.floor(rnd() * 25), pauseMs: 350 + Math.floor(rnd() * 1500) }));
      const t = talk(sentences, Math.floor(rnd() * 3000));
      const heard = await transcribe(t, 60_000);
      expect(heard.map((w) => w.text)).toEqual(t.said.map((w) => w.text));
    }
  });

  it('cuts a phrase with no pause (over 20 s) at its quietest point, still losing nothing', async () => {
    // 40 words with no pause long enough: cut by length, across the edge too.
    const t = talk(
      [
        { words: 130, pauseMs: 700 },
        { words: 40, pauseMs: 700 },
      ],
      2000,
    );
    const heard = await transcribe(t, 30_000);
    expect(heard.map((w) => w.text)).toEqual(t.said.map((w) => w.text));
  });
});

describe('a phrase heard short', () => {
  /** A model that stops early on a long phrase: over 6 s, it ends with the phrase's first sentence. */
  const stopsEarly = (said: readonly Said[], span: Span) => {
    const words = perfect(said, span);
    const first = words[0]?.text.split('w')[0];
    return span.endMs - span.startMs > 6000 ? words.filter((w) => w.text.split('w')[0] === first) : words;
  };

  it('is heard again in halves, cut at its quietest point, and its dropped 15-word sentence comes back', async () => {
    // Two sentences 250 ms apart: one ~10 s phrase for the cutter (its pauses are 300 ms).
    const t = talk(
      [
        { words: 10, pauseMs: 250 },
        { words: 15, pauseMs: 2000 },
      ],
      1000,
    );
    const stretch = new Stretches(0, RATE).next(t.samples, true);
    expect(stretch.phrases).toHaveLength(1);
    const heard = await transcribe(t, 60_000, stopsEarly);
    expect(heard.map((w) => w.text)).toEqual(t.said.map((w) => w.text));
  });

  it('is heard once when the model heard it all', async () => {
    const t = talk(
      [
        { words: 15, pauseMs: 250 },
        { words: 15, pauseMs: 2000 },
      ],
      1000,
    );
    const stretch = new Stretches(0, RATE).next(t.samples, true);
    let calls = 0;
    const parts = await hearPhrase(
      (span) => {
        calls++;
        return Promise.resolve(perfect(t.said, span));
      },
      stretch.levels,
      stretch.phrases[0]!,
      quietThreshold(stretch.levels),
    );
    expect(calls).toBe(1);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.words).toHaveLength(30);
  });

  it('is cut in its middle half, at the quietest frame', () => {
    const levels = Float32Array.from([-20, -20, -20, -20, -25, -60, -20, -20, -20, -20, -20, -20]);
    expect(quietestCut(levels, { startMs: 0, endMs: 1200 })).toBe(500);
    expect(quietestCut(Float32Array.from([-80, -20, -20, -20, -20, -20, -20, -80]), { startMs: 0, endMs: 800 })).toBeGreaterThanOrEqual(
      200,
    );
  });
});
