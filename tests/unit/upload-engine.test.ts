// The uploader's engine with a scripted transport: which parts it sends, how
// it retries, what pause and cancel do, and what it reports.
import { describe, expect, it } from 'vitest';
import type { AssetView, UploadView } from '../../src/common/contracts/media';
import { TransferError, UploadTask, type UploadTransport } from '../../client/services/library/upload/engine';

const plan = (size: number, partSize: number, received: number[] = []): UploadView => ({
  id: 'upl_1',
  name: 'a.mp4',
  size,
  type: 'video/mp4',
  partSize,
  partCount: Math.ceil(size / partSize),
  fingerprint: null,
  createdAt: new Date(0).toISOString(),
  parts: received.map((n) => ({ partNumber: n, size: partSize })),
});

const asset = { id: 'ast_1', name: 'a.mp4' } as AssetView;

function transport(script: (n: number, attempt: number) => Promise<void> | void = () => {}) {
  const calls: { n: number; size: number }[] = [];
  const attempts = new Map<number, number>();
  const t: UploadTransport & { calls: typeof calls; completed: number; aborted: number } = {
    calls,
    completed: 0,
    aborted: 0,
    async sendPart(_id, n, body, onProgress, signal) {
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      calls.push({ n, size: body.size });
      onProgress(body.size / 2);
      await script(n, attempt);
      if (signal.aborted) throw signal.reason;
      onProgress(body.size);
    },
    async complete() {
      t.completed++;
      return asset;
    },
    async abort() {
      t.aborted++;
    },
  };
  return t;
}

const noWait = { sleep: async () => {}, backoffMs: () => 0 };

describe('UploadTask', () => {
  it('sends every part once, in slices of the planned size, then completes', async () => {
    const t = transport();
    const task = new UploadTask(new Blob([new Uint8Array(25)]), plan(25, 10), t, noWait);
    await task.start();
    expect(t.calls.map((c) => c.n).sort()).toEqual([1, 2, 3]);
    expect(t.calls.find((c) => c.n === 3)!.size).toBe(5);
    expect(task.snapshot).toMatchObject({ status: 'done', loaded: 25, asset });
    expect(t.completed).toBe(1);
  });

  it('resumes with only the parts the server lacks', async () => {
    const t = transport();
    const task = new UploadTask(new Blob([new Uint8Array(40)]), plan(40, 10, [1, 2, 3]), t, noWait);
    expect(task.snapshot.loaded).toBe(30);
    await task.start();
    expect(t.calls.map((c) => c.n)).toEqual([4]);
    expect(task.snapshot.status).toBe('done');
  });

  it('retries network errors with backoff, and gives up on a refusal at once', async () => {
    const delays: number[] = [];
    const flaky = transport((n, attempt) => {
      if (n === 2 && attempt < 3) throw new TransferError(null, 'network_error');
    });
    const task = new UploadTask(new Blob([new Uint8Array(20)]), plan(20, 10), flaky, {
      sleep: async (ms) => void delays.push(ms),
      backoffMs: (a) => a * 100,
    });
    await task.start();
    expect(task.snapshot.status).toBe('done');
    expect(delays).toEqual([100, 200]);

    const refused = transport(() => {
      throw new TransferError(415, 'unsupported_media_type');
    });
    const bad = new UploadTask(new Blob([new Uint8Array(20)]), plan(20, 10), refused, noWait);
    await bad.start();
    expect(bad.snapshot).toMatchObject({ status: 'failed', error: 'unsupported_media_type' });
    expect(refused.calls.filter((c) => c.n === 1)).toHaveLength(1);
    expect(refused.completed).toBe(0);
  });

  it('fails with network_error after the last attempt, keeping the confirmed bytes', async () => {
    const down = transport((n) => {
      if (n === 2) throw new TransferError(null, 'network_error');
    });
    const task = new UploadTask(new Blob([new Uint8Array(20)]), plan(20, 10), down, { ...noWait, maxAttempts: 3, concurrency: 1 });
    await task.start();
    expect(task.snapshot).toMatchObject({ status: 'failed', error: 'network_error', loaded: 10 });
    expect(down.calls.filter((c) => c.n === 2)).toHaveLength(3);
  });

  it('pause stops sending and a later start finishes; cancel aborts the upload on the server', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const t = transport(async (n) => {
      if (n === 2) await gate;
    });
    const task = new UploadTask(new Blob([new Uint8Array(30)]), plan(30, 10), t, { ...noWait, concurrency: 1 });
    const run = task.start();
    await new Promise((r) => setTimeout(r, 0));
    task.pause();
    release();
    await run;
    expect(task.snapshot.status).toBe('paused');
    expect(t.completed).toBe(0);
    await task.start();
    expect(task.snapshot.status).toBe('done');

    const other = transport();
    const cancelled = new UploadTask(new Blob([new Uint8Array(30)]), plan(30, 10), other, noWait);
    await cancelled.cancel();
    expect(cancelled.snapshot.status).toBe('cancelled');
    expect(other.aborted).toBe(1);
    await cancelled.start();
    expect(other.calls).toEqual([]);
  });

  it('reports speed and time left from its progress', async () => {
    let clock = 0;
    const t = transport(() => {
      clock += 1000;
    });
    const task = new UploadTask(new Blob([new Uint8Array(40)]), plan(40, 10), t, { ...noWait, concurrency: 1, now: () => clock });
    const seen: (number | null)[] = [];
    task.subscribe(() => seen.push(task.snapshot.speed));
    await task.start();
    expect(seen.some((s) => s !== null && s > 0)).toBe(true);
  });
});
