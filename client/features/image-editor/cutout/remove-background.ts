// The page's side of the background removal: one Web Worker made on the first
// request (nothing of the runtime or the model loads before the user asks), the
// model's address from the Worker's list of the build's vision models.
import type { VisionStatus } from '@src/common/contracts/vision';
import { api } from '@client/lib/api';
import type { CutoutErrorCode, CutoutReply, CutoutRequest, CutoutStage } from './protocol';

export class CutoutError extends Error {
  constructor(readonly code: CutoutErrorCode) {
    super(code);
  }
}

export type Cutout = Extract<CutoutReply, { type: 'done' }>;

let worker: Worker | null = null;
let nextId = 1;

async function modelUrl(): Promise<string> {
  const status = await api<VisionStatus>('/vision/status').catch(() => null);
  if (!status?.personSegmenter) throw new CutoutError('cutout_model_failed');
  return status.personSegmenter;
}

/** The person in `picture` cut out (its own copy is sent; the caller's stays usable). */
export async function removeBackground(picture: ImageBitmap, onStage: (stage: CutoutStage) => void): Promise<Cutout> {
  const assets = { modelUrl: await modelUrl() };
  worker ??= new Worker(new URL('./cutout.worker.ts', import.meta.url), { type: 'module', name: 'palco-cutout' });
  const w = worker;
  const copy = await createImageBitmap(picture);
  const id = nextId++;
  return new Promise<Cutout>((resolve, reject) => {
    const onMessage = (e: MessageEvent<CutoutReply>) => {
      const reply = e.data;
      if (reply.id !== id) return;
      if (reply.type === 'stage') return onStage(reply.stage);
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      if (reply.type === 'done') resolve(reply);
      else {
        // The reason stays on the console for whoever debugs; the user reads the code's words.
        console.warn('background removal failed:', reply.detail);
        reject(new CutoutError(reply.code));
      }
    };
    // The worker's script itself failed (not a request): start a new one next time.
    const onError = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      if (worker === w) worker = null;
      w.terminate();
      reject(new CutoutError('cutout_model_failed'));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, assets, picture: copy } satisfies CutoutRequest, [copy]);
  });
}
