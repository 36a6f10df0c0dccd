// Adjusts the preview's picture in a worker, latest request first: while one set of
// values is being worked out, newer slider values replace each other and only the
// last is sent, so a fast drag never queues stale work. The picture goes to the
// worker once per crop, turn or size (`key`), not once per step. Where workers are
// missing, the main thread does it (the export's path).
import type { Adjustments } from '@src/common/contracts/image';
import { applyAdjustments } from '../model/adjust';
import type { AdjustAnswer, AdjustMessage } from './adjust-worker';

export type Adjusted = ImageBitmap | ImageData;
type Done = (picture: Adjusted) => void;
type Request = { key: string; adjustments: Adjustments; done: Done };

export class PreviewAdjuster {
  private worker: Worker | null = null;
  private next = 1;
  private sentKey = '';
  private busy: { id: number; done: Done } | null = null;
  private waiting: Request | null = null;

  /** Adjusts `base` (known as `key`); `done` gets the result unless a newer request replaced this one first. */
  adjust(key: string, base: ImageData, adjustments: Adjustments, done: Done): void {
    const worker = this.start();
    if (!worker) {
      const out = applyAdjustments(base, adjustments);
      return done(new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height));
    }
    if (key !== this.sentKey) {
      // A copy: the page keeps its own to show while nothing is adjusted.
      const data = new Uint8ClampedArray(base.data);
      this.post(worker, { type: 'base', key, width: base.width, height: base.height, data }, [data.buffer]);
      this.sentKey = key;
    }
    const request = { key, adjustments, done };
    if (this.busy) this.waiting = request;
    else this.send(worker, request);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private send(worker: Worker, { key, adjustments, done }: Request) {
    const id = this.next++;
    this.busy = { id, done };
    this.post(worker, { type: 'adjust', id, key, adjustments });
  }

  private post(worker: Worker, message: AdjustMessage, transfer: Transferable[] = []) {
    worker.postMessage(message, transfer);
  }

  private start(): Worker | null {
    if (this.worker || typeof Worker === 'undefined') return this.worker;
    try {
      this.worker = new Worker(new URL('./adjust-worker.ts', import.meta.url), { type: 'module', name: 'palco-image-adjust' });
    } catch {
      return null;
    }
    this.worker.onmessage = (e: MessageEvent<AdjustAnswer>) => {
      const done = this.busy?.done;
      this.busy = null;
      const waiting = this.waiting;
      this.waiting = null;
      // A newer request waited: it goes now, and this answer still shows (it is newer than the screen).
      if (waiting && this.worker) this.send(this.worker, waiting);
      if (e.data.bitmap) done?.(e.data.bitmap);
    };
    return this.worker;
  }
}
