// A file made in the browser (a rendered clip, an export) saved to the
// organization's library with the same resumable upload as a dropped file, for
// a tool that waits for it: resolves with the new asset, or fails.
import type { AssetView, CreateUploadInput, UploadView } from '@src/common/contracts/media';
import { UploadTask } from '../upload/engine';
import { createUpload, transportFor } from '../upload/transport';

export interface SaveFileOptions {
  durationMs?: number | null;
  width?: number | null;
  height?: number | null;
  onProgress?: (loaded: number, size: number) => void;
  /** Creates the upload another way (a clip's render makes its own: decision 032); the library's by default. */
  create?: (input: CreateUploadInput) => Promise<UploadView>;
}

export async function saveFileToLibrary(org: string, file: File, opts: SaveFileOptions = {}): Promise<AssetView> {
  const upload = await (opts.create ?? ((input: CreateUploadInput) => createUpload(org, input)))({
    name: file.name,
    size: file.size,
    type: file.type,
    folderId: null,
    durationMs: opts.durationMs ?? null,
    width: opts.width ?? null,
    height: opts.height ?? null,
  });
  const task = new UploadTask(file, upload, transportFor(org));
  const stop = task.subscribe(() => opts.onProgress?.(task.snapshot.loaded, task.snapshot.size));
  try {
    await task.start();
  } finally {
    stop();
  }
  const { status, asset, error } = task.snapshot;
  if (status !== 'done' || !asset) throw Object.assign(new Error(error ?? 'upload failed'), { code: error ?? 'network_error' });
  return asset;
}
