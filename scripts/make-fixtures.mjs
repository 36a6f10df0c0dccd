// Makes the video fixture without downloads or ffmpeg: Chromium records an
// animated canvas with MediaRecorder. `node scripts/make-fixtures.mjs [out] [seconds]`
// (default tmp/fixtures/clip.webm, 2 s). The recording logic lives in
// tests/e2e/fixtures/make-video.ts, loaded here through esbuild's TypeScript
// transform so the script and the e2e tests share one copy.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './lib/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? 'tmp/fixtures/clip.webm');
const seconds = Number(process.argv[3] ?? 2);

// make-video.ts has type-only imports, so once stripped it is a module with no
// imports at all and loads from a data: URL.
const source = readFileSync(resolve(root, 'tests/e2e/fixtures/make-video.ts'), 'utf8');
const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'es2022' });
const { recordWebm } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

const browser = await chromium.launch(chromiumOptions());
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const bytes = await recordWebm(page, { seconds });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);

  // What a <video> makes of it, as the app's pages would see it.
  const seen = await page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'video/webm' });
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.src = URL.createObjectURL(blob);
    await new Promise((ok, fail) => {
      video.onloadedmetadata = ok;
      video.onerror = () => fail(new Error(`video error ${video.error?.code}: ${video.error?.message}`));
    });
    const result = { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
    URL.revokeObjectURL(video.src);
    return result;
  }, bytes.toString('base64'));
  console.log(`${out}: ${bytes.length} bytes, ${seen.width}x${seen.height}, duration ${seen.duration} s`);
} finally {
  await browser.close();
}
