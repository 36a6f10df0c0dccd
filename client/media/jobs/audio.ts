// A stretch of a file's audio as speech models hear it (16 kHz mono), decoded
// and resampled piece by piece so only the 16 kHz result is ever held, with the
// loudness, waveform and silences read from it on the way.
import { AudioSampleSink } from 'mediabunny';
import type { JobContext } from '../host';
import type { AudioInput, AudioResult } from '../protocol';
import { downmix, loudness, peaks, Resampler, silences } from '../signals/audio';
import { voiceFrames } from '../signals/voice';
import { decodableAudio, throwIfCancelled, withInput } from './source';

export const SPEECH_RATE = 16_000;
const LEVEL_WINDOW_MS = 100;

/** Grows a Float32Array by doubling, so a long stretch is copied a few times, not once per piece. */
class Samples {
  data = new Float32Array(SPEECH_RATE * 10);
  length = 0;
  append(piece: Float32Array) {
    if (this.length + piece.length > this.data.length) {
      const bigger = new Float32Array(Math.max(this.data.length * 2, this.length + piece.length));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    this.data.set(piece, this.length);
    this.length += piece.length;
  }
}

export function audio(input: AudioInput, ctx: JobContext): Promise<AudioResult> {
  return withInput(input.source, ctx.signal, async (media) => {
    const track = await decodableAudio(media);
    const rate = input.sampleRate ?? SPEECH_RATE;
    const first = await track.getFirstTimestamp();
    const end = input.endMs !== undefined ? input.endMs / 1000 : await track.computeDuration();
    const start = Math.max(first, (input.startMs ?? 0) / 1000);
    const resampler = new Resampler(track.sampleRate, rate);
    const out = new Samples();
    const sink = new AudioSampleSink(track);
    for await (const sample of sink.samples(start, end)) {
      try {
        throwIfCancelled(ctx.signal);
        // Only the part of the first and last pieces inside [start, end).
        const skip = Math.max(0, Math.round((start - sample.timestamp) * sample.sampleRate));
        const take = Math.min(sample.numberOfFrames, Math.round((end - sample.timestamp) * sample.sampleRate)) - skip;
        if (take <= 0) continue;
        const channels = Array.from({ length: sample.numberOfChannels }, (_, c) => {
          const plane = new Float32Array(take);
          sample.copyTo(plane, { planeIndex: c, format: 'f32-planar', frameOffset: skip, frameCount: take });
          return plane;
        });
        out.append(resampler.push(downmix(channels)));
        ctx.progress(Math.round((sample.timestamp - start) * 1000), Math.round((end - start) * 1000), 'audio');
      } finally {
        sample.close();
      }
    }
    out.append(resampler.push(new Float32Array(0), true));
    const samples = out.data.slice(0, out.length);
    const levels = loudness(samples, rate, LEVEL_WINDOW_MS);
    const durationMs = Math.round((samples.length / rate) * 1000);
    return {
      samples,
      sampleRate: rate,
      startMs: Math.round(start * 1000),
      durationMs,
      levels,
      peaks: peaks(samples, Math.max(1, Math.round((durationMs / 1000) * (input.peaksPerSecond ?? 20)))),
      silences: silences(levels, LEVEL_WINDOW_MS).map((s) => ({
        startMs: s.startMs + Math.round(start * 1000),
        endMs: s.endMs + Math.round(start * 1000),
      })),
      ...(input.voice ? { voice: voiceFrames(samples, rate) } : {}),
    };
  });
}
