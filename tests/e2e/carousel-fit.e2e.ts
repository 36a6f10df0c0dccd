// Issue 33.4 in Chromium: carousels never cut a word. The offline draft's cover
// title, with a Poppins kit applied, is drawn whole in the exported PNG and PDF
// (shrunk to fit its box); a text that cannot fit is warned about on the slide
// and in the slide list, in both languages; the template gallery opens inside
// the editor with thumbnails; switching to 9:16 relays the slide to fill the frame.
import { mkdirSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exportAs, pixelAt, project } from './carousel-support';
import { browser, hydrated, kitThroughApi, launchForFile, newCarouselMenu, seedOrgMember, signedInPage, sql } from './support';

launchForFile();
/** Each flow drafts, exports and re-draws full-size slides: on a busy machine that takes minutes. */
const FLOW_MS = 300_000;

const TITLE = 'Pare de errar em crescer no Instagram com Reels';
const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 }).toBe('saved');

/** How many pixels of a PNG, inside a rectangle, are near white (the bold look's ink on its dark primary). */
const inkIn = (page: Page, png: Uint8Array, r: { x: number; y: number; width: number; height: number }) =>
  page.evaluate(
    async ([b64, box]) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      c.drawImage(bitmap, 0, 0);
      const d = c.getImageData(box.x, box.y, box.width, box.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! > 230 && d[i + 1]! > 230 && d[i + 2]! > 230) n++;
      return n;
    },
    [Buffer.from(png).toString('base64'), r] as const,
  );

/** The PDF's text lines on a page: each as written, its baseline from the top and its size. */
async function pdfLines(pdf: Uint8Array, pageNumber: number, height: number) {
  const doc = await getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  const items = (await (await doc.getPage(pageNumber)).getTextContent()).items;
  return items.flatMap((i) =>
    'str' in i && i.str.trim() ? [{ text: i.str.trim(), baseline: height - i.transform[5], size: i.transform[0] }] : [],
  );
}

async function newCarouselFromTopic(page: Page, org: string, topic: string): Promise<string> {
  sql(`UPDATE organizations SET credit_balance = 100 WHERE id = '${org}'`);
  await page.goto('/en/tools/carousel-creator');
  await hydrated(page);
  await page.getByRole('button', { name: 'New carousel' }).first().click();
  await page.getByRole('button', { name: 'Topic with AI' }).click();
  await page.getByLabel('Topic', { exact: true }).fill(topic);
  await page.getByLabel('Number of slides').fill('6');
  await page.getByLabel('Language of the text').selectOption('pt-BR');
  await page.getByLabel('Brand kit').selectOption({ label: 'No kit (neutral style)' });
  await page.getByRole('button', { name: 'Generate draft' }).click();
  await page.waitForURL(/\/en\/tools\/carousel-creator\/edit\//);
  await expect.poll(() => page.getByTestId('slide-thumb').count(), { timeout: 10_000 }).toBe(6);
  return page.url().split('/edit/')[1]!;
}

describe('carousel text that fits', { timeout: FLOW_MS }, () => {
  it('draws the draft’s cover title whole in a Poppins kit, in the PNG and the PDF, and warns when a text cannot fit', async () => {
    const owner = seedOrgMember('carousel-fit');
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'en' }, '/en/brand-kits');
    const poppins = { source: 'bundled', id: 'poppins' };
    const kit = await kitThroughApi(page, owner.org, 'Wide', { fonts: { heading: poppins, body: poppins } });
    expect(kit.status).toBe(200);
    const id = await newCarouselFromTopic(page, owner.org, 'crescer no Instagram com Reels');

    await page.getByLabel('Brand kit').selectOption(kit.id);
    await page.getByRole('button', { name: 'Apply kit' }).click();
    await page.getByText('Kit “Wide” applied to the whole carousel').waitFor();
    await saved(page);
    const doc = (await project(page, owner.org, id)).document;
    expect(doc.brand?.fonts.heading.family).toBe('Poppins');
    const heading = doc.slides[0]!.elements.find((e) => e.type === 'text' && e.fontWeight === 700)!;
    if (heading.type !== 'text') throw new Error('no heading');
    expect(heading.text).toBe(TITLE);
    // The heading's box lies inside the slide; nothing warns: every text fits.
    expect(heading.x >= 0 && heading.y >= 0 && heading.x + heading.width <= 1080 && heading.y + heading.height <= 1350).toBe(true);
    await expect(page.getByTestId('fit-warning').count()).resolves.toBe(0);
    await expect(page.getByTestId('slide-overflow').count()).resolves.toBe(0);

    // The PDF's real text is Konva's layout at the drawn size: every word of the title, "Reels" last.
    const pdf = await exportAs(page, 'PDF with selectable text (LinkedIn)');
    const lines = (await pdfLines(pdf, 1, 1350)).filter((l) => TITLE.includes(l.text));
    expect(lines.map((l) => l.text).join(' ')).toBe(TITLE);
    const last = lines.at(-1)!;
    expect(last.text).toMatch(/Reels$/);
    // The draft was laid out fitted (the look's 104 px cut "Reels"); drawn at most at that size,
    // within the shrink limit, each line inside the box.
    expect(heading.fontSize).toBeLessThan(104);
    expect(last.size).toBeLessThanOrEqual(heading.fontSize);
    expect(last.size).toBeGreaterThanOrEqual(Math.ceil(heading.fontSize / 2));
    for (const l of lines) expect(l.baseline).toBeLessThanOrEqual(heading.y + heading.height);

    // The PNG draws that last line: ink just above its baseline, across the box.
    const png = await exportAs(page, 'PNG of this slide');
    const band = {
      x: heading.x,
      y: Math.round(last.baseline - last.size * 0.6),
      width: heading.width,
      height: Math.round(last.size * 0.55),
    };
    expect(await inkIn(page, png, band)).toBeGreaterThan(200);
    // ...and nothing of the heading below its box, down to the accent bar.
    expect(await inkIn(page, png, { x: heading.x, y: heading.y + heading.height + 2, width: heading.width, height: 20 })).toBe(0);

    // A text too long for its box even at half its size: warned on the slide, in the list and in the inspector.
    const canvas = (await page.getByTestId('editor-canvas').locator('canvas').first().boundingBox())!;
    const scale = canvas.width / 1080;
    await page.mouse.click(canvas.x + (heading.x + 40) * scale, canvas.y + (heading.y + 40) * scale);
    await page.getByTestId('inspector-text').fill(`${TITLE} `.repeat(8).trim());
    await page.getByTestId('fit-warning').waitFor();
    await expect(page.getByTestId('fit-warning').textContent()).resolves.toContain('does not fit its box');
    await expect(page.getByTestId('slide-overflow').first().textContent()).resolves.toContain('Text does not fit');
    await expect(page.getByRole('button', { name: 'Slide 1: a text does not fit its box' }).count()).resolves.toBe(1);
    await expect(page.getByTestId('fit-hint').textContent()).resolves.toMatch(/Does not fit even at \d+ px/);
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/carousel-fit-warning-en.png` });
    }
    // The export draws it whole (no line dropped): ink below the box, where the overflow goes.
    const overflowPng = await exportAs(page, 'PNG of this slide');
    expect(
      await inkIn(page, overflowPng, { x: heading.x, y: heading.y + heading.height + 40, width: heading.width, height: 80 }),
    ).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('fit-warning').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says it in Portuguese too', async () => {
    const owner = seedOrgMember('carousel-fit-pt');
    const { page, context } = await signedInPage(browser, owner.cookie, { locale: 'pt-BR' }, '/pt-BR/tools/carousel-creator');
    await hydrated(page);
    await page.getByRole('button', { name: 'Novo carrossel' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Criar' }).click();
    await page.waitForURL(/\/edit\//);
    await page.getByRole('button', { name: 'Texto', exact: true }).click();
    await page.getByTestId('inspector-text').fill('palavra '.repeat(120).trim());
    await expect(page.getByTestId('fit-warning').textContent()).resolves.toContain('não cabe na caixa');
    await expect(page.getByTestId('slide-overflow').textContent()).resolves.toContain('Texto não cabe');
    await expect(page.getByTestId('fit-hint').textContent()).resolves.toMatch(/Não cabe nem em \d+ px/);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/carousel-fit-warning-pt.png` });
    await context.close();
  });
});

