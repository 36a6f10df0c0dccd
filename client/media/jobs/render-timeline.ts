// A layered timeline rendered to an MP4 (the video editor's export). Frame by
// frame, every video layer active at that moment gives its decoded sample
// (each layer reads its source in order, as a stream, so memory follows the
// layers on screen, not the timeline's length). Frames are composed in the
// decoder's YUV planes (render/planar.ts) with the preview's geometry; a frame
// that planes cannot make (a turned video, a picture not in I420) is drawn by
// render/timeline.ts on a canvas, as the preview does, and converted. The sound is mixed a few seconds at a time:
// each sound read for that stretch, resampled to its speed, with its gain.
import { AudioSample, AudioSampleSink, canEncodeVideo, VideoSample, VideoSampleSink, type Input, type Output } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { JobContext } from '../host';
import type { RenderResult } from '../protocol';
import type { Bitmaps } from '../render/overlays';
import {
  coversExactly,
  drawPatch,
  drawPicture,
  fadeToBlack,
  fillBlack,
  newPlanes,
  planeLayout,
  rgbaToPlanes,
  spaceOf,
  type Planes,
  type YuvaPatch,
  type YuvSpace,
} from '../render/planar';
import {
  activeAt,
  drawTimelineFrame,
  entrance,
  gainAt,
  layerAlpha,
  sourceTimeAt,
  type TimelineComposition,
  type TimelineLayer,
} from '../render/timeline';
import { DEFAULT_COLOR_SPACE, patchOfLayer } from './planar-frames';
import { aacEncoderHere, AUDIO_CHANNELS, AUDIO_RATE } from './aac';
import { bitrateFor, loadFonts, openSampleOutput } from './render';
import { failRender, finishMp4, renderTarget } from './render-target';
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
    const soundStart = performance.now();
    const audioEncoder = comp.sounds.length ? await aacEncoderHere() : null;
    const opened = await openSampleOutput(
      out,
      { width: W, height: H, fps, bitrate: comp.videoBitrate ?? bitrateFor(W, H) },
      audioEncoder !== null,
    );
    output = opened.output;
    const { video, audio } = opened;

    // An item's picture and its sound read one opened file.
    if (audio) await mixSound(comp, audio, (s) => inputOf(s.id, s.source), ctx);
    const soundMs = audio ? performance.now() - soundStart : null;

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
    // The frames take the colour space of the video on screen longest, so its planes pass untouched.
    const main = [...videoLayers].sort((a, b) => b.durationMs - a.durationMs)[0];
    const label = main
      ? ((await (await decodableVideo(inputOf(main.id, main.source))).getColorSpace()) ?? DEFAULT_COLOR_SPACE)
      : DEFAULT_COLOR_SPACE;
    const space = spaceOf(label);
    const frame = newPlanes(W, H);
    const scratch = new Map<string, Planes>();
    const patches = new Map<string, YuvaPatch | null>();
    let canvas: OffscreenCanvasRenderingContext2D | null = null;
    for (let f = 0; f < totalFrames; f++) {
      throwIfCancelled(ctx.signal);
      const atMs = frameAt(f);
      const samples = new Map<string, VideoSample>();
      // Each frame's samples are closed however the frame ends (a cancel throws from the encoder mid-frame).
      try {
        for (const l of videoLayers) {
          if (!activeAt(l, atMs)) continue;
          const next = await (await streamOf(l)).next();
          if (!next.done && next.value) samples.set(l.id, next.value);
        }
        const planar = comp.layers.every((l) => l.kind !== 'video' || !activeAt(l, atMs) || (!l.rotation && inPlanes(samples.get(l.id))));
        if (planar) await composePlanes(frame, space, comp, atMs, samples, scratch, (l) => patchOf(l));
        else {
          // The canvas path, as the preview draws; then into planes, so every frame has one colour space.
          // Each picture is read in the frames' space too (a decoder may label it otherwise than the file).
          canvas ??= new OffscreenCanvas(W, H).getContext('2d', { alpha: false, willReadFrequently: true })!;
          const pictures = new Map<string, VideoFrame>();
          for (const [id, s] of samples) pictures.set(id, await inSpace(s, label));
          drawTimelineFrame(
            canvas,
            comp,
            atMs,
            (l) => {
              const p = pictures.get(l.id);
              return p ? { source: p, width: p.displayWidth, height: p.displayHeight } : null;
            },
            bitmaps,
          );
          for (const p of pictures.values()) p.close();
          rgbaToPlanes(canvas.getImageData(0, 0, W, H).data, frame, space);
        }
      } finally {
        for (const s of samples.values()) s.close();
      }
      // A layer that has ended gives its decoder back, and a drawn text or image its memory.
      for (const l of comp.layers)
        if (atMs >= l.startMs + l.durationMs) {
          patches.delete(l.id);
          if (streams.has(l.id)) {
            await streams.get(l.id)!.return(null);
            streams.delete(l.id);
          }
        }
      // VideoFrame copies the planes, so the one buffer serves every frame.
      const videoFrame = new VideoFrame(frame.data, {
        format: 'I420',
        codedWidth: W,
        codedHeight: H,
        timestamp: Math.round((f / fps) * 1e6),
        duration: Math.round(1e6 / fps),
        colorSpace: label,
      });
      const sample = new VideoSample(videoFrame);
      try {
        await video.add(sample);
      } finally {
        sample.close();
      }
      ctx.progress(f + 1, totalFrames, 'render');
    }
    function patchOf(l: Exclude<TimelineLayer, VideoLayer>) {
      if (!patches.has(l.id)) patches.set(l.id, patchOfLayer(l, W, H, bitmaps, space));
      return patches.get(l.id)!;
    }
    return await finishMp4(output, out, { count: totalFrames, fps, width: W, height: H }, { audioEncoder, soundMs });
  } catch (error) {
    return await failRender(error, output, out, ctx.signal);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    for (const s of streams.values()) await s.return(null).catch(() => undefined);
    for (const b of bitmaps.values()) b.close();
    for (const i of inputs.values()) i.dispose();
  }
}

