// Issue 34's figure: background removal of a 1080p photo in headless Chromium,
// the image editor's own worker (client/features/image-editor/cutout/cutout.worker.ts)
// with tasks-vision's WebAssembly and the selfie model, on a drawn person
// (scripts/lib/person-figure.mjs). Cold (runtime and model loaded) and warm,
// stage by stage, from the picture handed over to the PNG made. Numbers only;
// the target is under 3 s. The upload to the library is not in it.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumOptions } from '../lib/chromium.mjs';
import { drawPersonFigure } from '../lib/person-figure.mjs';
import { serveFolder } from '../lib/static-server.mjs';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..', '..');
const MODEL = join(ROOT, 'vision-models', 'selfie-segmentation-256.tflite');

/** The worker's `?url` imports (Vite's) as the files' names, served beside it. */
const servedBeside = {
  name: 'served-beside',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path.replace(/\?url$/, ''), namespace: 'served-beside' }));
    b.onLoad({ filter: /.*/, namespace: 'served-beside' }, (args) => ({
      contents: `export default ${JSON.stringify(`/${args.path.split('/').pop()}`)};`,
      loader: 'js',
    }));
  },
};

/** The page's side: the figure drawn, handed to the worker `runs` times, each timed. */
const harness = (runs, width, height) => `
const drawPersonFigure = ${drawPersonFigure.toString()};
const worker = new Worker('/worker.js', { type: 'module' });
const assets = { modelUrl: '/model.tflite' };
window.bench = async () => {
  const out = [];
  for (let id = 1; id <= ${runs}; id++) {
    const picture = drawPersonFigure(${width}, ${height}).transferToImageBitmap();
    const t0 = performance.now();
    const reply = await new Promise((done) => {
      worker.onmessage = (e) => e.data.type !== 'stage' && done(e.data);
      worker.postMessage({ id, assets, picture }, [picture]);
    });
    const ms = performance.now() - t0;
    if (reply.type !== 'done') throw new Error(reply.code + ': ' + reply.detail);
    if (id === 1) window.firstPng = reply.png;
    out.push({ ms, timings: reply.timings, coverage: reply.coverage, bytes: reply.png.size, width: reply.width, height: reply.height });
  }
  return out;
};
document.title = 'ready';`;

export async function benchCutout({ width = 1920, height = 1080, runs = 3 } = {}) {
  if (!existsSync(MODEL)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-cutout-'));
  try {
    await build({
      entryPoints: [join(ROOT, 'client/features/image-editor/cutout/cutout.worker.ts')],
      outfile: join(dir, 'worker.js'),
      bundle: true,
      format: 'esm',
      target: 'es2022',
      logLevel: 'error',
      plugins: [servedBeside],
    });
    for (const f of ['vision_wasm_module_internal.js', 'vision_wasm_module_internal.wasm'])
      copyFileSync(require.resolve(`@mediapipe/tasks-vision/${f}`), join(dir, f));
    copyFileSync(MODEL, join(dir, 'model.tflite'));
    writeFileSync(join(dir, 'harness.js'), harness(runs, width, height));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="/harness.js"></script>',
    );
    const server = await serveFolder(dir);
    const browser = await chromium.launch(chromiumOptions());
    try {
      const page = await browser.newPage();
      if (process.env.BENCH_CUTOUT_LOG) page.on('console', (m) => console.log('  page:', m.text().slice(0, 200)));
      await page.goto(server.url);
      await page.waitForFunction(() => document.title === 'ready');
      const results = await page.evaluate(() => window.bench());
      // BENCH_CUTOUT_PNG=path keeps the first cut-out, to look at.
      if (process.env.BENCH_CUTOUT_PNG) {
        const bytes = await page.evaluate(async () => Array.from(new Uint8Array(await window.firstPng.arrayBuffer())));
        writeFileSync(process.env.BENCH_CUTOUT_PNG, Buffer.from(bytes));
      }
      return { width, height, results };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCutout(r) {
  console.log(
    `\n## Background removal of a ${r ? `${r.width}×${r.height}` : '1080p'} photo in headless Chromium (the editor's worker, CPU)`,
  );
  if (!r) return console.log('no person segmenter installed (node scripts/vision-models.mjs)');
  const stages = (t) =>
    Object.entries(t)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`)
      .join(', ');
  r.results.forEach((x, i) =>
    console.log(
      `${i === 0 ? 'first (runtime and model loaded)' : `again #${i}`}: ${(x.ms / 1000).toFixed(2)} s (target < 3 s)   ${stages(x.timings)}   person ${(x.coverage * 100).toFixed(1)} % of the photo, PNG ${(x.bytes / 1024).toFixed(0)} KB`,
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) printCutout(await benchCutout());
