// Issue 33, animated captions, in Chromium: a caption preset saved on the brand
// kit from the kit editor (style picked by watching it, in English) appears in
// the auto subtitles tool (in Portuguese), and the burned MP4, decoded with
// ffmpeg, has its caption pixels inside every network's safe zone at 9:16 and
// different at two moments of one cue (the box moves with the spoken word).
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browser, hydrated, kitThroughApi, launchForFile, seedOrgMember, signedInPage, sql, saveDownload } from './support';
import { speechVideo, frameRgb } from './fixtures/media-fixtures';
import { captionPixels, KIT_CAPTION_COLOURS as COLOURS } from './fixtures/captions';
import { safeAreaForAll } from '@client/media/captions';

const W = 720;
const H = 1280;
const dir = mkdtempSync(join(tmpdir(), 'palco-caption-styles-'));

const frame = (file: string, seconds: number) => frameRgb(file, seconds, W, H);
launchForFile();

describe('animated captions', () => {
  it('a preset saved on the kit is picked in auto subtitles and burned moving, inside every safe zone', async () => {
    const owner = seedOrgMember('captionstyles', { displayName: 'Cai Captions' });
    sql(`UPDATE organizations SET credit_balance = 10 WHERE id = '${owner.org}'`);
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'en' }, '/en/dashboard');
    const kit = await kitThroughApi(page, owner.org, 'Caption kit', {
      caption: { textColor: '#ff00ff', highlightColor: '#00ff00', outlineColor: '#000000' },
    });
    expect(kit.status).toBe(200);

    // The kit editor: the style chosen by watching each one play, saved as a named preset with the kit.
    await page.goto(`/en/brand-kits?kit=${kit.id}`);
    await hydrated(page);
    const picker = page.getByTestId('caption-style-picker');
    await picker.waitFor();
    expect(await picker.getByRole('radio').count()).toBeGreaterThanOrEqual(8);
    await picker.getByRole('radio', { name: 'Box' }).click();
    expect(await picker.getByRole('radio', { name: 'Box' }).getAttribute('aria-checked')).toBe('true');
    await picker.scrollIntoViewIfNeeded();
    await picker.screenshot({ path: join(dir, 'picker-en.png') });
    copyFileSync(join(dir, 'picker-en.png'), join(tmpdir(), 'palco-caption-picker-en.png'));
    await page.getByTestId('caption-preset-name').fill('Green box');
    await page.getByRole('button', { name: 'Save as preset' }).click();
    await page.getByTestId('caption-preset').getByText('Green box', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          async ([o, id]) =>
            (
              (await (await fetch(`/api/v1/orgs/${o}/brand-kits/${id}`)).json()) as {
                captionPresets: Array<{ name: string; style: string }>;
              }
            ).captionPresets,
          [owner.org, kit.id] as const,
        ),
      )
      .toEqual([expect.objectContaining({ name: 'Green box', style: 'box', highlightColor: '#00ff00' })]);
    await context.close();

    // Auto subtitles, in Portuguese: the kit's preset is offered and brings its style.
    const video = speechVideo(dir, 'fala.mp4', {
      voice: 'en',
      text: 'Money and ideas change everything about growing a small business today.',
      picture: `color=c=0x405060:s=${W}x${H}:r=30`,
    });
    const pt = await signedInPage(browser, owner.cookie, { locale: 'pt-BR' }, '/pt-BR/tools/auto-subtitles');
    const p = pt.page;
    await p.getByTestId('subtitles-empty').getByRole('button', { name: 'Novo projeto' }).click();
    await p.getByRole('dialog', { name: 'Escolha o vídeo para legendar' }).locator('input[type="file"]').setInputFiles(video);
    await p.waitForURL('**/pt-BR/tools/auto-subtitles/edit/**', { timeout: 60_000 });
    const transcribe = p.getByTestId('st-transcribe');
    await transcribe.getByLabel('Idioma falado').selectOption('en');
    await transcribe.getByRole('button', { name: 'Transcrever', exact: true }).click();
    await p.getByTestId('st-cue').first().waitFor({ timeout: 120_000 });

    const select = p.getByTestId('caption-preset-select');
    expect(await select.locator('option').allTextContents()).toEqual(['Legenda do kit', 'Green box']);
    await select.selectOption({ label: 'Green box' });
    const box = p.getByTestId('caption-style-picker').getByRole('radio', { name: 'Caixa' });
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await p.getByTestId('caption-style-picker').screenshot({ path: join(tmpdir(), 'palco-caption-picker-pt.png') });

    const vtt = await saveDownload(p, () => p.getByRole('button', { name: 'Baixar VTT' }).click(), join(dir, 'fala.vtt'));
    const first = /(\d\d):(\d\d):(\d\d\.\d+) --> (\d\d):(\d\d):(\d\d\.\d+)/.exec(readFileSync(vtt, 'utf8'))!;
    const sec = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);
    const start = sec(first[1]!, first[2]!, first[3]!);
    const end = sec(first[4]!, first[5]!, first[6]!);

    const exporter = p.getByTestId('st-export');
    await exporter.getByRole('button', { name: 'Gravar legendas no MP4' }).click();
    const link = exporter.getByRole('link', { name: 'Baixar MP4' });
    await link.waitFor({ timeout: 180_000 });
    const mp4 = await saveDownload(p, () => link.click(), join(dir, 'fala.mp4'));

    const area = safeAreaForAll({ width: W, height: H });
    const a = frame(mp4, start + (end - start) * 0.3);
    const b = frame(mp4, start + (end - start) * 0.75);
    for (const rgb of [a, b]) {
      const c = captionPixels(rgb, W, H, COLOURS);
      expect(c.n).toBeGreaterThan(150);
      // Inside the area safe on TikTok, Reels and Shorts alike (a pixel of the video codec's blur allowed).
      expect(c.x0).toBeGreaterThanOrEqual(area.x - 2);
      expect(c.y0).toBeGreaterThanOrEqual(area.y - 2);
      expect(c.x1).toBeLessThanOrEqual(area.x + area.width + 2);
      expect(c.y1).toBeLessThanOrEqual(area.y + area.height + 2);
    }
    // The box follows the spoken word: the two moments of one cue differ where the caption is.
    let changed = 0;
    for (let i = 0; i < a.length; i += 3)
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 120) changed++;
    expect(changed).toBeGreaterThan(200);
    expect([...errors, ...pt.errors]).toEqual([]);
    await pt.context.close();
  }, 480_000);
});
