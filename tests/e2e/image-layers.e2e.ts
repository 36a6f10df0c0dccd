// Issue 34, the image editor's layers (decision 061) in Chromium, in both
// languages: on a white 400 × 200 canvas, with a brand kit, a rectangle and a
// coffee icon are added in the kit's primary colour and a text in the kit's text
// colour and heading font; the three are selected (shift-click in the list) and
// aligned left to the picture; the rectangle is then made half opaque and set
// to multiply. The PNG export saved to the library is decoded: the rectangle's
// colour multiplied onto white at half strength where it now is, white where it
// was before the align, and the text's colour drawn over it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import type { AssetView } from '../../src/common/contracts/media';
import type { ImageDocument } from '../../src/common/contracts/image';
import { newImageDocument } from '../../client/features/image-editor/model/new-document';
import { addSessionCookie, browser, hydrated, launchForFile, openPage, seedOrgMember } from './support';
import { defaultKit, KIT } from './kit-support';
import { readLibraryImage } from './image-support';

launchForFile();

const WORDS = {
  'pt-BR': {
    rect: 'Retângulo',
    iconSearch: 'Buscar ícone (português ou inglês)',
    word: 'café',
    addIcon: 'Adicionar ícone coffee',
    addText: 'Adicionar texto',
    textField: 'O que diz',
    textSize: 'Tamanho',
    kitText: 'Usar Texto (#1d3557)',
    rows: ['Forma: Retângulo', 'Ícone: coffee', 'Texto: Oi'],
    alignLeft: 'Alinhar à esquerda',
    opacity: 'Opacidade',
    blend: 'Mesclagem',
    prepare: 'Preparar arquivo',
    save: 'Salvar na biblioteca',
    inLibrary: 'Imagem salva na biblioteca',
  },
  en: {
    rect: 'Rectangle',
    iconSearch: 'Search icons (Portuguese or English)',
    word: 'coffee',
    addIcon: 'Add icon coffee',
    addText: 'Add text',
    textField: 'What it says',
    textSize: 'Size',
    kitText: 'Use Text (#1d3557)',
    rows: ['Shape: Rectangle', 'Icon: coffee', 'Text: Oi'],
    alignLeft: 'Align left',
    opacity: 'Opacity',
    blend: 'Blend',
    prepare: 'Prepare file',
    save: 'Save to library',
    inLibrary: 'Image saved to the library',
  },
} as const;
/** The default brand kit (KIT) and a blank 400 × 200 image project. */
async function seed(page: Page, org: string): Promise<string> {
  await defaultKit(page, org);
  const document = newImageDocument({ type: 'blank', width: 400, height: 200, color: '#ffffff' });
  const project = await page.evaluate(
    async ([o, d]) =>
      (await fetch(`/api/v1/orgs/${o}/projects`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'image', name: 'camadas', document: d }),
      }).then((r) => r.json())) as { id: string },
    [org, document] as const,
  );
  return project.id;
}

