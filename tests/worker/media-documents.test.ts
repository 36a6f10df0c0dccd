// PDF documents in the media library (decision 091): a PDF's bytes prove it
// (%PDF-), 100 MiB at most, its page count kept; a file that only claims to be
// a PDF is refused and leaves nothing; migration 0036's rebuild of assets keeps
// the rows that hang off it.
import { env } from 'cloudflare:workers';
import type { D1Migration } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssetView, UploadView } from '../../src/common/contracts/media';
import { assets, clipRenders, projects, shareFiles, transcripts, uploads } from '../../src/db/schema';
import { api, call, db, orgOwner, seedAsset, type OrgOwner, seedTranscript } from './helpers';

const ORIGIN = 'http://palco.test';
const MiB = 1024 * 1024;

/** A small but well-formed PDF: header, one page, xref and trailer. */
export function pdfBytes(pages = 1): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const pageObjects = Array.from(
    { length: pages },
    (_, i) => `${i + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`,
  );
  const text =
    '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n' +
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    `2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n` +
    pageObjects.join('') +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

const part = (o: OrgOwner, id: string, n: number, data: Uint8Array) =>
  call(`/api/v1/orgs/${o.org.id}/uploads/${id}/parts/${n}`, {
    method: 'PUT',
    headers: { Cookie: o.cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(data.byteLength) },
    body: data as Uint8Array<ArrayBuffer>,
  });

async function start(o: OrgOwner, body: Record<string, unknown>) {
  const res = await api('POST', `/orgs/${o.org.id}/uploads`, o.cookie, body);
  return { res, upload: res.status === 201 ? ((await res.clone().json()) as UploadView) : null };
}

const objects = async (orgId: string) => (await env.FILES.list({ prefix: `orgs/${orgId}/` })).objects.map((o) => o.key);

describe('PDF documents in the library', () => {
  it('a real PDF becomes a document with its page count, listed under its own filter and served as PDF', async () => {
    const o = await orgOwner('Estúdio PDF');
    const pdf = pdfBytes(3);
    const { upload: u } = await start(o, { name: 'carrossel.pdf', size: pdf.byteLength, type: 'application/pdf', pageCount: 3 });
    expect((await part(o, u!.id, 1, pdf)).status).toBe(200);
    const done = await api('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie);
    expect(done.status).toBe(201);
    const asset = (await done.json()) as AssetView;
    expect(asset).toMatchObject({ kind: 'document', contentType: 'application/pdf', size: pdf.byteLength, pageCount: 3, durationMs: null });

    const list = async (kind: string) =>
      ((await (await api('GET', `/orgs/${o.org.id}/assets?kind=${kind}`, o.cookie)).json()) as AssetView[]).map((a) => a.id);
    await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'foto.png' });
    expect(await list('document')).toEqual([asset.id]);
    expect(await list('image')).not.toContain(asset.id);

    const content = await call(`/api/v1/orgs/${o.org.id}/assets/${asset.id}/content`, { headers: { Cookie: o.cookie } });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toContain('application/pdf');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(pdf);
  });

  it('a PNG renamed .pdf is refused by its bytes with 415 unsupported_media_type and leaves no object', async () => {
    const o = await orgOwner('Estúdio PDF falso');
    const { upload: u } = await start(o, { name: 'relatorio.pdf', size: PNG.byteLength, type: 'application/pdf' });
    const res = await part(o, u!.id, 1, PNG);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'unsupported_media_type' });
    expect((await db().select().from(uploads).where(eq(uploads.id, u!.id)).get())!.status).toBe('aborted');
    expect(await objects(o.org.id)).toEqual([]);
  });

  it('text that mentions %PDF- later, or a header without a version, is not a PDF', async () => {
    const o = await orgOwner('Estúdio PDF texto');
    for (const text of [' %PDF-1.4 late', '%PDF-x.y not a version']) {
      const data = new TextEncoder().encode(text);
      const { upload: u } = await start(o, { name: 'a.pdf', size: data.byteLength, type: 'application/pdf' });
      expect((await part(o, u!.id, 1, data)).status).toBe(415);
    }
  });

  it('a PDF over 100 MiB is refused before any byte; a PDF declared as a PNG is refused by its bytes', async () => {
    const o = await orgOwner('Estúdio PDF grande');
    const big = await start(o, { name: 'grande.pdf', size: 100 * MiB + 1, type: 'application/pdf' });
    expect(big.res.status).toBe(413);
    expect(await big.res.json()).toEqual({ detail: 'upload_too_large' });
    expect((await start(o, { name: 'ok.pdf', size: 100 * MiB, type: 'application/pdf' })).res.status).toBe(201);

    const pdf = pdfBytes();
    const { upload: u } = await start(o, { name: 'foto.png', size: pdf.byteLength, type: 'image/png' });
    expect((await part(o, u!.id, 1, pdf)).status).toBe(415);
  });

  it('a page count sent with a video is not kept; an absurd one is a validation error', async () => {
    const o = await orgOwner('Estúdio contagem');
    const { upload: u } = await start(o, { name: 'v.mp4', size: 100, type: 'video/mp4', pageCount: 3 });
    expect((await db().select().from(uploads).where(eq(uploads.id, u!.id)).get())!.pageCount).toBeNull();
    const { res } = await start(o, { name: 'x.pdf', size: 100, type: 'application/pdf', pageCount: 0 });
    expect(res.status).toBe(422);
  });

  it('a share link takes a document alone, and refuses it beside a video with share_file_kind (decision 096)', async () => {
    const o = await orgOwner('Estúdio compartilha');
    const doc = await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'c.pdf', pageCount: 2 });
    expect((await api('POST', `/orgs/${o.org.id}/shares`, o.cookie, { assetIds: [doc] })).status).toBe(201);
    const video = await seedAsset(o.org.id, o.user.id);
    const res = await api('POST', `/orgs/${o.org.id}/shares`, o.cookie, { assetIds: [doc, video] });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('share_file_kind');
  });
});

