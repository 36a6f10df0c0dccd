// A PDF shared by link (decision 096), through the real Worker: a document is
// shared alone; its page shows the first page's picture, the page count, the
// browser's viewer in <object> (which the page's CSP must let through) and
// Open/Download; the link preview carries the picture and the count.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShareView } from '../../src/common/contracts/shares';
import { assets } from '../../src/db/schema';
import { api, BASE, call, db, expectRefusal, HEAVY_TEST_MS, orgOwner, seedAsset, type OrgOwner, shareThroughApi } from './helpers';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A library PDF with its bytes in R2 and, as the carousel saves it, its first page's picture. */
async function pdfIn(o: OrgOwner, { pageCount = 12 as number | null, thumbnail = true, name = 'carrossel.pdf' } = {}) {
  const id = await seedAsset(o.org.id, o.user.id, { kind: 'document', name, pageCount, durationMs: null });
  const row = (await db().select().from(assets).where(eq(assets.id, id)).get())!;
  await env.FILES.put(row.r2Key, PDF);
  const thumbnailKey = thumbnail ? `${row.r2Key}.thumb.png` : null;
  if (thumbnailKey) await env.FILES.put(thumbnailKey, PNG, { httpMetadata: { contentType: 'image/png' } });
  await db().update(assets).set({ size: PDF.byteLength, thumbnailKey }).where(eq(assets.id, id));
  return id;
}

const share = shareThroughApi;

const page = (token: string, locale = 'pt-BR', init: RequestInit = {}) => call(`/${locale}/s/${token}`, init);
const fileUrl = (token: string, id: string) => `${BASE}/s/${token}/files/${id}`;

function meta(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? m[1]!.replace(/&amp;/g, '&') : null;
}

describe('share links of PDF documents', { timeout: HEAVY_TEST_MS }, () => {
  it('a PDF is shared alone; its page shows the picture, the page count, the viewer, Open and Download, and previews with its picture', async () => {
    const o = await orgOwner('Estúdio Aurora');
    const doc = await pdfIn(o);
    const made = await share(o, { assetIds: [doc], caption: 'Carrossel de verão', allowDownload: true });
    expect(made.files).toEqual([{ id: doc, name: 'carrossel.pdf', kind: 'document', pageCount: 12 }]);

    const res = await page(made.token);
    expect(res.status).toBe(200);
    // Only a page that embeds a PDF lets <object> load this site's files; every other page keeps plugins off.
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("object-src 'self'");
    expect(csp).not.toContain("object-src 'none'");
    // Chromium's viewer is a frame inside the <object>: frame-src must let this site in too.
    expect(csp).toMatch(/frame-src [^;]* 'self'/);
    const html = await res.text();
    expect(html).toContain('12 páginas');
    expect(html).toContain(
      `<object class="share-document-view" type="application/pdf" data="${fileUrl(made.token, doc)}#view=FitH&amp;navpanes=0"`,
    );
    expect(html).toContain(`src="${fileUrl(made.token, doc)}/thumbnail"`);
    expect(html).toContain('Abrir o PDF');
    expect(html).toMatch(new RegExp(`href="${fileUrl(made.token, doc)}\\?download=1"[^>]*data-testid="share-download"`));
    expect(html).not.toContain('<video');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe('Carrossel de verão');
    expect(meta(html, 'og:image')).toBe(`${fileUrl(made.token, doc)}/thumbnail`);
    expect(meta(html, 'twitter:image')).toBe(`${fileUrl(made.token, doc)}/thumbnail`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:description')).toBe('Documento PDF · 12 páginas · Carrossel de verão');
    expect(await (await page(made.token, 'en')).text()).toContain('12 pages');

    // Served inline, as a PDF, and nothing forbids framing it in the share page's <object>.
    const inline = await call(`/s/${made.token}/files/${doc}`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('Content-Type')).toBe('application/pdf');
    expect(inline.headers.get('Content-Disposition')).toMatch(/^inline; filename="carrossel.pdf"/);
    expect(inline.headers.get('X-Frame-Options')).toBeNull();
    expect(inline.headers.get('Content-Security-Policy')).not.toContain('frame-ancestors');
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(PDF);
    const thumb = await call(`/s/${made.token}/files/${doc}/thumbnail`);
    expect(thumb.headers.get('Content-Type')).toBe('image/png');
    await thumb.arrayBuffer();

    const download = await call(`/s/${made.token}/files/${doc}?download=1`);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment/);
    await download.arrayBuffer();
    const [listed] = (await (await api('GET', `/orgs/${o.org.id}/shares`, o.cookie)).json()) as ShareView[];
    expect(listed).toMatchObject({ views: 2, downloads: 1 });
  });

  it('a PDF without a picture shows the document card and previews as a summary; one page is singular; an uncounted PDF says only PDF', async () => {
    const o = await orgOwner();
    const one = await share(o, { assetIds: [await pdfIn(o, { pageCount: 1, thumbnail: false })], allowDownload: false });
    const html = await (await page(one.token, 'en')).text();
    expect(html).toContain('data-testid="share-document-card"');
    expect(html).not.toContain('data-testid="share-document-picture"');
    expect(html).not.toContain('data-testid="share-download"');
    expect(html).toContain('Open the PDF');
    expect(html).toContain('PDF document · 1 page<');
    expect(meta(html, 'og:image')).toBeNull();
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:title')).toBe('carrossel.pdf');

    const unknown = await share(o, { assetIds: [await pdfIn(o, { pageCount: null })] });
    const text = await (await page(unknown.token)).text();
    expect(text).toContain('Documento PDF<');
    expect(text).not.toMatch(/página/);
  });

  it('a PDF beside a video, or two PDFs, is refused with share_file_kind; a video page keeps plugins off', async () => {
    const o = await orgOwner();
    const doc = await pdfIn(o);
    const video = await seedAsset(o.org.id, o.user.id);
    const post = (assetIds: string[]) => api('POST', `/orgs/${o.org.id}/shares`, o.cookie, { assetIds });
    await expectRefusal(await post([doc, video]), 422, 'share_file_kind');
    await expectRefusal(await post([doc, await pdfIn(o, { name: 'b.pdf' })]), 422, 'share_file_kind');
    const videoShare = await share(o, { assetIds: [video] });
    const videoCsp = (await page(videoShare.token)).headers.get('Content-Security-Policy')!;
    expect(videoCsp).toContain("object-src 'none'");
    expect(videoCsp).not.toMatch(/frame-src [^;]* 'self'/);
  });

  it('a password still locks a PDF: no viewer, no picture, no preview image, no bytes until it is typed', async () => {
    const o = await orgOwner('Casa Ipê');
    const doc = await pdfIn(o);
    const made = await share(o, { assetIds: [doc], password: 'segredo-42' });
    const locked = await page(made.token, 'en');
    expect(locked.headers.get('Content-Security-Policy')).toContain("object-src 'none'");
    const html = await locked.text();
    expect(html).toContain('This link is protected');
    expect(html).not.toContain('<object');
    expect(html).not.toContain('/thumbnail');
    expect(meta(html, 'og:image')).toBeNull();
    await expectRefusal(await call(`/s/${made.token}/files/${doc}`), 401, 'share_password_required');
    await expectRefusal(await call(`/s/${made.token}/files/${doc}/thumbnail`), 401, 'share_password_required');
  });
});
