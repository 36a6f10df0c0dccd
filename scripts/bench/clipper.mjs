// Issue 32's figure: the clipper's analysis from the file chosen to the moments
// shown, on a creator-like 10-minute 1080×1920 talk with speech
// (scripts/bench/talk-video.mjs, cached in .bench-cache/), in headless Chromium,
// stage by stage as client/features/clipper/analyze.ts runs them: the video's
// make-up, the sound at 4 kHz, the local speech model, the scene cuts, the
// scorer. Then the same without a transcript (the voice's delivery read from
// the sound instead), as a language no browser model hears gets. Numbers only;
// the target is at most 0.3× the video's duration.
import { symlinkSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumOptions } from '../lib/chromium.mjs';
import { buildMediaPage } from '../lib/media-page.mjs';
import { serveFolder } from '../lib/static-server.mjs';
import { talkVideo } from './talk-video.mjs';

export async function benchClipper({ seconds = 600, speech = true, wordless = true } = {}) {
  const t0 = performance.now();
  const video = talkVideo(seconds);
  const fixtureSeconds = (performance.now() - t0) / 1000;
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-clipper-'));
  await buildMediaPage(dir);
  symlinkSync(video, join(dir, 'talk.mp4'));
  const server = await serveFolder(dir);
  const browser = await chromium.launch(chromiumOptions());
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.title === 'ready');
    return await page
      .evaluate(
        async ({ wordless, speech }) => {
          const models = await (await fetch('/speech-models.json')).json();
          const model = models.find((m) => m.languages.includes('en'));
          const source = { blob: await (await fetch('/talk.mp4')).blob() };
          const run = async (withWords) => {
            const ms = {};
            let t = performance.now();
            const lap = (stage) => {
              const now = performance.now();
              ms[stage] = now - t;
              t = now;
            };
            const start = t;
            let faces = [];
            const info = await window.media.run('inspect', { source });
            lap('reading');
            const sound = await window.media.run('audio', { source, sampleRate: 4000, peaksPerSecond: 1, voice: !withWords });
            lap('audio');
            const heard = withWords ? await window.media.run('transcribe', { source, language: 'en', model }) : null;
            lap('transcript');
            const scenes = await window.media.run('scenes', { source, intervalMs: 1000 });
            lap('scenes');
            // Without words the analysis looks for faces on some two dozen key frames, where the detector is installed.
            if (!withWords && (await fetch('/blazeface-back-256.onnx', { method: 'HEAD' })).ok) {
              const keys = [];
              for (const k of info.video.keyframesMs)
                if (!keys.length || k - keys[keys.length - 1] >= Math.max(5000, info.durationMs / 24)) keys.push(k);
              const found = await window.media.run('faces', {
                source,
                startMs: 0,
                endMs: info.durationMs,
                timesMs: keys,
                modelUrl: '/blazeface-back-256.onnx',
              });
              ms.faceFrames = found.samples.length;
              ms.withFace = found.samples.filter((f) => f.faces.length > 0).length;
              faces = found.samples.map((f) => ({ atMs: f.atMs, present: f.faces.length > 0 }));
              lap('faces');
            }
            const moments = withWords
              ? window.clipperMoments(heard.words, sound.levels, scenes.cutsMs)
              : window.clipperSignalMoments(sound.levels, sound.voice, scenes.cutsMs, faces);
            lap('scoring');
            return {
              ms,
              totalMs: performance.now() - start,
              durationMs: info.durationMs,
              cuts: scenes.cutsMs.length,
              sampled: scenes.timesMs.length,
              words: heard?.words.length ?? 0,
              matches: moments.map((m) => m.match),
            };
          };
          return {
            model: model?.id ?? null,
            sizeMiB: source.blob.size / 1048576,
            speech: model && speech ? await run(true) : null,
            wordless: wordless ? await run(false) : null,
          };
        },
        { wordless, speech },
      )
      .then((r) => ({ ...r, fixtureSeconds }));
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printClipper(r) {
  const line = (label, run) => {
    const stages = Object.entries(run.ms)
      .filter(([s]) => s !== 'faceFrames' && s !== 'withFace')
      .map(([s, ms]) => `${s} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
    console.log(
      `${label}: ${(run.totalMs / 1000).toFixed(1)} s = ${(run.totalMs / run.durationMs).toFixed(3)}x the video's duration (target <= 0.3) — ${stages}; ${run.cuts} cuts from ${run.sampled} sampled frames${run.ms.faceFrames ? `; a face on ${run.ms.withFace} of ${run.ms.faceFrames} key frames` : ''}; matches ${run.matches.join(' ')}`,
    );
  };
  console.log(
    `\n## Clipper analysis, file chosen to moments shown (a ${(r.speech ?? r.wordless).durationMs / 60000}-minute 1080x1920 talk, ${r.sizeMiB.toFixed(0)} MiB${r.fixtureSeconds > 1 ? `, made in ${r.fixtureSeconds.toFixed(0)} s` : ', cached'})`,
  );
  if (r.speech) line(`with a transcript (${r.model})`, r.speech);
  else if (r.model) console.log('with a transcript: skipped (BENCH_CLIPPER_SPEECH=0)');
  else console.log('with a transcript: no English model installed (node scripts/speech-models.mjs default)');
  if (r.wordless) line('without a transcript (sound and scene signals)', r.wordless);
}

if (import.meta.url === `file://${process.argv[1]}`)
  printClipper(
    await benchClipper({ seconds: Number(process.env.BENCH_CLIPPER_SECONDS ?? 600), speech: process.env.BENCH_CLIPPER_SPEECH !== '0' }),
  );
