// The page's upload queue, outside React so an upload keeps going while the
// user moves around the app. A file picked again after a reload is matched to
// its unfinished upload by fingerprint and resumes where it stopped.
import { declaredType, kindOf, precheck, type AssetView, type UploadView } from '@src/common/contracts/media';
import { UploadTask, type UploadSnapshot } from './engine';
import { NO_PROBE, countPdfPages, probeFile } from './probe';
import { createUpload, pendingUploads, putThumbnail, transportFor } from './transport';

export interface QueueItem {
  key: string;
  name: string;
  task: UploadTask | null;
  /** Set while the file is being read and the upload created. */
  preparing: boolean;
  resumed: boolean;
  error: string | null;
}

export const fingerprintOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

type Listener = () => void;
let items: QueueItem[] = [];
const listeners = new Set<Listener>();

function emit() {
  items = [...items];
  for (const l of listeners) l();
}

export const uploadsStore = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => items,
  dismiss(key: string) {
    items = items.filter((i) => i.key !== key);
    emit();
  },
};

export type Refusal = { name: string; code: 'unsupported_media_type' | 'upload_too_large' };

export interface AddOptions {
  org: string;
  folderId: string | null;
  onDone: (asset: AssetView) => void;
  /** The upload exists on the server (its first part not yet sent): a page may start work on the file now. */
  onCreated?: (upload: UploadView, file: File, probe: { durationMs: number | null }) => void;
}

/** Checks each file first (type and size, as the server will); returns the refused ones. */
export async function addFiles(files: File[], opts: AddOptions): Promise<Refusal[]> {
  const refused: Refusal[] = [];
  const accepted = files.filter((file) => {
    const code = precheck(declaredType(file.name, file.type), file.size);
    if (code) refused.push({ name: file.name, code });
    return !code;
  });
  if (accepted.length === 0) return refused;
  let pending: UploadView[] = [];
  try {
    pending = await pendingUploads(opts.org);
  } catch {
    /* offline: every file starts fresh */
  }
  for (const file of accepted) void enqueue(file, pending, opts);
  return refused;
}

async function enqueue(file: File, pending: UploadView[], opts: AddOptions) {
  const item: QueueItem = {
    key: `${fingerprintOf(file)}:${Math.random()}`,
    name: file.name,
    task: null,
    preparing: true,
    resumed: false,
    error: null,
  };
  items = [...items, item];
  emit();
  const type = declaredType(file.name, file.type);
  const kind = kindOf(type);
  // A PDF has no frame to probe: its pages are counted instead (decision 091). Subtitles are text: nothing to probe (097).
  const probe =
    kind === 'document'
      ? { ...NO_PROBE, pageCount: await countPdfPages(file) }
      : kind === 'subtitles'
        ? { ...NO_PROBE, pageCount: null }
        : { ...(await probeFile(file, kind ?? 'image')), pageCount: null };
  try {
    const previous = pending.find((u) => u.fingerprint === fingerprintOf(file) && u.size === file.size);
    const upload =
      previous ??
      (await createUpload(opts.org, {
        name: file.name,
        size: file.size,
        type,
        fingerprint: fingerprintOf(file),
        folderId: opts.folderId,
        durationMs: probe.durationMs,
        width: probe.width,
        height: probe.height,
        pageCount: probe.pageCount,
      }));
    const task = new UploadTask(file, upload, transportFor(opts.org));
    task.subscribe(emit);
    Object.assign(item, { task, preparing: false, resumed: Boolean(previous) });
    emit();
    opts.onCreated?.(upload, file, probe);
    await task.start();
    await afterDone(task, probe.thumbnail, opts);
  } catch (error) {
    Object.assign(item, { preparing: false, error: (error as { code?: string }).code ?? 'network_error' });
    emit();
  }
}

async function afterDone(task: UploadTask, thumb: Blob | null, opts: AddOptions) {
  const asset = task.snapshot.asset;
  if (task.snapshot.status !== 'done' || !asset) return;
  if (thumb) await putThumbnail(opts.org, asset.id, thumb).catch(() => {});
  opts.onDone(asset);
}

/** Resumes a paused or failed task; completion runs the same follow-up as a first start. */
export async function resume(item: QueueItem, opts: AddOptions) {
  if (!item.task) return;
  await item.task.start();
  await afterDone(item.task, null, opts);
}

/** The file of an upload this page is sending, if it is one of this tab's. */
export const itemOfUpload = (uploadId: string): QueueItem | undefined => items.find((i) => i.task?.upload.id === uploadId);

export function snapshotOf(item: QueueItem): UploadSnapshot | null {
  return item.task?.snapshot ?? null;
}

/** When the connection comes back, uploads that failed for lack of it try again. */
export function resumeOnReconnect(opts: AddOptions): () => void {
  const onOnline = () => {
    for (const item of items)
      if (item.task?.snapshot.status === 'failed' && item.task.snapshot.error === 'network_error') void resume(item, opts);
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
