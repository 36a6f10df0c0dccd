// A layered timeline rendered to an MP4 (the video editor's export). Frame by
// frame, every video layer active at that moment gives its decoded sample
// (each layer reads its source in order, as a stream, so memory follows the
// layers on screen, not the timeline's length) and render/timeline.ts draws
// the frame, as the preview does. The sound is mixed a few seconds at a time:
// each sound read for that stretch, resampled to its speed, with its gain.
import { AudioSample, AudioSampleSink, canEncodeVideo, VideoSampleSink, type Input, type Output, type VideoSample } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { JobContext } from '../host';
import type { RenderResult } from '../protocol';
import type { Bitmaps } from '../render/overlays';
import { activeAt, drawTimelineFrame, gainAt, sourceTimeAt, type TimelineComposition, type TimelineLayer } from '../render/timeline';
import { AUDIO_CHANNELS, AUDIO_RATE, audioCodecHere, bitrateFor, loadFonts, openOutput } from './render';
import { renderTarget } from './render-target';
import { decodableVideo, openInput, throwIfCancelled } from './source';

type VideoLayer = Extract<TimelineLayer, { kind: 'video' }>;
/** Sound is mixed this many milliseconds at a time. */
const MIX_MS = 5000;

export async function renderTimeline(comp: TimelineComposition, ctx: JobContext): Promise<RenderResult> {
  const { width: W, height: H, fps } = comp;
  const totalFrames = Math.round((comp.durationMs / 1000) * fps);
  if (totalFrames <= 0) throw new MediaJobError('unreadable_file', 'empty timeline');
  if (!(await canEncodeVideo('avc', { width: W, height: H }))) throw new MediaJobError('unsupported_codec', 'cannot encode H.264', 'H.264');
  const inputs = new Map<string, Input>();
  const inputOf = (id: string, source: VideoLayer['source']) => {
    let i = inputs.get(id);
    if (!i) inputs.set(id, (i = openInput(source)));
    return i;
  };
  const bitmaps: Bitmaps = new Map();
  const out = await renderTarget(`timeline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mp4`);
  let output: Output | null = null;
  const onAbort = () => void output?.cancel();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  const streams = new Map<string, AsyncGenerator<VideoSample | null>>();
  try {
    for (const l of comp.layers) if (l.kind === 'image' && !bitmaps.has(l.image)) bitmaps.set(l.image, await createImageBitmap(l.image));
    await loadFonts(comp.fonts ?? []);
    const audioCodec = comp.sounds.length ? await audioCodecHere() : null;
    const opened = await openOutput(out, { width: W, height: H, fps, bitrate: comp.videoBitrate ?? bitrateFor(W, H) }, audioCodec);
    output = opened.output;
    const { g, video, audio } = opened;

    // An item's picture and its sound read one opened file.
    if (audio) await mixSound(comp, audio, (s) => inputOf(s.id, s.source), ctx);

    const videoLayers = comp.layers.filter((l): l is VideoLayer => l.kind === 'video');
    const frameAt = (f: number) => (f * 1000) / fps;
    // Each layer's stream of samples, one per output frame it is on screen, opened when it first appears.
    const streamOf = async (l: VideoLayer) => {
      let s = streams.get(l.id);
      if (!s) {
        const track = await decodableVideo(inputOf(l.id, l.source));
        const times: number[] = [];
        for (let f = Math.ceil((l.startMs / 1000) * fps); frameAt(f) < l.startMs + l.durationMs && f < totalFrames; f++)
          times.push(Math.max(0, sourceTimeAt(l, frameAt(f))) / 1000);
        s = new VideoSampleSink(track).samplesAtTimestamps(times) as AsyncGenerator<VideoSample | null>;
        streams.set(l.id, s);
      }
      return s;
    };
    for (let f = 0; f < totalFrames; f++) {
      throwIfCancelled(ctx.signal);
      const atMs = frameAt(f);
      const samples = new Map<string, VideoSample>();
      for (const l of videoLayers) {
        if (!activeAt(l, atMs)) continue;
        const next = await (await streamOf(l)).next();
        if (!next.done && next.value) samples.set(l.id, next.value);
      }
      drawTimelineFrame(
        g,
        comp,
        atMs,
        (l) => {
          const s = samples.get(l.id);
          return s ? { source: s.toCanvasImageSource(), width: s.displayWidth, height: s.displayHeight } : null;
        },
        bitmaps,
      );
      for (const s of samples.values()) s.close();
      // A layer that has ended gives its decoder back.
      for (const l of videoLayers)
        if (atMs >= l.startMs + l.durationMs && streams.has(l.id)) {
          await streams.get(l.id)!.return(null);
          streams.delete(l.id);
        }
      await video.add(f / fps, 1 / fps);
      ctx.progress(f + 1, totalFrames, 'render');
    }
    await output.finalize();
    const file = await out.file();
    return {
      file: new Blob([file], { type: 'video/mp4' }),
      durationMs: Math.round((totalFrames / fps) * 1000),
      width: W,
      height: H,
      videoCodec: 'avc',
      audioCodec,
    };
  } catch (error) {
    await output?.cancel().catch(() => undefined);
    await out.discard();
    if (ctx.signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
    if (error instanceof MediaJobError) throw error;
    throw new MediaJobError('unreadable_file', error instanceof Error ? error.message : String(error));
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    for (const s of streams.values()) await s.return(null).catch(() => undefined);
    for (const b of bitmaps.values()) b.close();
    for (const i of inputs.values()) i.dispose();
  }
}

/** The whole timeline's sound, MIX_MS at a time: every sound on in that stretch read, resampled to its speed and gain, summed. */
async function mixSound(
  comp: TimelineComposition,
  audio: NonNullable<Awaited<ReturnType<typeof openOutput>>['audio']>,
  inputOf: (s: TimelineComposition['sounds'][number]) => Input,
  ctx: JobContext,
) {
  const tracks = new Map<string, Awaited<ReturnType<Input['getPrimaryAudioTrack']>>>();
  for (let w = 0; w < comp.durationMs; w += MIX_MS) {
    throwIfCancelled(ctx.signal);
    const span = Math.min(MIX_MS, comp.durationMs - w);
    const frames = Math.round((span / 1000) * AUDIO_RATE);
    const mix = new Float32Array(frames * AUDIO_CHANNELS);
    for (const s of comp.sounds) {
      const from = Math.max(w, s.startMs);
      const to = Math.min(w + span, s.startMs + s.durationMs);
      if (to <= from || s.volume <= 0) continue;
      if (!tracks.has(s.id)) tracks.set(s.id, await inputOf(s).getPrimaryAudioTrack());
      const track = tracks.get(s.id);
      if (!track || !(await track.canDecode())) continue;
      const src = await readSound(track, sourceTimeAt(s, from) / 1000, sourceTimeAt(s, to) / 1000 + 0.05);
      if (!src) continue;
      const first = Math.round(((from - w) / 1000) * AUDIO_RATE);
      const last = Math.min(frames, Math.round(((to - w) / 1000) * AUDIO_RATE));
      for (let i = first; i < last; i++) {
        const at = w + (i * 1000) / AUDIO_RATE;
        const pos = ((sourceTimeAt(s, at) / 1000 - src.start) * src.rate) | 0;
        if (pos < 0 || pos >= src.frames) continue;
        const gain = gainAt(s, at);
        for (let c = 0; c < AUDIO_CHANNELS; c++)
          mix[c * frames + i] = mix[c * frames + i]! + src.channels[Math.min(c, src.channels.length - 1)]![pos]! * gain;
      }
    }
    for (let k = 0; k < mix.length; k++) mix[k] = Math.max(-1, Math.min(1, mix[k]!));
    const sample = new AudioSample({
      data: mix,
      format: 'f32-planar',
      numberOfChannels: AUDIO_CHANNELS,
      sampleRate: AUDIO_RATE,
      timestamp: w / 1000,
    });
    await audio.add(sample);
    sample.close();
  }
}

/** A stretch of a sound track decoded into plain channels at its own rate (a few seconds: small). */
async function readSound(track: NonNullable<Awaited<ReturnType<Input['getPrimaryAudioTrack']>>>, from: number, to: number) {
  const pieces: { at: number; channels: Float32Array[]; rate: number }[] = [];
  for await (const sample of new AudioSampleSink(track).samples(from, to)) {
    const channels = Array.from({ length: sample.numberOfChannels }, (_, c) => {
      const data = new Float32Array(sample.numberOfFrames);
      sample.copyTo(data, { planeIndex: c, format: 'f32-planar' });
      return data;
    });
    pieces.push({ at: sample.timestamp, channels, rate: sample.sampleRate });
    sample.close();
  }
  if (pieces.length === 0) return null;
  const rate = pieces[0]!.rate;
  const start = pieces[0]!.at;
  const frames = Math.round((pieces.at(-1)!.at - start) * rate) + pieces.at(-1)!.channels[0]!.length;
  const channels = pieces[0]!.channels.map(() => new Float32Array(frames));
  for (const p of pieces) {
    const offset = Math.round((p.at - start) * rate);
    p.channels.forEach((data, c) => channels[c]!.set(data.subarray(0, Math.max(0, frames - offset)), offset));
  }
  return { start, rate, frames, channels };
}
