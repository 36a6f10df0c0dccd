// Carousel projects through the real Worker (the `carousel` kind of
// /orgs/:org/projects since the carousel's own door went, decision 029):
// documents checked by the shared schema and size before they are stored, saves
// over a stale version refused, projects scoped to their organization, images
// only from the organization's own library.
import type { D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { D1Database } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import type { CarouselDocument, CarouselSummary } from '../../src/common/contracts/carousel';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import { projects } from '../../src/db/schema';
import { blankDocument, imageElement, textElement } from '../../client/slides/model/document';
import { api, call, db, orgOwner, imagesToRefer, seedAsset } from './helpers';

const send = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body);

type ProjectView = AnyProjectView & { document: CarouselDocument; summary: CarouselSummary };
type ProjectSummary = ProjectListItem & { summary: CarouselSummary };
const PROJECTS = (org: string) => `/orgs/${org}/projects`;

let n = 0;
const makeId = () => `t${++n}`;

const owner = () => orgOwner();

async function create(
  o: Awaited<ReturnType<typeof owner>>,
  name: string,
  document: CarouselDocument = blankDocument('portrait', makeId, 'Olá'),
) {
  const res = await send('POST', PROJECTS(o.org.id), o.cookie, { kind: 'carousel', name, document });
  expect(res.status).toBe(201);
  return (await res.json()) as ProjectView;
}

describe('carousel projects', () => {
  it('creates, lists with search and sort, reads, duplicates and deletes', async () => {
    const o = await owner();
    const a = await create(o, 'Lançamento de verão');
    const b = await create(o, 'Agenda 50% off');
    expect(a).toMatchObject({
      name: 'Lançamento de verão',
      summary: { format: 'portrait', slideCount: 1 },
      version: 1,
      updatedBy: { id: o.user.id },
    });
    expect(a.summary.cover).toEqual({ slide: a.document.slides[0], brand: null });
    const byName = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=carousel&sort=name`, o.cookie)).json()) as ProjectSummary[];
    expect(byName.map((p) => p.name)).toEqual(['Agenda 50% off', 'Lançamento de verão']);
    // The user's % is searched for literally, not as a wildcard.
    const found = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=carousel&q=50%25`, o.cookie)).json()) as ProjectSummary[];
    expect(found.map((p) => p.id)).toEqual([b.id]);
    const got = (await (await send('GET', `/orgs/${o.org.id}/projects/${a.id}`, o.cookie)).json()) as ProjectView;
    expect(got.document).toEqual(a.document);
    const copy = await send('POST', `/orgs/${o.org.id}/projects/${a.id}/duplicate`, o.cookie, { name: 'Cópia' });
    expect(copy.status).toBe(201);
    expect(((await copy.json()) as ProjectView).document).toEqual(a.document);
    expect((await send('DELETE', `/orgs/${o.org.id}/projects/${a.id}`, o.cookie)).status).toBe(204);
    expect((await send('GET', `/orgs/${o.org.id}/projects/${a.id}`, o.cookie)).status).toBe(404);
  });

  it('saves over the version it started from, and refuses a stale save with 409', async () => {
    const o = await owner();
    const p = await create(o, 'Autosave');
    const doc = structuredClone(p.document);
    doc.slides[0]!.elements.push(textElement('body1', { x: 96, y: 500, width: 800, height: 200 }, 'Texto novo'));
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'carousel', document: doc, baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      version: 2,
      document: { slides: [{ elements: [{}, { text: 'Texto novo' }] }] },
      summary: { cover: { slide: { elements: [{}, { text: 'Texto novo' }] } } },
    });
    const stale = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'carousel',
      name: 'Old tab',
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: 'project_conflict' });
    const now = (await (await send('GET', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie)).json()) as ProjectView;
    expect(now).toMatchObject({ name: 'Autosave', version: 2 });
  });

  it('refuses a malformed document with where and why, and stores nothing', async () => {
    const o = await owner();
    const doc = blankDocument('portrait', makeId) as unknown as { slides: { background: string; elements: { type: string }[] }[] };
    doc.slides[0]!.background = 'blue';
    const bad = await send('POST', PROJECTS(o.org.id), o.cookie, { kind: 'carousel', name: 'Bad', document: doc });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ detail: [{ loc: ['body', 'document', 'slides', '0', 'background'] }] });
    const tooMany = blankDocument('portrait', makeId);
    tooMany.slides = Array.from({ length: 21 }, () => ({ id: makeId(), background: 'background' as const, elements: [] }));
    const res = await send('POST', PROJECTS(o.org.id), o.cookie, { kind: 'carousel', name: 'Long', document: tooMany });
    expect(await res.json()).toMatchObject({ detail: [{ msg: 'validation.slidesMax' }] });
    expect(await (await send('GET', `/orgs/${o.org.id}/projects?kind=carousel`, o.cookie)).json()).toEqual([]);
  });

  it('refuses a body past the largest document with 413 before reading it', async () => {
    const o = await owner();
    const huge = JSON.stringify({ kind: 'carousel', name: 'Huge', document: { pad: 'x'.repeat(21 * 1024 * 1024) } });
    const res = await send('POST', PROJECTS(o.org.id), o.cookie, huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'document_too_large' });
  });

  it("takes the organization's own images only, in new documents and in saves", async () => {
    const { o, mine, theirs, video } = await imagesToRefer(owner);
    const withImage = (assetId: string | null) => {
      const doc = blankDocument('portrait', makeId, 'Olá');
      doc.slides[0]!.elements.push(imageElement(makeId(), { x: 0, y: 0, width: 500, height: 500 }, assetId));
      return doc;
    };
    const p = await create(o, 'Fotos', withImage(mine));
    await create(o, 'Moldura vazia', withImage(null));
    for (const id of [theirs, video, 'ast_missing']) {
      const made = await send('POST', PROJECTS(o.org.id), o.cookie, { kind: 'carousel', name: 'x', document: withImage(id) });
      expect(made.status, id).toBe(422);
      expect(await made.json()).toEqual({ detail: 'carousel_image_not_found' });
      const saved = await send('PATCH', `${PROJECTS(o.org.id)}/${p.id}`, o.cookie, {
        kind: 'carousel',
        document: withImage(id),
        baseVersion: 1,
      });
      expect(saved.status, id).toBe(422);
      expect(await saved.json()).toEqual({ detail: 'carousel_image_not_found' });
    }
    expect(((await (await send('GET', `${PROJECTS(o.org.id)}/${p.id}`, o.cookie)).json()) as ProjectView).version).toBe(1);
  });

  it('the carousel door of before is gone: the projects API is the one way in', async () => {
    const o = await owner();
    const p = await create(o, 'Único');
    expect((await send('GET', `/orgs/${o.org.id}/carousels`, o.cookie)).status).toBe(404);
    expect((await send('GET', `/orgs/${o.org.id}/carousels/${p.id}`, o.cookie)).status).toBe(404);
  });

  it("another organization's projects are not found, and a signed-out caller is turned away", async () => {
    const o = await owner();
    const p = await create(o, 'Privado');
    const stranger = await owner();
    expect((await send('GET', `/orgs/${o.org.id}/projects/${p.id}`, stranger.cookie)).status).toBe(404);
    expect((await send('GET', `/orgs/${stranger.org.id}/projects/${p.id}`, stranger.cookie)).status).toBe(404);
    expect(
      (await send('PATCH', `/orgs/${stranger.org.id}/projects/${p.id}`, stranger.cookie, { kind: 'carousel', name: 'x', baseVersion: 1 }))
        .status,
    ).toBe(404);
    expect((await send('DELETE', `/orgs/${stranger.org.id}/projects/${p.id}`, stranger.cookie)).status).toBe(404);
    expect((await call(`/api/v1/orgs/${o.org.id}/projects?kind=carousel`)).status).toBe(401);
  });
});

