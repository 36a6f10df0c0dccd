// Renders a composition to an MP4 in the worker: H.264 video drawn frame by
// frame on an OffscreenCanvas (source frame, cropped and scaled by the decoder's
// sink, then the overlays), the clips' sound re-timed after each other, encoded
// as it goes to a file on disk (render-target.ts). Nothing holds more than a
// couple of frames. The sound is made beside the frames, so the first frame is
// encoded at once; the job's stages are timed for the bench (issue 33).
import {
  AudioSample,
  AudioSampleSink,
  AudioSampleSource,
  CanvasSink,
  CanvasSource,
  canEncodeVideo,
  Mp4OutputFormat,
  Output,
  VideoSampleSink,
  VideoSampleSource,
  type Input,
  type VideoSample,
} from 'mediabunny';
import { MediaJobError } from '../errors';
import type { JobContext } from '../host';
import type { RenderResult } from '../protocol';
import {
  clipOffsets,
  compositionDurationMs,
  cropAt,
  defaultCrop,
  type Box,
  type Composition,
  type CompositionClip,
} from '../render/composition';
import { arrangeOverlays } from '../render/arrange';
import { drawOverlays, type Bitmaps } from '../render/overlays';
import { codecName, decodableVideo, openInput, throwIfCancelled } from './source';
import { audioWindow } from './audio-window';
import { failRender, finishMp4, renderTarget, type RenderTarget } from './render-target';
import { aacEncoderHere, AUDIO_BITRATE, AUDIO_CHANNELS, AUDIO_RATE } from './aac';
import { StageClock } from './stage-clock';
import { drawPart } from './draw-part';

/** An MP4 being written: its frame canvas, its H.264 track, and its sound track when it has sound. */
export async function openOutput(
  out: RenderTarget,
  frame: { width: number; height: number; fps: number; bitrate: number },
  withSound: boolean,
) {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const g = canvas.getContext('2d', { alpha: false })!;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: false }), target: out.target });
  const video = new CanvasSource(canvas, { ...videoEncoding(frame.bitrate), sizeChangeBehavior: 'deny' });
  output.addVideoTrack(video, { frameRate: frame.fps });
  const audio = addSoundTrack(output, withSound);
  await output.start();
  return { output, g, video, audio };
}

/** The same MP4 fed with frames made elsewhere (the timeline's planes) instead of a canvas. */
export async function openSampleOutput(
  out: RenderTarget,
  frame: { width: number; height: number; fps: number; bitrate: number },
  withSound: boolean,
) {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: false }), target: out.target });
  const video = new VideoSampleSource({ ...videoEncoding(frame.bitrate), sizeChangeBehavior: 'deny' });
  output.addVideoTrack(video, { frameRate: frame.fps });
  const audio = addSoundTrack(output, withSound);
  await output.start();
  return { output, video, audio };
}

const videoEncoding = (bitrate: number) => ({ codec: 'avc' as const, bitrate, keyFrameInterval: 2 });

/** Sound is always AAC (aac.ts chose and readied the encoder before the output opens). */
function addSoundTrack(output: Output, withSound: boolean) {
  const audio = withSound
    ? new AudioSampleSource({
        codec: 'aac',
        bitrate: AUDIO_BITRATE,
        transform: { sampleRate: AUDIO_RATE, numberOfChannels: AUDIO_CHANNELS },
      })
    : null;
  if (audio) output.addAudioTrack(audio);
  return audio;
}

export const bitrateFor = (width: number, height: number) =>
  Math.round(Math.min(12e6, Math.max(1e6, (8e6 * width * height) / (1080 * 1920))));
const defaultBitrate = (c: Composition) => bitrateFor(c.width, c.height);

