// Issue 19's figures for the media engine, in headless Chromium on this machine:
// probe + audio extraction of a 10-minute video, its transcription by the local
// speech model (real-time factor, threads, word error rate), the render of a
// 30 s 1080×1920 composition beside native ffmpeg making the same frames, and
// the peak memory of the browser's processes meanwhile. Numbers only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMediaPage } from '../lib/media-page.mjs';
import { captionsOverlay, headlineOverlay } from './clip-overlays.mjs';
import { LONG_EN } from '../lib/speech-text.mjs';
import { serveFolder } from '../lib/static-server.mjs';
import { wordErrorRate } from '../lib/word-error-rate.mjs';
import { measuredBrowser, treeRssMiB } from './memory.mjs';

const ff = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });

/** What was said in `seconds` of the looped speech: whole loops, then the same share of the next. */
function saidIn(seconds, loopSeconds) {
  const loops = seconds / loopSeconds;
  const words = LONG_EN.split(' ');
  const said = Array.from({ length: Math.floor(loops) }, () => LONG_EN);
  said.push(words.slice(0, Math.round((loops % 1) * words.length)).join(' '));
  return said.join(' ');
}

/** A 10-minute 720p H.264 + AAC video of moving test pattern and English speech (espeak-ng, looped). */
function makeLongVideo(dir, seconds) {
  execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', join(dir, 'speech.wav'), LONG_EN]);
  ff([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=1280x720:r=30:d=${seconds}`,
    '-stream_loop',
    '-1',
    '-i',
    join(dir, 'speech.wav'),
    '-t',
    String(seconds),
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '28',
    '-g',
    '60',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    join(dir, 'long.mp4'),
  ]);
  return 'long.mp4';
}

export async function benchMedia({ seconds = 600 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-media-'));
  const t0 = performance.now();
  const file = makeLongVideo(dir, seconds);
  const fixtureSeconds = (performance.now() - t0) / 1000;
  await buildMediaPage(dir);
  const server = await serveFolder(dir);
  const { browser, pid, close } = await measuredBrowser();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMiB(pid))), 100);
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.title === 'ready');
    const baseline = treeRssMiB(pid);
    const read = await page.evaluate(async (name) => {
      const blob = await (await fetch(`/${name}`)).blob();
      const t0 = performance.now();
      const info = await window.media.run('inspect', { source: { blob } });
      const t1 = performance.now();
      const audio = await window.media.run('audio', { source: { blob } });
      const t2 = performance.now();
      return {
        probeMs: t1 - t0,
        audioMs: t2 - t1,
        durationMs: info.durationMs,
        samples: audio.samples.length,
        sizeMiB: blob.size / 1048576,
      };
    }, file);
    const readPeak = peak;
    peak = 0;
    // The clipper's analysis as the app runs it, from the file chosen to the moments shown: metadata, sound at
    // 4 kHz for loudness, the local model hearing every word, scene changes, then the scorer. Read from the
    // local file, as the app reads a file chosen from the computer (its upload goes on meanwhile).
    const transcribe = await page.evaluate(async (name) => {
      const models = await (await fetch('/speech-models.json')).json();
      const model = models.find((m) => m.languages.includes('en'));
      if (!model) return null;
      const source = { blob: await (await fetch(`/${name}`)).blob() };
      const t0 = performance.now();
      await window.media.run('inspect', { source });
      const sound = await window.media.run('audio', { source, sampleRate: 4000, peaksPerSecond: 1 });
      const t1 = performance.now();
      const out = await window.media.run('transcribe', { source, language: 'en', model });
      const t2 = performance.now();
      const scenes = await window.media.run('scenes', { source, intervalMs: 1000 });
      const moments = window.clipperMoments(out.words, sound.levels, scenes.cutsMs);
      const t3 = performance.now();
      return {
        ms: t2 - t1,
        analysisMs: t3 - t0,
        moments: moments.length,
        bestMatch: moments[0]?.match ?? null,
        model: model.id,
        threads: globalThis.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency) : 1,
        text: out.words.map((w) => w.text).join(' '),
        words: out.words.length,
      };
    }, file);
    const transcribePeak = peak;
    peak = 0;
    // The speaker-following crop: faces looked for in 60 s of the video, four frames a second, as a clip's framing does.
    const faces = await page.evaluate(async (name) => {
      if (!(await fetch('/blazeface-back-256.onnx', { method: 'HEAD' })).ok) return null;
      const source = { blob: await (await fetch(`/${name}`)).blob() };
      const t0 = performance.now();
      const out = await window.media.run('faces', {
        source,
        startMs: 0,
        endMs: 60_000,
        intervalMs: 250,
        modelUrl: '/blazeface-back-256.onnx',
      });
      return { ms: performance.now() - t0, frames: out.samples.length };
    }, file);
    const render = await page.evaluate(
      async ({ name, overlays }) => {
        // Read through the URL as the app reads a library asset (or a disk-backed File): a fetched Blob would hold all
        // of the 10-minute file in the page and count it as the render's memory (issue 33).
        const source = { url: `/${name}` };
        const t0 = performance.now();
        const out = await window.media.run('render', {
          width: 1080,
          height: 1920,
          fps: 30,
          clips: [{ source, fromMs: 60_000, toMs: 90_000 }],
          overlays,
        });
        return {
          ms: performance.now() - t0,
          MiB: out.file.size / 1048576,
          audioCodec: out.audioCodec,
          audioEncoder: out.audioEncoder,
          soundMs: out.soundMs,
        };
      },
      { name: file, overlays: [headlineOverlay({ text: 'Palco', endMs: 30_000, fontSize: 96 }), captionsOverlay(10)] },
    );
    const renderPeak = peak;
    // Native ffmpeg making the same 30 s of frames: decode, crop to 9:16, scale to 1080×1920, H.264 (libx264 veryfast) + AAC.
    const f0 = performance.now();
    ff([
      '-ss',
      '60',
      '-t',
      '30',
      '-i',
      join(dir, file),
      '-vf',
      'crop=ih*9/16:ih,scale=1080:1920',
      '-r',
      '30',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '8M',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      join(dir, 'native.mp4'),
    ]);
    const nativeMs = performance.now() - f0;
    const loopSeconds = (readFileSync(join(dir, 'speech.wav')).length - 44) / 2 / 22050;
    const said = saidIn(read.durationMs / 1000, loopSeconds);
    const speech = transcribe && { ...transcribe, wer: wordErrorRate(said, transcribe.text), said: said.split(' ').length };
    return {
      fixtureSeconds,
      read,
      speech,
      faces,
      render,
      nativeMs,
      baselineMiB: baseline,
      readPeakMiB: readPeak,
      transcribePeakMiB: transcribePeak,
      renderPeakMiB: renderPeak,
    };
  } finally {
    clearInterval(sampler);
    await close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printMedia(m) {
  console.log(
    `\n## Media engine in headless Chromium (a ${(m.read.durationMs / 60000).toFixed(1)}-minute 720p H.264/AAC file of ${m.read.sizeMiB.toFixed(0)} MiB, made by ffmpeg in ${m.fixtureSeconds.toFixed(0)} s)`,
  );
  console.log(
    `probe: ${(m.read.probeMs / 1000).toFixed(2)} s   audio to 16 kHz mono: ${(m.read.audioMs / 1000).toFixed(2)} s   together ${((m.read.probeMs + m.read.audioMs) / 1000).toFixed(2)} s (target <= 10 s)`,
  );
  if (m.speech) {
    const rtf = m.speech.ms / m.read.durationMs;
    console.log(
      `local speech-to-text (${m.speech.model}, onnxruntime-web WASM, ${m.speech.threads} thread${m.speech.threads === 1 ? '' : 's'}): ${(m.speech.ms / 1000).toFixed(1)} s for ${(m.read.durationMs / 60000).toFixed(1)} min = real-time factor ${rtf.toFixed(2)} (target <= 0.5); ${m.speech.words} words heard of ~${m.speech.said} said, WER ~${(m.speech.wer * 100).toFixed(1)}%`,
    );
    console.log(
      `clipper analysis, file chosen to moments shown (probe, sound, transcript, scenes, scoring): ${(m.speech.analysisMs / 1000).toFixed(1)} s = ${(m.speech.analysisMs / m.read.durationMs).toFixed(2)}x the video's duration (target <= 0.5); ${m.speech.moments} moments, best ${m.speech.bestMatch}%`,
    );
  } else console.log('local speech-to-text: no English model installed (node scripts/speech-models.mjs default)');
  if (m.faces)
    console.log(
      `speaker-following crop, faces in 60 s of video at 4 frames a second (BlazeFace, WASM): ${(m.faces.ms / 1000).toFixed(1)} s, ${(m.faces.ms / m.faces.frames).toFixed(0)} ms a frame`,
    );
  else console.log('speaker-following crop: no face detector installed (node scripts/vision-models.mjs)');
  console.log(
    `browser memory (all its processes): ${m.baselineMiB.toFixed(0)} MiB idle, peak ${m.readPeakMiB.toFixed(0)} MiB while reading, ${m.transcribePeakMiB.toFixed(0)} MiB while transcribing, ${m.renderPeakMiB.toFixed(0)} MiB while rendering`,
  );
  const speed = 30_000 / m.render.ms;
  console.log(
    `render of 30 s at 1080x1920 30 fps with text and captions: ${(m.render.ms / 1000).toFixed(1)} s = ${speed.toFixed(2)}x real time (target >= 4x), ${m.render.MiB.toFixed(1)} MiB, audio ${m.render.audioCodec}`,
  );
  // Decision 044: the sound is AAC; where WebCodecs has no AAC encoder (this headless Chromium) the WebAssembly one.
  if (m.render.soundMs !== null)
    console.log(
      `  of which the AAC sound (${m.render.audioEncoder} encoder; its start, the sound's decode and re-timing, the encode): ${(m.render.soundMs / 1000).toFixed(2)} s for 30 s of 48 kHz stereo at 128 kbit/s`,
    );
  console.log(
    `native ffmpeg, same frames (libx264 veryfast, no overlays): ${(m.nativeMs / 1000).toFixed(1)} s   browser / native: ${(m.render.ms / m.nativeMs).toFixed(2)} (target <= 2)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  printMedia(await benchMedia({ seconds: Number(process.env.BENCH_MEDIA_SECONDS ?? 600) }));
