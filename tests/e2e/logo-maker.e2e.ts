// Issue 34, the logo maker's first slice in Chromium, in both languages: from a
// brand's name and a kit to thirteen live proposals, one picked, its icon found
// by a Portuguese word, autosaved, and the six files (light, dark, icon-only;
// SVG and PNG) saved to the library. The SVGs are read back from the library:
// no <text>, the name as glyph paths in the kit's colours; the PNG is
// transparent around the logo and as large as promised. Screenshots at desktop
// and phone width in both themes go to /tmp for a person to look at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import type { AssetView } from '../../src/common/contracts/media';
import { addSessionCookie, browser, hydrated, launchForFile, openPage, seedOrgMember, sql } from './support';
import { bundledFontWoffSource } from '../../src/common/brand/fonts';
import { woffToSfnt } from '../../scripts/lib/woff';

const require = createRequire(import.meta.url);

launchForFile();

const WORDS = {
  'pt-BR': {
    newLogo: 'Novo logo',
    name: 'Nome da marca',
    tagline: 'Slogan (opcional)',
    kit: 'Kit de marca',
    submit: 'Ver propostas',
    search: 'Buscar ícone (português ou inglês)',
    save: 'Salvar na biblioteca',
    saved: '6 arquivos salvos na biblioteca',
    inKit: 'Logos colocados no kit de marca',
    none: 'Nenhum ícone para “xyzzy”',
    make: 'Criar com o criador de logos',
    about: 'O que a marca faz (opcional)',
    suggest: 'Sugerir',
    undo: 'Desfazer',
    moveIcon: 'Mover o ícone',
    applyKit: 'Aplicar kit',
    font: 'Fonte',
  },
  en: {
    newLogo: 'New logo',
    name: "Brand's name",
    tagline: 'Tagline (optional)',
    kit: 'Brand kit',
    submit: 'See proposals',
    search: 'Search icons (Portuguese or English)',
    save: 'Save to the library',
    saved: '6 files saved to the library',
    inKit: 'Logos put in the brand kit',
    none: 'No icon for “xyzzy”',
    make: 'Make with the logo maker',
    about: 'What the brand does (optional)',
    suggest: 'Suggest',
    undo: 'Undo',
    moveIcon: 'Move the icon',
    applyKit: 'Apply kit',
    font: 'Font',
  },
} as const;
const KIT = { primary: '#e4572e', secondary: '#0ea5e9', accent: '#f59e0b', text: '#1d3557', background: '#f1faee' };

