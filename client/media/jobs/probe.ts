// Probing in the worker: a video's duration, display size and a thumbnail from
// a frame a little in (mediabunny reads only the parts of the file it needs,
// so a 2 GB file is never held in memory); an image's size and thumbnail.
import { ALL_FORMATS, BlobSource, CanvasSink, Input } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { JobContext } from '../host';
import type { Probe } from '../protocol';

export const THUMB_WIDTH = 480;
const EMPTY: Probe = { durationMs: null, width: null, height: null, thumbnail: null };

async function jpeg(canvas: OffscreenCanvas): Promise<Blob> {
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
}

async function probeVideo(file: Blob, ctx: JobContext): Promise<Probe> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    const duration = await input.computeDuration();
    const track = await input.getPrimaryVideoTrack();
    const durationMs = Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : null;
    if (!track) return { ...EMPTY, durationMs };
    const width = track.displayWidth || null;
    const height = track.displayHeight || null;
    ctx.progress(1, 2, 'metadata');
    if (ctx.signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
    if (!(await track.canDecode())) return { durationMs, width, height, thumbnail: null };
    const sink = new CanvasSink(track, { width: Math.min(THUMB_WIDTH, track.displayWidth), poolSize: 1 });
    // A frame a little in shows more than the first, often black, one.
    const at = (await track.getFirstTimestamp()) + Math.min(1, (duration || 0) / 10);
    const frame = await sink.getCanvas(at);
    ctx.progress(2, 2, 'thumbnail');
    return { durationMs, width, height, thumbnail: frame ? await jpeg(frame.canvas as OffscreenCanvas) : null };
  } finally {
    input.dispose();
  }
}

async function probeImage(file: Blob): Promise<Probe> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, THUMB_WIDTH / width);
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return { durationMs: null, width: width || null, height: height || null, thumbnail: await jpeg(canvas) };
  } finally {
    bitmap.close();
  }
}

/** Never fails for a file it cannot read: the upload goes on without these extras. Only a cancel fails it. */
export async function probe(input: { file: Blob; kind: 'video' | 'image' }, ctx: JobContext): Promise<Probe> {
  try {
    return await (input.kind === 'video' ? probeVideo(input.file, ctx) : probeImage(input.file));
  } catch (error) {
    if (error instanceof MediaJobError && error.code === 'cancelled') throw error;
    return EMPTY;
  }
}
