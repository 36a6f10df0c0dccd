// Issue 8 in Chromium: an owner creates a brand kit, uploads a logo through the
// media library, picks a bundled font and uploads one, and the live preview
// draws with them (the font files really load); contrast is warned about; a
// bad colour and a file that is not a font are refused in English; the default
// moves when the default kit is deleted; a member sees the kits read-only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, hydrated, launch, openPage, seedOrgMember } from './support';

const require = createRequire(import.meta.url);
let browser: Browser;
let logoPng: Buffer;

beforeAll(async () => {
  browser = await launch();
  // A real PNG drawn by the browser: a purple mark on transparency.
  const maker = await openPage(browser);
  const dataUrl = await maker.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 80;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#6d28d9';
    ctx.fillRect(10, 10, 60, 60);
    ctx.fillRect(90, 30, 140, 20);
    return canvas.toDataURL('image/png');
  });
  logoPng = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  await maker.context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function kitsPage(cookie: { name: string; value: string }, path = '/en/brand-kits') {
  const tracked = await openPage(browser, { locale: 'en' });
  await addSessionCookie(tracked.context, cookie);
  await tracked.page.goto(path);
  await hydrated(tracked.page);
  return tracked;
}

/** Creates a kit from the page's "Create kit" button and waits for its editor. */
async function createKit(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create kit' }).click();
  await page.getByLabel('Kit name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create kit' }).click();
  await page.waitForURL(/\/en\/brand-kits\?kit=/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** A new owner on the kits page, with one kit made and its editor open. */
async function ownerWithKit(tag: string, kit: string) {
  const owner = seedOrgMember(tag);
  const tracked = await kitsPage(owner.cookie);
  await createKit(tracked.page, kit);
  return { owner, ...tracked };
}

const fontLoaded = (page: Page, family: string) =>
  page.waitForFunction(
    (f) =>
      document.fonts.check(`700 30px '${f}'`) &&
      [...document.fonts].some((face) => face.family.replace(/['"]/g, '') === f && face.status === 'loaded'),
    family,
  );

describe('brand kits', () => {
  it('creates a kit with an uploaded logo and a bundled font, and the preview draws with them', async () => {
    const owner = seedOrgMember('kit-owner');
    const { page, context, errors } = await kitsPage(owner.cookie);
    await page.getByText('No brand kits yet').waitFor();

    await createKit(page, 'Aurora Café');
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('All saved');

    // The logo goes through the media library's uploader and lands in the preview.
    const lightSlot = page.getByTestId('image-slot').filter({ hasText: 'Logo for light backgrounds' });
    await lightSlot.locator('input[type=file]').setInputFiles({ name: 'aurora-logo.png', mimeType: 'image/png', buffer: logoPng });
    const logo = page.getByTestId('preview-logo');
    await logo.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=preview-logo]') as HTMLImageElement | null)?.naturalWidth === 240,
    );
    const logoSrc = (await logo.getAttribute('src'))!;
    expect(logoSrc).toMatch(new RegExp(`^/api/v1/orgs/${owner.org}/assets/[^/]+/content$`));
    const served = await page.evaluate(async (src) => new Uint8Array(await (await fetch(src)).arrayBuffer()).length, logoSrc);
    expect(served).toBe(logoPng.length);

    // A bundled font, served by the app itself, draws the preview's heading.
    const fontResponse = page.waitForResponse((r) => r.url().endsWith('/assets/fonts/r1/playfair-display-700.woff2'));
    await page.getByLabel('Heading font').selectOption({ label: 'Playfair Display' });
    expect((await fontResponse).status()).toBe(200);
    await fontLoaded(page, 'palco-font-playfair-display');
    const headingFont = await page.getByTestId('preview-heading').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(headingFont).toContain('palco-font-playfair-display');

    // Colours: a half-typed one is named wrong, a low-contrast pair is warned about.
    const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
    await primary.fill('#12');
    await page.getByText('Use a colour like #1a2b3c').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Fix the highlighted fields before saving.').waitFor();
    await primary.fill('#0F766E');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#dddddd');
    await expect(page.getByTestId('contrast-note').getAttribute('data-level')).resolves.toBe('fail');
    await expect(page.getByTestId('contrast-note').textContent()).resolves.toContain('Fails WCAG AA');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#1c1917');
    await expect(page.getByTestId('contrast-note').getAttribute('data-level')).resolves.toBe('pass');
    const ctaColor = await page.locator('.preview-cta').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(ctaColor).toBe('rgb(15, 118, 110)');

    await page.getByLabel('Words to use').fill('café, aroma, ');
    await page.getByLabel('Handle').fill('aurora.cafe');
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('Unsaved changes');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Kit saved').waitFor();
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('All saved');

    // After a reload everything is still there, and the preview draws with it again.
    await page.reload();
    await hydrated(page);
    await page.getByTestId('preview-logo').waitFor();
    await expect(page.getByLabel('Heading font').inputValue()).resolves.toBe('bundled:playfair-display');
    await expect(page.getByRole('textbox', { name: 'Primary', exact: true }).inputValue()).resolves.toBe('#0f766e');
    await expect(page.getByLabel('Handle').inputValue()).resolves.toBe('@aurora.cafe');
    await expect(page.getByLabel('Words to use').inputValue()).resolves.toBe('café, aroma');
    await fontLoaded(page, 'palco-font-playfair-display');

    // The kit is the organization's default, and what the tools take is this edit.
    const snapshot = await page.evaluate(
      async (org) =>
        (await (await fetch(`/api/v1/orgs/${org}/brand-kit-snapshot`)).json()) as {
          snapshot: { name: string; kitVersion: number; fonts: { heading: { cssFamily: string } }; logos: { light: { url: string } } };
        },
      owner.org,
    );
    expect(snapshot.snapshot).toMatchObject({
      name: 'Aurora Café',
      kitVersion: 2,
      fonts: { heading: { cssFamily: 'palco-font-playfair-display' } },
      logos: { light: { url: logoSrc } },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a font for the kit, refuses a file that is not a font, and draws the preview in the uploaded one', async () => {
    const { page, context } = await ownerWithKit('kit-font', 'Type test');

    await page.getByRole('button', { name: 'Upload font' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload font' });
    // Named .ttf, but HTML inside: the Worker reads the bytes and refuses it.
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'brand.ttf', mimeType: 'font/ttf', buffer: Buffer.from('<html><body>not a font</body></html>') });
    await dialog.getByLabel('Family name').fill('Brand Serif');
    await dialog.getByRole('button', { name: 'Upload font' }).click();
    await page.getByText('This file is not a font. Use a WOFF2, TTF or OTF file.').waitFor();

    const real = readFileSync(require.resolve('@fontsource/lora/files/lora-latin-700-normal.woff2'));
    await dialog.getByLabel('File').setInputFiles({ name: 'brand-serif.woff2', mimeType: 'font/woff2', buffer: real });
    await dialog.getByLabel('Family name').fill('Brand Serif');
    await dialog.getByRole('button', { name: 'Upload font' }).click();
    await page.getByText('Font “Brand Serif” uploaded').waitFor();

    await page.getByLabel('Heading font').selectOption({ label: 'Brand Serif' });
    const family = await page.getByTestId('preview-heading').evaluate((el) => getComputedStyle(el).fontFamily);
    const cssFamily = /'?(palco-[^'",]+)/.exec(family)?.[1] ?? '';
    expect(cssFamily).toMatch(/^palco-(?!font-)/);
    await fontLoaded(page, cssFamily);
    await context.close();
  });

  it('keeps exactly one default: deleting it promotes the other kit', async () => {
    const { page, context } = await ownerWithKit('kit-default', 'Main');
    await page.getByRole('link', { name: 'All kits' }).click();
    await page.getByTestId('kit-card').first().waitFor();

    await page.getByRole('button', { name: 'Actions for kit Main' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByText('Main (copy)').waitFor();
    const cards = page.getByTestId('kit-card');
    await expect.poll(() => cards.count()).toBe(2);
    await expect(cards.filter({ hasText: 'Main (copy)' }).getByText('Default').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Actions for kit Main', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('It is the default kit').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Kit deleted').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await cards.filter({ hasText: 'Main (copy)' }).getByText('Default').waitFor();
    await context.close();
  });

  it('shows a member the kits and their preview, without a way to change them', async () => {
    const setup = await ownerWithKit('kit-team', 'Team kit');
    await setup.context.close();

    const member = seedOrgMember('kit-member', { org: setup.owner.org, role: 'member' });
    const { page, context } = await kitsPage(member.cookie);
    await page.getByText('You can view kits; only admins and owners change them.').waitFor();
    await expect(page.getByRole('button', { name: 'New kit' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Actions for kit/ }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'View: Team kit' }).click();
    await page.getByTestId('kit-preview').waitFor();
    await expect(page.getByLabel('Name', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Save changes' }).count()).resolves.toBe(0);
    await context.close();
  });
});
