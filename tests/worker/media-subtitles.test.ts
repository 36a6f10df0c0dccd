// Subtitles in the library and in share links (decision 097): SRT and WebVTT
// proven by their text (UTF-8, cues), 2 MiB at most; anything else is refused
// and leaves nothing. Migration 0038's rebuild of assets keeps the rows that
// hang off it. A share shows one subtitles file alone, as a transcript with Open
// Graph tags; no network publishes one.
import { env } from 'cloudflare:workers';
import type { D1Migration } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssetView, UploadView } from '../../src/common/contracts/media';
import { assets, brandKits, clipRenders, projects, shareFiles, socialPosts, transcripts, uploads } from '../../src/db/schema';
import { SHARE_CUES_MAX } from '../../src/ssr/share-subtitles';
import {
  api,
  BASE,
  call,
  db,
  HEAVY_TEST_MS,
  orgOwner,
  seedAsset,
  seedSocialAccount,
  type OrgOwner,
  shareThroughApi,
  seedTranscript,
} from './helpers';

const ORIGIN = 'http://palco.test';
const MiB = 1024 * 1024;
const enc = (s: string) => new TextEncoder().encode(s);

const SRT = '1\n00:00:01,000 --> 00:00:03,500\nBom dia, <i>pessoal</i>!\n\n2\n00:00:04,000 --> 00:00:06,000\nHoje: café & pão.\n';
const VTT = 'WEBVTT\nLanguage: pt-BR\n\nNOTE feito no Palco\n\n00:01.000 --> 00:03.000\n<v Ana>Olá de novo\n';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

const part = (o: OrgOwner, id: string, data: Uint8Array) =>
  call(`/api/v1/orgs/${o.org.id}/uploads/${id}/parts/1`, {
    method: 'PUT',
    headers: { Cookie: o.cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(data.byteLength) },
    body: data as Uint8Array<ArrayBuffer>,
  });

async function start(o: OrgOwner, name: string, type: string, size: number) {
  const res = await api('POST', `/orgs/${o.org.id}/uploads`, o.cookie, { name, size, type });
  return { res, upload: res.status === 201 ? ((await res.clone().json()) as UploadView) : null };
}

/** Uploads bytes as one part and completes; the asset, or the part's refusal. */
async function upload(o: OrgOwner, name: string, type: string, data: Uint8Array) {
  const { upload: u } = await start(o, name, type, data.byteLength);
  expect(u, name).toBeTruthy();
  const put = await part(o, u!.id, data);
  if (put.status !== 200) return { status: put.status, body: await put.json(), uploadId: u!.id };
  const done = await api('POST', `/orgs/${o.org.id}/uploads/${u!.id}/complete`, o.cookie);
  expect(done.status).toBe(201);
  return { status: 201, asset: (await done.json()) as AssetView, uploadId: u!.id };
}

const objects = async (orgId: string) => (await env.FILES.list({ prefix: `orgs/${orgId}/media/` })).objects.map((o) => o.key);

function meta(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m
    ? m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
    : null;
}

