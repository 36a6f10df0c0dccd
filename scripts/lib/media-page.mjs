// A bare page with the app's media client and worker and nothing else, for the
// media engine's browser tests and its benchmark: esbuild bundles the worker and
// tests/e2e/fixtures/media-harness.ts into `dir`, served by static-server.mjs,
// with onnxruntime's WASM beside the worker (where its bundle looks for it) and
// the installed speech models listed in speech-models.json, as the app's build does.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { installedModels, listing } from '../speech-models.mjs';

const require = createRequire(import.meta.url);

function copySpeech(dir) {
  copyFileSync(require.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'), join(dir, 'ort-wasm-simd-threaded.wasm'));
  const list = installedModels().map(({ dir: from, model }) => {
    mkdirSync(join(dir, 'speech', model.id), { recursive: true });
    for (const file of Object.values(model.files)) copyFileSync(join(from, file), join(dir, 'speech', model.id, file));
    const url = (file) => `/speech/${model.id}/${file}`;
    const tokenizer = model.files.tokenizer ? [url(model.files.tokenizer)] : undefined;
    return listing(model, [url(model.files.encoder)], [url(model.files.decoder)], 0, tokenizer);
  });
  writeFileSync(join(dir, 'speech-models.json'), JSON.stringify(list));
  // The face detector, where installed (scripts/vision-models.mjs), at a fixed path.
  const face = join(import.meta.dirname, '..', '..', 'vision-models', 'blazeface-back-256.onnx');
  if (existsSync(face)) copyFileSync(face, join(dir, 'blazeface-back-256.onnx'));
}

export async function buildMediaPage(dir) {
  const common = { bundle: true, format: 'esm', target: 'es2022', logLevel: 'error' };
  await build({ ...common, entryPoints: ['client/media/worker.ts'], outfile: join(dir, 'worker.js') });
  await build({ ...common, entryPoints: ['tests/e2e/fixtures/media-harness.ts'], outfile: join(dir, 'harness.js') });
  copySpeech(dir);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="/harness.js"></script>',
  );
}
