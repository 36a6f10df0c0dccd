// Issue 33 point 7: a clip render as the clipper makes it (1080×1920, a crop
// that follows the speaker, word-by-word captions, a headline, AAC sound) from
// a creator-like source (1920×1080, 30 fps, H.264 High at ~8 Mbit/s with
// B-frames, AAC), beside native ffmpeg making the same cut at the same size
// (libx264 veryfast, AAC), both timed in this run; the render's own stages, the
// speaker search that precedes it, and the browser's memory meanwhile.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMediaPage } from '../lib/media-page.mjs';
import { captionsOverlay, headlineOverlay } from './clip-overlays.mjs';
import { serveFolder } from '../lib/static-server.mjs';
import { measuredBrowser, treeRssMiB } from './memory.mjs';
import { CACHE } from './talk-video.mjs';

const ff = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });

const FROM_S = 10;
const CUT_S = 22;

/** 40 s of 1920×1080 30 fps at ~8 Mbit/s (moving pattern with grain, so the bitrate is a camera's), cached. */
function creatorSource() {
  mkdirSync(CACHE, { recursive: true });
  const out = join(CACHE, 'creator-1920x1080-8M-40s.mp4');
  if (existsSync(out)) return out;
  const tmp = `${out}.part.mp4`;
  ff([
    ...['-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:r=30:d=40', '-f', 'lavfi', '-i', 'sine=f=220:d=40:sample_rate=48000'],
    ...['-vf', 'noise=alls=12:allf=t,format=yuv420p', '-ac', '2'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-b:v', '8M', '-maxrate', '10M', '-bufsize', '16M', '-g', '60'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', tmp],
  ]);
  renameSync(tmp, out);
  return out;
}

const bitrateMbps = (file) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=bit_rate', '-of', 'csv=p=0', file]).toString()) / 1e6;

export async function benchClipRender() {
  const source = creatorSource();
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-clip-'));
  await buildMediaPage(dir);
  symlinkSync(source, join(dir, 'source.mp4'));
  const server = await serveFolder(dir);
  const { browser, pid, close } = await measuredBrowser();
  let peak = 0;
  let sampling = false;
  const sampler = setInterval(() => sampling && (peak = Math.max(peak, treeRssMiB(pid))), 100);
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.title === 'ready');
    const idleMiB = treeRssMiB(pid);
    // The speaker search the clip's "follow" runs before a render: four frames a second of the cut.
    const faces = await page.evaluate(
      async ({ fromMs, toMs }) => {
        if (!(await fetch('/blazeface-back-256.onnx', { method: 'HEAD' })).ok) return null;
        const t0 = performance.now();
        const out = await window.media.run('faces', {
          source: { url: '/source.mp4' },
          startMs: fromMs,
          endMs: toMs,
          intervalMs: 250,
          modelUrl: '/blazeface-back-256.onnx',
        });
        return { ms: performance.now() - t0, frames: out.samples.length };
      },
      { fromMs: FROM_S * 1000, toMs: (FROM_S + CUT_S) * 1000 },
    );
    sampling = true;
    const render = await page.evaluate(
      async ({ fromMs, toMs, overlays }) => {
        // A crop that pans across the picture as a followed speaker does: a key every 250 ms, as speakerPath makes.
        const cropPath = [];
        for (let at = fromMs; at <= toMs; at += 250) {
          const x = 0.35 + 0.3 * Math.sin((at - fromMs) / 3000);
          cropPath.push({ atMs: at, box: { x: x - 0.158, y: 0, width: 0.316, height: 1 } });
        }
        window.media.progress.length = 0;
        const t0 = performance.now();
        let firstProgressMs = null;
        const watch = setInterval(() => {
          if (firstProgressMs === null && window.media.progress.some((p) => p[2] === 'render' && p[0] > 0))
            firstProgressMs = performance.now() - t0;
        }, 20);
        const out = await window.media.run('render', {
          width: 1080,
          height: 1920,
          fps: 30,
          clips: [{ source: { url: '/source.mp4' }, fromMs, toMs, cropPath }],
          overlays,
        });
        clearInterval(watch);
        return {
          ms: performance.now() - t0,
          firstProgressMs,
          MiB: out.file.size / 1048576,
          audioCodec: out.audioCodec,
          stages: out.stages ?? null,
          soundMs: out.soundMs,
        };
      },
      {
        fromMs: FROM_S * 1000,
        toMs: (FROM_S + CUT_S) * 1000,
        overlays: [
          headlineOverlay(
            { text: 'O segredo que ninguém te conta', endMs: CUT_S * 1000, fontSize: 80 },
            { layout: { role: 'headline' }, fontWeight: 800 },
          ),
          captionsOverlay(Math.ceil(CUT_S / 3), { layout: { role: 'captions' } }),
        ],
      },
    );
    sampling = false;
    const peakMiB = peak;
    // Native ffmpeg on the same cut at the same size: the crop that follows is a fixed 9:16 one here (ffmpeg's crop
    // can move too, at no measurable cost), scaled to 1080×1920, libx264 veryfast + AAC.
    const f0 = performance.now();
    ff([
      ...['-ss', String(FROM_S), '-t', String(CUT_S), '-i', source, '-vf', 'crop=ih*9/16:ih,scale=1080:1920', '-r', '30'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '8M', '-c:a', 'aac', '-b:a', '128k', join(dir, 'native.mp4')],
    ]);
    const nativeMs = performance.now() - f0;
    return { sourceMbps: bitrateMbps(source), faces, render, nativeMs, idleMiB, peakMiB };
  } finally {
    clearInterval(sampler);
    await Promise.all([close(), server.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printClipRender(m) {
  console.log(
    `\n## Clip render (issue 33): ${CUT_S} s of a 1920x1080 30 fps ${m.sourceMbps.toFixed(1)} Mbit/s H.264/AAC source to 1080x1920, crop following the speaker, captions and headline, AAC`,
  );
  if (m.faces)
    console.log(
      `speaker search before it ("follow", 4 frames a second): ${(m.faces.ms / 1000).toFixed(1)} s, ${(m.faces.ms / m.faces.frames).toFixed(0)} ms a sampled frame`,
    );
  const r = m.render;
  console.log(
    `render in headless Chromium: ${(r.ms / 1000).toFixed(1)} s (first progress after ${r.firstProgressMs === null ? '?' : (r.firstProgressMs / 1000).toFixed(2)} s), ${r.MiB.toFixed(1)} MiB, audio ${r.audioCodec}`,
  );
  if (r.stages)
    console.log(
      `  stages (ms; decode, draw and encode overlap in a pipeline, so each is the time the frame loop waited on it): ${Object.entries(
        r.stages,
      )
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join('   ')}${r.soundMs === null ? '' : `   (the sound, made beside the frames: ${Math.round(r.soundMs)})`}`,
    );
  console.log(
    `native ffmpeg, same cut and size (libx264 veryfast, AAC): ${(m.nativeMs / 1000).toFixed(1)} s   browser / native: ${(r.ms / m.nativeMs).toFixed(2)} (target <= 2)`,
  );
  console.log(
    `browser memory while rendering (all its processes' RSS, sampled every 100 ms): ${m.idleMiB.toFixed(0)} MiB idle, peak ${m.peakMiB.toFixed(0)} MiB = ${(m.peakMiB / 1024).toFixed(2)} GiB (target <= 2 GiB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printClipRender(await benchClipRender());