describe('subtitles in the library', { timeout: HEAVY_TEST_MS }, () => {
  it('an SRT the browser calls application/octet-stream and a VTT with a BOM become subtitles, listed under their filter', async () => {
    const o = await orgOwner('Estúdio Legenda');
    const srt = await upload(o, 'aula.srt', 'application/octet-stream', enc(SRT));
    expect(srt.asset).toMatchObject({ kind: 'subtitles', contentType: 'application/x-subrip', name: 'aula.srt' });
    const vtt = await upload(o, 'aula.vtt', '', enc(`\ufeff${VTT}`));
    expect(vtt.asset).toMatchObject({ kind: 'subtitles', contentType: 'text/vtt' });
    await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'foto.png' });
    const list = async (kind: string) =>
      ((await (await api('GET', `/orgs/${o.org.id}/assets?kind=${kind}`, o.cookie)).json()) as AssetView[]).map((a) => a.id).sort();
    expect(await list('subtitles')).toEqual([srt.asset!.id, vtt.asset!.id].sort());
    expect(await list('image')).not.toContain(srt.asset!.id);
    const content = await call(`/api/v1/orgs/${o.org.id}/assets/${srt.asset!.id}/content`, { headers: { Cookie: o.cookie } });
    expect(content.headers.get('content-type')).toContain('application/x-subrip');
    expect(new TextDecoder().decode(await content.arrayBuffer())).toBe(SRT);
  });

  it('a PNG renamed .srt, Latin-1 text, prose, a VTT declared as SRT are refused 415 and leave no object', async () => {
    const o = await orgOwner('Estúdio Falso');
    const latin1 = Uint8Array.from('1\n00:00:01,000 --> 00:00:02,000\nol\xe1\n', (c) => c.charCodeAt(0));
    for (const [name, type, data] of [
      ['foto.srt', '', PNG],
      ['foto.srt', 'application/x-subrip', PNG],
      ['velho.srt', '', latin1],
      ['notas.srt', 'text/plain', enc('Isto não é uma legenda.\n00:00:01,000 --> 00:00:02,000\n')],
      ['sem-numero.srt', '', enc('00:00:01,000 --> 00:00:02,000\nolá\n')],
      ['webvtt-falso.vtt', 'text/vtt', enc('WEBVTTX\n\n00:01.000 --> 00:02.000\nolá\n')],
      ['trocado.srt', '', enc(VTT)],
      ['nul.srt', '', enc('1\n00:00:01,000 --> 00:00:02,000\nol\0á\n')],
    ] as const) {
      const r = await upload(o, name, type, data);
      expect(r.status, name).toBe(415);
      expect(r.body).toEqual({ detail: 'unsupported_media_type' });
      expect((await db().select().from(uploads).where(eq(uploads.id, r.uploadId)).get())!.status).toBe('aborted');
    }
    expect(await objects(o.org.id)).toEqual([]);
  });

  it('past 2 MiB is refused before any byte; text with no subtitles extension is not taken', async () => {
    const o = await orgOwner('Estúdio Grande');
    const big = await start(o, 'filme.srt', '', 2 * MiB + 1);
    expect(big.res.status).toBe(413);
    expect(await big.res.json()).toEqual({ detail: 'upload_too_large' });
    expect((await start(o, 'filme.srt', '', 2 * MiB)).res.status).toBe(201);
    const txt = await start(o, 'legenda.txt', 'text/plain', 100);
    expect(txt.res.status).toBe(415);
  });
});

/** A subtitles file with its bytes in R2, as an upload leaves it. */
async function subtitlesIn(o: OrgOwner, name: string, text: string, contentType = 'application/x-subrip') {
  const id = await seedAsset(o.org.id, o.user.id, { kind: 'subtitles', name, durationMs: null });
  const row = (await db().select().from(assets).where(eq(assets.id, id)).get())!;
  const bytes = enc(text);
  await env.FILES.put(row.r2Key, bytes);
  await db().update(assets).set({ size: bytes.byteLength, contentType }).where(eq(assets.id, id));
  return id;
}

const share = shareThroughApi;

