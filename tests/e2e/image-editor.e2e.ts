// Issue 34, the image editor's first slice in Chromium, in both languages: a PNG
// made in the page (two colour halves) opened from the computer, cropped 1:1,
// brightened (then dragged darker with the mouse, previewed while held, and undone
// in one step), autosaved, exported as PNG with its size shown before saving, and
// the file read back from the library: its size in pixels and two pixels,
// against the adjustment's documented math (brightness +100 adds 64). A text is
// added, written, enlarged and dragged up: the document keeps it and the file
// has white pixels where no brightened colour of the photo can be white. Magic
// resize then makes a story-sized copy as a project of its own. The export is
// then in the project's activity on the project manager's board.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import type { AssetView } from '../../src/common/contracts/media';
import { readLibraryImage } from './image-support';
import { addSessionCookie, browser, hydrated, launchForFile, openPage, seedOrgMember } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    newImage: 'Nova imagem',
    brightness: 'Brilho',
    undo: 'Desfazer',
    addText: 'Adicionar texto',
    textField: 'O que diz',
    textSize: 'Tamanho',
    magic: 'Redimensionamento mágico',
    story: 'Story 1080×1920',
    createOne: 'Criar 1 cópia',
    copyName: 'duas-cores · Story',
    prepare: 'Preparar arquivo',
    save: 'Salvar na biblioteca',
    saved: 'Salvo',
    inLibrary: 'Imagem salva na biblioteca',
    details: 'Detalhes de duas-cores',
    exported: 'exportou “duas-cores-60x60.png” para a biblioteca',
  },
  en: {
    newImage: 'New image',
    brightness: 'Brightness',
    undo: 'Undo',
    addText: 'Add text',
    textField: 'What it says',
    textSize: 'Size',
    magic: 'Magic resize',
    story: 'Story 1080×1920',
    createOne: 'Create 1 copy',
    copyName: 'duas-cores · Story',
    prepare: 'Prepare file',
    save: 'Save to library',
    saved: 'Saved',
    inLibrary: 'Image saved to the library',
    details: 'Details of duas-cores',
    exported: 'exported “duas-cores-60x60.png” to the library',
  },
} as const;

const LEFT = [200, 40, 40];
const RIGHT = [30, 60, 180];

/** An 80×60 PNG, its left half LEFT and its right half RIGHT, encoded by the page's canvas. */
const makePng = (page: Page) =>
  page.evaluate(
    async ([l, r]) => {
      const c = new OffscreenCanvas(80, 60);
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = `rgb(${l.join(',')})`;
      ctx.fillRect(0, 0, 40, 60);
      ctx.fillStyle = `rgb(${r.join(',')})`;
      ctx.fillRect(40, 0, 40, 60);
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return Array.from(bytes);
    },
    [LEFT, RIGHT] as const,
  );

/** A 160×120 landscape (sky, sun, hills) drawn in the page: crop mode's test and its screenshot. */
const makeScene = (page: Page) =>
  page.evaluate(async () => {
    const c = new OffscreenCanvas(160, 120);
    const ctx = c.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 120);
    sky.addColorStop(0, '#f6a25b');
    sky.addColorStop(0.55, '#f7d28c');
    sky.addColorStop(1, '#8fb3c9');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 160, 120);
    ctx.fillStyle = '#fff3c4';
    ctx.beginPath();
    ctx.arc(104, 52, 14, 0, Math.PI * 2);
    ctx.fill();
    for (const [y, colour] of [
      [78, '#5b7f6a'],
      [94, '#2f5247'],
    ] as const) {
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(0, 120);
      for (let x = 0; x <= 160; x += 8) ctx.lineTo(x, y + Math.sin(x / 17 + y) * 9);
      ctx.lineTo(160, 120);
      ctx.fill();
    }
    return Array.from(new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer()));
  });