export async function render(composition: Composition, ctx: JobContext): Promise<RenderResult> {
  const { width: W, height: H, fps } = composition;
  const durationMs = compositionDurationMs(composition);
  if (durationMs <= 0 || composition.clips.length === 0) throw new MediaJobError('unreadable_file', 'empty composition');
  if (!(await canEncodeVideo('avc', { width: W, height: H }))) throw new MediaJobError('unsupported_codec', 'cannot encode H.264', 'H.264');
  const clock = new StageClock();
  const opened0 = performance.now();
  const inputs = composition.clips.map((c) => openInput(c.source));
  const bitmaps: Bitmaps = new Map();
  const out = await renderTarget(`render-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mp4`);
  let output: Output | null = null;
  const onAbort = () => void output?.cancel();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (const o of composition.overlays)
      if (o.kind === 'image' && !bitmaps.has(o.image)) bitmaps.set(o.image, await createImageBitmap(o.image));
    await loadFonts(composition.fonts ?? []);
    const tracks = await Promise.all(inputs.map((i) => decodableVideo(i)));
    const audioTracks = await Promise.all(inputs.map(async (i) => (composition.audio === false ? null : await i.getPrimaryAudioTrack())));
    const withSound = audioTracks.some((t) => t !== null);
    const soundStart = performance.now();
    // Only a render with sound fetches the encoder (once a worker); it is ready before the output opens.
    const audioEncoder = withSound ? await aacEncoderHere() : null;

    const opened = await openOutput(
      out,
      { width: W, height: H, fps, bitrate: composition.videoBitrate ?? defaultBitrate(composition) },
      withSound,
    );
    output = opened.output;
    const { g, video, audio } = opened;

    const offsets = clipOffsets(composition.clips);
    clock.add('open', performance.now() - opened0);
    // The sound beside the frames, not before them (issue 33): the first frame is encoded at once, and the
    // muxer interleaves the two tracks as they come.
    let soundMs: number | null = null;
    const sound = audio
      ? (async () => {
          for (const [i, clip] of composition.clips.entries())
            await addClipAudio(audio, inputs[i]!, audioTracks[i] ?? null, clip.fromMs, clip.toMs, offsets[i]!, ctx);
          soundMs = performance.now() - soundStart;
        })()
      : Promise.resolve();
    // A failure is thrown where the sound is awaited; a failed frame loop cancels the output and the sound with it.
    sound.catch(() => undefined);

    const totalFrames = Math.round((durationMs / 1000) * fps);
    let frame = 0;
    for (const [i, clip] of composition.clips.entries()) {
      const track = tracks[i]!;
      const first = Math.round((offsets[i]! / 1000) * fps);
      const last = Math.round(((offsets[i]! + clip.toMs - clip.fromMs) / 1000) * fps);
      const times: number[] = [];
      for (let f = first; f < last; f++) times.push((clip.fromMs + ((f - first) * 1000) / fps) / 1000);
      const frames = clipFrames(clip, track, times, W, H)[Symbol.asyncIterator]();
      // Stopped early (cancelled, failed), the frames are handed back, so the decoder's samples are closed, not left to GC.
      try {
        for (let first = true; ; first = false) {
          const next = await clock.time(first ? 'seek' : 'decode', frames.next());
          if (next.done) break;
          const draw = next.value;
          throwIfCancelled(ctx.signal);
          const atMs = (frame * 1000) / fps;
          clock.timeSync('draw', () => {
            // Every picture covers the whole frame; black only where there is none.
            if (!draw(g)) {
              g.fillStyle = '#000';
              g.fillRect(0, 0, W, H);
            }
            // The clip's logo, headline and captions laid out clear of each other, once (memoised), as the preview did.
            drawOverlays(g, arrangeOverlays(g, composition.overlays, W, H).overlays, atMs, W, H, bitmaps);
          });
          await clock.time('encode', video.add(frame / fps, 1 / fps));
          frame++;
          ctx.progress(frame, totalFrames, 'render');
        }
      } finally {
        await frames.return?.(undefined);
      }
    }
    await clock.time('sound', sound);
    return await finishMp4(output, out, { count: frame, fps, width: W, height: H }, { audioEncoder, soundMs }, clock);
  } catch (error) {
    return await failRender(error, output, out, ctx.signal);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    for (const b of bitmaps.values()) b.close();
    for (const i of inputs) i.dispose();
  }
}

type VideoTrack = Awaited<ReturnType<typeof decodableVideo>>;

/**
 * A clip's frames at the given source times, each as a function that draws it
 * into the output frame. A fixed crop is done by the decoder's sink (cropped and
 * scaled in one step); a moving one draws each frame's own part of the picture.
 * Each draw says whether it covered the frame (false: no picture at that time).
 */
