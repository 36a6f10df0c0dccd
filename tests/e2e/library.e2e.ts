// Issue 7 in Chromium: a video made by the browser is uploaded, previewed and
// seeked with Range requests; a disguised file and an oversized one are
// refused in the user's language; an upload cut off by a closed tab resumes
// in a new one and arrives byte for byte.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures, SPEECH } from './fixtures/media-fixtures';
import { wordErrorRate } from '../../scripts/lib/word-error-rate.mjs';
import { addSessionCookie, browser, hydrated, openPage, recordedClipForFile, seedOrgMember } from './support';

const clip = recordedClipForFile(3);
const dir = mkdtempSync(join(tmpdir(), 'palco-library-'));

const seedOwner = (tag: string) => seedOrgMember(tag, { displayName: 'Lia Library' });

async function libraryPage(owner: ReturnType<typeof seedOwner>) {
  const tracked = await openPage(browser, { locale: 'en' });
  await addSessionCookie(tracked.context, owner.cookie);
  await tracked.page.goto('/en/library');
  await hydrated(tracked.page);
  return tracked;
}

async function creditsOf(page: Page, org: string): Promise<number> {
  return page.evaluate(async (o) => ((await (await fetch(`/api/v1/orgs/${o}/credits`)).json()) as { balance: number }).balance, org);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** SHA-256 of what the Worker serves for an asset, computed in the page with the user's cookie. */
function servedHash(page: Page, org: string, assetId: string) {
  return page.evaluate(
    async ([o, id]) => {
      const buf = await (await fetch(`/api/v1/orgs/${o}/assets/${id}/content`)).arrayBuffer();
      return [...new Uint8Array(await crypto.subtle.digest('SHA-256', buf))].map((b) => b.toString(16).padStart(2, '0')).join('');
    },
    [org, assetId] as const,
  );
}

function assetsOf(page: Page, org: string) {
  return page.evaluate(
    async (o) =>
      (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as {
        id: string;
        name: string;
        size: number;
        durationMs: number | null;
        hasThumbnail: boolean;
      }[],
    org,
  );
}

describe('the media library', () => {
  it('uploads a video made in the browser, shows it, and plays it with seeking', async () => {
    const owner = seedOwner('lib');
    const { page, context, errors } = await libraryPage(owner);
    await page.getByTestId('library-empty').waitFor();

    const file = join(dir, 'clip.webm');
    writeFileSync(file, clip());
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.getByText('“clip.webm” uploaded.').waitFor();
    await page.getByTestId('asset').filter({ hasText: 'clip.webm' }).waitFor();

    const [asset] = await assetsOf(page, owner.org);
    expect(asset!.size).toBe(clip().byteLength);
    expect(asset!.durationMs).toBeGreaterThan(2000);
    await expect.poll(async () => (await assetsOf(page, owner.org))[0]!.hasThumbnail).toBe(true);
    expect(await servedHash(page, owner.org, asset!.id)).toBe(sha256(clip()));

    const ranged: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes(`/assets/${asset!.id}/content`)) ranged.push(res.status());
    });
    await page.getByRole('button', { name: 'Preview: clip.webm' }).click();
    const video = page.getByTestId('preview-video');
    await video.waitFor();
    const seeked = await video.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      v.currentTime = 1.5;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
      return v.currentTime;
    });
    expect(seeked).toBeCloseTo(1.5, 1);
    expect(ranged).toContain(206);

    // The media engine reads the same asset in the worker, by Range requests: frames and scenes.
    ranged.length = 0;
    await page.getByRole('button', { name: 'Analyse in this browser' }).click();
    const analysis = page.getByTestId('media-analysis');
    await analysis.waitFor();
    expect(await analysis.getByRole('figure', { name: 'Frames across the video' }).locator('img').count()).toBe(8);
    expect(await analysis.textContent()).toMatch(/VP[89]/);
    // English speech has the browser's model (free); Portuguese has none here, and the panel says so plainly.
    await page.getByTestId('local-speech-model').getByText('Moonshine tiny (English)').waitFor();
    await page.getByLabel('Spoken language').selectOption('pt');
    await page.getByTestId('no-speech-model').getByText('No speech model for Portuguese is installed here').waitFor();
    expect(await page.getByRole('button', { name: /^Transcribe/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A stored transcript: shown with the spoken word lit as the video plays, and exported as SRT.
    const words = [
      { text: 'Olá,', startMs: 200, endMs: 700, confidence: 0.9 },
      { text: 'mundo.', startMs: 800, endMs: 1400, confidence: 0.9 },
      { text: 'Segunda', startMs: 1600, endMs: 2100, confidence: 0.9 },
      { text: 'frase.', startMs: 2200, endMs: 2800, confidence: 0.9 },
    ];
    const transcript = {
      version: 1,
      language: 'pt',
      durationMs: 3000,
      engine: { provider: 'local', model: 'e2e' },
      segments: [
        { startMs: 200, endMs: 1400, text: 'Olá, mundo.', words: words.slice(0, 2) },
        { startMs: 1600, endMs: 2800, text: 'Segunda frase.', words: words.slice(2) },
      ],
    };
    const stored = await page.evaluate(
      async ([o, id, body]) =>
        (
          await fetch(`/api/v1/orgs/${o}/assets/${id}/transcript`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      [owner.org, asset!.id, transcript] as const,
    );
    expect(stored).toBe(200);
    // Stored from outside this page (as another tab would): seen after a reload.
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Preview: clip.webm' }).click();
    const panel = page.getByTestId('transcript');
    await panel.waitFor();
    await page.getByTestId('preview-video').evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      v.currentTime = 1.8;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    });
    await expect.poll(() => panel.locator('.word-now').textContent()).toBe('Segunda');
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export SRT' }).click();
    const srtPath = await (await download).path();
    const srt = readFileSync(srtPath, 'utf8');
    // Parsed back: two cues, their times and text.
    const cues = srt
      .trim()
      .split(/\n\n/)
      .map((block) => {
        const [n, time, ...text] = block.split('\n');
        const [from, to] = time!.split(' --> ');
        return { n: Number(n), from, to, text: text.join(' ') };
      });
    expect(cues).toEqual([
      { n: 1, from: '00:00:00,200', to: '00:00:01,400', text: 'Olá, mundo.' },
      { n: 2, from: '00:00:01,600', to: '00:00:02,800', text: 'Segunda frase.' },
    ]);
    await page.keyboard.press('Escape');

    // Rename from the asset's menu, by keyboard-reachable controls.
    await page.getByRole('button', { name: 'Actions for clip.webm' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename' });
    await dialog.getByLabel('Name', { exact: true }).fill('Teaser de verão.webm');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('asset').filter({ hasText: 'Teaser de verão.webm' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('transcribes an English video in the browser for free, in the Portuguese UI, and exports the words as SRT', async () => {
    const owner = seedOwner('lib-stt');
    const fixtures = makeMediaFixtures(join(dir, 'speech'));
    const tracked = await openPage(browser, { locale: 'pt-BR' });
    await addSessionCookie(tracked.context, owner.cookie);
    const { page, errors } = tracked;
    await page.goto('/pt-BR/library');
    await hydrated(page);
    await page.getByTestId('upload-input').setInputFiles(join(fixtures.dir, fixtures.mp4));
    await page.getByText('“speech-en.mp4” enviado.').waitFor();
    const creditsBefore = await creditsOf(page, owner.org);

    await page.getByRole('button', { name: 'Visualizar: speech-en.mp4' }).click();
    // Portuguese is the default spoken language in a Portuguese UI; no model hears it here.
    await page.getByTestId('no-speech-model').getByText('Nenhum modelo de fala para Português está instalado aqui').waitFor();
    await page.getByLabel('Idioma falado').selectOption('en');
    await page.getByRole('button', { name: 'Transcrever neste navegador (grátis)' }).click();
    const panel = page.getByTestId('transcript');
    await panel.waitFor({ timeout: 60_000 });
    expect(await panel.textContent()).toContain('Inglês · moonshine-tiny-en');
    const heard = (await panel.locator('.word').allTextContents()).join(' ');
    expect(wordErrorRate(SPEECH.en.text, heard)).toBeLessThan(0.25);
    // Free: nothing was charged.
    expect(await creditsOf(page, owner.org)).toBe(creditsBefore);

    // Stored with the asset: after a reload it is read back, not heard again.
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Visualizar: speech-en.mp4' }).click();
    await panel.waitFor();
    expect((await panel.locator('.word').allTextContents()).join(' ')).toBe(heard);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Exportar SRT' }).click();
    const srt = readFileSync(await (await download).path(), 'utf8');
    const [first] = srt.trim().split(/\n\n/);
    const [n, time, ...text] = first!.split('\n');
    expect(n).toBe('1');
    expect(time).toMatch(/^00:00:00,\d{3} --> 00:00:0\d,\d{3}$/);
    expect(wordErrorRate(SPEECH.en.text, text.join(' '))).toBeLessThan(0.25);
    expect(errors).toEqual([]);
  }, 120_000);

  it('refuses a disguised file by its bytes and an oversized one before sending, in the user language', async () => {
    const owner = seedOwner('lib-bad');
    const { page, context } = await libraryPage(owner);
    await page.getByTestId('library-empty').waitFor();

    const fake = join(dir, 'holiday.mp4');
    writeFileSync(fake, '<!doctype html><html><body><script>alert(1)</script></body></html>');
    await page.getByTestId('upload-input').setInputFiles(fake);
    const row = page.locator('.upload-row').filter({ hasText: 'holiday.mp4' });
    await row
      .getByText(
        'This file is not a supported video (MP4, WebM, OGG, MOV), image (PNG, JPEG, WebP, SVG), PDF document or subtitles file (SRT, WebVTT in UTF-8).',
      )
      .waitFor();
    expect(await row.getAttribute('data-status')).toBe('failed');

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) });
    await page
      .getByText(
        '“poster.png”: The file is too large: videos up to 2 GB, images up to 20 MB, PDF documents up to 100 MB, subtitles up to 2 MB.',
      )
      .waitFor();
    expect(await assetsOf(page, owner.org)).toEqual([]);
    await context.close();
  });

  it('an upload cut off by closing the tab resumes in a new tab and arrives byte for byte', async () => {
    const owner = seedOwner('lib-resume');
    // Three parts: the clip, then 36 MB of noise after it (the bytes still begin as WebM).
    const big = Buffer.concat([clip(), createHash('sha512').update('x').digest(), Buffer.alloc(36 * 1024 * 1024, 7)]);
    const file = join(dir, 'long take.webm');
    writeFileSync(file, big);

    const first = await libraryPage(owner);
    // Part 3 never gets through in this tab, as on a connection that drops.
    await first.page.route('**/parts/3', (route) => route.abort('connectionreset'));
    await first.page.getByTestId('upload-input').setInputFiles(file);
    const pending = () =>
      first.page.evaluate(
        async (o) => (await (await fetch(`/api/v1/orgs/${o}/uploads`)).json()) as { id: string; parts: { partNumber: number }[] }[],
        owner.org,
      );
    await expect.poll(async () => (await pending())[0]?.parts.map((p) => p.partNumber).sort(), { timeout: 30_000 }).toEqual([1, 2]);
    await first.context.close();

    const second = await libraryPage(owner);
    const section = second.page.getByRole('region', { name: 'Unfinished uploads' });
    await section.getByText('long take.webm').waitFor();
    await section.getByText(/Choose the same file again to continue from \d+%/).waitFor();
    const sent: string[] = [];
    second.page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/parts/')) sent.push(r.url().split('/parts/')[1]!);
    });
    await section.locator('input[type=file]').setInputFiles(file);
    await second.page.getByText('“long take.webm” uploaded.').waitFor({ timeout: 60_000 });
    expect(sent).toEqual(['3']);

    const asset = (await assetsOf(second.page, owner.org)).find((a) => a.name === 'long take.webm')!;
    expect(asset.size).toBe(big.byteLength);
    expect(await servedHash(second.page, owner.org, asset.id)).toBe(sha256(big));
    expect(second.errors).toEqual([]);
    await second.context.close();
    // 36 MB sent twice over (a part refused, then resumed): 65 s at load 7 on this 2-core machine.
  }, 240_000);
});