describe('a shared subtitles file', { timeout: HEAVY_TEST_MS }, () => {
  it('opens signed out as a transcript with times, its download, and website/summary tags with the org logo', async () => {
    const o = await orgOwner('Café Legendas');
    const logo = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'logo.png', durationMs: null });
    const now = Date.now();
    await db()
      .insert(brandKits)
      .values({
        id: 'bk_subs',
        organizationId: o.org.id,
        name: 'Kit',
        isDefault: true,
        data: JSON.stringify({ logos: { icon: logo } }),
        createdAt: now,
        updatedAt: now,
      });
    const subs = await subtitlesIn(o, 'aula.srt', SRT);
    const made = await share(o, { assetIds: [subs], allowDownload: true });
    expect(made.files).toEqual([{ id: subs, name: 'aula.srt', kind: 'subtitles', pageCount: null }]);

    const res = await call(`/pt-BR/s/${made.token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="share-subtitles"');
    expect(html).toContain('Legendas SRT');
    expect(html).toContain('2 falas');
    expect(html).toMatch(/<time[^>]*>0:01<\/time><span class="share-cue-text">Bom dia, pessoal!<\/span>/);
    expect(html).toContain('Hoje: café &amp; pão.');
    expect(html).not.toContain('<video');
    expect(html).toContain(`href="${BASE}/s/${made.token}/files/${subs}?download=1"`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:description')).toBe('Bom dia, pessoal! Hoje: café & pão.');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:image')).toBe(`${BASE}/s/${made.token}/files/${logo}`);

    const download = await call(`/s/${made.token}/files/${subs}?download=1`);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe(SRT);
  });

  it('in English, a caption leads the preview; a VTT names its language and voices; no logo means no og:image; long files are capped', async () => {
    const o = await orgOwner('Legendas EN');
    const cues = Array.from(
      { length: SHARE_CUES_MAX + 5 },
      (_, i) => `00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000 --> 00:59:59.000\nfala ${i + 1}`,
    );
    const long = await subtitlesIn(o, 'longa.vtt', `${VTT}\n${cues.join('\n\n')}\n`, 'text/vtt');
    const made = await share(o, { assetIds: [long], caption: 'Legendas do episódio', allowDownload: false });
    const html = await (await call(`/en/s/${made.token}`)).text();
    expect(html).toContain('WebVTT subtitles · language: pt-BR · 406 cues');
    expect(html).toContain('Ana: Olá de novo');
    expect(html).toContain(`Showing the first ${SHARE_CUES_MAX} of 406 cues`);
    expect(html).toContain(`fala ${SHARE_CUES_MAX - 1}<`);
    expect(html).not.toContain(`fala ${SHARE_CUES_MAX + 1}<`);
    expect(html).not.toContain('data-testid="share-download"');
    expect(meta(html, 'og:description')).toBe('Legendas do episódio');
    expect(meta(html, 'og:image')).toBeNull();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('is shared alone: with another file it is share_subtitles_alone', async () => {
    const o = await orgOwner('Legendas misturadas');
    const subs = await subtitlesIn(o, 'a.srt', SRT);
    const video = await seedAsset(o.org.id, o.user.id, { name: 'v.mp4' });
    const res = await api('POST', `/orgs/${o.org.id}/shares`, o.cookie, { assetIds: [video, subs] });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: 'share_subtitles_alone' });
  });
});

describe('subtitles at the publish door', () => {
  it('every network refuses a subtitles file by name, alone or beside a video, and nothing is queued', async () => {
    const o = await orgOwner('Legendas publicadas');
    const subs = await subtitlesIn(o, 'a.srt', SRT);
    const video = await seedAsset(o.org.id, o.user.id, { name: 'v.mp4', durationMs: 60_000 });
    for (const network of ['youtube', 'linkedin', 'test'] as const) {
      const accountId = await seedSocialAccount(o.org.id, network, { externalId: `ext-${network}`, connectedBy: o.user.id });
      for (const assetIds of [[subs], [video, subs]]) {
        const res = await api('POST', `/orgs/${o.org.id}/publishing/posts`, o.cookie, {
          accountId,
          network,
          assetIds,
          caption: 'Legendas',
          title: 'Aula',
          when: 'scheduled',
          scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
        expect(res.status, network).toBe(422);
        expect(((await res.json()) as { detail?: string }).detail).toBe('publish_limit_subtitles');
      }
    }
    expect(await db().select().from(socialPosts).where(eq(socialPosts.organizationId, o.org.id)).all()).toEqual([]);
  });
});

describe('migration 0038', () => {
  it('rebuilding assets keeps transcripts, share files, clip renders and page counts (D1 fires ON DELETE on DROP)', async () => {
    const o = await orgOwner('Estúdio migração 38');
    const video = await seedAsset(o.org.id, o.user.id, { name: 'aula.mp4' });
    const pdf = await seedAsset(o.org.id, o.user.id, { kind: 'document', name: 'c.pdf', pageCount: 7 });
    const subs = await subtitlesIn(o, 'a.srt', SRT);
    const now = Date.now();
    await seedTranscript(o, video, now);
    await share(o, { assetIds: [video] });
    await share(o, { assetIds: [subs] });
    await db().insert(projects).values({
      id: 'prj_mig38',
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
      projectId: 'prj_mig38',
      clipId: 'c1',
      status: 'done',
      attempt: 1,
      assetId: video,
      createdBy: o.user.id,
      createdAt: now,
      updatedAt: now,
    });

    // Replayed on the migrated database: it must be safe on rows of every kind, subtitles among them.
    const migration = (env.TEST_MIGRATIONS as D1Migration[]).find((m) => m.name.startsWith('0038'))!;
    for (const query of migration.queries) await (env.DB as unknown as D1Database).prepare(query).run();

    expect((await db().select().from(assets).where(eq(assets.organizationId, o.org.id)).all()).map((a) => a.id).sort()).toEqual(
      [video, pdf, subs].sort(),
    );
    expect((await db().select().from(assets).where(eq(assets.id, pdf)).get())!.pageCount).toBe(7);
    expect(await db().select().from(transcripts).where(eq(transcripts.assetId, video)).all()).toHaveLength(1);
    expect(await db().select().from(shareFiles).where(eq(shareFiles.assetId, video)).all()).toHaveLength(1);
    expect(await db().select().from(shareFiles).where(eq(shareFiles.assetId, subs)).all()).toHaveLength(1);
    expect((await db().select().from(clipRenders).where(eq(clipRenders.projectId, 'prj_mig38')).get())!.assetId).toBe(video);
  });
});
