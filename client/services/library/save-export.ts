// "Save this export to the library": what every editor that renders a video or an image does with the result
// (the clipper's clips, the video editor's, subtitles' and stories' exports). The rendered bytes
// become a file under the editor's name, go up by the same resumable upload as a dropped file, and
// resolve with the new asset, or fail. Editors import this, never the upload engine (decision 031).
// An editor names its project: the file then knows where it came from (the approval rule holds it
// back until the project is approved) and the project's activity records it (decision 071).
import { useQueryClient } from '@tanstack/react-query';
import type { AssetView, CreateUploadInput, UploadView } from '@src/common/contracts/media';
import type { RenderResult } from '@client/media/protocol';
import { UploadTask } from './upload/engine';
import { createUpload, putThumbnail, transportFor } from './upload/transport';
import { probeFile } from './upload/probe';
import { libraryKey } from './library';

/** What a render hands over: the bytes and what the library shows of them. */
export type RenderedVideo = Pick<RenderResult, 'file' | 'durationMs' | 'width' | 'height'>;

export interface SavedExport {
  asset: AssetView;
  /** The file as saved (its name, its bytes), for the editor's download link. */
  file: File;
}

/** Makes the upload the file goes up by: the library's by default; a clip's render makes its own (decision 032). */
export type CreateUploadFn = (input: CreateUploadInput) => Promise<UploadView>;

/** What the library is told of a file besides its bytes: its probe, and the project it is an export of (none for a source photo). */
type Facts = Pick<CreateUploadInput, 'durationMs' | 'width' | 'height' | 'projectId' | 'pageCount'>;

/** Saves a rendered MP4 of `projectId` under `fileName`; `onProgress` follows the upload. */
export async function saveExportToLibrary(
  org: string,
  video: RenderedVideo,
  fileName: string,
  projectId: string | null,
  onProgress?: (loaded: number, size: number) => void,
  create: CreateUploadFn = (input) => createUpload(org, input),
): Promise<SavedExport> {
  const file = new File([video.file], fileName, { type: 'video/mp4' });
  const facts = { durationMs: video.durationMs, width: video.width, height: video.height, projectId };
  return uploadToLibrary(org, file, facts, onProgress, create);
}

/** Saves an image (an editor's PNG, JPEG or WebP export of `projectId`, or with null a photo opened from the computer) under its file's name. */
export const saveImageToLibrary = (org: string, file: File, size: { width: number; height: number }, projectId: string | null) =>
  uploadToLibrary(org, file, { durationMs: null, ...size, projectId });

/**
 * Saves a PDF export of `projectId` (the carousel's, for a LinkedIn document post, decision 091) with
 * its page count, which the carousel knows exactly; `cover`, the first page as an image, becomes its thumbnail.
 */
export async function saveDocumentToLibrary(org: string, file: File, pageCount: number, projectId: string | null, cover?: Blob | null) {
  const saved = await uploadToLibrary(org, file, { durationMs: null, width: null, height: null, pageCount, projectId });
  if (cover) {
    // The thumbnail is the browser's own small picture of the cover; a PDF has no frame the library could draw.
    const { thumbnail } = await probeFile(new File([cover], 'cover.png', { type: cover.type || 'image/png' }), 'image');
    if (thumbnail) {
      const res = await putThumbnail(org, saved.asset.id, thumbnail).catch(() => null);
      if (res?.ok) saved.asset = { ...saved.asset, hasThumbnail: true };
    }
  }
  return saved;
}

/** A PDF saved from a page, the library's lists read again once it is in. */
export function useSaveDocument(org: string, projectId: string | null) {
  const client = useQueryClient();
  return async (file: File, pageCount: number, cover?: Blob | null) => {
    const saved = await saveDocumentToLibrary(org, file, pageCount, projectId, cover);
    void client.invalidateQueries({ queryKey: libraryKey(org) });
    return saved;
  };
}

/**
 * Saves an SRT or WebVTT file the subtitles tool made from `projectId` (decision 097): the same upload, named
 * by the project so the approval rule and the activity see it; the Worker proves it is subtitles by its text.
 */
export function useSaveSubtitles(org: string, projectId: string | null) {
  const client = useQueryClient();
  return async (file: File) => {
    const saved = await uploadToLibrary(org, file, { durationMs: null, width: null, height: null, projectId });
    void client.invalidateQueries({ queryKey: libraryKey(org) });
    return saved;
  };
}

async function uploadToLibrary(
  org: string,
  file: File,
  facts: Facts,
  onProgress?: (loaded: number, size: number) => void,
  create: CreateUploadFn = (input) => createUpload(org, input),
): Promise<SavedExport> {
  const upload = await create({ name: file.name, size: file.size, type: file.type, folderId: null, ...facts });
  const task = new UploadTask(file, upload, transportFor(org));
  const stop = task.subscribe(() => onProgress?.(task.snapshot.loaded, task.snapshot.size));
  try {
    await task.start();
  } finally {
    stop();
  }
  const { status, asset, error } = task.snapshot;
  if (status !== 'done' || !asset) throw Object.assign(new Error(error ?? 'upload failed'), { code: error ?? 'network_error' });
  return { asset, file };
}

/** The same from a page: the library's lists are read again once the file is in. */
export function useSaveExport(org: string, projectId: string | null) {
  const client = useQueryClient();
  return async (video: RenderedVideo, fileName: string, onProgress?: (loaded: number, size: number) => void) => {
    const saved = await saveExportToLibrary(org, video, fileName, projectId, onProgress);
    void client.invalidateQueries({ queryKey: libraryKey(org) });
    return saved;
  };
}

/** An image saved from a page (an export of `projectId`, or with null a source photo), the library's lists read again once it is in. */
export function useSaveImage(org: string, projectId: string | null) {
  const client = useQueryClient();
  return async (file: File, size: { width: number; height: number }) => {
    const saved = await saveImageToLibrary(org, file, size, projectId);
    void client.invalidateQueries({ queryKey: libraryKey(org) });
    return saved;
  };
}
