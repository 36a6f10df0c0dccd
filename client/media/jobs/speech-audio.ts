// What a server speech engine receives: one stretch of the sound only, mono,
// compressed as Opus in Ogg (about 180 KB a minute): never the video.
import { AudioSampleSink, AudioSampleSource, BufferTarget, OggOutputFormat, Output } from 'mediabunny';
import type { JobContext } from '../host';
import type { SpeechAudioInput, SpeechAudioResult } from '../protocol';
import { audioWindow } from './audio-window';
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
    let seconds = 0;
    for await (const sample of new AudioSampleSink(track).samples(start, end)) {
      try {
        throwIfCancelled(ctx.signal);
        // Times start at 0: the engine hears the stretch on its own; the page adds startMs back.
        const piece = audioWindow(sample, start, end, -start);
        if (!piece) continue;
        await source.add(piece);
        seconds += piece.numberOfFrames / piece.sampleRate;
        piece.close();
        ctx.progress(Math.round(seconds * 1000), Math.round((end - start) * 1000), 'audio');
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
