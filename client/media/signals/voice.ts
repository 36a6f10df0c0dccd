// How a voice is delivered, from the waveform alone, for moments found without
// a transcript: loudness, pitch and how periodic (voiced) each short frame is,
// how fast syllables come (peaks of the voiced loudness contour), and bursts of
// loud sound that is not a voice (applause, laughter, cheering). Pure functions
// over mono samples; the audio job runs them in the media worker on the 4 kHz
// sound the clipper already decodes (a voice's pitch, 70–400 Hz, is well inside).
import { resample } from './audio';

export interface VoiceFrames {
  /** One frame every hopMs (each hears 2 × hopMs of sound). */
  hopMs: number;
  /** RMS level, dBFS. */
  db: Float32Array;
  /** Fundamental frequency in Hz where the frame is voiced, else 0. */
  pitchHz: Float32Array;
  /** Peak of the normalised autocorrelation over voice pitches, 0..1: speech near 1, noise near 0. */
  voicing: Float32Array;
  /** Share of samples where the sign changes, 0..1: noise crosses zero far more often than a voice. */
  zcr: Float32Array;
}

const MIN_HZ = 70;
const MAX_HZ = 400;
/** A frame is voiced above this periodicity. */
export const VOICED = 0.5;
/** Above this rate the analysis decimates first: pitch needs no more, and it keeps an hour cheap. */
const WORK_RATE = 4000;

export function voiceFrames(input: Float32Array, inputRate: number, hopMs = 20): VoiceFrames {
  const samples = inputRate > WORK_RATE * 1.5 ? resample(input, inputRate, WORK_RATE) : input;
  const rate = inputRate > WORK_RATE * 1.5 ? WORK_RATE : inputRate;
  const hop = Math.max(1, Math.round((rate * hopMs) / 1000));
  const size = hop * 2;
  const count = Math.max(0, Math.floor((samples.length - size) / hop) + 1);
  const minLag = Math.max(2, Math.floor(rate / MAX_HZ));
  const maxLag = Math.min(size - 2, Math.ceil(rate / MIN_HZ));
  const out: VoiceFrames = {
    hopMs: (hop / rate) * 1000,
    db: new Float32Array(count),
    pitchHz: new Float32Array(count),
    voicing: new Float32Array(count),
    zcr: new Float32Array(count),
  };
  const r = new Float32Array(maxLag + 2);
  for (let f = 0; f < count; f++) {
    const at = f * hop;
    let energy = 0;
    let mean = 0;
    let crossings = 0;
    for (let i = at; i < at + size; i++) mean += samples[i]!;
    mean /= size;
    for (let i = at; i < at + size; i++) {
      const v = samples[i]! - mean;
      energy += v * v;
      if (i > at && v * (samples[i - 1]! - mean) < 0) crossings++;
    }
    const rms = Math.sqrt(energy / size);
    out.db[f] = rms > 1e-5 ? 20 * Math.log10(rms) : -100;
    out.zcr[f] = crossings / (size - 1);
    if (out.db[f]! < -60) continue;
    // Normalised autocorrelation at each lag a voice's pitch can have.
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let xy = 0;
      let xx = 0;
      let yy = 0;
      for (let i = at; i < at + size - lag; i++) {
        const x = samples[i]! - mean;
        const y = samples[i + lag]! - mean;
        xy += x * y;
        xx += x * x;
        yy += y * y;
      }
      r[lag] = xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
    }
    const peakAt = (lag: number) => r[lag]! >= r[lag - 1]! && r[lag]! >= r[lag + 1]!;
    for (let lag = minLag; lag <= maxLag; lag++) if (peakAt(lag) && r[lag]! > best) best = r[lag]!;
    // The shortest lag nearly as good as the best: a period's multiples correlate as well (octave errors).
    for (let lag = minLag; lag <= maxLag; lag++) {
      if (peakAt(lag) && r[lag]! >= 0.9 * best) {
        bestLag = lag;
        best = r[lag]!;
        break;
      }
    }
    out.voicing[f] = Math.max(0, best);
    if (best >= VOICED && bestLag > 0) {
      // A parabola through the peak and its neighbours: at 4 kHz a whole lag is a 5 % step at 200 Hz.
      const a = r[bestLag - 1]!;
      const c = r[bestLag + 1]!;
      const curve = a - 2 * best + c;
      const shift = curve < 0 ? (0.5 * (a - c)) / curve : 0;
      out.pitchHz[f] = rate / (bestLag + Math.max(-0.5, Math.min(0.5, shift)));
    }
  }
  return out;
}

