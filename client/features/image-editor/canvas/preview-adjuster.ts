// Adjusts the preview's pixels in a worker, latest request first: while one picture is
// being adjusted, newer slider values replace each other and only the last is sent,
// so a fast drag never queues stale work. On a machine with a graphics card the GPU
// does it in the page instead (a few milliseconds, no copy); where workers are
// missing, the main thread does it (the export's path).
import type { Adjustments } from '@src/common/contracts/image';
import { applyAdjustments } from '../model/adjust';
import type { AdjustRequest } from './adjust-worker';

type Done = (data: Uint8ClampedArray<ArrayBuffer>) => void;

export class PreviewAdjuster {
  private worker: Worker | null = null;
  private next = 1;
  private busy: number | null = null;
  private waiting: { request: AdjustRequest; done: Done } | null = null;
  private current: Done | null = null;

  /** Adjusts a copy of `pixels`; `done` is called with the result unless a newer request replaced this one first. */
  adjust(pixels: ImageData, adjustments: Adjustments, done: Done): void {
    const data = new Uint8ClampedArray(pixels.data);
    const request = { id: this.next++, width: pixels.width, height: pixels.height, data, adjustments };
    const worker = this.start();
    if (!worker) return done(applyAdjustments(request, adjustments).data as Uint8ClampedArray<ArrayBuffer>);
    if (this.busy !== null) {
      this.waiting = { request, done };
      return;
    }
    this.send(worker, request, done);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private send(worker: Worker, request: AdjustRequest, done: Done) {
    this.busy = request.id;
    this.current = done;
    worker.postMessage(request, [request.data.buffer]);
  }

  private start(): Worker | null {
    if (this.worker || typeof Worker === 'undefined') return this.worker;
    try {
      this.worker = new Worker(new URL('./adjust-worker.ts', import.meta.url), { type: 'module', name: 'palco-image-adjust' });
    } catch {
      return null;
    }
    this.worker.onmessage = (e: MessageEvent<{ id: number; data: Uint8ClampedArray<ArrayBuffer> }>) => {
      const done = this.current;
      this.busy = null;
      this.current = null;
      const waiting = this.waiting;
      this.waiting = null;
      // A newer request waited: it goes now, and this answer still shows (it is newer than what is on screen).
      if (waiting && this.worker) this.send(this.worker, waiting.request, waiting.done);
      done?.(e.data.data);
    };
    return this.worker;
  }
}
