// The typed Web Worker boundary (client/media), over a MessageChannel in Node:
// the same page and worker code as in the browser, with handlers made here.
import { afterEach, describe, expect, it } from 'vitest';
import { MediaClient } from '../../client/media/client';
import { MediaJobError } from '../../client/media/errors';
import { serveJobs, type Handlers } from '../../client/media/host';
import { transferablesOf, type Port } from '../../client/media/protocol';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

function connect(handlers: Partial<Handlers>) {
  const channel = new MessageChannel();
  channels.push(channel);
  const workerSide = channel.port2 as unknown as Port & { start(): void };
  serveJobs(workerSide, handlers as Handlers);
  workerSide.start();
  let connects = 0;
  const client = new MediaClient(() => {
    connects++;
    const page = channel.port1 as unknown as Port & { start(): void };
    queueMicrotask(() => page.start());
    return page;
  });
  return { client, connects: () => connects };
}

const file = new Blob([new Uint8Array([1, 2, 3])]);

describe('media worker boundary', () => {
  it('runs a job, reports its progress in order, and answers once; the worker starts on the first job only', async () => {
    const { client, connects } = connect({
      probe: async (_input, ctx) => {
        ctx.progress(1, 2, 'metadata');
        ctx.progress(2, 2, 'thumbnail');
        return { durationMs: 1500, width: 640, height: 360, thumbnail: null };
      },
    });
    expect(connects()).toBe(0);
    const seen: string[] = [];
    const result = await client.run('probe', { file, kind: 'video' }, { onProgress: (d, t, s) => seen.push(`${d}/${t} ${s}`) });
    expect(result).toEqual({ durationMs: 1500, width: 640, height: 360, thumbnail: null });
    expect(seen).toEqual(['1/2 metadata', '2/2 thumbnail']);
    await client.run('probe', { file, kind: 'image' });
    expect(connects()).toBe(1);
  });

  it('keeps concurrent jobs apart by id', async () => {
    const { client } = connect({
      probe: async (input) => {
        await new Promise((r) => setTimeout(r, input.kind === 'video' ? 30 : 1));
        return { durationMs: input.kind === 'video' ? 1 : null, width: null, height: null, thumbnail: null };
      },
    });
    const [v, i] = await Promise.all([client.run('probe', { file, kind: 'video' }), client.run('probe', { file, kind: 'image' })]);
    expect(v.durationMs).toBe(1);
    expect(i.durationMs).toBeNull();
  });

  it('cancels a running job through its AbortSignal: the job sees the abort and the caller gets "cancelled"', async () => {
    let sawAbort = false;
    const { client } = connect({
      probe: (_input, ctx) =>
        new Promise((_, reject) => {
          ctx.signal.addEventListener('abort', () => {
            sawAbort = true;
            reject(new Error('stopped'));
          });
        }),
    });
    const controller = new AbortController();
    const job = client.run('probe', { file, kind: 'video' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(job).rejects.toMatchObject({ code: 'cancelled' });
    expect(sawAbort).toBe(true);
  });

  it('refuses at once a job whose signal is already aborted', async () => {
    const { client, connects } = connect({ probe: async () => ({ durationMs: null, width: null, height: null, thumbnail: null }) });
    await expect(client.run('probe', { file, kind: 'image' }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(MediaJobError);
    expect(connects()).toBe(0);
  });

  it('passes a failure with its code and detail (e.g. the codec), and a plain error as worker_failed', async () => {
    const { client } = connect({
      probe: async (input) => {
        if (input.kind === 'video') throw new MediaJobError('unsupported_codec', 'cannot decode', 'hevc');
        throw new Error('boom');
      },
    });
    await expect(client.run('probe', { file, kind: 'video' })).rejects.toMatchObject({ code: 'unsupported_codec', detail: 'hevc' });
    await expect(client.run('probe', { file, kind: 'image' })).rejects.toMatchObject({ code: 'worker_failed', message: 'boom' });
  });

  it('moves result buffers instead of copying them', () => {
    const samples = new Float32Array(8);
    const raw = new ArrayBuffer(4);
    const found = transferablesOf({ peaks: samples, nested: [{ raw }], blob: file, n: 1 });
    expect(found).toContain(samples.buffer);
    expect(found).toContain(raw);
    expect(found).toHaveLength(2);
  });
});
