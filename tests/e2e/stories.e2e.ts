// Issue 22.4 in Chromium, in both languages: a story drafted from a topic in
// offline mode (labelled, 5 credits; refused in words without a topic or
// credits; in Portuguese in a brand kit's colours and handle), its hook edited
// on the canvas, one screen's background and the timing changed (2 s each, a
// cut, then a slide); a PNG and a ZIP of 1080×1920 screens; an MP4 export
// cancelled, then made and decoded back with ffmpeg: its length, and the
// screens' colours at their times, the slide caught halfway in; saved to the
// library; everything kept over a reload.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StoryDocument } from '../../src/common/contracts/story';
import { addSessionCookie, hydrated, openPage, seedOrgMember, sql, assetNames, saveDownload, browser, launchForFile } from './support';
import { frameRgb, probeMedia } from './fixtures/media-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'palco-stories-'));

launchForFile();

const TEXT = {
  en: {
    newStory: 'New story',
    dialog: 'New story',
    topicLabel: 'Topic',
    kit: 'Brand kit',
    topicRequired: 'Enter a topic',
    noCredits: 'Not enough credits for this action.',
    topic: 'home coffee',
    generate: 'Generate story',
    offline: 'Offline mode',
    edited: 'Brew better at home',
    background: 'Slide background',
    duration: 'Duration (s)',
    transition: 'Comes in by',
    applyAll: 'Use on every screen',
    export: 'Export',
    png: 'PNG of this screen',
    zip: 'All screens (ZIP)',
    mp4: 'MP4 video',
    download: 'Download MP4',
    cancel: 'Cancel',
    cancelled: 'Export cancelled.',
    saved: 'Saved',
    preview: 'Preview',
    total: 'Total length: 0:06',
  },
  'pt-BR': {
    newStory: 'Novo story',
    dialog: 'Novo story',
    topicLabel: 'Tema',
    kit: 'Kit de marca',
    topicRequired: 'Informe um tema',
    noCredits: 'Créditos insuficientes para esta ação.',
    topic: 'café em casa',
    generate: 'Gerar story',
    offline: 'Modo offline',
    edited: 'Café melhor em casa',
    background: 'Fundo do slide',
    duration: 'Duração (s)',
    transition: 'Entrada',
    applyAll: 'Usar em todas as telas',
    export: 'Exportar',
    png: 'PNG desta tela',
    zip: 'Todas as telas (ZIP)',
    mp4: 'Vídeo MP4',
    download: 'Baixar MP4',
    cancel: 'Cancelar',
    cancelled: 'Exportação cancelada.',
    saved: 'Salvo',
    preview: 'Prévia',
    total: 'Duração total: 0:06',
  },
} as const;

const balance = (page: Page, org: string) =>
  page.evaluate(async (o) => ((await (await fetch(`/api/v1/orgs/${o}/credits`)).json()) as { balance: number }).balance, org);
const story = (page: Page, org: string, id: string) =>
  page.evaluate(
    async ([o, p]) => ((await (await fetch(`/api/v1/orgs/${o}/projects/${p}?kind=story`)).json()) as { document: StoryDocument }).document,
    [org, id] as const,
  );
const bytesOf = async (download: Promise<Download>) => new Uint8Array(readFileSync((await (await download).path())!));
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  return [view.getUint32(16), view.getUint32(20)];
};

/** One decoded pixel of the MP4 at `seconds`, by ffmpeg. */
function pixel(file: string, seconds: number, x: number, y: number): number[] {
  const rgb = frameRgb(file, seconds, 1080, 1920);
  const i = (y * 1080 + x) * 3;
  return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
}
const near = (got: number[], want: number[], tolerance = 24) => got.every((v, i) => Math.abs(v - want[i]!) <= tolerance);
const PRIMARY = [109, 40, 217]; // the neutral palette's primary, #6d28d9: the bold look's background
const ACCENT = [245, 158, 11]; // #f59e0b
const TEAL = [15, 118, 110]; // the kit's primary, #0f766e
const YELLOW = [250, 204, 21]; // the kit's accent, #facc15

