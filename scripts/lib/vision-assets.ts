// The browser's face detector (scripts/vision-models.mjs) as a client build
// asset at a path carrying its content's hash (immutable caching), and the small
// list the Worker reads to tell the page (/api/v1/vision/status). A build
// without the model lists none, and the clipper says so.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VISION_MODELS_MANIFEST, type VisionStatus } from '../../src/common/contracts/vision.ts';

const FACE = resolve(import.meta.dirname, '..', '..', 'vision-models', 'blazeface-back-256.onnx');

export function visionModels({ face = FACE } = {}): Plugin {
  return {
    name: 'palco-vision-models',
    generateBundle() {
      let faceDetector: string | null = null;
      if (existsSync(face)) {
        const source = readFileSync(face);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
        const fileName = `assets/vision/blazeface-back-256-${hash}.onnx`;
        this.emitFile({ type: 'asset', fileName, source });
        faceDetector = `/${fileName}`;
      }
      const status: VisionStatus = { faceDetector };
      this.emitFile({ type: 'asset', fileName: VISION_MODELS_MANIFEST.slice(1), source: JSON.stringify(status) });
    },
  };
}