describe('templates and formats', { timeout: FLOW_MS }, () => {
  it('opens the template gallery inside the editor, with thumbnails, and relays a slide to fill 9:16', async () => {
    const { owner, page, context, errors } = await newCarouselMenu('carousel-gallery');
    await page.getByRole('button', { name: 'Template', exact: true }).click();
    // On creation the templates are a gallery too; "Before and after" has a panel down its left side.
    const creation = page.getByRole('dialog').getByTestId('template-gallery');
    await expect(creation.locator('canvas').count()).resolves.toBe(6);
    await creation.getByRole('button', { name: 'Before and after, 4 slides' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/edit\//);
    const id = page.url().split('/edit/')[1]!;
    await expect.poll(() => page.getByTestId('slide-thumb').count(), { timeout: 10_000 }).toBe(4);

    // Inside the editor: the gallery, each template drawn by the slide canvas; a choice adds its slides.
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    const gallery = page.getByRole('dialog', { name: 'Choose a template' });
    await expect(gallery.getByTestId('template-card').count()).resolves.toBe(6);
    await expect(gallery.getByTestId('template-card').locator('canvas').count()).resolves.toBe(6);
    const thumb = (await gallery.getByTestId('template-card').first().locator('canvas').boundingBox())!;
    expect(thumb.width).toBeGreaterThan(60);
    await gallery.getByRole('button', { name: 'Tips list, 3 slides' }).click();
    await page.getByText('Template “Tips list” added').waitFor();
    await expect.poll(() => page.getByTestId('slide-thumb').count()).toBe(7);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('slide-thumb').count()).toBe(4);

    // 9:16: the panel runs the full height, the texts grow with the frame.
    await page.getByTestId('slide-thumb').first().click();
    const before = (await project(page, owner.org, id)).document.slides[0]!;
    await page.getByLabel('Format').selectOption('story');
    await saved(page);
    const after = (await project(page, owner.org, id)).document;
    expect(after.format).toBe('story');
    const [panel, text0] = [after.slides[0]!.elements[0]!, before.elements.find((e) => e.type === 'text')!];
    expect(panel).toMatchObject({ y: 0, height: 1920 });
    const text1 = after.slides[0]!.elements.find((e) => e.id === text0.id)!;
    expect(text1.height).toBeGreaterThan(text0.height * 1.3);
    const png = await exportAs(page, 'PNG of this slide');
    // The panel's colour (the secondary role) at the bottom of the tall frame, where a 4:5 panel used to stop.
    expect(await pixelAt(page, png, 100, 1850)).toEqual([14, 165, 233]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
