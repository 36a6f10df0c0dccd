// What Whisper's encoder hears: the log-mel spectrogram of 30 s of 16 kHz sound
// (shorter sound is padded with silence), exactly as openai-whisper computes it
// (whisper/audio.py log_mel_spectrogram): a 400-point periodic Hann STFT every
// 160 samples with reflect padding, the power of bins 0..200, librosa's Slaney
// mel filters, log10 floored at 1e-10 and at 8 under the loudest value, then
// scaled to (x + 4) / 4. Pure, so Node tests compare it with PyTorch's.

export const WHISPER_RATE = 16_000;
const N_FFT = 400;
const HOP = 160;
const BINS = N_FFT / 2 + 1;
/** Whisper always hears 30 s: 480,000 samples, 3,000 frames. */
export const WHISPER_SAMPLES = 30 * WHISPER_RATE;
export const WHISPER_FRAMES = WHISPER_SAMPLES / HOP;

const hzToMel = (f: number) => (f >= 1000 ? 15 + Math.log(f / 1000) / (Math.log(6.4) / 27) : f / (200 / 3));
const melToHz = (m: number) => (m >= 15 ? 1000 * Math.exp((Math.log(6.4) / 27) * (m - 15)) : m * (200 / 3));

const filterCache = new Map<number, Float32Array>();

/** librosa.filters.mel(sr=16000, n_fft=400, n_mels) with Slaney scale and area norm: [nMels × 201], float32 as Whisper stores it. */
export function melFilters(nMels: number): Float32Array {
  const cached = filterCache.get(nMels);
  if (cached) return cached;
  const points = Array.from({ length: nMels + 2 }, (_, i) => melToHz((i * hzToMel(WHISPER_RATE / 2)) / (nMels + 1)));
  const weights = new Float32Array(nMels * BINS);
  for (let m = 0; m < nMels; m++) {
    const [lo, mid, hi] = [points[m]!, points[m + 1]!, points[m + 2]!];
    const norm = 2 / (hi - lo);
    for (let k = 0; k < BINS; k++) {
      const f = (k * WHISPER_RATE) / 2 / (BINS - 1);
      const w = Math.max(0, Math.min((f - lo) / (mid - lo), (hi - f) / (hi - mid)));
      weights[m * BINS + k] = w * norm;
    }
  }
  filterCache.set(nMels, weights);
  return weights;
}

/** 400 = 2·2·2·2·5·5: a mixed-radix FFT does 7,200 complex multiply-adds a frame where the plain DFT does 80,400. */
const FACTORS = [2, 2, 2, 2, 5, 5];

let basis: { cos: Float64Array; sin: Float64Array; window: Float64Array } | null = null;
function tables() {
  if (!basis) {
    const cos = new Float64Array(N_FFT);
    const sin = new Float64Array(N_FFT);
    const window = new Float64Array(N_FFT);
    for (let n = 0; n < N_FFT; n++) {
      cos[n] = Math.cos((2 * Math.PI * n) / N_FFT);
      sin[n] = -Math.sin((2 * Math.PI * n) / N_FFT);
      window[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / N_FFT); // periodic Hann, torch.hann_window's default
    }
    basis = { cos, sin, window };
  }
  return basis;
}

/**
 * Decimation in time, recursively: the DFT of x[offset + stride·j] (n points)
 * into out[at .. at + n), splitting by FACTORS[level]; w = e^(-2πi/400) tabled.
 */
function fft(
  x: Float64Array,
  offset: number,
  stride: number,
  n: number,
  level: number,
  reOut: Float64Array,
  imOut: Float64Array,
  at: number,
  scratch: Float64Array,
) {
  if (n === 1) {
    reOut[at] = x[offset]!;
    imOut[at] = 0;
    return;
  }
  const p = FACTORS[level]!;
  const m = n / p;
  for (let q = 0; q < p; q++) fft(x, offset + q * stride, stride * p, m, level + 1, reOut, imOut, at + q * m, scratch);
  const { cos, sin } = tables();
  const step = N_FFT / n;
  for (let k = 0; k < m; k++) {
    for (let q = 0; q < p; q++) {
      scratch[2 * q] = reOut[at + q * m + k]!;
      scratch[2 * q + 1] = imOut[at + q * m + k]!;
    }
    for (let s = 0; s < p; s++) {
      const bin = k + s * m;
      let re = 0;
      let im = 0;
      for (let q = 0; q < p; q++) {
        const t = ((q * bin) % n) * step;
        const yr = scratch[2 * q]!;
        const yi = scratch[2 * q + 1]!;
        re += yr * cos[t]! - yi * sin[t]!;
        im += yr * sin[t]! + yi * cos[t]!;
      }
      reOut[at + bin] = re;
      imOut[at + bin] = im;
    }
  }
}

/** |DFT|² of a 400-sample frame, bins 0..200 (exported for its test against the plain sum). */
const spectrum = { re: new Float64Array(N_FFT), im: new Float64Array(N_FFT), scratch: new Float64Array(10) };
export function powerSpectrum(frame: Float64Array, power: Float64Array = new Float64Array(BINS)): Float64Array {
  const { re, im, scratch } = spectrum;
  fft(frame, 0, 1, N_FFT, 0, re, im, 0, scratch);
  for (let k = 0; k < BINS; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  return power;
}

/**
 * The encoder's input for `audio` (16 kHz mono, at most 30 s used): [nMels ×
 * 3000], mel-major. Frames wholly in the padding are silence and skipped (their
 * power is exactly 0), so the cost follows the sound, not the 30 s window.
 */
export function logMel(audio: Float32Array, nMels = 80): Float32Array {
  const length = Math.min(audio.length, WHISPER_SAMPLES);
  const { window } = tables();
  const filters = melFilters(nMels);
  // Each triangle's non-zero bins: most of the 201 are zero for every filter.
  const ranges = Array.from({ length: nMels }, (_, m) => {
    const row = filters.subarray(m * BINS, (m + 1) * BINS);
    const from = row.findIndex((w) => w > 0);
    return from < 0 ? [0, 0] : [from, BINS - [...row].reverse().findIndex((w) => w > 0)];
  });
  const out = new Float32Array(nMels * WHISPER_FRAMES);
  // torch.stft(center=True) pads N_FFT/2 either side by reflection; the right side is inside the padding (zeros).
  const sample = (j: number) => {
    const i = j < 0 ? -j : j;
    return i < length ? audio[i]! : 0;
  };
  const frame = new Float64Array(N_FFT);
  const power = new Float64Array(BINS);
  let top = -Infinity;
  for (let t = 0; t < WHISPER_FRAMES; t++) {
    const first = t * HOP - N_FFT / 2;
    const silent = first >= length;
    if (!silent) {
      for (let n = 0; n < N_FFT; n++) frame[n] = sample(first + n) * window[n]!;
      powerSpectrum(frame, power);
    }
    for (let m = 0; m < nMels; m++) {
      let sum = 0;
      if (!silent) for (let k = ranges[m]![0]!; k < ranges[m]![1]!; k++) sum += filters[m * BINS + k]! * power[k]!;
      const value = Math.log10(Math.max(sum, 1e-10));
      out[m * WHISPER_FRAMES + t] = value;
      if (value > top) top = value;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = (Math.max(out[i]!, top - 8) + 4) / 4;
  return out;
}
