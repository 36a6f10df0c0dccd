// Where a render writes its MP4: a file in the origin-private file system when
// the worker has one, so the encoded video goes to disk as it is made and the
// result is a disk-backed File; memory otherwise.
import { BufferTarget, StreamTarget, type Output, type StreamTargetChunk, type Target } from 'mediabunny';
import { MediaJobError } from '../errors';
import type { RenderResult } from '../protocol';
import type { StageClock } from './stage-clock';

export interface RenderTarget {
  target: Target;
  /** The finished file; call after the output is finalized. */
  file(): Promise<Blob>;
  /** Drops a cancelled render's partial file. */
  discard(): Promise<void>;
}

const DIR = 'palco-renders';
/** A render's file is kept this long for the page to save or upload it, then cleared by a later render. */
const KEEP_MS = 60 * 60 * 1000;

async function opfsTarget(name: string): Promise<RenderTarget | null> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage;
  if (!storage?.getDirectory) return null;
  try {
    const dir = await (await storage.getDirectory()).getDirectoryHandle(DIR, { create: true });
    await clearOld(dir);
    const handle = await dir.getFileHandle(name, { create: true });
    const access = await (handle as FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncAccess> }).createSyncAccessHandle();
    const writable = new WritableStream<StreamTargetChunk>({
      write: (chunk) => void access.write(chunk.data, { at: chunk.position }),
      close: () => {
        access.flush();
        access.close();
      },
      abort: () => access.close(),
    });
    return {
      target: new StreamTarget(writable, { chunked: true, chunkSize: 4 * 1024 * 1024 }),
      file: () => handle.getFile(),
      discard: async () => {
        try {
          access.close();
        } catch {
          // Already closed by the stream.
        }
        await dir.removeEntry(name).catch(() => undefined);
      },
    };
  } catch {
    // No OPFS in this context (e.g. a private window): fall back to memory.
    return null;
  }
}

interface SyncAccess {
  write(data: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}

async function clearOld(dir: FileSystemDirectoryHandle) {
  const now = Date.now();
  for await (const [name, entry] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
    if (entry.kind !== 'file') continue;
    const file = await (entry as FileSystemFileHandle).getFile().catch(() => null);
    if (!file || now - file.lastModified > KEEP_MS) await dir.removeEntry(name).catch(() => undefined);
  }
}

export async function renderTarget(name: string): Promise<RenderTarget> {
  const disk = await opfsTarget(name);
  if (disk) return disk;
  const target = new BufferTarget();
  return { target, file: async () => new Blob([target.buffer!], { type: 'video/mp4' }), discard: async () => undefined };
}

/**
 * A render's MP4, finalized and read back as the job's result: `frames.count` frames at `frames.fps`.
 * A render has sound exactly when it chose an AAC encoder for it, so the codec follows (decision 044).
 */
export async function finishMp4(
  output: Output,
  out: RenderTarget,
  frames: { count: number; fps: number; width: number; height: number },
  sound: Pick<RenderResult, 'audioEncoder' | 'soundMs'>,
  clock?: StageClock,
): Promise<RenderResult> {
  const t0 = performance.now();
  await output.finalize();
  const t1 = performance.now();
  const file = await out.file();
  clock?.add('mux', t1 - t0);
  clock?.add('save', performance.now() - t1);
  return {
    file: new Blob([file], { type: 'video/mp4' }),
    durationMs: Math.round((frames.count / frames.fps) * 1000),
    width: frames.width,
    height: frames.height,
    videoCodec: 'avc',
    audioCodec: sound.audioEncoder ? 'aac' : null,
    ...sound,
    ...(clock ? { stages: clock.ms } : {}),
  };
}

/** A render that failed: its partial file dropped, the error as the job's ("cancelled" when the signal was). */
export async function failRender(error: unknown, output: Output | null, out: RenderTarget, signal: AbortSignal): Promise<never> {
  await output?.cancel().catch(() => undefined);
  await out.discard();
  if (signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
  if (error instanceof MediaJobError) throw error;
  throw new MediaJobError('unreadable_file', error instanceof Error ? error.message : String(error));
}