describe('image editor layers', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`adds a shape, an icon and a kit-coloured text, aligns them and exports the PNG (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`layers-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1440, height: 1000 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/image-editor`);
      await hydrated(page);
      const project = await seed(page, owner.org);
      await page.goto(`/${locale}/tools/image-editor/edit/${project}`);
      await hydrated(page);
      await page.getByTestId('image-preview').waitFor({ timeout: 60_000 });
      // The kit has loaded when its colours are offered.
      await page.getByTestId('add-color').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('add-color').inputValue(), { timeout: 30_000 }).toBe(KIT.primary);

      await page.getByRole('button', { name: w.rect, exact: true }).click();
      await page.getByLabel(w.iconSearch).fill(w.word);
      await page.getByRole('button', { name: w.addIcon }).click();
      await page.getByRole('button', { name: w.addText }).click();
      await page.getByRole('textbox', { name: w.textField }).fill('Oi');
      const size = page.getByRole('slider', { name: w.textSize });
      await size.focus();
      await page.keyboard.press('End');
      await page.getByTestId('text-fields').getByRole('button', { name: w.kitText }).click();

      // All three chosen in the list (shift-click adds), then aligned to the picture's left edge.
      const list = page.getByTestId('image-layers');
      await list.getByRole('button', { name: w.rows[0], exact: true }).click();
      await list.getByRole('button', { name: w.rows[1], exact: true }).click({ modifiers: ['Shift'] });
      await list.getByRole('button', { name: w.rows[2], exact: true }).click({ modifiers: ['Shift'] });
      await page.getByRole('button', { name: w.alignLeft }).click();

      const layers = async () => {
        const view = await page.evaluate(async (p) => (await fetch(p)).json(), `/api/v1/orgs/${owner.org}/projects/${project}`);
        const doc = (view as AnyProjectView).document as ImageDocument;
        return doc.layers.map((l) => ({
          kind: l.kind,
          x: l.kind === 'text' ? l.x < 0.2 : l.x,
          ...(l.kind === 'text' ? { color: l.color, font: l.font, size: l.size } : {}),
          ...(l.kind === 'shape' ? { fill: l.fill } : {}),
          ...(l.kind === 'icon' ? { icon: l.icon, color: l.color } : {}),
        }));
      };
      // The rectangle is 80 px (40 % of 200) across, the icon 50 px: their centres at 40 and 25 px of 400.
      await expect.poll(layers, { timeout: 30_000 }).toEqual([
        { kind: 'shape', x: 0.1, fill: KIT.primary },
        { kind: 'icon', x: 0.0625, icon: 'coffee', color: KIT.primary },
        { kind: 'text', x: true, color: KIT.text, font: 'bundled:playfair-display', size: 0.3 },
      ]);
      await page.screenshot({ path: `/tmp/image-layers-${locale}.png` });

      // The rectangle alone: half opaque (Home, then 50 steps right), blended by multiplying.
      await list.getByRole('button', { name: w.rows[0], exact: true }).click();
      const opacity = page.getByRole('slider', { name: w.opacity });
      await opacity.focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => opacity.inputValue()).toBe('50');
      await page.getByLabel(w.blend).selectOption('multiply');
      const rect = async () => {
        const view = await page.evaluate(async (p) => (await fetch(p)).json(), `/api/v1/orgs/${owner.org}/projects/${project}`);
        const l = ((view as AnyProjectView).document as ImageDocument).layers[0]!;
        return [l.opacity, l.blend];
      };
      await expect.poll(rect, { timeout: 30_000 }).toEqual([0.5, 'multiply']);

      await page.getByRole('button', { name: w.prepare }).click();
      await expect.poll(() => page.getByTestId('image-export-size').textContent(), { timeout: 30_000 }).toMatch(/^400 × 200 px · \d/);
      await page.getByRole('button', { name: w.save }).click();
      await page.getByText(w.inLibrary).waitFor({ timeout: 60_000 });
      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      const saved = assets.find((a) => a.name.startsWith('camadas') && a.name.endsWith('.png'));
      expect(saved, JSON.stringify(assets.map((a) => a.name))).toBeDefined();
      // The rectangle now spans x 0..80, y 60..140: at (76, 62), above the icon and the text, its colour
      // multiplied onto white (itself) at half opacity: (c + 255) / 2; (200, 65) was inside it before
      // the align and is white now.
      const back = await readLibraryImage(
        page,
        owner.org,
        saved!.id,
        [
          [76, 62],
          [200, 65],
        ],
        { rgb: [0x1d, 0x35, 0x57], within: 30 },
      );
      expect([back.width, back.height]).toEqual([400, 200]);
      const half = [0xe4, 0x57, 0x2e].map((c) => (c + 255) / 2);
      back.pixels[0]!.slice(0, 3).forEach((c, i) => expect(Math.abs(c - half[i]!), JSON.stringify(back.pixels)).toBeLessThanOrEqual(2));
      expect(back.pixels[1]).toEqual([255, 255, 255, 255]);
      // The 60 px high text in the kit's text colour is drawn: many pixels of that colour.
      expect(back.count).toBeGreaterThan(100);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
});
