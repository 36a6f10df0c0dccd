// Moments heard without a transcript: the voice's features on synthetic sound
// whose answers are known, and a Portuguese espeak talk (made by
// scripts/make-moments-fixture.mjs) where one paragraph stands out by its
// sound alone — louder, higher, faster, then applause — and must rank first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loudness } from '../../client/media/signals/audio';
import { soundBursts, syllablePeaks, voiceFrames } from '../../client/media/signals/voice';
import { joinArrays } from '../../src/common/typed-arrays';
import { signalMoments, spreadMatches, zScores } from '../../client/features/clipper/model/signal-moments';

const RATE = 4000;

/** A voice-like buzz: harmonics of `hz` under an envelope that swells `syllables` times a second. */
function buzz(seconds: number, hz: number, { amplitude = 0.3, syllables = 0 } = {}): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const envelope = syllables ? 0.55 + 0.45 * Math.sin(2 * Math.PI * syllables * t) : 1;
    let v = 0;
    for (let h = 1; h <= 5; h++) v += Math.sin(2 * Math.PI * hz * h * t) / h;
    out[i] = amplitude * envelope * v * 0.5;
  }
  return out;
}

/** Seeded white noise, so the test is the same every run. */
function noise(seconds: number, amplitude: number, seed = 1): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  let s = seed;
  for (let i = 0; i < out.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out[i] = amplitude * ((s / 2 ** 32) * 2 - 1);
  }
  return out;
}

const join = (...parts: Float32Array[]) => joinArrays(parts, Float32Array);

/** G.711 µ-law, as the fixture is stored (one byte a sample). */
function muLaw(byte: number): number {
  const u = ~byte & 0xff;
  const t = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return (u & 0x80 ? 0x84 - t : t - 0x84) / 32768;
}

function readMuLawWav(path: string): { samples: Float32Array; rate: number } {
  const bytes = readFileSync(path);
  let at = 12;
  let rate = 0;
  while (at < bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      expect(bytes.readUInt16LE(at + 8)).toBe(7); // WAVE_FORMAT_MULAW
      rate = bytes.readUInt32LE(at + 12);
    }
    if (id === 'data') return { samples: Float32Array.from(bytes.subarray(at + 8, at + 8 + size), muLaw), rate };
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

describe('voice frames', () => {
  it('hear the pitch of a voiced buzz within 3 % and call noise unvoiced', () => {
    for (const hz of [110, 180, 260]) {
      const v = voiceFrames(buzz(1, hz), RATE);
      const heard = Array.from(v.pitchHz).filter((p) => p > 0);
      expect(heard.length).toBeGreaterThan(v.pitchHz.length * 0.9);
      const median = heard.sort((a, b) => a - b)[Math.floor(heard.length / 2)]!;
      expect(Math.abs(median - hz) / hz).toBeLessThan(0.03);
    }
    const n = voiceFrames(noise(1, 0.3), RATE);
    expect(Array.from(n.voicing).filter((x) => x >= 0.5).length).toBeLessThan(n.voicing.length * 0.1);
    expect(Math.min(...n.zcr)).toBeGreaterThan(0.3);
  });

  it('decimate a 16 kHz input to the same pitch', () => {
    const at16 = new Float32Array(16_000);
    for (let i = 0; i < at16.length; i++) at16[i] = 0.3 * Math.sin((2 * Math.PI * 150 * i) / 16_000);
    const heard = Array.from(voiceFrames(at16, 16_000).pitchHz).filter((p) => p > 0);
    expect(Math.abs(heard[Math.floor(heard.length / 2)]! - 150)).toBeLessThan(5);
  });

  it('count syllable-like swells at their rate', () => {
    for (const rate of [3, 6]) {
      const peaks = syllablePeaks(voiceFrames(buzz(4, 150, { syllables: rate }), RATE));
      expect(Math.abs(peaks.length - rate * 4)).toBeLessThanOrEqual(1);
    }
  });

  it('find a burst of loud noise among speech, not the hiss of one consonant', () => {
    const sound = join(buzz(2, 150), noise(0.12, 0.3, 2), buzz(2, 150), noise(1.5, 0.3, 3), buzz(1, 150));
    const bursts = soundBursts(voiceFrames(sound, RATE));
    expect(bursts).toHaveLength(1);
    expect(Math.abs(bursts[0]!.startMs - 4120)).toBeLessThan(100);
    expect(Math.abs(bursts[0]!.endMs - 5620)).toBeLessThan(100);
  });
});

describe('spreading the scores', () => {
  it('z-scores are 0 where nothing varies, and capped', () => {
    expect(zScores([2, 2, 2])).toEqual([0, 0, 0]);
    const z = zScores([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100]);
    expect(z[12]).toBe(3);
  });

  it('matches fall strictly, even for equal standings', () => {
    expect(spreadMatches([2, 0.5, 0.5, 0.5, 0.5, -1])).toEqual([92, 65, 64, 63, 62, 23]);
  });
});

describe('a Portuguese talk where one paragraph stands out by its sound alone', () => {
  const { samples, rate } = readMuLawWav('tests/fixtures/audio/pt-talk-standout.wav');
  const truth = JSON.parse(readFileSync('tests/fixtures/audio/pt-talk-standout.json', 'utf8')).standout as {
    startMs: number;
    endMs: number;
  };
  const levels = loudness(samples, rate, 100);
  const voice = voiceFrames(samples, rate);

  it('ranks the standout first, with distinct, spread matches, and says why', () => {
    const moments = signalMoments({ levels, voice });
    expect(moments.length).toBeGreaterThanOrEqual(3);
    const best = moments[0]!;
    const overlap = Math.min(best.endMs, truth.endMs) - Math.max(best.startMs, truth.startMs);
    expect(overlap / (truth.endMs - truth.startMs)).toBeGreaterThan(0.8);
    const matches = moments.map((m) => m.match);
    expect(new Set(matches).size).toBe(matches.length);
    expect(matches[0]! - matches[matches.length - 1]!).toBeGreaterThanOrEqual(25);
    expect(best.reasons[0]).toBe('applause');
    expect(best.reasons.some((r) => r === 'energy_peak' || r === 'voice_lift' || r === 'lively_pace')).toBe(true);
    expect(best.titleKey).toBe('applause');
  });

  it('without the voice frames (loudness only) still puts the loud paragraph first', () => {
    const best = signalMoments({ levels })[0]!;
    const overlap = Math.min(best.endMs, truth.endMs) - Math.max(best.startMs, truth.startMs);
    expect(overlap / (truth.endMs - truth.startMs)).toBeGreaterThan(0.8);
  });
});
