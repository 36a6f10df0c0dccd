// Issue 22, auto subtitles, in Chromium: an English speech video made here
// (espeak-ng + ffmpeg, portrait) is uploaded in the picker, heard by the
// browser's model, its cues edited (split at the cursor and undone, limits
// changed, retimed by keyboard on the waveform), translated through the AI
// layer (offline: a labelled word-for-word draft, 1 credit), exported as SRT
// and VTT (parsed back: the spoken words, in order, timed inside the video)
// and burned into an MP4 (decoded: its duration, and the kit's caption colour
// in the frame at a cue's time). In English and in Portuguese.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, launchForFile, seedOrgMember, signedInPage, sql, kitThroughApi, assetNames, saveDownload } from './support';
import { speechVideo, frameRgb, probeMedia, probeSeconds } from './fixtures/media-fixtures';
import { soundOf } from './fixtures/mp4-sound';

const SAID = 'Hello, this is a test of speech transcription in English. Subtitles make every video easier to follow.';
const W = 720;
const H = 1280;
/** The kit's caption text colour, chosen to be found by pixel. */
const TEXT = [255, 0, 255];
const HIGHLIGHT = [0, 255, 0];

const dir = mkdtempSync(join(tmpdir(), 'palco-subtitles-'));

function makeSpeech(): { file: string; seconds: number } {
  const file = speechVideo(dir, 'talk.mp4', { voice: 'en', text: SAID, picture: `color=c=0x405060:s=${W}x${H}:r=30` });
  return { file, seconds: probeSeconds(file) };
}

interface ParsedCue {
  startMs: number;
  endMs: number;
  text: string;
}
const stamp = (s: string) => {
  const [h, m, rest] = s.trim().split(':');
  return (Number(h) * 3600 + Number(m) * 60 + Number(rest!.replace(',', '.'))) * 1000;
};
/** SRT or WebVTT back into cues: blocks of "start --> end" and their lines. */
function parseCues(text: string): ParsedCue[] {
  return text
    .replace(/^WEBVTT[^\n]*\n/, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim().split('\n'))
    .filter((lines) => lines.some((l) => l.includes('-->')))
    .map((lines) => {
      const at = lines.findIndex((l) => l.includes('-->'));
      const [start, end] = lines[at]!.split('-->');
      return { startMs: stamp(start!), endMs: stamp(end!), text: lines.slice(at + 1).join('\n') };
    });
}

const words = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? [];

const frame = (file: string, seconds: number): Buffer => frameRgb(file, seconds, W, H);
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 60);

const credits = (page: Page, org: string) =>
  page.evaluate(async (o) => ((await (await fetch(`/api/v1/orgs/${o}/credits`)).json()) as { balance: number }).balance, org);

async function captionKit(page: Page, org: string) {
  const { status } = await kitThroughApi(page, org, 'Subtitle kit', {
    caption: { textColor: '#ff00ff', highlightColor: '#00ff00', outlineColor: '#000000' },
  });
  expect(status).toBe(200);
}

/** The burned MP4: the video's length, and the caption's colours in the lower part of the frame while a cue shows. */
function checkBurned(file: string, seconds: number, cue: ParsedCue) {
  const probe = probeMedia(file);
  expect(probe.streams.find((s) => s.codec_name === 'h264')).toMatchObject({ width: W, height: H });
  // The speech, in AAC (decision 044).
  const sound = soundOf(file);
  expect(sound.codec).toBe('aac');
  expect(sound.meanVolumeDb).toBeGreaterThan(-60);
  expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThan(0.5);
  const rgb = frame(file, (cue.startMs + cue.endMs) / 2000);
  let text = 0;
  let lit = 0;
  for (let y = Math.round(H * 0.7); y < Math.round(H * 0.95); y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const px = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      if (near(px, TEXT)) text++;
      if (near(px, HIGHLIGHT)) lit++;
    }
  expect(text + lit).toBeGreaterThan(150);
  // Nothing of the kind above the captions: the colour is the captions', not the picture's.
  const top = frame(file, (cue.startMs + cue.endMs) / 2000).subarray(0, W * Math.round(H * 0.5) * 3);
  let stray = 0;
  for (let i = 0; i < top.length; i += 3) if (near([top[i]!, top[i + 1]!, top[i + 2]!], TEXT)) stray++;
  expect(stray).toBe(0);
}

launchForFile();

