// One file's multipart upload, as a small state machine the UI only draws.
// Parts go a few at a time, each retried with backoff; pause and cancel abort
// what is in flight; a resumed task sends only the parts the server lacks.
import type { AssetView, UploadView } from '@src/common/contracts/media';

export type UploadStatus = 'uploading' | 'paused' | 'completing' | 'done' | 'failed' | 'cancelled';

export interface UploadSnapshot {
  status: UploadStatus;
  /** Bytes the server has confirmed plus bytes of parts in flight. */
  loaded: number;
  size: number;
  /** Bytes per second, smoothed; null until measured. */
  speed: number | null;
  /** Seconds left at the current speed; null while unknown. */
  etaSeconds: number | null;
  /** An error code of the catalogue when failed. */
  error: string | null;
  asset: AssetView | null;
}

/** A failure the transport reports: status null means no response arrived. */
export class TransferError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
  ) {
    super(code);
  }
}

export interface UploadTransport {
  sendPart(uploadId: string, partNumber: number, body: Blob, onProgress: (sent: number) => void, signal: AbortSignal): Promise<void>;
  complete(uploadId: string): Promise<AssetView>;
  abort(uploadId: string): Promise<void>;
}

export interface EngineOptions {
  concurrency?: number;
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 500 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Network trouble, server hiccups and rate limits are worth another try; a refusal is not. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof TransferError)) return false;
  return (
    error.status === null ||
    error.status >= 500 ||
    error.status === 429 ||
    error.status === 408 ||
    error.code === 'upload_incomplete' ||
    error.code === 'part_incomplete'
  );
}

export class UploadTask {
  private state: UploadSnapshot;
  private readonly done = new Set<number>();
  private readonly inFlight = new Map<number, number>();
  private controller: AbortController | null = null;
  private listeners = new Set<() => void>();
  private samples: { t: number; bytes: number }[] = [];
  private readonly opts: Required<EngineOptions>;

  constructor(
    readonly file: Blob,
    readonly upload: UploadView,
    private readonly transport: UploadTransport,
    options: EngineOptions = {},
  ) {
    this.opts = {
      concurrency: options.concurrency ?? 3,
      maxAttempts: options.maxAttempts ?? 6,
      backoffMs: options.backoffMs ?? defaultBackoff,
      now: options.now ?? (() => performance.now()),
      sleep: options.sleep ?? abortableSleep,
    };
    for (const p of upload.parts) this.done.add(p.partNumber);
    this.state = {
      status: 'paused',
      loaded: this.confirmedBytes(),
      size: upload.size,
      speed: null,
      etaSeconds: null,
      error: null,
      asset: null,
    };
  }

  get snapshot(): UploadSnapshot {
    return this.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts or resumes; resolves when the task settles (done, failed, paused or cancelled). */
  async start(): Promise<void> {
    if (
      this.state.status === 'uploading' ||
      this.state.status === 'completing' ||
      this.state.status === 'done' ||
      this.state.status === 'cancelled'
    )
      return;
    const controller = new AbortController();
    this.controller = controller;
    this.samples = [];
    this.set({ status: 'uploading', error: null, speed: null, etaSeconds: null });
    try {
      const queue = this.partNumbers().filter((n) => !this.done.has(n));
      const worker = async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) await this.sendWithRetry(n, controller.signal);
      };
      await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, Math.max(queue.length, 1)) }, worker));
      this.set({ status: 'completing', etaSeconds: 0 });
      const asset = await this.transport.complete(this.upload.id);
      this.set({ status: 'done', asset, loaded: this.upload.size, etaSeconds: 0 });
    } catch (error) {
      controller.abort();
      this.inFlight.clear();
      // pause() and cancel() abort on purpose; that is not a failure.
      const status = this.state.status as UploadStatus;
      if (status === 'paused' || status === 'cancelled') return;
      const code = error instanceof TransferError ? error.code : 'network_error';
      this.set({ status: 'failed', error: code, loaded: this.confirmedBytes(), speed: null, etaSeconds: null });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  pause(): void {
    if (this.state.status !== 'uploading') return;
    this.set({ status: 'paused', speed: null, etaSeconds: null });
    this.controller?.abort();
    this.inFlight.clear();
    this.set({ loaded: this.confirmedBytes() });
  }

  async cancel(): Promise<void> {
    if (this.state.status === 'done' || this.state.status === 'cancelled') return;
    this.set({ status: 'cancelled', speed: null, etaSeconds: null });
    this.controller?.abort();
    await this.transport.abort(this.upload.id).catch(() => {});
  }

  private async sendWithRetry(n: number, signal: AbortSignal): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.transport.sendPart(this.upload.id, n, this.slice(n), (sent) => this.progress(n, sent), signal);
        this.inFlight.delete(n);
        this.done.add(n);
        this.progress(n, 0);
        return;
      } catch (error) {
        this.inFlight.delete(n);
        if (signal.aborted) throw error;
        if (!isRetryable(error) || attempt >= this.opts.maxAttempts) throw error;
        await this.opts.sleep(this.opts.backoffMs(attempt), signal);
      }
    }
  }

  private progress(n: number, sent: number) {
    if (sent > 0) this.inFlight.set(n, sent);
    let loaded = this.confirmedBytes();
    for (const bytes of this.inFlight.values()) loaded += bytes;
    const t = this.opts.now();
    this.samples.push({ t, bytes: loaded });
    // Speed over the last few seconds: steady enough to read, quick to follow a change.
    while (this.samples.length > 2 && t - this.samples[0]!.t > 5000) this.samples.shift();
    const first = this.samples[0]!;
    const elapsed = (t - first.t) / 1000;
    const speed = elapsed >= 0.5 ? Math.max(0, (loaded - first.bytes) / elapsed) : this.state.speed;
    const etaSeconds = speed ? Math.ceil((this.upload.size - loaded) / speed) : null;
    this.set({ loaded, speed, etaSeconds });
  }

  private partNumbers(): number[] {
    return Array.from({ length: this.upload.partCount }, (_, i) => i + 1);
  }

  private slice(n: number): Blob {
    return this.file.slice((n - 1) * this.upload.partSize, Math.min(n * this.upload.partSize, this.upload.size));
  }

  private confirmedBytes(): number {
    let sum = 0;
    for (const n of this.done) sum += Math.min(this.upload.partSize, this.upload.size - (n - 1) * this.upload.partSize);
    return sum;
  }

  private set(patch: Partial<UploadSnapshot>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}