describe('migration 0036', () => {
  it('rebuilding assets keeps transcripts, share files and clip renders that point at them (D1 fires ON DELETE on DROP)', async () => {
    const o = await orgOwner('Estúdio migração');
    const video = await seedAsset(o.org.id, o.user.id, { name: 'aula.mp4' });
    const now = Date.now();
    await seedTranscript(o, video, now);
    const shared = await api('POST', `/orgs/${o.org.id}/shares`, o.cookie, { assetIds: [video] });
    expect(shared.status).toBe(201);
    await db().insert(projects).values({
      id: 'prj_mig36',
      organizationId: o.org.id,
      kind: 'clip',
      name: 'cortes',
      version: 1,
      document: '{}',
      documentKey: null,
      documentSize: 2,
      summary: '{}',
      createdBy: o.user.id,
      updatedBy: o.user.id,
      createdAt: now,
      updatedAt: now,
    });
    await db().insert(clipRenders).values({
      organizationId: o.org.id,
      projectId: 'prj_mig36',
      clipId: 'c1',
      status: 'done',
      attempt: 1,
      assetId: video,
      createdBy: o.user.id,
      createdAt: now,
      updatedAt: now,
    });

    // Replayed on the migrated database (the uploads column is already there).
    const migration = (env.TEST_MIGRATIONS as D1Migration[]).find((m) => m.name.startsWith('0036'))!;
    for (const query of migration.queries.filter((q) => !/ALTER TABLE uploads/.test(q)))
      await (env.DB as unknown as D1Database).prepare(query).run();

    expect(await db().select().from(assets).where(eq(assets.id, video)).get()).toBeTruthy();
    expect(await db().select().from(transcripts).where(eq(transcripts.assetId, video)).all()).toHaveLength(1);
    expect(await db().select().from(shareFiles).where(eq(shareFiles.assetId, video)).all()).toHaveLength(1);
    expect((await db().select().from(clipRenders).where(eq(clipRenders.projectId, 'prj_mig36')).get())!.assetId).toBe(video);
    // The new kind is allowed by the rebuilt CHECK.
    await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'd.pdf' });
  });
});
