// The messages between the page and the media Web Worker. Shared by both
// sides and by the tests; nothing here runs code. One job per request id; the
// worker answers with progress events, then exactly one result or error.

/** What a probe learns about a file without uploading it (client/media/jobs/probe.ts). */
export interface Probe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  thumbnail: Blob | null;
}

/** Every job the worker knows, by type: its input and its result. Later issues add decode, waveform, transcribe, render. */
export interface JobTypes {
  probe: { input: { file: Blob; kind: 'video' | 'image' }; result: Probe };
}
export type JobType = keyof JobTypes;
export type JobInput<T extends JobType> = JobTypes[T]['input'];
export type JobResult<T extends JobType> = JobTypes[T]['result'];

/** Why a job failed, as a code the page turns into words in the user's language. */
export type MediaErrorCode = 'cancelled' | 'unsupported_codec' | 'unreadable_file' | 'worker_failed';

export type ToWorker =
  | { kind: 'start'; id: number; type: JobType; input: JobInput<JobType> }
  | { kind: 'cancel'; id: number };

export type FromWorker =
  | { kind: 'progress'; id: number; done: number; total: number; stage?: string }
  | { kind: 'result'; id: number; result: JobResult<JobType> }
  | { kind: 'error'; id: number; code: MediaErrorCode; message: string; detail?: string };

/** The port each side talks through: a Worker, its global scope, or a MessageChannel port in tests. */
export interface Port {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Buffers inside a result that can move instead of being copied (a Blob is shared, not copied). */
export function transferablesOf(value: unknown, found: Transferable[] = [], depth = 0): Transferable[] {
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  if (value instanceof ArrayBuffer) found.push(value);
  else if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.push(value.buffer);
  } else if (Array.isArray(value)) for (const v of value) transferablesOf(v, found, depth + 1);
  else if (!(value instanceof Blob)) for (const v of Object.values(value)) transferablesOf(v, found, depth + 1);
  return [...new Set(found)];
}
