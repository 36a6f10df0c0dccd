// The background removal's Web Worker: MediaPipe's ImageSegmenter (tasks-vision,
// CPU delegate) runs the selfie segmentation model on the photo squeezed to the
// model's 256×256, the mask is refined against the full photo (refine.ts) and
// the cut-out encoded as a transparent PNG. A worker, so the page stays smooth
// and the runtime's WebAssembly runs outside the page's content security policy.
import { ImageSegmenter } from '@mediapipe/tasks-vision';
// The runtime's ES-module build (a module worker cannot importScripts), served
// from the build's assets. Imported here, not by the page's code: the Worker's
// server bundle reaches the page's modules and has no loader for WebAssembly.
import wasmLoaderUrl from '@mediapipe/tasks-vision/vision_wasm_module_internal.js?url';
import wasmBinaryUrl from '@mediapipe/tasks-vision/vision_wasm_module_internal.wasm?url';
import { coverage, cutOut, plane, WORK_SIDE } from './refine';
import { MIN_COVERAGE, type CutoutAssets, type CutoutReply, type CutoutRequest, type CutoutStage } from './protocol';

const INPUT = 256;

// The runtime writes its informational lines ("INFO: Created TensorFlow Lite XNNPACK delegate for CPU.")
// to stderr, which the console shows as errors: they are told as what they are.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) =>
  typeof args[0] === 'string' && args[0].startsWith('INFO: ') ? console.info(...args) : consoleError(...args);

let segmenter: { key: string; ready: Promise<ImageSegmenter> } | null = null;

function load(assets: CutoutAssets): Promise<ImageSegmenter> {
  if (segmenter?.key === assets.modelUrl) return segmenter.ready;
  const ready = ImageSegmenter.createFromOptions(
    { wasmLoaderPath: wasmLoaderUrl, wasmBinaryPath: wasmBinaryUrl },
    {
      baseOptions: { modelAssetPath: assets.modelUrl, delegate: 'CPU' },
      runningMode: 'IMAGE',
      outputConfidenceMasks: true,
      outputCategoryMask: false,
    },
  );
  segmenter = { key: assets.modelUrl, ready };
  // A failed start is not remembered: the next request tries again.
  ready.catch(() => (segmenter = null));
  return ready;
}

class Failure extends Error {
  constructor(
    readonly code: 'cutout_model_failed' | 'cutout_no_person',
    detail: string,
  ) {
    super(detail);
  }
}

function pixels(picture: ImageBitmap, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, 0, 0, width, height);
  return { canvas, ctx, image: ctx.getImageData(0, 0, width, height) };
}

async function run({ id, assets, picture }: CutoutRequest, post: (r: CutoutReply) => void) {
  const timings: Partial<Record<CutoutStage, number>> = {};
  let stage: CutoutStage = 'loading';
  let t0 = performance.now();
  const next = (s: CutoutStage) => {
    timings[stage] = performance.now() - t0;
    stage = s;
    t0 = performance.now();
    post({ id, type: 'stage', stage: s });
  };
  post({ id, type: 'stage', stage });
  const loading = load(assets);
  loading.catch(() => {}); // told below, once awaited
  // The photo's three sizes are drawn while the runtime compiles and the model arrives (off this thread).
  const { width, height } = picture;
  // The model takes the whole photo stretched to its square, as MediaPipe's own selfie graph fed it.
  const input = pixels(picture, INPUT, INPUT).image;
  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  const small = pixels(picture, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))).image;
  const full = pixels(picture, width, height);
  picture.close();
  const model = await loading.catch((e: unknown) => {
    throw new Failure('cutout_model_failed', String(e));
  });
  next('segmenting');
  const result = model.segment(input);
  const confidence = result.confidenceMasks?.[0];
  if (!confidence) throw new Failure('cutout_model_failed', 'no confidence mask');
  const mask = plane(confidence.width, confidence.height, confidence.getAsFloat32Array().slice());
  result.close();
  const share = coverage(mask);
  if (share < MIN_COVERAGE) throw new Failure('cutout_no_person', `coverage ${share}`);
  next('refining');
  cutOut(mask, small, full.image);
  full.ctx.putImageData(full.image, 0, 0);
  next('encoding');
  const png = await full.canvas.convertToBlob({ type: 'image/png' });
  timings.encoding = performance.now() - t0;
  post({ id, type: 'done', png, width, height, coverage: share, timings });
}

self.onmessage = (e: MessageEvent<CutoutRequest>) => {
  const post = (r: CutoutReply) => self.postMessage(r);
  run(e.data, post).catch((error: unknown) => {
    const code = error instanceof Failure ? error.code : 'cutout_failed';
    post({ id: e.data.id, type: 'failed', code, detail: error instanceof Error ? error.message : String(error) });
  });
};
