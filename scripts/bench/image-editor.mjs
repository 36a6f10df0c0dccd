// Issue 34's image editor figures, in headless Chromium against the local stack:
// - an adjustment slider dragged with the mouse over a 12-megapixel photo: the main
//   thread's work per move, from Chromium's TaskDuration before the move and after
//   the frame it caused (target p95 < 16 ms); the release and key presses apart;
// - a 4K (3840 × 2160) PNG export with adjustments, from the click to the file's size
//   shown (target < 1.5 s).
// Photos are made by ffmpeg (test patterns with noise, so the encoders work as on a
// photo) and kept in .bench-cache/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumOptions, signedInContext } from '../lib/chromium.mjs';

const CACHE = join(import.meta.dirname, '..', '..', '.bench-cache');
const STEPS = 60;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function photo(width, height) {
  const file = join(CACHE, `photo-${width}x${height}.jpg`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    const filter = `testsrc2=size=${width}x${height}:rate=1,noise=alls=24:allf=t`;
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', filter, '-frames:v', '1', '-q:v', '3', file]);
  }
  return file;
}

/** A new image project from a file on the computer, as a person opens one; resolves in its editor. */
async function open(page, baseUrl, file) {
  await page.goto(`${baseUrl}/en/tools/image-editor`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
  await page.getByRole('button', { name: 'New image' }).first().click();
  await page.getByTestId('image-file').setInputFiles(file);
  try {
    await page.waitForURL(/\/tools\/image-editor\/edit\/img_/, { timeout: 180_000 });
  } catch (e) {
    await page.screenshot({ path: join(CACHE, 'image-editor-failed.png') });
    throw e;
  }
  await page.getByTestId('image-preview').waitFor({ timeout: 180_000 });
  await page.waitForTimeout(1500);
}

export async function benchImageEditor({ baseUrl, cookie }) {
  const browser = await chromium.launch(chromiumOptions());
  try {
    const { context, page } = await signedInContext(browser, baseUrl, cookie);
    const webgl = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return null;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    });
    await open(page, baseUrl, photo(4000, 3000));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // TaskDuration: the main thread's tasks by the wall clock (a task the OS paused for another
    // process counts whole); ThreadTime: the main thread's CPU time, what the page itself made it do.
    const metrics = async () => {
      const all = (await cdp.send('Performance.getMetrics')).metrics;
      const of = (name) => all.find((m) => m.name === name).value;
      return { task: of('TaskDuration'), cpu: of('ThreadTime') };
    };
    const taskSeconds = async () => (await metrics()).task;
    const settle = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    const slider = page.getByRole('slider', { name: 'Exposure' });
    // The drag the issue names: the thumb held with the mouse and moved across the track,
    // one measured step per move; the release (the one document step) is measured apart.
    await slider.scrollIntoViewIfNeeded();
    const track = await slider.boundingBox();
    const y = track.y + track.height / 2;
    const at = (fraction) => track.x + 8 + fraction * (track.width - 16);
    await page.mouse.move(at(0.5), y);
    await page.mouse.down();
    // BENCH_IMAGE_PROFILE=1: the drag's main-thread trace events by total time, to find what to cut.
    const profiling = Boolean(process.env.BENCH_IMAGE_PROFILE);
    if (profiling)
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'cc'] });
    const work = [];
    const cpu = [];
    for (let i = 0; i < STEPS; i++) {
      const before = await metrics();
      await page.mouse.move(at(0.5 + 0.45 * Math.sin(((i + 1) / STEPS) * Math.PI * 2)), y);
      await settle();
      const after = await metrics();
      work.push(after.task - before.task);
      cpu.push(after.cpu - before.cpu);
    }
    if (profiling) topEvents(JSON.parse(String(await browser.stopTracing())).traceEvents, STEPS);
    const releaseBefore = await taskSeconds();
    await page.mouse.up();
    await settle();
    const release = (await taskSeconds()) - releaseBefore;
    // A key press is a whole change (the browser fires `change` on each): measured for what it is.
    await slider.focus();
    const keys = [];
    for (let i = 0; i < 20; i++) {
      const before = await taskSeconds();
      await page.keyboard.press(i < 10 ? 'ArrowRight' : 'ArrowLeft');
      await settle();
      keys.push((await taskSeconds()) - before);
    }
    keys.sort((a, b) => a - b);
    // What the measuring itself costs (the same calls with no input), told apart, not subtracted.
    const idle = [];
    for (let i = 0; i < 20; i++) {
      const before = await taskSeconds();
      await settle();
      idle.push((await taskSeconds()) - before);
    }
    if (profiling || process.env.BENCH_IMAGE_VALUES) console.log(`moves in order, ms: ${work.map((w) => (w * 1000).toFixed(1)).join(' ')}`);
    work.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    idle.sort((a, b) => a - b);

    await open(page, baseUrl, photo(3840, 2160));
    for (const [name, key] of [
      ['Contrast', 'End'],
      ['Saturation', 'Home'],
      ['Vignette', 'End'],
    ]) {
      await page.getByRole('slider', { name }).focus();
      await page.keyboard.press(key);
    }
    await page.waitForTimeout(1000);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Prepare file' }).click();
    await page.getByTestId('image-export-size').waitFor({ timeout: 120_000 });
    const exportSeconds = (Date.now() - t0) / 1000;
    const size = await page.getByTestId('image-export-size').textContent();
    return {
      webgl,
      workP50: percentile(work, 50) * 1000,
      workP95: percentile(work, 95) * 1000,
      workMax: work[work.length - 1] * 1000,
      cpuP50: percentile(cpu, 50) * 1000,
      cpuP95: percentile(cpu, 95) * 1000,
      idleP95: percentile(idle, 95) * 1000,
      releaseMs: release * 1000,
      keyP50: percentile(keys, 50) * 1000,
      keyP95: percentile(keys, 95) * 1000,
      exportSeconds,
      size,
    };
  } finally {
    await browser.close();
  }
}

