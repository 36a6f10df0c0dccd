// Signals read from decoded audio: what the waveform draws, where it is loud or
// quiet, and the 16 kHz mono that speech models hear. Pure functions over
// Float32Array samples in [-1, 1], so they run in the media worker and in Node.

/** dBFS given to digital silence, so every window has a finite number. */
export const FLOOR_DB = -100;

/** Averages the channels into one. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const n = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(n);
  for (const c of channels) for (let i = 0; i < n; i++) out[i]! += c[i]! / channels.length;
  return out;
}

/**
 * Resamples mono audio fed in pieces (a decoder hands out ~20 ms at a time), so
 * an hour of audio never has to be held at its source rate. Going down, each
 * output sample averages the input over its own span (a box filter), which
 * keeps speech-band content and stops most of the aliasing plain interpolation
 * lets through; going up, it interpolates.
 */
export class Resampler {
  private readonly ratio: number;
  private buffer = new Float32Array(0);
  /** Index in the whole input of buffer[0]. */
  private offset = 0;
  /** Outputs made so far. */
  private made = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    if (!(fromRate > 0 && toRate > 0)) throw new RangeError('sample rates must be positive');
    this.ratio = fromRate / toRate;
  }

  /** Takes the next piece of input; returns the output it completes. `end` flushes what is left. */
  push(piece: Float32Array, end = false): Float32Array {
    const joined = new Float32Array(this.buffer.length + piece.length);
    joined.set(this.buffer);
    joined.set(piece, this.buffer.length);
    this.buffer = joined;
    const available = this.offset + joined.length;
    const out: number[] = [];
    for (;;) {
      const a = this.made * this.ratio;
      const b = a + this.ratio;
      // Down needs all of [a, b); up needs the sample after a to interpolate.
      const need = this.ratio >= 1 ? Math.ceil(b) : Math.floor(a) + 2;
      if (need > available && !(end && a < available)) break;
      out.push(this.ratio >= 1 ? this.average(a, Math.min(b, available)) : this.interpolate(a, available));
      this.made++;
    }
    const keepFrom = Math.max(this.offset, Math.floor(this.made * this.ratio));
    this.buffer = this.buffer.slice(keepFrom - this.offset);
    this.offset = keepFrom;
    return Float32Array.from(out);
  }

  private at(i: number): number {
    return this.buffer[i - this.offset] ?? 0;
  }

  private average(a: number, b: number): number {
    let sum = 0;
    let weight = 0;
    for (let j = Math.floor(a); j < Math.ceil(b); j++) {
      const w = Math.min(j + 1, b) - Math.max(j, a);
      sum += this.at(j) * w;
      weight += w;
    }
    return weight > 0 ? sum / weight : 0;
  }

  private interpolate(a: number, available: number): number {
    const j = Math.floor(a);
    const f = a - j;
    return this.at(j) * (1 - f) + (j + 1 < available ? this.at(j + 1) : this.at(j)) * f;
  }
}

/** All of a mono signal at once (the streaming resampler over one piece). */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const whole = new Resampler(fromRate, toRate).push(samples, true);
  // The output covers the input's length exactly: floor(n / ratio) samples.
  return whole.subarray(0, Math.floor((samples.length * toRate) / fromRate));
}

/** RMS level in dBFS of each `windowMs` of audio (the last window may be shorter). */
export function loudness(samples: Float32Array, sampleRate: number, windowMs = 100): Float32Array {
  const size = Math.max(1, Math.round((sampleRate * windowMs) / 1000));
  const out = new Float32Array(Math.ceil(samples.length / size));
  for (let w = 0; w < out.length; w++) {
    let sum = 0;
    const end = Math.min(samples.length, (w + 1) * size);
    for (let i = w * size; i < end; i++) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / (end - w * size));
    out[w] = rms > 0 ? Math.max(FLOOR_DB, 20 * Math.log10(rms)) : FLOOR_DB;
  }
  return out;
}

export interface TimeSpan {
  startMs: number;
  endMs: number;
}

/** Stretches at least `minMs` long where every window is below `thresholdDb`. */
export function silences(levels: Float32Array, windowMs = 100, { thresholdDb = -40, minMs = 500 } = {}): TimeSpan[] {
  const spans: TimeSpan[] = [];
  let start = -1;
  for (let i = 0; i <= levels.length; i++) {
    const quiet = i < levels.length && levels[i]! < thresholdDb;
    if (quiet && start < 0) start = i;
    if (!quiet && start >= 0) {
      if ((i - start) * windowMs >= minMs) spans.push({ startMs: start * windowMs, endMs: i * windowMs });
      start = -1;
    }
  }
  return spans;
}

/** The waveform: the largest absolute sample in each of `buckets` equal parts. */
export function peaks(samples: Float32Array, buckets: number): Float32Array {
  const out = new Float32Array(Math.max(0, buckets));
  if (samples.length === 0 || buckets <= 0) return out;
  const size = samples.length / buckets;
  for (let b = 0; b < buckets; b++) {
    let max = 0;
    const end = Math.min(samples.length, Math.ceil((b + 1) * size));
    for (let i = Math.floor(b * size); i < end; i++) {
      const v = Math.abs(samples[i]!);
      if (v > max) max = v;
    }
    out[b] = max;
  }
  return out;
}
