// Issue 21's figures, in headless Chromium against the local stack:
// - dragging an item on a timeline of 200 items: main-thread work per drag step (target p95 < 16 ms);
// - preview playback of a 1080p two-track composition (a picture in picture over a full frame):
//   frames the browser's decoders dropped, from getVideoPlaybackQuality (target < 5 %);
// - export of a 60 s 1080p project, from the click to the rendered file (target >= 2x real time).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumOptions, signedInContext } from '../lib/chromium.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const transform = { x: 0.5, y: 0.5, scale: 1, rotation: 0, opacity: 1, crop: { x: 0, y: 0, width: 1, height: 1 } };

async function api(baseUrl, cookie, method, path, body) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Cookie: cookie, Origin: baseUrl, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A file into the library through the upload API, as the app sends it. */
async function upload(baseUrl, cookie, org, file, name, meta) {
  const bytes = readFileSync(file);
  const u = await api(baseUrl, cookie, 'POST', `/orgs/${org}/uploads`, { name, size: bytes.length, type: 'video/mp4', ...meta });
  for (let n = 1; n <= u.partCount; n++) {
    const part = bytes.subarray((n - 1) * u.partSize, n * u.partSize);
    const res = await fetch(`${baseUrl}/api/v1/orgs/${org}/uploads/${u.id}/parts/${n}`, {
      method: 'PUT',
      headers: { Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/octet-stream' },
      body: part,
    });
    if (res.status !== 200) throw new Error(`part ${n}: ${res.status}`);
  }
  return api(baseUrl, cookie, 'POST', `/orgs/${org}/uploads/${u.id}/complete`);
}

const video = (id, assetId, startMs, durationMs, over = {}) => ({
  kind: 'video',
  id,
  startMs,
  durationMs,
  transitionIn: null,
  assetId,
  inMs: 0,
  sourceDurationMs: 30_000,
  speed: 1,
  volume: 1,
  fadeInMs: 0,
  fadeOutMs: 0,
  transform,
  ...over,
});

export async function benchTimeline({ baseUrl, cookie, org }) {
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-timeline-'));
  try {
    // Two 30 s 1080p30 sources with sound, made here.
    for (const [name, src, f] of [
      ['wide.mp4', 'testsrc2', 440],
      ['inset.mp4', 'smptebars', 660],
    ])
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `${src}=s=1920x1080:r=30:d=30`, '-f', 'lavfi', '-i', `sine=f=${f}:d=30`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '60', '-c:a', 'aac', '-shortest', join(dir, name)],
      ]);
    const meta = { durationMs: 30_000, width: 1920, height: 1080 };
    const wide = await upload(baseUrl, cookie, org, join(dir, 'wide.mp4'), 'wide.mp4', meta);
    const inset = await upload(baseUrl, cookie, org, join(dir, 'inset.mp4'), 'inset.mp4', meta);

    const base = (tracks) => ({ version: 1, aspect: '16:9', fps: 30, tracks, brandKitId: null });
    const track = (id, kind, items) => ({ id, kind, muted: false, hidden: false, items });
    // 200 text items on four tracks: the drag's cost is the timeline's, not the media's.
    const texts = (t) =>
      Array.from({ length: 50 }, (_, i) => ({
        kind: 'text',
        id: `x${t}-${i}`,
        startMs: i * 2000,
        durationMs: 1500,
        transitionIn: null,
        text: `Item ${i}`,
        style: { fontFamily: 'Inter', fontSize: 64, fontWeight: 700, color: '#ffffff', background: null },
        transform,
      }));
    const busy = await api(baseUrl, cookie, 'POST', `/orgs/${org}/projects`, {
      kind: 'video',
      name: 'Bench 200',
      document: base([0, 1, 2, 3].map((t) => track(`t${t}`, 'text', texts(t)))),
    });
    // 60 s: the wide shot twice with a picture in picture over it, both with sound.
    const pip = { ...transform, x: 0.78, y: 0.75, scale: 0.35 };
    const sixty = await api(baseUrl, cookie, 'POST', `/orgs/${org}/projects`, {
      kind: 'video',
      name: 'Bench 60',
      document: base([
        track('t-top', 'video', [
          video('p1', inset.id, 0, 30_000, { transform: pip, volume: 0.3 }),
          video('p2', inset.id, 30_000, 30_000, { transform: pip, volume: 0.3 }),
        ]),
        track('t-main', 'video', [video('w1', wide.id, 0, 30_000), video('w2', wide.id, 30_000, 30_000)]),
      ]),
    });

    const browser = await chromium.launch(chromiumOptions());
    try {
      const { context, page } = await signedInContext(browser, baseUrl, cookie);

      // Drag: an item moved 120 steps; Chromium's TaskDuration before and after each step, once its frame is out.
      await page.goto(`${baseUrl}/en/tools/video-editor/edit/${busy.id}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=ve-item]').length === 200, null, { timeout: 60_000 });
      await page.getByTestId('ve-timeline').scrollIntoViewIfNeeded();
      const item = page.getByTestId('ve-item').nth(1);
      const box = await item.boundingBox();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
      const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      const work = [];
      for (let i = 1; i <= 120; i++) {
        const before = await taskSeconds();
        await page.mouse.move(start.x + (i % 40) * 2, start.y);
        await settle();
        work.push(((await taskSeconds()) - before) * 1000);
      }
      await page.mouse.up();
      work.sort((a, b) => a - b);

      // Preview playback, 8 s of the two-track 1080p composition.
      await page.goto(`${baseUrl}/en/tools/video-editor/edit/${sixty.id}`);
      await page.getByTestId('ve-item').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForTimeout(8000);
      const quality = await page.evaluate(() =>
        [...document.querySelectorAll('.ve-preview video')].map((v) => {
          const q = v.getVideoPlaybackQuality();
          return { dropped: q.droppedVideoFrames, total: q.totalVideoFrames };
        }),
      );
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const dropped = quality.reduce((n, q) => n + q.dropped, 0);
      const shown = quality.reduce((n, q) => n + q.total, 0);

      // Export at 1080p: from the click to the rendered file (the upload to the library after it is not counted).
      const exporter = page.getByTestId('ve-export');
      await exporter.getByLabel('Resolution').selectOption('1080');
      const t0 = performance.now();
      await exporter.getByRole('button', { name: 'Export MP4' }).click();
      await exporter
        .getByText(/Saving to the library|Done: saved/)
        .first()
        .waitFor({ timeout: 900_000 });
      const exportSeconds = (performance.now() - t0) / 1000;
      const link = exporter.getByRole('link', { name: 'Download MP4' });
      await link.waitFor({ timeout: 600_000 });
      const downloading = page.waitForEvent('download');
      await link.click();
      const file = await (await downloading).path();
      const seconds = Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }),
      );
      return {
        workP50: percentile(work, 50),
        workP95: percentile(work, 95),
        workMax: work.at(-1),
        dropped,
        shown,
        exportSeconds,
        exportedSeconds: seconds,
        exportMiB: statSync(file).size / 1048576,
      };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printTimeline(t) {
  console.log('\n## Video editor in headless Chromium');
  console.log(
    `timeline of 200 items, main-thread work per drag step: p50 ${t.workP50.toFixed(1)} ms   p95 ${t.workP95.toFixed(1)} ms (target < 16)   max ${t.workMax.toFixed(1)} ms`,
  );
  console.log(
    `preview of a 1080p two-track composition, 8 s: ${t.dropped} of ${t.shown} decoded frames dropped = ${((100 * t.dropped) / Math.max(1, t.shown)).toFixed(1)} % (target < 5 %)`,
  );
  console.log(
    `export of a ${t.exportedSeconds.toFixed(1)} s 1080p project (picture in picture, two sounds mixed): ${t.exportSeconds.toFixed(1)} s = ${(t.exportedSeconds / t.exportSeconds).toFixed(2)}x real time (target >= 2x), ${t.exportMiB.toFixed(1)} MiB`,
  );
}
