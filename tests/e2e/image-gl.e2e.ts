// The image editor's adjustments on the GPU give the CPU's picture (issue 34: "GPU
// (WebGL) where the browser has it, the same result on the CPU where not"). Headless
// Chromium has WebGL 2 through its software renderer, so the shaders run here as
// they would on a graphics card.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adjustments } from '@src/common/contracts/image';
import { serveFolder } from '../../scripts/lib/static-server.mjs';
import { launch } from './support';

let dir: string;
let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palco-image-gl-'));
  await build({
    entryPoints: ['tests/e2e/fixtures/image-gl-harness.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'error',
    outfile: join(dir, 'harness.js'),
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="/harness.js"></script>',
  );
  server = await serveFolder(dir);
  browser = await launch();
  page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.title === 'ready');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const compare = (a: Partial<Adjustments>, width = 241, height = 163) =>
  page.evaluate(([a, w, h]) => window.compareAdjust(a, w, h), [a, width, height] as const);

describe('adjustments on the GPU', { timeout: 120_000 }, () => {
  it.each<[string, Partial<Adjustments>]>([
    ['tones', { exposure: 40, brightness: -20, contrast: 35, highlights: -60, shadows: 70 }],
    ['colour', { saturation: -45, temperature: 60, tint: -30 }],
    ['vignette', { vignette: 80, contrast: -20 }],
    ['blur', { blur: 100, saturation: 30 }],
    ['sharpen', { sharpen: 100, exposure: -25 }],
    [
      'everything',
      {
        exposure: -60,
        brightness: 30,
        contrast: 80,
        highlights: 40,
        shadows: -40,
        saturation: 90,
        temperature: -70,
        tint: 55,
        vignette: 50,
        sharpen: 60,
        blur: 20,
      },
    ],
  ])('%s: the WebGL picture is the CPU picture within rounding', async (_, a) => {
    const r = await compare(a);
    expect(r.gpu).toBe(true);
    // The adjustments really changed the picture, so the comparison means something.
    expect(r.changed).toBeGreaterThan(1000);
    // Rounding: the CPU stores a byte after each pass (ties to even), the GPU rounds its floats
    // to nearest; a one-level step amplified by a strong contrast can become two, never more.
    expect(r.worst).toBeLessThanOrEqual(2);
    expect(r.offByMore).toBeLessThan(r.changed / 1000);
    expect(r.alphaKept).toBe(true);
  });

  it('a large picture (the blur radius grows with it) still agrees', async () => {
    const r = await compare({ blur: 60, sharpen: 40, vignette: 30 }, 1280, 720);
    expect(r.gpu).toBe(true);
    expect(r.worst).toBeLessThanOrEqual(2);
    expect(r.offByMore).toBeLessThan(r.changed / 1000);
  });
});
