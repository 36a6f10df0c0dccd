// The audio length server speech is billed on (decision 032): read from the
// bytes, checked against files a real encoder made and against made-up streams
// whose headers lie.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioLength, opusPacketSamples } from '../../src/platform/speech/audio-length';
import { oggOpus } from '../fixtures/ogg-opus';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/audio/${name}`, import.meta.url)));

describe('audio length', () => {
  it('reads an Ogg Opus file made by ffmpeg/libopus to within one packet', () => {
    const length = audioLength(fixture('tone-3500ms.ogg'), 'audio/ogg');
    expect(length?.container).toBe('ogg-opus');
    expect(Math.abs(length!.durationMs - 3500)).toBeLessThanOrEqual(20);
  });

  it('reads a PCM WAV made by ffmpeg', () => {
    expect(audioLength(fixture('tone-750ms.wav'), 'audio/wav')).toEqual({ durationMs: 750, container: 'wav' });
  });

  it('counts the packets, not the granule position a client wrote', () => {
    const twoMinutes = oggOpus(120_000, { lastGranule: 960n });
    const length = audioLength(twoMinutes, 'audio/ogg;codecs=opus')!;
    expect(length.durationMs).toBeGreaterThanOrEqual(120_000);
    expect(length.durationMs).toBeLessThan(120_200);
  });

  it('knows each Opus configuration and frame count (RFC 6716 section 3.1)', () => {
    expect(opusPacketSamples(new Uint8Array([0 << 3]))).toBe(480); // SILK 10 ms
    expect(opusPacketSamples(new Uint8Array([(3 << 3) | 1]))).toBe(5760); // SILK 60 ms, two frames
    expect(opusPacketSamples(new Uint8Array([(13 << 3) | 2]))).toBe(1920); // hybrid 20 ms, two frames
    expect(opusPacketSamples(new Uint8Array([16 << 3]))).toBe(120); // CELT 2.5 ms
    expect(opusPacketSamples(new Uint8Array([(31 << 3) | 3, 6]))).toBe(5760); // CELT 20 ms × 6
    expect(opusPacketSamples(new Uint8Array([(31 << 3) | 3, 7]))).toBeNull(); // over 120 ms
    expect(opusPacketSamples(new Uint8Array([(31 << 3) | 3]))).toBeNull(); // frame count missing
  });

  it('refuses what it cannot measure: other containers, a WAV whose byte rate lies, a second stream, junk', () => {
    expect(audioLength(fixture('tone-3500ms.ogg'), 'audio/webm')).toBeNull();
    expect(audioLength(fixture('tone-750ms.wav'), 'audio/ogg')).toBeNull();
    expect(audioLength(fixture('tone-3500ms.ogg'), 'audio/wav')).toBeNull();
    const lying = fixture('tone-750ms.wav');
    new DataView(lying.buffer, lying.byteOffset).setUint32(28, 16_000 * 60, true);
    expect(audioLength(lying, 'audio/wav')).toBeNull();
    const a = oggOpus(1000);
    const b = oggOpus(1000);
    new DataView(b.buffer).setUint32(14, 7, true);
    const two = new Uint8Array(a.length + b.length);
    two.set(a);
    two.set(b, a.length);
    expect(audioLength(two, 'audio/ogg')).toBeNull();
    expect(audioLength(new TextEncoder().encode('OggS fake opus bytes'), 'audio/ogg')).toBeNull();
  });
});
