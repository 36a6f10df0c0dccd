// Issue 33 point 1 in the video editor, in Chromium: animated captions made
// from a video's transcript, their look picked from the brand kit's presets
// (desktop, English) or by keyboard in the style picker (390 px phone,
// Portuguese), seen in the editor's preview, exported, and found in the MP4's
// frames (decoded with ffmpeg) while a word is said, inside every network's
// safe zone, and not after the words; reopened with the look kept.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, hydrated, kitThroughApi, launchForFile, seedOrgMember, signedInPage, saveDownload } from './support';
import { frameRgb } from './fixtures/media-fixtures';
import { captionPixels, KIT_CAPTION_COLOURS as COLOURS, storeTranscript } from './fixtures/captions';
import { safeAreaForAll } from '@client/media/captions';

const W = 720;
const H = 1280;
const dir = mkdtempSync(join(tmpdir(), 'palco-ve-captions-'));

launchForFile();

function fixture(name: string): string {
  const file = join(dir, name);
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'color=c=0x405060:s=360x640:r=30:d=4', '-f', 'lavfi', '-i', 'sine=f=440:d=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '15', '-c:a', 'aac', '-shortest', file],
    ],
    { stdio: 'pipe' },
  );
  return file;
}

/** An owner whose default kit captions in magenta with a green highlight, with a "Green box" preset. */
async function kitOwner(page: Page, org: string) {
  const kit = await kitThroughApi(page, org, 'Captions kit', {
    caption: { textColor: '#ff00ff', highlightColor: '#00ff00', outlineColor: '#000000', style: 'highlight' },
  });
  expect(kit.status).toBe(200);
  const preset = {
    id: 'green-box',
    name: 'Green box',
    style: 'box',
    font: { source: 'bundled', id: 'inter' },
    textColor: '#ff00ff',
    highlightColor: '#00ff00',
    outlineColor: '#000000',
    uppercase: false,
  };
  const status = await page.evaluate(
    async ([o, id, p]) =>
      (
        await fetch(`/api/v1/orgs/${o}/brand-kits/${id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ captionPresets: [p] }),
        })
      ).status,
    [org, kit.id, preset] as const,
  );
  expect(status).toBe(200);
}

/** Three words from 0.3 s to 2.2 s, then silence. */
const SAID = [
  { text: 'Money', startMs: 300, endMs: 1000 },
  { text: 'and', startMs: 1000, endMs: 1400 },
  { text: 'ideas', startMs: 1400, endMs: 2200 },
];

/** A new 9:16 project with the video on its timeline and its captions added; the first caption selected. */
async function projectWithCaptions(page: Page, org: string, file: string, name: string, words: Record<string, string>) {
  await page.getByTestId('video-empty').getByRole('button', { name: words.newProject }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel('9:16 (Reels, TikTok, Shorts)').check();
  await dialog.getByRole('button', { name: words.create }).click();
  await page.waitForURL('**/tools/video-editor/edit/**');
  const bin = page.getByTestId('ve-bin');
  await bin.getByTestId('ve-upload').setInputFiles(file);
  await bin.getByRole('button', { name: words.add }).click({ timeout: 60_000 });
  expect(await storeTranscript(page, org, name, SAID)).toBe(200);
  await page.getByTestId('ve-item').filter({ hasText: name }).click();
  await page.getByRole('button', { name: words.captions }).click();
  const caption = page.locator('[data-kind="captions"][data-track]').getByTestId('ve-item');
  await expect.poll(() => caption.getAttribute('aria-label')).toBe(words.label);
  await page.getByTestId('ve-captions-look').waitFor();
}

async function exported(page: Page, button: string, link: string, file: string) {
  const exporter = page.getByTestId('ve-export');
  await exporter.getByRole('combobox').selectOption('720');
  await exporter.getByRole('button', { name: button }).click();
  const download = exporter.getByRole('link', { name: link });
  await download.waitFor({ timeout: 240_000 });
  return saveDownload(page, () => download.click(), join(dir, file));
}

/** The MP4's caption pixels while 'ideas' is said (1.8 s) are inside every safe zone, in the lower part; none at 3.2 s. */
function expectCaptionsBurned(mp4: string) {
  const area = safeAreaForAll({ width: W, height: H });
  const c = captionPixels(frameRgb(mp4, 1.8, W, H), W, H, COLOURS);
  expect(c.n).toBeGreaterThan(150);
  expect(c.x0).toBeGreaterThanOrEqual(area.x - 2);
  expect(c.y0).toBeGreaterThanOrEqual(area.y - 2);
  expect(c.x1).toBeLessThanOrEqual(area.x + area.width + 2);
  expect(c.y1).toBeLessThanOrEqual(area.y + area.height + 2);
  expect(c.y0).toBeGreaterThan(H / 2);
  expect(captionPixels(frameRgb(mp4, 3.2, W, H), W, H, COLOURS).n).toBe(0);
}

describe('animated captions in the video editor', () => {
  it('adds captions from the transcript, takes the kit preset, previews and exports them, and keeps them over a reload', async () => {
    const owner = seedOrgMember('ve-captions');
    const { page, context, errors } = await signedInPage(
      browser,
      owner.cookie,
      { locale: 'en', viewport: { width: 1440, height: 900 } },
      '/en/tools/video-editor',
    );
    await kitOwner(page, owner.org);
    await page.reload();
    await hydrated(page);
    await projectWithCaptions(page, owner.org, fixture('talk.mp4'), 'talk.mp4', {
      newProject: 'New project',
      dialog: 'New video',
      create: 'Create',
      add: 'Add talk.mp4 to the timeline',
      captions: 'Captions from the transcript',
      label: 'Money and ideas, from 0:00 to 0:02',
    });

    // The kit's preset brings its style (Box); the picker shows it chosen.
    const look = page.getByTestId('ve-captions-look');
    const preset = look.getByTestId('caption-preset-select');
    expect(await preset.locator('option').allTextContents()).toEqual(['Kit caption', 'Green box']);
    await preset.selectOption({ label: 'Green box' });
    const box = look.getByRole('radio', { name: 'Box' });
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await look.getByLabel('Position').selectOption('bottom');

    // The preview draws them with the render's painter: the caption's colours on the canvas while 'ideas' is said.
    const ruler = page.getByTestId('ve-ruler');
    const r = (await ruler.boundingBox())!;
    await page.mouse.click(r.x + 96 + 1.8 * 60, r.y + 10);
    await expect.poll(() => page.getByTestId('ve-time').textContent()).toMatch(/^0:02 \//);
    // Counted in the page (the canvas's pixels are too many to send over quickly).
    const previewPixels = () =>
      page.getByTestId('ve-preview').evaluate((el) => {
        const c = el as HTMLCanvasElement;
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        const near = (i: number, rgb: number[]) => rgb.every((v, k) => Math.abs(d[i + k]! - v) < 60);
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (near(i, [255, 0, 255]) || near(i, [0, 255, 0])) n++;
        return n;
      });
    await expect.poll(previewPixels, { timeout: 15_000 }).toBeGreaterThan(20);
    await page.getByTestId('save-state').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(tmpdir(), 'palco-ve-captions-en.png') });

    expectCaptionsBurned(await exported(page, 'Export MP4', 'Download MP4', 'talk-en.mp4'));

    // Reopened: the captions track, its words and its look are there.
    await page.reload();
    await hydrated(page);
    const caption = page.locator('[data-kind="captions"][data-track]').getByTestId('ve-item');
    await expect.poll(() => caption.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Money and ideas, from 0:00 to 0:02');
    await caption.click();
    await expect
      .poll(() => page.getByTestId('ve-captions-look').getByRole('radio', { name: 'Box' }).getAttribute('aria-checked'))
      .toBe('true');
    expect(await page.getByTestId('ve-captions-look').getByTestId('caption-preset-select').inputValue()).toBe('green-box');
    expect(errors).toEqual([]);
    await context.close();
  }, 480_000);

  it('on a 390 px phone in Portuguese: a style picked by keyboard is burned into the export', async () => {
    const owner = seedOrgMember('ve-captions-pt');
    const { page, context, errors } = await signedInPage(
      browser,
      owner.cookie,
      { locale: 'pt-BR', viewport: { width: 390, height: 844 } },
      '/pt-BR/tools/video-editor',
    );
    await kitOwner(page, owner.org);
    await page.reload();
    await hydrated(page);
    await projectWithCaptions(page, owner.org, fixture('fala.mp4'), 'fala.mp4', {
      newProject: 'Novo projeto',
      dialog: 'Novo vídeo',
      create: 'Criar',
      add: 'Adicionar fala.mp4 à linha do tempo',
      captions: 'Legendas da transcrição',
      label: 'Money and ideas, de 0:00 a 0:02',
    });
    const look = page.getByTestId('ve-captions-look');
    await look.getByText('Aparência de todas as legendas desta faixa').waitFor();
    await look.getByText('As legendas ficam dentro da área segura do TikTok, Reels e Shorts.').waitFor();
    // The kit's own style first (Palavra destacada); Caixa chosen with the keyboard.
    expect(await look.getByRole('radio', { name: 'Palavra destacada' }).getAttribute('aria-checked')).toBe('true');
    await look.getByRole('radio', { name: 'Caixa' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => look.getByRole('radio', { name: 'Caixa' }).getAttribute('aria-checked')).toBe('true');
    // Nothing of the editor runs off the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('save-state').getByText('Salvo', { exact: true }).waitFor({ timeout: 15_000 });
    await look.screenshot({ path: join(tmpdir(), 'palco-ve-captions-pt-390.png') });

    expectCaptionsBurned(await exported(page, 'Exportar MP4', 'Baixar MP4', 'fala-pt.mp4'));
    expect(errors).toEqual([]);
    await context.close();
  }, 480_000);
});
