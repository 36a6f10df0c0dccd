// Screenshots of pages for a human look: `node scripts/screenshots.mjs [outDir]`
// against a running app (npm run dev). Signed-in pages need SESSION=<cookie value>.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './lib/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const out = process.argv[2] ?? '/tmp/palco-shots';
const pages = (process.env.PAGES ?? '/pt-BR,/en/auth/sign-in,/pt-BR/dashboard').split(',');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions());
for (const scheme of ['light', 'dark']) {
  for (const width of (process.env.WIDTHS ?? '1280').split(',').map(Number)) {
    const context = await browser.newContext({ colorScheme: scheme, viewport: { width, height: 800 } });
    if (process.env.SESSION) await context.addCookies([{ name: 'palco_session', value: process.env.SESSION, url: base }]);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true').catch(() => {});
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${scheme}-${width}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