async function seedKit(page: Page, org: string): Promise<string> {
  return page.evaluate(
    async ([o, colors]) => {
      const headers = { 'Content-Type': 'application/json' };
      const kit = (await (
        await fetch(`/api/v1/orgs/${o}/brand-kits`, { method: 'POST', headers, body: JSON.stringify({ name: 'Ágata' }) })
      ).json()) as { id: string };
      const res = await fetch(`/api/v1/orgs/${o}/brand-kits/${kit.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          colors,
          fonts: { heading: { source: 'bundled', id: 'playfair-display' }, body: { source: 'bundled', id: 'inter' } },
        }),
      });
      if (!res.ok) throw new Error(`kit ${res.status}`);
      return kit.id;
    },
    [org, KIT] as const,
  );
}

/** An SVG of the library, parsed in the page. */
const readSvg = (page: Page, org: string, id: string) =>
  page.evaluate(
    async ([o, a]) => {
      const text = await (await fetch(`/api/v1/orgs/${o}/assets/${a}/content`)).text();
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const name = doc.querySelector('path[data-role="name"]');
      return {
        parsed: !doc.querySelector('parsererror'),
        texts: doc.querySelectorAll('text').length,
        nameFill: name?.getAttribute('fill') ?? null,
        nameContours: (name?.getAttribute('d') ?? '').split('Z').length - 1,
        iconTransform: doc.querySelector('g[data-role="icon"]')?.getAttribute('transform') ?? null,
        colours: [...new Set([...text.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]))].sort(),
      };
    },
    [org, id] as const,
  );

const readPng = (page: Page, org: string, id: string) =>
  page.evaluate(
    async ([o, a]) => {
      const bitmap = await createImageBitmap(await (await fetch(`/api/v1/orgs/${o}/assets/${a}/content`)).blob());
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const all = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let clear = 0;
      let solid = 0;
      for (let i = 3; i < all.length; i += 4)
        if (all[i] === 0) clear++;
        else if (all[i] === 255) solid++;
      return { width: bitmap.width, height: bitmap.height, corner: all[3], clear, solid };
    },
    [org, id] as const,
  );

async function project(page: Page, org: string, id: string) {
  const view = (await page.evaluate(async (p) => (await fetch(p)).json(), `/api/v1/orgs/${org}/projects/${id}`)) as AnyProjectView;
  return view.document as {
    layout: string;
    icon: string;
    font: string;
    colors: Record<string, string>;
    kitId: string | null;
    name: string;
    offsets: Record<string, { x: number; y: number }>;
  };
}

/** Where an icon's group is placed: the `translate(x y)` of its transform, in viewBox units. */
function translateOf(transform: string | null): { x: number; y: number } {
  const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform ?? '');
  if (!m) throw new Error(`no translate in ${transform}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

describe('logo maker', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`makes proposals from a brand's name and kit, picks one and saves SVG and PNG to the library (${locale})`, async () => {
      const w = WORDS[locale];
      const theme = locale === 'en' ? 'dark' : 'light';
      const owner = seedOrgMember(`logo-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale, colorScheme: theme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/logo-maker`);
      await hydrated(page);
      const kitId = await seedKit(page, owner.org);

      await page.getByRole('button', { name: w.newLogo }).first().click();
      // An empty name is refused in words before anything is sent.
      await page.getByRole('button', { name: w.submit }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
      await page.getByLabel(w.name).fill('Café Ágata');
      await page.getByLabel(w.tagline).fill('Padaria e café');
      await page.getByLabel(w.kit).selectOption(kitId);
      await page.getByRole('button', { name: w.submit }).click();
      await page.waitForURL(/\/tools\/logo-maker\/edit\/lgo_/, { timeout: 60_000 });
      const id = page.url().split('/edit/')[1]!;

      const proposals = page.getByTestId('logo-proposals').getByRole('button');
      await expect.poll(() => proposals.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
      // The name's words suggest the icon it starts with.
      expect(await project(page, owner.org, id)).toMatchObject({
        icon: 'coffee',
        font: 'playfair-display',
        kitId,
        colors: { primary: KIT.primary, text: KIT.text, background: KIT.background },
      });

      await page.locator('[data-layout="stacked-circle"]').click();
      await expect.poll(() => page.locator('[data-layout="stacked-circle"]').getAttribute('aria-pressed')).toBe('true');
      const search = page.getByRole('searchbox', { name: w.search });
      await search.fill('xyzzy');
      await page.getByText(w.none).waitFor();
      await search.fill('padaria');
      await page.getByTestId('logo-icon-results').locator('[data-icon="croissant"]').click();
      await expect
        .poll(
          async () => {
            const d = await project(page, owner.org, id);
            return [d.layout, d.icon];
          },
          { timeout: 30_000 },
        )
        .toEqual(['stacked-circle', 'croissant']);

      // Moved by hand: the icon (with its circle) dragged on the large preview, then nudged with the keyboard.
      const stage = page.getByTestId('logo-stage');
      const before = translateOf(await stage.locator('g[data-role="icon"]').getAttribute('transform'));
      await page.getByRole('button', { name: w.moveIcon }).scrollIntoViewIfNeeded();
      const canvas = (await stage.locator('.logo-canvas').boundingBox())!;
      const handle = (await page.getByRole('button', { name: w.moveIcon }).boundingBox())!;
      const perUnit = canvas.width / 480; // screen pixels per viewBox unit
      // Whole pixels, as a mouse moves; what they are in viewBox units, to a tenth (what the document keeps).
      const [sx, sy] = [Math.round(handle.x + handle.width / 2), Math.round(handle.y + handle.height / 2)];
      const [dx, dy] = [Math.round(60 * perUnit), -Math.round(20 * perUnit)];
      const units = (px: number) => Math.round((px / perUnit) * 10) / 10;
      await page.mouse.move(sx, sy);
      await page.mouse.down();
      await page.mouse.move(sx + Math.round(dx / 2), sy + Math.round(dy / 2), { steps: 6 });
      await page.mouse.move(sx + dx, sy + dy, { steps: 6 });
      await page.mouse.up();
      // The dragged handle has the focus: an arrow moves it one unit, with Shift ten.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      const moved = { x: units(dx) + 1, y: units(dy) + 10 };
      await expect
        .poll(
          async () => {
            const o = (await project(page, owner.org, id)).offsets.icon;
            return o ? [Math.round(o.x * 10), Math.round(o.y * 10)] : null;
          },
          { timeout: 30_000 },
        )
        .toEqual([Math.round(moved.x * 10), Math.round(moved.y * 10)]);

      await page.screenshot({ path: `/tmp/logo-maker-${locale}-${theme}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/logo-maker-${locale}-${theme}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByTestId('logo-save').click();
      await page.getByText(w.saved).waitFor({ timeout: 120_000 });
      await page.getByText(w.inKit).waitFor({ timeout: 60_000 });
      await page.getByTestId('logo-save').scrollIntoViewIfNeeded();
      // Saved, Share makes one link of the three PNGs (decision 098).
      await page.getByTestId('logo-share').click();
      const share = page.getByRole('dialog');
      await expect
        .poll(() => share.getByTestId('share-file-label').allTextContents())
        .toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.png$/), expect.stringMatching(/\.png$/)]);
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'hidden' });
      await page.screenshot({ path: `/tmp/logo-maker-${locale}-${theme}-export.png` });
      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      const named = (n: string) => assets.find((a) => a.name === n);
      for (const v of ['light', 'dark', 'icon'])
        for (const ext of ['svg', 'png']) expect(named(`Café Ágata-${v}.${ext}`), JSON.stringify(assets.map((a) => a.name))).toBeDefined();

      const light = await readSvg(page, owner.org, named('Café Ágata-light.svg')!.id);
      expect(light).toMatchObject({ parsed: true, texts: 0, nameFill: KIT.text });
      expect(light.nameContours).toBeGreaterThanOrEqual(9);
      // The circle and icon in the kit's primary, the words in its text colour, the icon on the circle in its light colour.
      expect(light.colours).toEqual([KIT.primary, KIT.text, KIT.background].sort());
      // The exported icon sits where it was moved to (about 61 units right, 10 up), to the hundredth the SVG writes.
      const after = translateOf(light.iconTransform);
      expect(Math.abs(after.x - before.x - moved.x)).toBeLessThanOrEqual(0.011);
      expect(Math.abs(after.y - before.y - moved.y)).toBeLessThanOrEqual(0.011);
      expect(moved.x).toBeGreaterThan(59);
      const dark = await readSvg(page, owner.org, named('Café Ágata-dark.svg')!.id);
      expect(dark).toMatchObject({ parsed: true, texts: 0, nameFill: KIT.background });
      const icon = await readSvg(page, owner.org, named('Café Ágata-icon.svg')!.id);
      expect(icon).toMatchObject({ parsed: true, texts: 0, nameFill: null });

      // The kit the colours came from now holds the three PNGs in its logo slots.
      const kit = await page.evaluate(
        async ([o, k]) =>
          ((await (await fetch(`/api/v1/orgs/${o}/brand-kits`)).json()) as { id: string; logos: Record<string, string | null> }[]).find(
            (x) => x.id === k,
          ),
        [owner.org, kitId] as const,
      );
      expect(kit?.logos).toEqual({
        light: named('Café Ágata-light.png')!.id,
        dark: named('Café Ágata-dark.png')!.id,
        icon: named('Café Ágata-icon.png')!.id,
      });

      const png = await readPng(page, owner.org, named('Café Ágata-light.png')!.id);
      expect(png).toMatchObject({ width: 1920, height: 960, corner: 0 });
      expect(png.clear).toBeGreaterThan(png.width * png.height * 0.3);
      expect(png.solid).toBeGreaterThan(1000);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
});

// From a brand kit's logo slots to logos in that kit: the maker opens on a new
// logo named after the kit with the kit chosen; the AI layer's suggestions
// (offline rules here, 1 credit) apply a name and an icon through the history
// (undo takes the icon back); the export fills the kit's three slots.
describe('logo maker from a brand kit, with suggestions', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`goes from a kit's logo slots to suggested words and icon, then to logos in the kit (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`logo-kit-${locale}`);
      sql(`UPDATE organizations SET credit_balance = 5 WHERE id = '${owner.org}';`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1440, height: 900 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/brand-kits`);
      await hydrated(page);
      const kitId = await seedKit(page, owner.org);
      await page.goto(`/${locale}/brand-kits?kit=${kitId}`);
      await hydrated(page);

      await page.getByRole('link', { name: w.make }).click();
      await page.waitForURL(/\/tools\/logo-maker\?/, { timeout: 30_000 });
      await expect.poll(() => page.getByLabel(w.name).inputValue(), { timeout: 30_000 }).toBe('Ágata');
      await expect.poll(() => page.getByLabel(w.kit).inputValue()).toBe(kitId);
      await page.getByRole('button', { name: w.submit }).click();
      await page.waitForURL(/\/tools\/logo-maker\/edit\/lgo_/, { timeout: 60_000 });
      const id = page.url().split('/edit/')[1]!;
      await page.getByTestId('logo-stage').waitFor({ timeout: 60_000 });

      const panel = page.getByTestId('logo-suggest');
      await panel.getByLabel(w.about).fill(locale === 'en' ? 'coffee shop' : 'cafeteria');
      await panel.getByRole('button', { name: w.suggest }).click();
      await panel.getByTestId('offline-mode').waitFor();
      const suggested = locale === 'en' ? 'Ágata & Co.' : 'Casa Ágata';
      await panel.getByRole('button', { name: suggested }).click();
      await panel.getByTestId('logo-suggested-ai').locator('[data-icon="coffee"]').click();
      const chosen = async () => {
        const d = await project(page, owner.org, id);
        return [d.name, d.icon];
      };
      await expect.poll(chosen, { timeout: 30_000 }).toEqual([suggested, 'coffee']);
      await page.getByRole('button', { name: w.undo }).first().click();
      await expect.poll(async () => (await project(page, owner.org, id)).icon, { timeout: 30_000 }).not.toBe('coffee');
      await page.screenshot({ path: `/tmp/logo-maker-suggest-${locale}.png`, fullPage: true });

      await page.getByTestId('logo-save').click();
      await page.getByText(w.inKit).waitFor({ timeout: 120_000 });
      const kit = await page.evaluate(
        async ([o, k]) =>
          ((await (await fetch(`/api/v1/orgs/${o}/brand-kits`)).json()) as { id: string; logos: Record<string, string | null> }[]).find(
            (x) => x.id === k,
          ),
        [owner.org, kitId] as const,
      );
      const assets = await page.evaluate(async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as AssetView[], owner.org);
      const named = (n: string) => assets.find((a) => a.name === n)?.id;
      expect(kit?.logos).toEqual({
        // Files are named after the project (the kit's name), whatever the logo now says.
        light: named('Ágata-light.png'),
        dark: named('Ágata-dark.png'),
        icon: named('Ágata-icon.png'),
      });
      expect(kit?.logos.light).toBeTruthy();
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
});

// A kit's uploaded heading font: a TTF (made the way the build makes its TTFs,
// from a bundled serif) outlines the logo's words; a WOFF2 is said plainly to
// need its TTF or OTF, and the default font draws instead.
describe("logo maker with a kit's uploaded font", () => {
  const ttf = Buffer.from(
    woffToSfnt(new Uint8Array(readFileSync(require.resolve(bundledFontWoffSource('playfair-display', 700))))),
  ).toString('base64');
  const woff2 = readFileSync(require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2')).toString('base64');

  for (const locale of ['pt-BR', 'en'] as const)
    it(`outlines the words with an uploaded TTF and explains a WOFF2 (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`logo-font-${locale}`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1440, height: 900 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/tools/logo-maker`);
      await hydrated(page);
      const kits = await page.evaluate(
        async ([org, files]) => {
          const kitWith = async (family: string, b64: string) => {
            const font = (await (
              await fetch(`/api/v1/orgs/${org}/brand-fonts?family=${encodeURIComponent(family)}`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/octet-stream' },
                body: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)),
              })
            ).json()) as { id: string; format: string };
            const json = { 'Content-Type': 'application/json' };
            const kit = (await (
              await fetch(`/api/v1/orgs/${org}/brand-kits`, { method: 'POST', headers: json, body: JSON.stringify({ name: family }) })
            ).json()) as { id: string };
            const res = await fetch(`/api/v1/orgs/${org}/brand-kits/${kit.id}`, {
              method: 'PATCH',
              headers: json,
              body: JSON.stringify({ fonts: { heading: { source: 'uploaded', id: font.id }, body: { source: 'bundled', id: 'inter' } } }),
            });
            if (!res.ok) throw new Error(`kit ${res.status}`);
            return { kit: kit.id, format: font.format };
          };
          return { ttf: await kitWith('Marca Serif', files[0]), woff2: await kitWith('Marca Web', files[1]) };
        },
        [owner.org, [ttf, woff2]] as const,
      );
      expect([kits.ttf.format, kits.woff2.format]).toEqual(['truetype', 'woff2']);

      await page.getByRole('button', { name: w.newLogo }).first().click();
      await page.getByLabel(w.name).fill('Café Ágata');
      await page.getByLabel(w.kit).selectOption(kits.ttf.kit);
      await page.getByRole('button', { name: w.submit }).click();
      await page.waitForURL(/\/tools\/logo-maker\/edit\/lgo_/, { timeout: 60_000 });
      const id = page.url().split('/edit/')[1]!;
      const namePath = () => page.getByTestId('logo-stage').locator('path[data-role="name"]').getAttribute('d', { timeout: 60_000 });
      const fontSelect = page.getByTestId('logo-font');
      await expect.poll(() => fontSelect.inputValue(), { timeout: 60_000 }).toBe('kit:uploaded');
      expect(await fontSelect.locator('option:checked').textContent()).toContain('Marca Serif');
      expect((await project(page, owner.org, id)) as unknown).toMatchObject({ kitFont: { family: 'Marca Serif', format: 'truetype' } });
      const withKitFont = await namePath();

      // Montserrat chosen by hand: other glyphs for the same name.
      await fontSelect.selectOption('montserrat');
      await expect.poll(namePath, { timeout: 60_000 }).not.toBe(withKitFont);
      const withDefault = await namePath();
      expect(withDefault).toMatch(/^M/);

      // The WOFF2 kit: said plainly, and the default draws.
      await page.getByTestId('logo-kit').selectOption(kits.woff2.kit);
      await page.getByRole('button', { name: w.applyKit }).click();
      const note = page.getByTestId('logo-kit-font-woff2');
      await note.waitFor({ timeout: 30_000 });
      expect(await note.textContent()).toMatch(/Marca Web.*WOFF2.*TTF.*OTF.*Montserrat/);
      expect(await fontSelect.inputValue()).toBe('montserrat');
      expect(await namePath()).toBe(withDefault);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
});
