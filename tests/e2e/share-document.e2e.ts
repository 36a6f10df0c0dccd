// A PDF shared by link in Chromium (decision 096): a library PDF with its first
// page's picture is shared from its menu; the link opens signed out on a phone
// in Portuguese (picture, page count, preview tags, download) and on a computer
// in English, where the browser's own viewer shows the PDF in <object>.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, BASE_URL, browser, hydrated, launchForFile, openPage, saveDownload, seedOrgMember } from './support';
import { pdf } from './pdf-support';

launchForFile();

const dir = mkdtempSync(join(tmpdir(), 'palco-share-pdf-'));
const SHOTS = process.env.SHARE_SHOTS_DIR;

const meta = (page: Page, key: string) =>
  page.evaluate((k) => document.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ?? null, key);

describe('sharing a PDF', () => {
  it('shares a library PDF from its menu; the link shows its picture and pages on a phone (pt-BR) and the PDF itself on a computer (en)', async () => {
    const owner = seedOrgMember('share-pdf', { displayName: 'Paula PDF' });
    const app = await openPage(browser, { locale: 'pt-BR' });
    await addSessionCookie(app.context, owner.cookie);
    await app.page.goto('/pt-BR/library');
    await hydrated(app.page);
    await app.page.getByTestId('upload-input').setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdf(3) });
    await app.page.getByText('“guia.pdf” enviado.').waitFor();
    // The first page's picture, as the carousel's "Save PDF to the library" leaves it.
    const thumbnail = await app.page.evaluate(async (org) => {
      const [asset] = (await (await fetch(`/api/v1/orgs/${org}/assets`)).json()) as { id: string }[];
      const canvas = new OffscreenCanvas(480, 600);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#f4d35e';
      g.fillRect(0, 0, 480, 600);
      g.fillStyle = '#1b1b3a';
      g.font = 'bold 64px sans-serif';
      g.fillText('Slide 1', 120, 320);
      const body = await canvas.convertToBlob({ type: 'image/png' });
      return (
        await fetch(`/api/v1/orgs/${org}/assets/${asset!.id}/thumbnail`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream' },
          body,
        })
      ).status;
    }, owner.org);
    expect(thumbnail).toBe(204);

    await app.page.getByRole('button', { name: 'Ações de guia.pdf' }).click();
    await app.page.getByRole('menuitem', { name: 'Compartilhar' }).click();
    await app.page.getByRole('dialog').getByTestId('share-file-label').getByText('3 páginas').waitFor();
    await app.page.getByLabel('Legenda').fill('Guia do lançamento');
    await app.page.getByRole('button', { name: 'Criar link' }).click();
    const link = await app.page.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${BASE_URL}/pt-BR/s/[A-Za-z0-9_-]{22}$`));

    // A visitor on a phone, signed out: the picture and the buttons, not the viewer.
    const phone = await openPage(browser, { locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const requested: string[] = [];
    phone.page.on('request', (r) => requested.push(r.url()));
    expect((await phone.page.goto(link))!.status()).toBe(200);
    await phone.page.getByTestId('share-pages').getByText('Documento PDF · 3 páginas').waitFor();
    const picture = phone.page.locator('.share-document-phone').getByTestId('share-document-picture');
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    expect(await phone.page.getByTestId('share-pdf-object').isVisible()).toBe(false);
    expect(await phone.page.getByTestId('share-open-pdf').getAttribute('target')).toBe('_blank');
    const og = await meta(phone.page, 'og:image');
    expect(og).toMatch(new RegExp(`^${BASE_URL}/s/[A-Za-z0-9_-]{22}/files/[^/]+/thumbnail$`));
    expect(await meta(phone.page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(phone.page, 'og:description')).toBe('Documento PDF · 3 páginas · Guia do lançamento');
    // The hidden <object> is not rendered, so the phone never fetched the PDF itself: only its picture.
    expect(requested.filter((u) => u.startsWith(og!.replace(/\/thumbnail$/, '')))).toEqual([og]);
    if (SHOTS) {
      await phone.page.screenshot({ path: join(SHOTS, 'share-pdf-pt-BR-phone.png'), fullPage: true });
      await app.page.screenshot({ path: join(SHOTS, 'share-pdf-pt-BR-dialog.png') });
    }
    const saved = await saveDownload(phone.page, () => phone.page.getByTestId('share-download').click(), join(dir, 'guia.pdf'));
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The same link in English on a computer: the page's CSP lets Chromium's viewer draw the PDF in <object>.
    const desk = await openPage(browser, { locale: 'en', viewport: { width: 1280, height: 900 } });
    await desk.page.goto(link.replace('/pt-BR/', '/en/'));
    await desk.page.getByTestId('share-pages').getByText('PDF document · 3 pages').waitFor();
    const file = og!.replace(/\/thumbnail$/, '');
    expect(await desk.page.getByTestId('share-pdf-object').isVisible()).toBe(true);
    await expect.poll(() => desk.page.frames().some((f) => f.url().startsWith(file)), { timeout: 10_000 }).toBe(true);
    if (SHOTS) {
      await desk.page.waitForTimeout(1000);
      await desk.page.screenshot({ path: join(SHOTS, 'share-pdf-en-desktop.png'), fullPage: true });
    }

    // The team's list names the PDF with its pages and counts the download.
    await app.page.goto('/pt-BR/library/shares');
    await hydrated(app.page);
    const facts = app.page.getByTestId('share-row').first().getByTestId('share-facts');
    await facts.getByText(/3 páginas · 2 visualização\(ões\) · 1 download\(s\)/).waitFor();
    expect(app.errors).toEqual([]);
    await Promise.all([phone.context.close(), desk.context.close(), app.context.close()]);
  }, 240_000);
});
