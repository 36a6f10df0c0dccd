// The page side of the boundary: one Web Worker for media work, started on the
// first job, with typed, cancellable jobs and progress. Heavy media work
// (decoding, thumbnails, later waveforms, speech and rendering) never runs on
// the main thread.
import { MediaJobError } from './errors';
import type { FromWorker, JobInput, JobResult, JobType, Port, ToWorker } from './protocol';

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number, stage?: string, partial?: unknown) => void;
}

export class MediaClient {
  private nextId = 1;
  private port: Port | null = null;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: unknown): void; onProgress?: RunOptions['onProgress'] }
  >();

  constructor(private readonly connect: () => Port) {}

  run<T extends JobType>(type: T, input: JobInput<T>, options: RunOptions = {}): Promise<JobResult<T>> {
    if (options.signal?.aborted) return Promise.reject(new MediaJobError('cancelled', 'cancelled'));
    const port = this.ensurePort();
    const id = this.nextId++;
    return new Promise<JobResult<T>>((resolve, reject) => {
      const onAbort = () => port.postMessage({ kind: 'cancel', id } satisfies ToWorker);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => options.signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        resolve: (v) => (done(), resolve(v as JobResult<T>)),
        reject: (e) => (done(), reject(e)),
        onProgress: options.onProgress,
      });
      port.postMessage({ kind: 'start', id, type, input } satisfies ToWorker);
    });
  }

  private ensurePort(): Port {
    if (this.port) return this.port;
    const port = this.connect();
    port.addEventListener('message', (event: MessageEvent) => this.receive(event.data as FromWorker));
    // A worker that fails to load or crashes fails every job it had.
    (port as Partial<Worker>).addEventListener?.('error' as never, (() => this.failAll('worker_failed')) as never);
    this.port = port;
    return port;
  }

  private receive(message: FromWorker) {
    const job = this.pending.get(message.id);
    if (!job) return;
    if (message.kind === 'progress') job.onProgress?.(message.done, message.total, message.stage, message.partial);
    else {
      this.pending.delete(message.id);
      if (message.kind === 'result') job.resolve(message.result);
      else job.reject(new MediaJobError(message.code, message.message, message.detail));
    }
  }

  private failAll(code: 'worker_failed') {
    for (const [id, job] of this.pending) {
      this.pending.delete(id);
      job.reject(new MediaJobError(code, 'the media worker stopped'));
    }
    this.port = null;
  }
}

let shared: MediaClient | null = null;

/** The app's one media worker (Vite bundles client/media/worker.ts as its own file). */
export function mediaClient(): MediaClient {
  shared ??= new MediaClient(
    () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'palco-media' }) as unknown as Port,
  );
  return shared;
}
