// PDF documents in Chromium (decision 091): a PDF dropped into the library is
// counted page by page in the browser, kept as a document, found under its own
// filter with its pages; a PNG renamed .pdf is refused by its bytes in the
// user's language; and the publish form does not offer a document to a
// network that takes none (the test network).
import { describe, expect, it } from 'vitest';
import { addSessionCookie, browser, hydrated, launchForFile, openPage, seedOrgMember } from './support';
import { pdf } from './pdf-support';

launchForFile();

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

describe('PDF documents', () => {
  it('a PDF becomes a document with its pages under its own filter; a renamed PNG is refused; the test network is not offered it', async () => {
    const owner = seedOrgMember('lib-pdf', { displayName: 'Lia Library' });
    const { page, context, errors } = await openPage(browser, { locale: 'en' });
    await addSessionCookie(context, owner.cookie);
    await page.goto('/en/library');
    await hydrated(page);
    await page.getByTestId('library-empty').waitFor();

    await page.getByTestId('upload-input').setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdf(3) });
    await page.getByText('“guia.pdf” uploaded.').waitFor();
    const assets = await page.evaluate(
      async (o) => (await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as { name: string; kind: string; pageCount: number | null }[],
      owner.org,
    );
    expect(assets).toEqual([expect.objectContaining({ name: 'guia.pdf', kind: 'document', pageCount: 3 })]);

    await page.getByRole('button', { name: 'Documents' }).click();
    const card = page.getByTestId('asset').filter({ hasText: 'guia.pdf' });
    await card.getByText('3 pages').waitFor();
    await card.getByText('PDF document').waitFor();
    await page.getByRole('button', { name: 'Images', exact: true }).click();
    await page.getByTestId('asset').filter({ hasText: 'guia.pdf' }).waitFor({ state: 'detached' });
    // (The refusal below answers 415, which the console reports: errors are checked before it.)
    expect(errors).toEqual([]);

    await page.getByTestId('upload-input').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: PNG });
    const row = page.locator('.upload-row').filter({ hasText: 'fake.pdf' });
    await row
      .getByText(
        'This file is not a supported video (MP4, WebM, OGG, MOV), image (PNG, JPEG, WebP, SVG), PDF document or subtitles file (SRT, WebVTT in UTF-8).',
      )
      .waitFor();

    await page.goto('/en/tools/publish');
    await hydrated(page);
    await page.getByRole('button', { name: 'Connect the test network' }).click();
    await page.getByText('Test · publishes nowhere real').waitFor();
    // The library's only file is the PDF: the test network is offered none.
    await page.getByText('The library is empty: upload a video or image first.').waitFor();
    expect(await page.getByRole('checkbox', { name: 'guia.pdf' }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