describe('migration 0012', () => {
  it("empties the frames of stored carousels whose image is not the organization's, so they can be saved again", async () => {
    const o = await owner();
    const stranger = await owner();
    const mine = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'foto.png', durationMs: null });
    const theirs = await seedAsset(stranger.org.id, stranger.user.id, { kind: 'image', name: 'x.png', durationMs: null });
    const doc = blankDocument('portrait', makeId, 'Olá');
    doc.slides[0]!.elements.push(imageElement('own', { x: 0, y: 0, width: 10, height: 10 }, mine));
    doc.slides[0]!.elements.push(imageElement('foreign', { x: 1.5, y: 0, width: 10, height: 10 }, theirs));
    doc.slides.push({
      id: 's2',
      background: 'background',
      elements: [imageElement('gone', { x: 0, y: 0, width: 10, height: 10 }, 'ast_gone')],
    });
    const clean = blankDocument('square', makeId, 'Limpo');
    clean.slides[0]!.elements.push(imageElement('own2', { x: 0, y: 0, width: 10, height: 10 }, mine));
    // Rows as the door before this check let them in: written straight to the table.
    const row = (id: string, d: CarouselDocument) => ({
      id,
      organizationId: o.org.id,
      kind: 'carousel' as const,
      name: id,
      version: 7,
      document: JSON.stringify(d),
      documentKey: null,
      documentSize: JSON.stringify(d).length,
      summary: JSON.stringify({ format: d.format, slideCount: d.slides.length, cover: { slide: d.slides[0], brand: d.brand } }),
      createdBy: o.user.id,
      updatedBy: o.user.id,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await db()
      .insert(projects)
      .values([row('car_bad', doc), row('car_clean', clean)]);

    const migration = (env.TEST_MIGRATIONS as D1Migration[]).find((m) => m.name.startsWith('0012'))!;
    for (const query of migration.queries) await (env.DB as unknown as D1Database).prepare(query).run();

    const get = async (id: string) => (await (await send('GET', `${PROJECTS(o.org.id)}/${id}`, o.cookie)).json()) as ProjectView;
    const fixed = structuredClone(doc);
    (fixed.slides[0]!.elements[2] as { assetId: string | null }).assetId = null;
    (fixed.slides[1]!.elements[0] as { assetId: string | null }).assetId = null;
    const bad = await get('car_bad');
    expect(bad).toMatchObject({ version: 7, summary: { slideCount: 2, cover: { slide: fixed.slides[0] } } });
    expect(bad.document).toEqual(fixed);
    expect((await get('car_clean')).document).toEqual(clean);
    const saved = await send('PATCH', `${PROJECTS(o.org.id)}/car_bad`, o.cookie, {
      kind: 'carousel',
      document: bad.document,
      baseVersion: 7,
    });
    expect(saved.status).toBe(200);
  });
});
