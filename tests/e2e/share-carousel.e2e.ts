// Share from the carousel creator (decision 098): "Share link (images)" saves each
// slide to the library as a PNG of the project and opens the share dialog with
// them; the link opens signed out with one swipeable image per slide and an
// absolute og:image. First the approval rule refuses the link: the error shows in
// pt-BR and the dialog keeps its saved files for the retry. In pt-BR, the default;
// the en labels are checked on the menu.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, browser, hydrated, openPage, seedOrgMember, signedInPage, launchForFile, sql } from './support';

launchForFile();
const SHOTS = process.env.SHARE_SHOTS_DIR;

const meta = (page: Page, key: string) =>
  page.evaluate((k) => document.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ?? null, key);

describe('share from the carousel creator', () => {
  it('shares every slide as one link of images, seen signed out', { timeout: 300_000 }, async () => {
    const owner = seedOrgMember('share-carousel', { displayName: 'Carla Carrossel' });
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'pt-BR' });
    await page.goto('/pt-BR/tools/carousel-creator');
    await hydrated(page);
    await page.getByRole('button', { name: 'Novo carrossel' }).first().click();
    await page.getByRole('button', { name: 'Modelo', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Criar', exact: true }).click();
    await page.waitForURL(/\/edit\//);
    await expect.poll(() => page.getByTestId('slide-thumb').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const slides = await page.getByTestId('slide-thumb').count();
    // The organization requires approval (decision 071) and this project has none yet.
    const approval = (on: boolean) =>
      sql(
        `INSERT INTO organization_review_settings (organization_id, require_approval, updated_at) VALUES ('${owner.org}', ${on ? 1 : 0}, ${Date.now()})
         ON CONFLICT(organization_id) DO UPDATE SET require_approval = excluded.require_approval`,
      );
    approval(true);

    const title = await page.locator('.editor-name').inputValue();
    if (SHOTS)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.getByRole('button', { name: 'Exportar' }).click();
        await page.screenshot({ path: join(SHOTS, `carousel-share-menu-${width}.png`) });
        await page.keyboard.press('Escape');
      }
    // Keyboard: the menu opens and its Share item is chosen without a pointer.
    await page.getByRole('button', { name: 'Exportar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Compartilhar link (imagens)…' }).focus();
    await page.keyboard.press('Enter');
    // Named after the carousel, not its first slide's file.
    const dialog = page.getByRole('dialog', { name: `Compartilhar “${title}”` });
    await dialog.waitFor({ timeout: 60_000 });
    // One line per slide saved, in order.
    await expect.poll(() => dialog.getByTestId('share-file-label').count()).toBe(slides);
    await dialog.getByLabel('Legenda').fill('Carrossel de verão');
    if (SHOTS)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: join(SHOTS, `carousel-share-dialog-${width}.png`) });
      }
    // Refused: the reason in the user's language, the dialog and its saved files still there.
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    await page.getByText('A organização exige aprovação antes de compartilhar', { exact: false }).waitFor();
    await expect.poll(() => dialog.getByTestId('share-file-label').count()).toBe(slides);
    // Once the rule is lifted, the same dialog makes the link.
    approval(false);
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    const link = await dialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${BASE_URL}/pt-BR/s/[A-Za-z0-9_-]{22}$`));

    // A visitor: a new context, no cookie.
    const visitor = await openPage(browser, { locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const res = await visitor.page.goto(link);
    expect(res!.status()).toBe(200);
    await visitor.page.getByTestId('share-caption').getByText('Carrossel de verão').waitFor();
    expect(await visitor.page.getByTestId('share-image').count()).toBe(slides);
    expect(await meta(visitor.page, 'og:image'), 'og:image').toMatch(new RegExp(`^${BASE_URL}/s/`));
    // Each image is a real PNG the visitor can load.
    const loaded = await visitor.page
      .getByTestId('share-image')
      .evaluateAll((imgs: HTMLImageElement[]) =>
        Promise.all(imgs.map((i) => (i.decode ? i.decode().then(() => i.naturalWidth) : Promise.resolve(i.naturalWidth)))),
      );
    expect(loaded.every((w) => w > 0)).toBe(true);
    await visitor.context.close();

    // Share PDF: the carousel saved as one PDF, and the dialog opened with that document alone.
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'Compartilhar PDF…' }).click();
    const pdf = page.getByRole('dialog', { name: /^Compartilhar “.+\.pdf”$/ });
    await pdf.waitFor({ timeout: 60_000 });
    expect(await pdf.getByTestId('share-file-label').allTextContents()).toEqual([expect.stringMatching(/\.pdf/)]);
    await page.keyboard.press('Escape');
    await pdf.waitFor({ state: 'hidden' });

    // The en labels of the same menu.
    await page.goto(page.url().replace('/pt-BR/', '/en/'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Share link (images)…' }).waitFor();
    await page.getByRole('menuitem', { name: 'Share PDF…' }).waitFor();
    // The one refusal above is the only failed request.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('409');
    await context.close();
  });
});
