// Signals on synthetic audio and frames, whose right answers are known.
import { describe, expect, it } from 'vitest';
import { downmix, FLOOR_DB, loudness, peaks, resample, Resampler, silences } from '../../client/media/signals/audio';
import { frameDifference, lumaThumb, sceneChanges } from '../../client/media/signals/scenes';
import { sentenceSignals } from '../../client/media/signals/speech';

const RATE = 48_000;
/** A sine of `hz` at `amplitude` for `ms`, then nothing: `[tone, silence]` pieces. */
function signal(pieces: Array<{ ms: number; hz?: number; amplitude?: number }>, rate = RATE): Float32Array {
  const total = pieces.reduce((n, p) => n + Math.round((p.ms * rate) / 1000), 0);
  const out = new Float32Array(total);
  let at = 0;
  for (const p of pieces) {
    const n = Math.round((p.ms * rate) / 1000);
    for (let i = 0; i < n; i++) out[at + i] = p.hz ? (p.amplitude ?? 0.5) * Math.sin((2 * Math.PI * p.hz * i) / rate) : 0;
    at += n;
  }
  return out;
}

describe('audio signals', () => {
  it('measures loudness per 100 ms: a full-scale sine is -3 dBFS, silence is the floor', () => {
    const levels = loudness(signal([{ ms: 500, hz: 440, amplitude: 1 }, { ms: 500 }]), RATE);
    expect(levels).toHaveLength(10);
    for (let i = 0; i < 5; i++) expect(levels[i]).toBeCloseTo(-3.01, 1);
    for (let i = 5; i < 10; i++) expect(levels[i]).toBe(FLOOR_DB);
    // Half the amplitude is 6 dB less.
    expect(loudness(signal([{ ms: 100, hz: 440, amplitude: 0.5 }]), RATE)[0]).toBeCloseTo(-9.03, 1);
  });

  it('finds silences at least 500 ms long', () => {
    const levels = loudness(
      signal([{ ms: 1000, hz: 300 }, { ms: 800 }, { ms: 500, hz: 300 }, { ms: 300 }, { ms: 400, hz: 300 }, { ms: 600 }]),
      RATE,
    );
    expect(silences(levels)).toEqual([
      { startMs: 1000, endMs: 1800 },
      { startMs: 3000, endMs: 3600 },
    ]);
  });

  it('resamples 48 kHz to 16 kHz keeping a speech tone and dropping one above the new Nyquist', () => {
    const tone = resample(signal([{ ms: 1000, hz: 1000, amplitude: 0.5 }]), RATE, 16_000);
    expect(tone).toHaveLength(16_000);
    expect(loudness(tone, 16_000, 1000)[0]).toBeCloseTo(-9.03, 0);
    // 15 kHz would fold to 1 kHz without the filter; the box filter takes most of it out.
    const high = resample(signal([{ ms: 1000, hz: 15_000, amplitude: 0.5 }]), RATE, 16_000);
    expect(loudness(high, 16_000, 1000)[0]!).toBeLessThan(-18);
    // Up: interpolated, same length ratio.
    expect(resample(new Float32Array([0, 1]), 8000, 16_000)).toEqual(new Float32Array([0, 0.5, 1, 1]));
  });

  it('resamples the same fed in decoder-sized pieces as all at once, at 48 kHz and 44.1 kHz', () => {
    for (const rate of [48_000, 44_100]) {
      const input = signal(
        [
          { ms: 700, hz: 440 },
          { ms: 300, hz: 2000 },
        ],
        rate,
      );
      const whole = resample(input, rate, 16_000);
      const streamed = new Resampler(rate, 16_000);
      const parts: number[] = [];
      for (let at = 0; at < input.length; at += 1021)
        parts.push(...streamed.push(input.subarray(at, at + 1021), at + 1021 >= input.length));
      expect(parts).toHaveLength(whole.length);
      expect(Math.max(...parts.map((v, i) => Math.abs(v - whole[i]!)))).toBeLessThan(1e-6);
    }
  });

  it('downmixes channels by their mean and draws peaks', () => {
    expect(downmix([new Float32Array([1, 0.5]), new Float32Array([0, -0.5])])).toEqual(new Float32Array([0.5, 0]));
    const p = peaks(signal([{ ms: 500, hz: 440, amplitude: 0.8 }, { ms: 500 }]), 4);
    expect(p[0]).toBeCloseTo(0.8, 2);
    expect(p[3]).toBe(0);
  });
});

describe('scene changes', () => {
  const frame = (w: number, h: number, paint: (x: number, y: number) => number) => {
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgba.set([paint(x, y), paint(x, y), paint(x, y), 255], (y * w + x) * 4);
    return lumaThumb(rgba, w, h);
  };

  it('finds the cut and not the slow pan', () => {
    // A bright bar sliding 4 px a frame over dark, then a cut to a bright scene.
    const frames = Array.from({ length: 10 }, (_, i) => ({
      timeMs: i * 500,
      luma: i < 6 ? frame(320, 180, (x) => (x >= i * 4 && x < i * 4 + 60 ? 220 : 20)) : frame(320, 180, (_, y) => (y < 90 ? 240 : 180)),
    }));
    expect(sceneChanges(frames)).toEqual([3000]);
    expect(frameDifference(frames[0]!.luma, frames[0]!.luma)).toBe(0);
    expect(
      frameDifference(
        frame(8, 8, () => 0),
        frame(8, 8, () => 255),
      ),
    ).toBe(1);
  });
});

describe('delivery per sentence', () => {
  it('reads words per second and mean level over each sentence', () => {
    const levels = new Float32Array([-20, -20, -20, -20, -60, -60]);
    const words = (n: number, at: number) =>
      Array.from({ length: n }, (_, i) => ({ text: 'w', startMs: at + i * 100, endMs: at + i * 100 + 90, confidence: 1 }));
    const [first, second] = sentenceSignals(
      [
        { startMs: 0, endMs: 400, text: '', words: words(4, 0) },
        { startMs: 400, endMs: 600, text: '', words: words(1, 400) },
      ],
      levels,
    );
    expect(first).toEqual({ startMs: 0, endMs: 400, wordsPerSecond: 10, meanDb: -20 });
    expect(second!.wordsPerSecond).toBe(5);
    expect(second!.meanDb).toBe(-60);
  });
});