describe('auto subtitles', () => {
  it('in English: transcribes, edits, translates, exports SRT and VTT with the spoken words, and burns the MP4', async () => {
    const owner = seedOrgMember('subtitles', { displayName: 'Sol Subtitles' });
    sql(`UPDATE organizations SET credit_balance = 100 WHERE id = '${owner.org}'`);
    const video = makeSpeech();
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'en' }, '/en/dashboard');
    await captionKit(page, owner.org);

    await page.locator('[data-tool="auto_subtitles"]').click();
    await page.waitForURL('**/en/tools/auto-subtitles');
    await page.getByTestId('subtitles-empty').getByText('No subtitle projects yet').waitFor();
    await page.getByTestId('subtitles-empty').getByRole('button', { name: 'New project' }).click();
    await page.getByRole('dialog', { name: 'Choose the video to subtitle' }).locator('input[type="file"]').setInputFiles(video.file);
    await page.waitForURL('**/en/tools/auto-subtitles/edit/**', { timeout: 60_000 });

    // Heard by the browser's model, for free.
    const transcribe = page.getByTestId('st-transcribe');
    await transcribe.getByLabel('Spoken language').selectOption('en');
    await transcribe.getByText(/Model in your browser/).waitFor();
    await transcribe.getByRole('button', { name: 'Transcribe', exact: true }).click();
    const cues = page.getByTestId('st-cue');
    await cues.first().waitFor({ timeout: 120_000 });
    const heard = await page
      .getByTestId('st-cues')
      .locator('textarea')
      .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    expect(words(heard.join(' '))).toEqual(expect.arrayContaining(['test', 'speech', 'follow']));
    for (const text of heard) for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
    const count = await cues.count();

    // Split at the cursor, then undone with Ctrl+Z.
    const first = page.getByLabel('Text of cue 1', { exact: true });
    await first.click();
    await first.evaluate((el) => {
      const a = el as HTMLTextAreaElement;
      const at = a.value.indexOf(' ', Math.floor(a.value.length / 2));
      a.setSelectionRange(at, at);
    });
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => cues.count()).toBe(count + 1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => cues.count()).toBe(count);

    // Narrower lines lay the cues out again.
    await page.getByLabel('Characters per line').fill('16');
    await expect
      .poll(async () =>
        Math.max(
          ...(await page
            .getByTestId('st-cues')
            .locator('textarea')
            .evaluateAll((els) => els.flatMap((e) => (e as HTMLTextAreaElement).value.split('\n').map((l) => l.length)))),
        ),
      )
      .toBeLessThanOrEqual(16);
    expect(await cues.count()).toBeGreaterThan(count);
    // Undone as one step: the cues as they were.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cues.count()).toBe(count);
    expect(await page.getByLabel('Characters per line').inputValue()).toBe('32');

    // Retimed by keyboard on the waveform: the first cue moved later by 0.1 s (it has room before the second? the start edge moves).
    const block = page.getByTestId('st-cue-block').first();
    const before = await block.getAttribute('aria-label');
    await block.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => block.getAttribute('aria-label')).not.toBe(before);

    // The last cue's end dragged back with the mouse on the waveform.
    const last = page.getByTestId('st-cue-block').last();
    const lastLabel = await last.getAttribute('aria-label');
    const edge = (await last.locator('.st-edge-end').boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x - 40, edge.y + edge.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => last.getAttribute('aria-label')).not.toBe(lastLabel);

    // Who speaks the first cue, for the WebVTT voice.
    await page.getByLabel('Speaker · Cue 1', { exact: true }).fill('Ana');

    await page.getByTestId('save-state').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

    // Translated to Portuguese through the AI layer: 1 credit, an offline draft and said so.
    const tracks = page.getByTestId('st-tracks');
    await tracks.getByTestId('offline-mode').waitFor();
    await tracks.getByRole('button', { name: 'Translate to Português (1 credit)' }).click();
    await tracks.getByTestId('st-offline-track').waitFor();
    expect(await credits(page, owner.org)).toBe(99);
    const translatedText = await page
      .getByTestId('st-cues')
      .locator('textarea')
      .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value).join(' '));
    expect(translatedText).toContain('teste');
    const pt = parseCues(
      readFileSync(await saveDownload(page, () => page.getByRole('button', { name: 'Download SRT' }).click(), join(dir, 'pt.srt')), 'utf8'),
    );
    expect(pt).toHaveLength(count);

    // Back to English: SRT and VTT parsed back into the cues, with the spoken words in order.
    await tracks.getByRole('button', { name: /^English/ }).click();
    const srt = parseCues(
      readFileSync(await saveDownload(page, () => page.getByRole('button', { name: 'Download SRT' }).click(), join(dir, 'en.srt')), 'utf8'),
    );
    const vttText = readFileSync(
      await saveDownload(page, () => page.getByRole('button', { name: 'Download VTT' }).click(), join(dir, 'en.vtt')),
      'utf8',
    );
    expect(vttText.startsWith('WEBVTT')).toBe(true);
    expect(vttText).toContain('<v Ana>');
    const vtt = parseCues(vttText.replace(/<v [^>]*>/g, ''));
    expect(srt).toHaveLength(count);
    expect(vtt).toEqual(srt);
    const spoken = words(srt.map((c) => c.text).join(' '));
    const expected = ['test', 'speech', 'transcription', 'follow'].filter((w) => spoken.includes(w));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(spoken.indexOf('test')).toBeLessThan(spoken.indexOf('follow'));
    srt.forEach((c, i) => {
      expect(c.endMs).toBeGreaterThan(c.startMs);
      expect(c.endMs).toBeLessThanOrEqual(video.seconds * 1000 + 1);
      if (i > 0) expect(c.startMs).toBeGreaterThanOrEqual(srt[i - 1]!.endMs);
    });

    // Burned in: rendered in the browser, saved to the library, downloaded and decoded.
    const exporter = page.getByTestId('st-export');
    await exporter.getByRole('button', { name: 'Burn subtitles into MP4' }).click();
    await exporter.getByRole('progressbar').first().waitFor();
    const link = exporter.getByRole('link', { name: 'Download MP4' });
    await link.waitFor({ timeout: 180_000 });
    const mp4 = await saveDownload(page, () => link.click(), join(dir, 'burned.mp4'));
    checkBurned(mp4, video.seconds, srt[0]!);
    const assets = await assetNames(page, owner.org);
    expect(assets).toContain('talk.en subtitled.mp4');

    // The list shows the project with its cues and languages.
    await page.getByRole('link', { name: 'Auto subtitles', exact: true }).first().click();
    const card = page.getByTestId('project-card');
    await card.getByText(`${count} cue`, { exact: false }).waitFor();
    expect(await card.textContent()).toContain('PT');
    // Duplicated, the copy renamed, found by search, then deleted.
    await card.getByRole('button', { name: 'Actions for talk' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByText('Project duplicated').waitFor();
    await expect.poll(() => card.count()).toBe(2);
    await page.getByRole('button', { name: 'Actions for Copy of talk' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill('Talk in Portuguese');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project renamed').waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('portuguese');
    await expect.poll(() => card.count()).toBe(1);
    await page.getByRole('button', { name: 'Actions for Talk in Portuguese' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete project' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('subtitles-empty').getByText('No project with that name').waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await expect.poll(() => card.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);

  it('em português: transcreve o vídeo em inglês, traduz, exporta VTT e grava o MP4', async () => {
    const owner = seedOrgMember('legendas', { displayName: 'Lia Legendas' });
    sql(`UPDATE organizations SET credit_balance = 10 WHERE id = '${owner.org}'`);
    const video = makeSpeech();
    const { page, context, errors } = await signedInPage(
      browser,
      owner.cookie,
      { locale: 'pt-BR', colorScheme: 'dark' },
      '/pt-BR/dashboard',
    );
    await captionKit(page, owner.org);
    await page.locator('[data-tool="auto_subtitles"]').click();
    await page.waitForURL('**/pt-BR/tools/auto-subtitles');
    await page.getByRole('heading', { name: 'Nenhum projeto de legendas ainda' }).waitFor();
    await page.getByTestId('subtitles-empty').getByRole('button', { name: 'Novo projeto' }).click();
    await page.getByRole('dialog', { name: 'Escolha o vídeo para legendar' }).locator('input[type="file"]').setInputFiles(video.file);
    await page.waitForURL('**/pt-BR/tools/auto-subtitles/edit/**', { timeout: 60_000 });

    const transcribe = page.getByTestId('st-transcribe');
    await transcribe.getByLabel('Idioma falado').selectOption('en');
    await transcribe.getByRole('button', { name: 'Transcrever', exact: true }).click();
    await page.getByTestId('st-cue').first().waitFor({ timeout: 120_000 });
    const count = await page.getByTestId('st-cue').count();

    // Merge the first cue with the next, then undo.
    if (count > 1) {
      await page.getByTestId('st-cue').first().getByRole('button', { name: 'Juntar com a próxima' }).click();
      await expect.poll(() => page.getByTestId('st-cue').count()).toBe(count - 1);
      await page.getByRole('button', { name: 'Desfazer' }).click();
      await expect.poll(() => page.getByTestId('st-cue').count()).toBe(count);
    }

    const tracks = page.getByTestId('st-tracks');
    await tracks.getByRole('button', { name: 'Traduzir para Português (1 crédito)' }).click();
    await tracks.getByTestId('st-offline-track').getByText('modo offline').waitFor();
    expect(await credits(page, owner.org)).toBe(9);

    const vtt = parseCues(
      readFileSync(await saveDownload(page, () => page.getByRole('button', { name: 'Baixar VTT' }).click(), join(dir, 'pt.vtt')), 'utf8'),
    );
    expect(vtt).toHaveLength(count);
    expect(vtt.map((c) => c.text).join(' ')).toContain('teste');

    const exporter = page.getByTestId('st-export');
    // Started and cancelled: nothing is saved, and it says so.
    await exporter.getByRole('button', { name: 'Gravar legendas no MP4' }).click();
    await exporter.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Gravação cancelada.').waitFor();
    await exporter.getByRole('button', { name: 'Gravar legendas no MP4' }).click();
    const link = exporter.getByRole('link', { name: 'Baixar MP4' });
    await link.waitFor({ timeout: 180_000 });
    const mp4 = await saveDownload(page, () => link.click(), join(dir, 'pt.mp4'));
    checkBurned(mp4, video.seconds, vtt[0]!);
    // Only the finished burn-in reached the library, not the cancelled one.
    const names = await assetNames(page, owner.org);
    expect(names.filter((n) => n.endsWith('subtitled.mp4'))).toEqual(['talk.pt subtitled.mp4']);
    await page.getByTestId('save-state').getByText('Salvo', { exact: true }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);
});
