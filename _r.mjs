import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext();
const files = {
  '/': ['text/html', '<!doctype html><script type="module">import * as p from "/pdf.mjs"; p.GlobalWorkerOptions.workerSrc="/pdf.worker.mjs"; window.render = async (b64) => { const d = await p.getDocument({data: Uint8Array.from(atob(b64), c => c.charCodeAt(0))}).promise; const pg = await d.getPage(1); const v = pg.getViewport({scale: 2}); const c = document.createElement("canvas"); c.width=v.width; c.height=v.height; await pg.render({canvasContext: c.getContext("2d"), viewport: v}).promise; return c.toDataURL(); };</script>'],
  '/pdf.mjs': ['text/javascript', readFileSync(require.resolve('pdfjs-dist/build/pdf.mjs'), 'utf8')],
  '/pdf.worker.mjs': ['text/javascript', readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.mjs'), 'utf8')],
};
await ctx.route('http://x.test/**', (r) => { const f = files[new URL(r.request().url()).pathname]; return r.fulfill({ contentType: f[0], body: f[1] }); });
const page = await ctx.newPage();
await page.goto('http://x.test/');
await page.waitForFunction(() => 'render' in window);
const url = await page.evaluate((b) => window.render(b), readFileSync(process.argv[2]).toString('base64'));
writeFileSync(process.argv[3], Buffer.from(url.split(',')[1], 'base64'));
await browser.close();
