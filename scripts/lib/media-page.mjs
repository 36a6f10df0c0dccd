// A bare page with the app's media client and worker and nothing else, for the
// media engine's browser tests and its benchmark: esbuild bundles the worker and
// tests/e2e/fixtures/media-harness.ts into `dir`, served by static-server.mjs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export async function buildMediaPage(dir) {
  const common = { bundle: true, format: 'esm', target: 'es2022', logLevel: 'error' };
  await build({ ...common, entryPoints: ['client/media/worker.ts'], outfile: join(dir, 'worker.js') });
  await build({ ...common, entryPoints: ['tests/e2e/fixtures/media-harness.ts'], outfile: join(dir, 'harness.js') });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="/harness.js"></script>',
  );
}