/** A brand kit made through the API the kit page uses: teal and yellow, handle @cafe.lia. */
const makeKit = (page: Page, org: string) =>
  page.evaluate(async (o) => {
    const send = (method: string, path: string, body: unknown) =>
      fetch(`/api/v1/orgs/${o}/brand-kits${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const kit = (await (await send('POST', '', { name: 'Lia' })).json()) as { id: string };
    await send('PATCH', `/${kit.id}`, {
      colors: { primary: '#0f766e', secondary: '#0ea5e9', accent: '#facc15', background: '#f0fdfa', text: '#042f2e' },
      social: { handle: 'cafe.lia', avatar: null },
    });
    return kit.id;
  }, org);

describe('story generator', () => {
  for (const locale of ['en', 'pt-BR'] as const) {
    it(`drafts a story from a topic, edits it, and exports PNGs and an MP4 slideshow (${locale})`, async () => {
      const x = TEXT[locale];
      const owner = seedOrgMember(`stories-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1400, height: 1300 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/dashboard`);
      await hydrated(page);
      // In Portuguese, the story is made in a brand kit: its colours and its handle.
      const kit = locale === 'pt-BR' ? await makeKit(page, owner.org) : null;
      const [primary, accent] = kit ? [TEAL, YELLOW] : [PRIMARY, ACCENT];
      await page.locator('[data-tool="story_generator"]').click();
      await page.waitForURL(`**/${locale}/tools/story-generator`);

      // From a topic, offline and saying so; 5 credits. No topic, or no credits: said in words, nothing made.
      await page.getByTestId('stories-empty').getByRole('button', { name: x.newStory }).click();
      const dialog = page.getByRole('dialog', { name: x.dialog });
      await dialog.getByRole('button', { name: x.generate }).click();
      await dialog.getByText(x.topicRequired).waitFor();
      await dialog.getByLabel(x.topicLabel, { exact: true }).fill(x.topic);
      await dialog.getByRole('spinbutton').fill('3');
      if (kit) await dialog.getByLabel(x.kit).selectOption(kit);
      await expect(dialog.getByTestId('offline-mode').textContent()).resolves.toContain(x.offline);
      await dialog.getByRole('button', { name: x.generate }).click();
      await page.getByText(x.noCredits).waitFor();
      sql(`UPDATE organizations SET credit_balance = 100 WHERE id = '${owner.org}'`);
      await dialog.getByRole('button', { name: x.generate }).click();
      await page.waitForURL(`**/${locale}/tools/story-generator/edit/**`);
      const id = page.url().split('/edit/')[1]!;
      await expect.poll(() => page.getByTestId('slide-thumb').count(), { timeout: 15_000 }).toBe(3);
      expect(await balance(page, owner.org)).toBe(95);

      // The hook's heading edited through the canvas and the inspector.
      const drafted = await story(page, owner.org, id);
      expect(drafted.format).toBe('story');
      const heading = drafted.slides[0]!.elements.find((e) => e.type === 'text' && e.fontWeight === 700)!;
      const canvas = page.getByTestId('editor-canvas').locator('canvas').first();
      const box = (await canvas.boundingBox())!;
      const scale = box.width / 1080;
      await page.mouse.click(box.x + (heading.x + 40) * scale, box.y + (heading.y + 40) * scale);
      await page.getByTestId('inspector-text').fill(x.edited);

      // Every screen 2 s with a cut; screen 2 in the accent colour; screen 3 slides in.
      const timing = page.getByTestId('story-timing');
      await page.getByTestId('slide-thumb').nth(1).click();
      await timing.getByLabel(x.transition).selectOption('cut');
      await timing.getByLabel(x.duration).fill('2');
      await timing.getByRole('button', { name: x.applyAll }).click();
      await page.getByRole('combobox', { name: x.background, exact: true }).selectOption('accent');
      await page.getByTestId('slide-thumb').nth(2).click();
      await timing.getByLabel(x.transition).selectOption('slide');
      await expect(page.getByTestId('story-total').textContent()).resolves.toBe(x.total);
      await page.getByTestId('save-state').getByText(x.saved, { exact: true }).waitFor({ timeout: 15_000 });
      const edited = await story(page, owner.org, id);
      expect(edited.slides.map((s) => [s.duration, s.transition])).toEqual([
        [2, 'cut'],
        [2, 'cut'],
        [2, 'slide'],
      ]);
      expect(edited.slides[1]!.background).toBe('accent');
      expect(edited.slides[0]!.elements.find((e) => e.id === heading.id)).toMatchObject({ text: x.edited });
      if (kit) {
        expect(edited.brand).toMatchObject({ kitId: kit, colors: { primary: '#0f766e' } });
        expect(JSON.stringify(edited.slides[2]!.elements)).toContain('@cafe.lia');
      }

      // The preview plays the slideshow.
      await page.getByRole('button', { name: x.preview, exact: true }).click();
      const preview = page.getByTestId('story-preview');
      await expect.poll(() => preview.getByTestId('preview-time').textContent(), { timeout: 20_000 }).toMatch(/^0:0[1-6]/);
      await page.keyboard.press('Escape');

      // PNGs at 1080×1920: this screen's, and all three in a ZIP.
      const exportAs = async (item: string) => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: x.export, exact: true }).click();
        await page.getByRole('menuitem', { name: item }).click();
        return bytesOf(download);
      };
      expect(pngSize(await exportAs(x.png))).toEqual([1080, 1920]);
      const zip = unzipSync(await exportAs(x.zip));
      expect(Object.keys(zip).sort()).toEqual(['slide-01.png', 'slide-02.png', 'slide-03.png']);
      for (const png of Object.values(zip)) expect(pngSize(png)).toEqual([1080, 1920]);

      // An export cancelled while it runs says so and leaves nothing to download; then the MP4 is made.
      await page.getByRole('button', { name: x.export, exact: true }).click();
      await page.getByRole('menuitem', { name: x.mp4 }).click();
      await page.getByTestId('story-export').getByRole('button', { name: x.cancel }).click();
      await page.getByText(x.cancelled).waitFor();
      await expect.poll(() => page.getByTestId('story-export').count()).toBe(0);

      // The MP4: 6 s at 1080×1920; screen 1 in the primary colour, screen 2 in the accent, screen 3 sliding in over it.
      await page.getByRole('button', { name: x.export, exact: true }).click();
      await page.getByRole('menuitem', { name: x.mp4 }).click();
      const link = page.getByTestId('story-export').getByRole('link', { name: x.download });
      await link.waitFor({ timeout: 240_000 });
      // Beside the download, Share in the page's language (decision 098).
      await page
        .getByTestId('story-export')
        .getByRole('button', { name: locale === 'en' ? 'Share' : 'Compartilhar', exact: true })
        .waitFor();
      const file = await saveDownload(page, () => link.click(), join(dir, `${locale}.mp4`));
      const probe = probeMedia(file);
      expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1080, height: 1920 });
      expect(Number(probe.format.duration)).toBeGreaterThan(5.9);
      expect(Number(probe.format.duration)).toBeLessThan(6.2);
      expect(near(pixel(file, 1, 20, 1900), primary), `screen 1 at 1 s`).toBe(true);
      expect(near(pixel(file, 3, 20, 1900), accent), `screen 2 at 3 s`).toBe(true);
      // Halfway into the slide (4.25 s): screen 3 covers the right three quarters, screen 2 still shows at the left edge.
      expect(near(pixel(file, 4.25, 20, 1900), accent), `left at 4.25 s`).toBe(true);
      expect(near(pixel(file, 4.25, 1060, 1900), primary), `right at 4.25 s`).toBe(true);
      expect(near(pixel(file, 5.5, 20, 1900), primary), `screen 3 at 5.5 s`).toBe(true);
      const names = await assetNames(page, owner.org);
      expect(names.some((n) => n.endsWith('.mp4'))).toBe(true);

      // A reload shows what was saved.
      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.getByTestId('slide-thumb').count(), { timeout: 15_000 }).toBe(3);
      await expect(page.getByTestId('story-total').textContent()).resolves.toBe(x.total);
      // The refused draft's 402 is the only error the console saw.
      expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
      await context.close();
    }, 420_000);
  }
});