describe('image editor', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`opens a PNG, crops it 1:1, brightens it and saves the export to the library (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`image-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale, colorScheme: locale === 'en' ? 'dark' : 'light' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/image-editor`);
      await hydrated(page);
      // The status the specification describes is still in the header.
      await page.getByTestId('image-editor-status').waitFor({ timeout: 60_000 });

      const png = Buffer.from(await makePng(page));
      await page.getByRole('button', { name: w.newImage }).first().click();
      await page.getByTestId('image-file').setInputFiles({ name: 'duas-cores.png', mimeType: 'image/png', buffer: png });
      await page.waitForURL(/\/tools\/image-editor\/edit\/img_/, { timeout: 60_000 });
      const preview = page.getByTestId('image-preview');
      await preview.waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('image-size').textContent()).toBe('80 × 60 px');

      await page.getByRole('button', { name: '1:1', exact: true }).click();
      await expect.poll(() => page.getByTestId('image-size').textContent()).toBe('60 × 60 px');
      const slider = page.getByRole('slider', { name: w.brightness });
      await slider.focus();
      await page.keyboard.press('End');
      await expect.poll(() => slider.inputValue()).toBe('100');
      // The preview shows the adjustment (worked out off the page's thread) as the export will.
      const shown = () =>
        preview.evaluate((c: HTMLCanvasElement) =>
          Array.from(c.getContext('2d')!.getImageData(Math.floor(c.width * 0.08), Math.floor(c.height / 2), 1, 1).data),
        );
      await expect.poll(shown, { timeout: 30_000 }).toEqual([255, 104, 104, 255]);
      // Dragged with the mouse to the far left: the preview follows while it is held (200 − 64,
      // the others clamped at 0), the release is one step, and one undo brings +100 back.
      await slider.scrollIntoViewIfNeeded();
      const track = (await slider.boundingBox())!;
      await page.mouse.move(track.x + track.width - 6, track.y + track.height / 2);
      await page.mouse.down();
      await page.mouse.move(track.x - 20, track.y + track.height / 2, { steps: 6 });
      await expect.poll(shown, { timeout: 30_000 }).toEqual([136, 0, 0, 255]);
      await page.mouse.up();
      await expect.poll(() => slider.inputValue()).toBe('-100');
      await page.getByRole('button', { name: w.undo, exact: true }).click();
      await expect.poll(() => slider.inputValue()).toBe('100');
      await expect.poll(shown, { timeout: 30_000 }).toEqual([255, 104, 104, 255]);

      // Autosaved: the server's document holds the crop and the adjustment.
      const project = page.url().split('/edit/')[1]!;
      await expect
        .poll(
          async () => {
            const view = await page.evaluate(async (p) => (await fetch(p)).json(), `/api/v1/orgs/${owner.org}/projects/${project}`);
            const doc = (view as AnyProjectView).document as { ratio: string; adjustments: { brightness: number } };
            return [doc.ratio, doc.adjustments.brightness];
          },
          { timeout: 30_000 },
        )
        .toEqual(['1:1', 100]);

      // A text: added in the middle, written, made large, then dragged up on the preview.
      await page.getByRole('button', { name: w.addText }).click();
      await page.getByRole('textbox', { name: w.textField }).fill('Oi');
      const size = page.getByRole('slider', { name: w.textSize });
      await size.focus();
      await page.keyboard.press('End');
      const box = (await preview.boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.down();
      await page.mouse.move(middle.x, middle.y - box.height * 0.1, { steps: 4 });
      await page.mouse.up();
      const texts = async () => {
        const view = await page.evaluate(async (p) => (await fetch(p)).json(), `/api/v1/orgs/${owner.org}/projects/${project}`);
        const doc = (view as AnyProjectView).document as { layers: { kind: string; text: string; size: number; x: number; y: number }[] };
        return doc.layers
          .filter((x) => x.kind === 'text')
          .map((x) => ({ text: x.text, size: x.size, x: Math.round(x.x * 100), up: x.y < 0.45 }));
      };
      await expect.poll(texts, { timeout: 30_000 }).toEqual([{ text: 'Oi', size: 0.3, x: 50, up: true }]);
      await page.screenshot({ path: `/tmp/image-editor-${locale}.png` });

      await page.getByRole('button', { name: w.prepare }).click();
      await expect.poll(() => page.getByTestId('image-export-size').textContent(), { timeout: 30_000 }).toMatch(/^60 × 60 px · \d/);
      await page.getByRole('button', { name: w.save }).click();
      await page.getByText(w.inLibrary).waitFor({ timeout: 60_000 });
      // Saved, the file can be shared at once (decision 098), labelled in the page's language.
      await page
        .getByTestId('image-share')
        .getByText(locale === 'en' ? 'Share' : 'Compartilhar', { exact: true })
        .waitFor();

      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      const saved = assets.find((a) => a.name === 'duas-cores-60x60.png');
      expect(saved, JSON.stringify(assets.map((a) => a.name))).toBeDefined();
      expect(saved).toMatchObject({ kind: 'image', contentType: 'image/png' });
      // Pixels near white: only the text's (the brightened halves are far from it in two channels).
      const back = await readLibraryImage(
        page,
        owner.org,
        saved!.id,
        [
          [5, 30],
          [55, 30],
        ],
        { rgb: [255, 255, 255], within: 120 },
      );
      // Cropped to the middle 60 px: 30 px of each half; each channel +64, clamped at 255.
      expect(back).toMatchObject({
        width: 60,
        height: 60,
        pixels: [
          [255, 104, 104, 255],
          [94, 124, 244, 255],
        ],
      });
      // The brightened halves are at most 168 in their weakest channel: only the white text is over 200.
      expect(back.count).toBeGreaterThan(20);

      // Magic resize: a story copy of the design is a project of its own, at the story's size.
      await page.getByRole('button', { name: w.magic }).click();
      await page.getByRole('checkbox', { name: w.story }).check();
      await page.getByRole('button', { name: w.createOne }).click();
      const copies = async () => {
        const list = await page.evaluate(async (o) => (await fetch(`/api/v1/orgs/${o}/projects?kind=image`)).json(), owner.org);
        const rows = (list as ProjectListItem[]).map((p) => [p.name, p.summary.width, p.summary.height] as const);
        return rows.sort((a, b) => a[0].length - b[0].length);
      };
      await expect.poll(copies, { timeout: 30_000 }).toEqual([
        ['duas-cores', 60, 60],
        [w.copyName, 1080, 1920],
      ]);

      // The export is in the project's activity on the project manager's board (decision 071).
      await page.goto(`/${locale}/tools/project-manager`);
      await hydrated(page);
      await page.getByRole('button', { name: w.details, exact: true }).click({ timeout: 60_000 });
      await page.getByTestId('pm-activity').getByText(w.exported).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  // Crop mode in English, light theme (Portuguese: the same controls' names, checked at the end).
  it('crops freely with the crop box, one undo step a drag, and keeps 1:1 square (en)', async () => {
    const owner = seedOrgMember('image-crop-box');
    const { page, context, errors } = await openPage(browser, { locale: 'en', colorScheme: 'light' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await addSessionCookie(context, owner.cookie);
    await page.goto('/en/tools/image-editor');
    await hydrated(page);
    await page.getByTestId('image-editor-status').waitFor({ timeout: 60_000 });
    const png = Buffer.from(await makeScene(page));
    await page.getByRole('button', { name: 'New image' }).first().click();
    await page.getByTestId('image-file').setInputFiles({ name: 'paisagem.png', mimeType: 'image/png', buffer: png });
    await page.waitForURL(/\/tools\/image-editor\/edit\/img_/, { timeout: 60_000 });
    const preview = page.getByTestId('image-preview');
    await preview.waitFor({ timeout: 60_000 });
    const sizeShown = () => page.getByTestId('image-size').textContent();
    await expect.poll(sizeShown).toBe('160 × 120 px');

    const toggle = page.getByRole('button', { name: 'Crop box', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // The box has the keyboard and says the crop's size.
    const box = page.getByRole('group', { name: 'Crop box, 160 × 120 px' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // The whole picture is shown, at its own proportion.
    const whole = (await box.boundingBox())!;

    /** Drags a handle by fractions of the whole picture's shown size, in several moves. */
    const dragHandle = async (name: string, fx: number, fy: number) => {
      const h = (await page.getByRole('img', { name }).boundingBox())!;
      await page.screenshot({ path: '/tmp/crop-debug.png' });
      const from = { x: h.x + h.width / 2, y: h.y + h.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + whole.width * fx, from.y + whole.height * fy, { steps: 8 });
      await page.mouse.up();
    };
    // A free crop: the bottom-right corner to half the width and three quarters of the height.
    await dragHandle('Bottom-right corner handle', -0.5, -0.25);
    await expect.poll(sizeShown).toBe('80 × 90 px');
    await page.waitForTimeout(300); // let a frame paint the dimmed outside before the picture
    await page.screenshot({ path: '/tmp/crop-mode.png' });
    // The marks over the picture: the left out part dimmed, the kept part clear, the preview the whole picture.
    const marks = page.getByTestId('crop-marks');
    const alpha = (fx: number, fy: number) =>
      marks.evaluate(
        (c: HTMLCanvasElement, [x, y]) => {
          const m = 12 * devicePixelRatio; // the margin round the picture, for the handles
          const px = m + (c.width - 2 * m) * x;
          const py = m + (c.height - 2 * m) * y;
          return c.getContext('2d')!.getImageData(Math.floor(px), Math.floor(py), 1, 1).data[3];
        },
        [fx, fy] as const,
      );
    expect(await alpha(0.25, 0.4)).toBe(0);
    expect(await alpha(0.75, 0.4)).toBeGreaterThan(100);
    expect(await alpha(0.25, 0.9)).toBeGreaterThan(100);
    expect(await preview.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([160, 120]);

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect.poll(() => page.getByTestId('crop-box').count()).toBe(0);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(sizeShown).toBe('80 × 90 px');
    await expect.poll(() => preview.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([80, 90]);
    // The whole drag is one step: one undo brings the full picture back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(sizeShown).toBe('160 × 120 px');

    // The keyboard: Shift+Left takes a step (a hundredth of the width, 1.6 px, rounded) off the right edge; Enter leaves.
    await toggle.click();
    await box.waitFor();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(sizeShown).toBe('158 × 120 px');
    await page.screenshot({ path: '/tmp/crop-mode-keyboard.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('crop-box').count()).toBe(0);

    // With 1:1 chosen, a corner dragged any which way keeps the box square.
    await page.getByRole('button', { name: '1:1', exact: true }).click();
    await expect.poll(sizeShown).toBe('120 × 120 px');
    await toggle.click();
    await page.getByTestId('crop-box').waitFor();
    await dragHandle('Top-left corner handle', 0.3, 0.1);
    await expect.poll(sizeShown).toMatch(/^(\d+) × \1 px$/);
    expect(await sizeShown()).not.toBe('120 × 120 px');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('crop-box').count()).toBe(0);
    expect(errors).toEqual([]);

    // Portuguese: the same controls, named in it.
    await page.goto(page.url().replace('/en/', '/pt-BR/'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Caixa de recorte', exact: true }).click();
    await page.getByRole('group', { name: /^Caixa de recorte, (\d+) × \1 px$/ }).waitFor();
    await page.getByRole('img', { name: 'Alça do canto inferior direito' }).waitFor();
    await page.getByRole('button', { name: 'Concluir', exact: true }).click();
    await context.close();
  }, 240_000);
});
