// What a server speech engine receives: one stretch of the sound only, mono,
// compressed as Opus in Ogg (about 180 KB a minute): never the video.
import { AudioSample, AudioSampleSink, AudioSampleSource, BufferTarget, OggOutputFormat, Output } from 'mediabunny';
import type { JobContext } from '../host';
import type { SpeechAudioInput, SpeechAudioResult } from '../protocol';
import { decodableAudio, throwIfCancelled, withInput } from './source';

const RATE = 48_000;

export function speechAudio(input: SpeechAudioInput, ctx: JobContext): Promise<SpeechAudioResult> {
  return withInput(input.source, ctx.signal, async (media) => {
    const track = await decodableAudio(media);
    const first = await track.getFirstTimestamp();
    const start = Math.max(first, input.startMs / 1000);
    const end = Math.min(await track.computeDuration(), input.endMs / 1000);
    const target = new BufferTarget();
    const output = new Output({ format: new OggOutputFormat(), target });
    const source = new AudioSampleSource({ codec: 'opus', bitrate: 24_000, transform: { numberOfChannels: 1, sampleRate: RATE } });
    output.addAudioTrack(source);
    await output.start();
    let frames = 0;
    for await (const sample of new AudioSampleSink(track).samples(start, end)) {
      try {
        throwIfCancelled(ctx.signal);
        const skip = Math.max(0, Math.round((start - sample.timestamp) * sample.sampleRate));
        const take = Math.min(sample.numberOfFrames, Math.round((end - sample.timestamp) * sample.sampleRate)) - skip;
        if (take <= 0) continue;
        const data = new Float32Array(take * sample.numberOfChannels);
        for (let c = 0; c < sample.numberOfChannels; c++)
          sample.copyTo(data.subarray(c * take, (c + 1) * take), {
            planeIndex: c,
            format: 'f32-planar',
            frameOffset: skip,
            frameCount: take,
          });
        // Times start at 0: the engine hears the stretch on its own; the page adds startMs back.
        const piece = new AudioSample({
          data,
          format: 'f32-planar',
          numberOfChannels: sample.numberOfChannels,
          sampleRate: sample.sampleRate,
          timestamp: Math.max(0, sample.timestamp + skip / sample.sampleRate - start),
        });
        await source.add(piece);
        piece.close();
        frames += take / sample.sampleRate;
        ctx.progress(Math.round(frames * 1000), Math.round((end - start) * 1000), 'audio');
      } finally {
        sample.close();
      }
    }
    await output.finalize();
    return {
      audio: new Blob([target.buffer!], { type: 'audio/ogg' }),
      contentType: 'audio/ogg',
      startMs: Math.round(start * 1000),
      durationMs: Math.round((end - start) * 1000),
    };
  });
}