/** The median of the values `keep` accepts, or `fallback` when none. */
export function medianOf(values: ArrayLike<number>, keep: (v: number, i: number) => boolean, fallback = 0): number {
  const kept: number[] = [];
  for (let i = 0; i < values.length; i++) if (keep(values[i]!, i)) kept.push(values[i]!);
  if (!kept.length) return fallback;
  kept.sort((a, b) => a - b);
  return kept[Math.floor(kept.length / 2)]!;
}

/**
 * Syllable nuclei: peaks of the voiced frames' loudness (smoothed over three
 * frames) that rise at least `riseDb` over the dip before them, at least
 * `minGapMs` apart. Their rate is a pace that needs no words.
 */
export function syllablePeaks(v: VoiceFrames, { riseDb = 3, minGapMs = 100 } = {}): number[] {
  const n = v.db.length;
  const smooth = new Float32Array(n);
  for (let i = 0; i < n; i++) smooth[i] = (v.db[Math.max(0, i - 1)]! + v.db[i]! + v.db[Math.min(n - 1, i + 1)]!) / 3;
  const peaks: number[] = [];
  const gap = Math.max(1, Math.round(minGapMs / v.hopMs));
  let dip = Number.POSITIVE_INFINITY;
  for (let i = 1; i < n - 1; i++) {
    dip = Math.min(dip, smooth[i]!);
    const isPeak = smooth[i]! >= smooth[i - 1]! && smooth[i]! > smooth[i + 1]!;
    if (!isPeak || v.voicing[i]! < VOICED || smooth[i]! - dip < riseDb) continue;
    if (peaks.length && i - peaks[peaks.length - 1]! < gap) continue;
    peaks.push(i);
    dip = smooth[i]!;
  }
  return peaks.map((i) => Math.round(i * v.hopMs));
}

export interface Burst {
  startMs: number;
  endMs: number;
}

/**
 * Applause-, laughter- or cheer-like stretches: at least `minMs` of frames as
 * loud as the voice (within `belowDb` of the voiced frames' median) that are not
 * voiced and cross zero often, as broadband noise does. A hiss of an "s" is
 * the same kind of sound but lasts a tenth of a second; gaps up to `bridgeMs`
 * are bridged.
 */
export function soundBursts(v: VoiceFrames, { minMs = 400, bridgeMs = 100, belowDb = 10, minZcr = 0.2 } = {}): Burst[] {
  const voiceDb = medianOf(v.db, (_, i) => v.voicing[i]! >= VOICED, -30);
  const noisy = (i: number) => v.db[i]! >= voiceDb - belowDb && v.voicing[i]! < 0.4 && v.zcr[i]! >= minZcr;
  const bursts: Burst[] = [];
  const bridge = Math.round(bridgeMs / v.hopMs);
  let start = -1;
  let last = -1;
  const close = () => {
    if (start >= 0 && (last + 1 - start) * v.hopMs >= minMs)
      bursts.push({ startMs: Math.round(start * v.hopMs), endMs: Math.round((last + 1) * v.hopMs) });
    start = -1;
  };
  for (let i = 0; i < v.db.length; i++) {
    if (!noisy(i)) {
      if (start >= 0 && i - last > bridge) close();
      continue;
    }
    if (start < 0) start = i;
    last = i;
  }
  close();
  return bursts;
}