function topEvents(events, moves) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const by = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || (main && (e.pid !== main.pid || e.tid !== main.tid))) continue;
    by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
  }
  console.log(`main-thread trace events over ${moves} moves, ms per move (nested events counted in their parents too):`);
  for (const [k, us] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(us / 1000 / moves).toFixed(2).padStart(8)}  ${k}`);
}

export function printImageEditor(f) {
  console.log('\n## Image editor in headless Chromium (issue 34)');
  // The editor's rule (canvas/gl-adjust.ts): a software WebGL is no GPU, the preview then adjusts in its worker.
  const software = f.webgl && /swiftshader|llvmpipe|softpipe|software/i.test(f.webgl);
  console.log(
    `WebGL 2 in this browser: ${f.webgl ? `${f.webgl} — ${software ? 'software, so the CPU path (the preview in its worker)' : 'the GPU path'}` : 'none — the CPU path (the preview in its worker)'}`,
  );
  console.log(
    `exposure slider dragged on a 12 MP photo, main-thread work per move: p50 ${f.workP50.toFixed(1)} ms   p95 ${f.workP95.toFixed(1)} ms (target < 16)   max ${f.workMax.toFixed(1)} ms   (measuring alone: p95 ${f.idleP95.toFixed(1)} ms, not subtracted)`,
  );
  console.log(
    `  the same moves in the main thread's CPU time (what the page made it do, not time the OS gave another process): p50 ${f.cpuP50.toFixed(1)} ms   p95 ${f.cpuP95.toFixed(1)} ms`,
  );
  console.log(
    `  its release (the one document step: history, autosave, panels): ${f.releaseMs.toFixed(1)} ms; a key press (a whole change each): p50 ${f.keyP50.toFixed(1)} ms   p95 ${f.keyP95.toFixed(1)} ms`,
  );
  console.log(`4K PNG export with three adjustments, click to size shown: ${f.exportSeconds.toFixed(2)} s (target < 1.5 s) — ${f.size}`);
}
