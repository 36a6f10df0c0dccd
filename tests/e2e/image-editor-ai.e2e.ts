// Issue 34 in Chromium, both languages: the image editor's "from a prompt (AI)".
// A prompt too short is refused under the field in the page's language, and a
// good one without credits by the translated 402; with credits, offline, it costs 5 and makes a labelled placeholder (SVG) in the
// library that the editor opens as its source (1024 × 1024). A HEIC photo the
// browser cannot decode is refused in words, with nothing uploaded.
import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../src/common/contracts/media';
import { addSessionCookie, browser, hydrated, launchForFile, openPage, seedOrgMember, sql } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    newImage: 'Nova imagem',
    prompt: 'Descreva a imagem',
    generate: 'Gerar imagem',
    tooShort: 'Descreva a imagem em algumas palavras (pelo menos 3 caracteres)',
    label: 'Marcador offline — sem modelo de IA',
    cost: 'Custa 5 créditos',
    noCredits: 'Créditos insuficientes para esta ação.',
    heic: 'Este navegador não consegue abrir fotos HEIC; exporte a foto como JPEG e tente de novo.',
  },
  en: {
    newImage: 'New image',
    prompt: 'Describe the image',
    generate: 'Generate image',
    tooShort: 'Describe the image in a few words (at least 3 characters)',
    label: 'Offline placeholder — no AI model',
    cost: 'Costs 5 credits',
    noCredits: 'Not enough credits for this action.',
    heic: 'This browser cannot open HEIC photos; export the photo as JPEG and try again.',
  },
} as const;

describe('image editor, AI image from a prompt and HEIC photos', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`refuses a short prompt, then makes a labelled offline placeholder in the library and opens it (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`aiimage-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1440, height: 900 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/image-editor`);
      await hydrated(page);
      await page.getByRole('button', { name: w.newImage }).first().click();
      const credits = async () =>
        (await page.evaluate(async (p) => (await (await fetch(p)).json()) as { balance: number }, `/api/v1/orgs/${owner.org}/credits`))
          .balance;

      await page.getByText(w.cost).waitFor({ timeout: 30_000 });
      await page.getByTestId('offline-mode').waitFor({ timeout: 30_000 });
      await page.getByRole('textbox', { name: w.prompt }).fill('ab');
      await page.getByRole('button', { name: w.generate }).click();
      await page.getByRole('alert').filter({ hasText: w.tooShort }).waitFor({ timeout: 10_000 });

      // A new organization here has no credits: refused in words, nothing made.
      await page.getByRole('textbox', { name: w.prompt }).fill('café na mesa de madeira');
      await page.getByRole('button', { name: w.generate }).click();
      await page.getByText(w.noCredits).waitFor({ timeout: 30_000 });
      sql(`UPDATE organizations SET credit_balance = 20 WHERE id = '${owner.org}';`);
      await page.getByRole('button', { name: w.generate }).click();
      await page.waitForURL(/\/tools\/image-editor\/edit\/img_/, { timeout: 60_000 });
      await page.getByTestId('image-preview').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('image-size').textContent(), { timeout: 30_000 }).toBe('1024 × 1024 px');

      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      expect(assets).toHaveLength(1);
      expect(assets[0]).toMatchObject({ kind: 'image', contentType: 'image/svg+xml' });
      const svg = await page.evaluate(async (p) => (await fetch(p)).text(), `/api/v1/orgs/${owner.org}/assets/${assets[0]!.id}/content`);
      expect(svg).toContain(w.label);
      expect(await credits()).toBe(15);
      await page.screenshot({ path: `/tmp/image-editor-ai-${locale}.png` });
      // The browser logs the refused request (402) itself; nothing else went wrong.
      expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
      await context.close();
    }, 180_000);

  // Headless Chromium decodes no HEIC: the photo is refused in words, and nothing reaches the library.
  for (const locale of ['pt-BR', 'en'] as const)
    it(`refuses a HEIC photo the browser cannot decode, uploading nothing (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`heic-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/image-editor`);
      await hydrated(page);
      await page.getByRole('button', { name: w.newImage }).first().click();
      const input = page.getByTestId('image-file');
      expect(await input.getAttribute('accept')).toContain('image/heic');
      const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
      await input.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: bytes });
      await page.getByText(w.heic).waitFor({ timeout: 30_000 });
      expect(page.url()).not.toContain('/edit/');
      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      const pending = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/uploads`)).json()) as unknown[], owner.org);
      expect([assets, pending]).toEqual([[], []]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
});
