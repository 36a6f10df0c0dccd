// The preview's adjustments off the main thread: a slider's step costs the page
// only the copy in and the copy out, whatever the picture and the machine. The
// arithmetic is the export's own (model/adjust.ts), so the preview is the file.
import type { Adjustments } from '@src/common/contracts/image';
import { applyAdjustments } from '../model/adjust';

export interface AdjustRequest {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
  adjustments: Adjustments;
}

self.onmessage = (e: MessageEvent<AdjustRequest>) => {
  const { id, width, height, data, adjustments } = e.data;
  const out = applyAdjustments({ width, height, data }, adjustments).data as Uint8ClampedArray<ArrayBuffer>;
  (self as unknown as Worker).postMessage({ id, data: out }, [out.buffer]);
};
