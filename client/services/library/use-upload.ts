// What other features may know of an upload this tab is sending: its file and
// progress by the server's upload id, resuming it, and continuing an upload an
// earlier visit left (with the same file only: its bytes are what was analysed).
import { useCallback, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { sendFiles } from './upload/send';
import type { UploadSnapshot } from './upload/engine';
import { pendingUploads } from './upload/transport';
import { addFiles, fingerprintOf, itemOfUpload, resume, uploadsStore, type AddOptions } from './upload/uploads-store';

export type { UploadSnapshot };

/** This tab's upload with that id (its file and progress), if this tab is sending it. */
export function useUpload(uploadId: string | null): { file: Blob; snapshot: UploadSnapshot } | null {
  useSyncExternalStore(uploadsStore.subscribe, uploadsStore.get, uploadsStore.get);
  const task = uploadId ? itemOfUpload(uploadId)?.task : null;
  return task ? { file: task.file, snapshot: task.snapshot } : null;
}

/** Resumes a paused or failed upload of this tab. */
export function resumeUpload(uploadId: string, opts: AddOptions): void {
  const item = itemOfUpload(uploadId);
  if (item) void resume(item, opts);
}

/**
 * Continues an upload an earlier visit left, from the same file: `not_yours`
 * when it is not the caller's unfinished upload, `other_file` when the file is
 * not the one it started with.
 */
export async function continueUpload(uploadId: string, file: File, opts: AddOptions): Promise<'not_yours' | 'other_file' | null> {
  const mine = (await pendingUploads(opts.org).catch(() => [])).find((u) => u.id === uploadId);
  if (!mine) return 'not_yours';
  if (mine.fingerprint !== fingerprintOf(file)) return 'other_file';
  await addFiles([file], opts);
  return null;
}

/** Sends files to the library from any page (refusals told as toasts, progress in the library's queue). */
export function useUploadFiles(org: string, t: TFunction, onDone: () => void): (files: File[]) => Promise<void> {
  return useCallback((files: File[]) => sendFiles(files, { org, folderId: null, onDone }, t), [org, t, onDone]);
}