/** A decoded picture as a VideoFrame read in `space`: I420 planes relabelled, anything else as it came. */
async function inSpace(s: VideoSample, space: VideoColorSpaceInit): Promise<VideoFrame> {
  if (s.format !== 'I420') return s.toVideoFrame();
  const data = new Uint8Array(s.allocationSize());
  const layout = await s.copyTo(data);
  return new VideoFrame(data, {
    format: 'I420',
    codedWidth: s.visibleRect.width,
    codedHeight: s.visibleRect.height,
    displayWidth: s.displayWidth,
    displayHeight: s.displayHeight,
    layout,
    timestamp: s.microsecondTimestamp,
    colorSpace: space,
  });
}

/** A decoded picture planes can take as it is: I420, upright, even-sized. */
const inPlanes = (s: VideoSample | undefined) =>
  !s || (s.format === 'I420' && s.rotation === 0 && !s.flip && s.visibleRect.width % 2 === 0 && s.visibleRect.height % 2 === 0);

/** One frame in planes: black, then every layer on at `atMs`, bottom to top, as drawTimelineFrame draws it. */
async function composePlanes(
  frame: Planes,
  space: YuvSpace,
  comp: TimelineComposition,
  atMs: number,
  samples: Map<string, VideoSample>,
  scratch: Map<string, Planes>,
  patchOf: (l: Exclude<TimelineLayer, VideoLayer>) => YuvaPatch | null,
) {
  fillBlack(frame, space);
  for (const l of comp.layers) {
    if (!activeAt(l, atMs)) continue;
    const come = entrance(l, atMs);
    const alpha = layerAlpha(l, come);
    if (l.kind === 'video') {
      const s = samples.get(l.id);
      if (s) {
        // copyTo gives the visible picture: the crop and the box are fractions of it.
        const size = { width: s.visibleRect.width, height: s.visibleRect.height };
        if (coversExactly(frame, size, l.crop, l.box, alpha))
          await s.copyTo(frame.data, { layout: planeLayout(frame.width, frame.height) });
        else {
          const key = `${size.width}x${size.height}`;
          let src = scratch.get(key);
          if (!src) scratch.set(key, (src = newPlanes(size.width, size.height)));
          await s.copyTo(src.data, { layout: planeLayout(size.width, size.height) });
          drawPicture(frame, src, l.crop, l.box, alpha);
        }
      }
    } else {
      const patch = patchOf(l);
      if (patch) drawPatch(frame, patch, alpha);
    }
    if (l.transitionIn?.kind === 'fade_black' && come < 1) fadeToBlack(frame, 1 - come, space);
  }
}

/** The whole timeline's sound, MIX_MS at a time: every sound on in that stretch read, resampled to its speed and gain, summed. */
async function mixSound(
  comp: TimelineComposition,
  audio: NonNullable<Awaited<ReturnType<typeof openSampleOutput>>['audio']>,
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
