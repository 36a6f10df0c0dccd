// The browser's Whisper runner in Chromium (issue 32): the tiny random
// Whisper-shaped model (tests/fixtures/whisper-tiny) gives PyTorch's features
// and greedy tokens in the page, and the media worker's transcribe job runs a
// model.json with engine 'whisper' end to end, Portuguese chosen.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { buildMediaPage } from '../../scripts/lib/media-page.mjs';
import { readPcmWav } from '../../scripts/lib/pcm-wav.mjs';
import { serveFolder } from '../../scripts/lib/static-server.mjs';
import { launch } from './support';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'whisper-tiny');
const reference = JSON.parse(readFileSync(join(FIXTURE, 'reference.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(FIXTURE, 'model.json'), 'utf8'));

let dir: string;
let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveFolder>>;
const errors: string[] = [];

const samples = () => Array.from(readPcmWav(join(FIXTURE, 'speech-pt.wav')));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palco-whisper-'));
  await buildMediaPage(dir);
  cpSync(FIXTURE, join(dir, 'whisper'), { recursive: true });
  await build({
    entryPoints: ['tests/e2e/fixtures/whisper-harness.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'error',
    outfile: join(dir, 'whisper.js'),
  });
  writeFileSync(
    join(dir, 'whisper.html'),
    '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="/whisper.js"></script>',
  );
  server = await serveFolder(dir);
  browser = await launch();
  page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A shared 2-core machine runs the model slowly; nothing here is timed. */
const HEAVY_MS = 300_000;

describe('Whisper in the browser', { timeout: HEAVY_MS }, () => {
  it("gives PyTorch's log-mel features within 1e-4 and its greedy tokens one for one, in Chromium", async () => {
    await page.goto(`${server.url}/whisper.html`);
    await page.waitForFunction(() => document.title === 'whisper ready');
    const names = ['pt', 'pt-notimestamps', 'en'];
    const runs = names.map((n) => ({ language: n.slice(0, 2), timestamps: reference.decodes[n].timestamps }));
    const out = await page.evaluate(([audio, runs, max]) => window.whisperCheck(audio, runs, max), [
      samples(),
      runs,
      reference.maxTokens,
    ] as const);
    expect(out.melWorst).toBeLessThan(1e-4);
    expect(out.tokens).toEqual(names.map((n) => reference.decodes[n].tokens));
    expect(errors).toEqual([]);
  });

  it("transcribes with a model.json of engine 'whisper' in the media worker when Portuguese is chosen", async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => document.title === 'ready');
    const url = (file: string) => [`/whisper/${file}`];
    const model: LocalSpeechModel = {
      ...manifest,
      encoderUrls: url(manifest.files.encoder),
      decoderUrls: url(manifest.files.decoder),
      tokenizerUrls: url(manifest.files.tokenizer),
      bytes: 0,
    };
    const out = await page.evaluate(async (model) => {
      const blob = await (await fetch('/whisper/speech-pt.wav')).blob();
      const result = (await window.media.run('transcribe', { source: { blob }, language: 'pt', model })) as {
        words: Array<{ text: string; startMs: number; endMs: number }>;
        durationMs: number;
        model: string;
      };
      return { ...result, stages: window.media.progress.map((p) => p[2]) };
    }, model);
    expect(out.model).toBe('whisper-tiny-random');
    // Random weights write random words: what matters is that they come, timed inside the sound, in order.
    expect(out.words.length).toBeGreaterThan(0);
    for (const w of out.words) {
      expect(w.startMs).toBeGreaterThanOrEqual(0);
      expect(w.endMs).toBeLessThanOrEqual(out.durationMs);
      expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
    }
    expect(out.words.map((w) => w.startMs)).toEqual([...out.words.map((w) => w.startMs)].sort((a, b) => a - b));
    expect(out.stages).toContain('speech');
    // A language the model has no token for is refused, not guessed.
    const refused = await page.evaluate(async (model) => {
      const blob = await (await fetch('/whisper/speech-pt.wav')).blob();
      try {
        await window.media.run('transcribe', { source: { blob }, language: 'en', model: { ...model, id: 'no-en', languages: ['pt'] } });
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    }, model);
    expect(refused).toContain('does not hear en');
  });
});