async function* clipFrames(clip: CompositionClip, track: VideoTrack, times: number[], W: number, H: number) {
  const sw = track.displayWidth;
  const sh = track.displayHeight;
  if (clip.split) {
    // Split screen: the top half shows one part of the picture, the bottom half another (decision 043).
    const [top, bottom] = clip.split;
    const sink = new VideoSampleSink(track);
    for await (const sample of sink.samplesAtTimestamps(times))
      yield* drawnOnce(sample, (g, s) => {
        drawPart(g, s, pixels(top, sw, sh), { x: 0, y: 0, width: W, height: H / 2 });
        drawPart(g, s, pixels(bottom, sw, sh), { x: 0, y: H / 2, width: W, height: H / 2 });
      });
    return;
  }
  if (clip.cropPath && clip.cropPath.length > 1) {
    const sink = new VideoSampleSink(track);
    let i = 0;
    for await (const sample of sink.samplesAtTimestamps(times)) {
      const box = cropAt(clip, times[i++]! * 1000)!;
      yield* drawnOnce(sample, (g, s) => drawPart(g, s, pixels(box, sw, sh), { x: 0, y: 0, width: W, height: H }));
    }
    return;
  }
  const box = clip.crop ?? defaultCrop(sw, sh, W, H);
  const sink = new CanvasSink(track, {
    width: W,
    height: H,
    fit: 'fill',
    crop: {
      left: Math.round(box.x * sw),
      top: Math.round(box.y * sh),
      width: Math.round(box.width * sw),
      height: Math.round(box.height * sh),
    },
    poolSize: 2,
  });
  for await (const wrapped of sink.canvasesAtTimestamps(times))
    yield (g: OffscreenCanvasRenderingContext2D) => {
      if (wrapped) g.drawImage(wrapped.canvas, 0, 0);
      return wrapped !== null;
    };
}

/**
 * One decoded sample as a draw. The sample is closed once drawn, and also when the render stops before drawing it
 * (the consumer's return() resumes this generator's finally), so a cancelled render leaves no sample to the GC.
 */
async function* drawnOnce(sample: VideoSample | null, paint: (g: OffscreenCanvasRenderingContext2D, s: VideoSample) => void) {
  try {
    yield (g: OffscreenCanvasRenderingContext2D) => {
      if (!sample) return false;
      paint(g, sample);
      return true;
    };
  } finally {
    sample?.close();
  }
}

const pixels = (box: Box, sw: number, sh: number) => ({ x: box.x * sw, y: box.y * sh, width: box.width * sw, height: box.height * sh });

/** The overlays' web fonts, in the worker's own font set (an OffscreenCanvas draws with the fonts of its scope). */
export async function loadFonts(fonts: NonNullable<Composition['fonts']>) {
  const scope = self as unknown as { fonts?: FontFaceSet };
  if (!scope.fonts) return;
  await Promise.all(
    fonts.map(async (f) => {
      const face = new FontFace(f.family, `url(${JSON.stringify(f.url)})`, { weight: String(f.weight ?? 400) });
      // A font that does not load leaves the fallback in its place: the render goes on.
      await face.load().then(
        () => scope.fonts!.add(face),
        () => undefined,
      );
    }),
  );
}

/** A clip's sound placed at its offset in the output; silence for a clip without any, so the sound stays in step. */
async function addClipAudio(
  audio: AudioSampleSource,
  input: Input,
  track: Awaited<ReturnType<Input['getPrimaryAudioTrack']>>,
  fromMs: number,
  toMs: number,
  atMs: number,
  ctx: JobContext,
) {
  const from = fromMs / 1000;
  const to = toMs / 1000;
  const shift = atMs / 1000 - from;
  if (!track || !(await track.canDecode())) {
    if (track) throw new MediaJobError('unsupported_codec', `cannot decode ${track.codec}`, codecName(track.codec));
    const frames = Math.round((to - from) * AUDIO_RATE);
    await audio.add(
      new AudioSample({
        data: new Float32Array(frames * AUDIO_CHANNELS),
        format: 'f32-planar',
        numberOfChannels: AUDIO_CHANNELS,
        sampleRate: AUDIO_RATE,
        timestamp: atMs / 1000,
      }),
    );
    return;
  }
  for await (const sample of new AudioSampleSink(track).samples(from, to)) {
    try {
      throwIfCancelled(ctx.signal);
      const retimed = audioWindow(sample, from, to, shift);
      if (!retimed) continue;
      await audio.add(retimed);
      retimed.close();
    } finally {
      sample.close();
    }
  }
}
