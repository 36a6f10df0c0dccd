// The browser's vision models (scripts/vision-models.mjs) as client build assets
// at paths carrying their content's hash (immutable caching), and the small list
// the Worker reads to tell the page (/api/v1/vision/status). A build without a
// model lists none for it, and the tool that needs it says so.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VISION_MODELS_MANIFEST, type VisionStatus } from '../../src/common/contracts/vision.ts';

const DIR = resolve(import.meta.dirname, '..', '..', 'vision-models');
const FACE = resolve(DIR, 'blazeface-back-256.onnx');
const PERSON = resolve(DIR, 'selfie-segmentation-256.tflite');

type Emitter = { emitFile: (file: { type: 'asset'; fileName: string; source: Uint8Array }) => unknown };

function emitModel(ctx: Emitter, path: string, name: string, ext: string): string | null {
  if (!existsSync(path)) return null;
  const source = readFileSync(path);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const fileName = `assets/vision/${name}-${hash}.${ext}`;
  ctx.emitFile({ type: 'asset', fileName, source });
  return `/${fileName}`;
}

export function visionModels({ face = FACE, person = PERSON } = {}): Plugin {
  return {
    name: 'palco-vision-models',
    generateBundle() {
      const status: VisionStatus = {
        faceDetector: emitModel(this, face, 'blazeface-back-256', 'onnx'),
        personSegmenter: emitModel(this, person, 'selfie-segmentation-256', 'tflite'),
      };
      this.emitFile({ type: 'asset', fileName: VISION_MODELS_MANIFEST.slice(1), source: JSON.stringify(status) });
    },
  };
}
