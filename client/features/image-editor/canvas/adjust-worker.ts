// The preview's adjustments off the main thread: a slider's step costs the page
// only a message out and a bitmap in, whatever the picture and the machine. The
// worker keeps the picture (sent once per crop, turn or size) and answers each
// set of values with an ImageBitmap, which the page draws without copying pixels.
// The arithmetic is the export's own (model/adjust.ts), so the preview is the file.
import type { Adjustments } from '@src/common/contracts/image';
import { applyAdjustments, type Pixels } from '../model/adjust';

export type AdjustMessage =
  | { type: 'base'; key: string; width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }
  | { type: 'adjust'; id: number; key: string; adjustments: Adjustments };
export type AdjustAnswer = { id: number; bitmap: ImageBitmap | null };

let base: (Pixels & { key: string }) | null = null;

self.onmessage = async (e: MessageEvent<AdjustMessage>) => {
  const m = e.data;
  if (m.type === 'base') {
    base = { key: m.key, width: m.width, height: m.height, data: m.data };
    return;
  }
  // A request for a picture this worker no longer holds is answered empty: a newer one follows.
  if (!base || base.key !== m.key) return reply({ id: m.id, bitmap: null });
  const out = applyAdjustments(base, m.adjustments);
  const bitmap = await createImageBitmap(new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height));
  reply({ id: m.id, bitmap }, [bitmap]);
};

function reply(answer: AdjustAnswer, transfer: Transferable[] = []) {
  (self as unknown as Worker).postMessage(answer, transfer);
}
