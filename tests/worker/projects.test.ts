// Projects of every kind through the real Worker: large documents kept in R2
// with only their row in D1, saves over a stale version refused, projects
// scoped to their organization, one list for all kinds, and migration 0009
// moving every carousel written by the old schema.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blankDocument, textElement } from '../../client/slides/model/document';
import type { CarouselDocument, CarouselSummary } from '../../src/common/contracts/carousel';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import { createDb } from '../../src/db/client';
import { organizations, projects, users } from '../../src/db/schema';
import { api, call, db, orgOwner } from './helpers';

const files = env.FILES as unknown as R2Bucket;
const send = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body);

let n = 0;
const makeId = () => `t${++n}`;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

const owner = () => orgOwner();
type Owner = Awaited<ReturnType<typeof owner>>;

/** Valid for the carousel schema and past 5 MB: 15 slides of 60 texts of 2000 "€" (3 bytes each). */
function bigDocument(mark = '€'): CarouselDocument {
  const doc = blankDocument('square', makeId, 'Grande');
  doc.slides = Array.from({ length: 15 }, () => ({
    id: makeId(),
    background: 'background' as const,
    elements: Array.from({ length: 60 }, () => textElement(makeId(), { x: 0, y: 0, width: 10, height: 10 }, mark.repeat(2000))),
  }));
  return doc;
}

async function create(o: Owner, name: string, document: CarouselDocument = blankDocument('portrait', makeId, 'Olá')) {
  const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'carousel', name, document });
  expect(res.status).toBe(201);
  return (await res.json()) as AnyProjectView;
}

const row = async (id: string) => (await db().select().from(projects).where(eq(projects.id, id)).get())!;
const objectKeys = async (o: Owner, id: string) =>
  (await files.list({ prefix: `orgs/${o.org.id}/projects/${id}/` })).objects.map((x) => x.key);

describe('project documents', () => {
  it('keeps a 5 MB carousel in R2, with only its metadata row in D1, and reads it back', async () => {
    const o = await owner();
    const doc = bigDocument();
    expect(bytes(doc)).toBeGreaterThan(5 * 1024 * 1024);
    const p = await create(o, 'Transcrição longa', doc);
    expect(p).toMatchObject({ kind: 'carousel', version: 1, summary: { format: 'square', slideCount: 15 } });

    const stored = await row(p.id);
    expect(stored.document).toBeNull();
    expect(stored.documentKey).toMatch(new RegExp(`^orgs/${o.org.id}/projects/${p.id}/v1-[^/]+\\.json$`));
    expect(stored.documentSize).toBe(bytes(doc));
    expect((await files.head(stored.documentKey!))?.size).toBe(bytes(doc));

    const got = (await (await send('GET', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie)).json()) as AnyProjectView;
    expect(got.document).toEqual(doc);
  });

  it('replaces the R2 object on save, deletes the old version, and moves a document back inline when it shrinks', async () => {
    const o = await owner();
    const p = await create(o, 'Versões', bigDocument());
    const v1 = (await row(p.id)).documentKey!;
    const next = bigDocument('ç');
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'carousel', document: next, baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2, document: { slides: { length: 15 } } });
    const v2 = (await row(p.id)).documentKey!;
    expect(v2).toMatch(/\/v2-[^/]+\.json$/);
    expect(await objectKeys(o, p.id)).toEqual([v2]);
    expect(await files.head(v1)).toBeNull();

    // A rename keeps the document where it is.
    const renamed = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'carousel',
      name: 'Versões (final)',
      baseVersion: 2,
    });
    expect(await renamed.json()).toMatchObject({ version: 3, name: 'Versões (final)', document: { slides: { length: 15 } } });
    expect(await objectKeys(o, p.id)).toEqual([v2]);

    const small = blankDocument('story', makeId, 'Curto');
    await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'carousel', document: small, baseVersion: 3 });
    const inline = await row(p.id);
    expect(inline).toMatchObject({ version: 4, documentKey: null, documentSize: bytes(small) });
    expect(JSON.parse(inline.document!)).toEqual(small);
    expect(JSON.parse(inline.summary)).toEqual({ format: 'story', slideCount: 1, cover: { slide: small.slides[0], brand: null } });
    expect(await objectKeys(o, p.id)).toEqual([]);
  });

  it('refuses a save over a stale version with 409 and keeps nothing of it', async () => {
    const o = await owner();
    const p = await create(o, 'Duas abas', bigDocument());
    const first = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'carousel',
      document: bigDocument('a'),
      baseVersion: 1,
    });
    expect(first.status).toBe(200);
    const stale = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'carousel',
      document: bigDocument('b'),
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: 'project_conflict' });
    const now = await row(p.id);
    expect(now.version).toBe(2);
    expect(await objectKeys(o, p.id)).toEqual([now.documentKey]);
  });

  it('holds each kind to its limit', async () => {
    const o = await owner();
    const malformed = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'carousel',
      name: 'Ruim',
      document: { version: 1 },
    });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      detail: expect.arrayContaining([expect.objectContaining({ loc: ['body', 'document', 'format'] })]),
    });
    const unknownKind = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'spreadsheet', name: 'x', document: {} });
    expect(unknownKind.status).toBe(422);
  });

  it('duplicates a large project into its own R2 object, and deleting it for good removes its objects', async () => {
    const o = await owner();
    const p = await create(o, 'Original', bigDocument());
    const copy = await send('POST', `/orgs/${o.org.id}/projects/${p.id}/duplicate`, o.cookie, { name: 'Cópia' });
    expect(copy.status).toBe(201);
    const c = (await copy.json()) as AnyProjectView;
    expect(c.document).toEqual(p.document);
    expect((await row(c.id)).documentKey).toContain(`/projects/${c.id}/`);
    expect((await send('DELETE', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie)).status).toBe(204);
    // Deleting sends it to the trash (decision 034); deleting it there removes its objects.
    expect(await objectKeys(o, p.id)).toHaveLength(1);
    expect((await send('DELETE', `/orgs/${o.org.id}/projects/trash/${p.id}`, o.cookie)).status).toBe(204);
    expect(await objectKeys(o, p.id)).toEqual([]);
    expect((await send('GET', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie)).status).toBe(404);
    expect((await send('GET', `/orgs/${o.org.id}/projects/${c.id}`, o.cookie)).status).toBe(200);
  });

  it("another organization's projects are not found, nor listed, and a signed-out caller is turned away", async () => {
    const o = await owner();
    const p = await create(o, 'Privado', bigDocument());
    const stranger = await owner();
    for (const org of [o.org.id, stranger.org.id]) {
      expect((await send('GET', `/orgs/${org}/projects/${p.id}`, stranger.cookie)).status).toBe(404);
      expect(
        (await send('PATCH', `/orgs/${org}/projects/${p.id}`, stranger.cookie, { kind: 'carousel', name: 'x', baseVersion: 1 })).status,
      ).toBe(404);
      expect((await send('POST', `/orgs/${org}/projects/${p.id}/duplicate`, stranger.cookie, {})).status).toBe(404);
      expect((await send('DELETE', `/orgs/${org}/projects/${p.id}`, stranger.cookie)).status).toBe(404);
    }
    expect(await (await send('GET', `/orgs/${stranger.org.id}/projects`, stranger.cookie)).json()).toEqual([]);
    expect((await call(`/api/v1/orgs/${o.org.id}/projects`)).status).toBe(401);
    expect((await row(p.id)).name).toBe('Privado');
    expect(await objectKeys(o, p.id)).toHaveLength(1);
  });

  it('lists projects of every kind as summaries, searched by name and sorted', async () => {
    const o = await owner();
    const a = await create(o, 'Lançamento de verão');
    const b = (await create(o, 'Agenda 50% off', blankDocument('square', makeId, 'Oi'))) as AnyProjectView & { summary: CarouselSummary };
    const list = async (query: string) =>
      (await (await send('GET', `/orgs/${o.org.id}/projects${query}`, o.cookie)).json()) as ProjectListItem[];

    const all = await list('');
    expect(all.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(all[0]).toEqual({
      id: b.id,
      kind: 'carousel',
      name: 'Agenda 50% off',
      version: 1,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      updatedBy: b.updatedBy,
      summary: { format: 'square', slideCount: 1, cover: b.summary.cover },
      brandKitId: null,
      workflow: { status: 'idea', priority: 'normal', assignees: [], dueDate: null, tags: [], workflowVersion: 1 },
    });
    expect((await list('?sort=name')).map((p) => p.name)).toEqual(['Agenda 50% off', 'Lançamento de verão']);
    expect((await list('?q=50%25')).map((p) => p.id)).toEqual([b.id]);
    // A long search of multi-byte letters, which a LIKE pattern could not take on D1.
    expect(await list(`?q=${encodeURIComponent('ç'.repeat(40))}`)).toEqual([]);
    expect((await list('?kind=carousel')).map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await list('?limit=1')).map((p) => p.id)).toEqual([b.id]);
    // Past the default of 200 is allowed up to the board's read of a whole organization (decision 070).
    expect((await send('GET', `/orgs/${o.org.id}/projects?limit=201`, o.cookie)).status).toBe(200);
    expect((await send('GET', `/orgs/${o.org.id}/projects?limit=2000`, o.cookie)).status).toBe(200);
    for (const bad of ['0', '2001', 'two'])
      expect((await send('GET', `/orgs/${o.org.id}/projects?limit=${bad}`, o.cookie)).status, bad).toBe(422);
    expect((await send('GET', `/orgs/${o.org.id}/projects?kind=spreadsheet`, o.cookie)).status).toBe(422);
    expect((await send('GET', `/orgs/${o.org.id}/projects/${a.id}?kind=carousel`, o.cookie)).status).toBe(200);
    expect((await send('GET', `/orgs/${o.org.id}/projects/${a.id}?kind=spreadsheet`, o.cookie)).status).toBe(422);
  });
});

describe('migration 0009', () => {
  it('moves every carousel written by the old schema into projects, intact, and drops the old table', async () => {
    const old = (env as unknown as { MIGRATION_DB: D1Database }).MIGRATION_DB;
    const migrations = env.TEST_MIGRATIONS as D1Migration[];
    const before = migrations.filter((m) => m.name < '0009');
    expect(before.map((m) => m.name.slice(0, 4))).toEqual(['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008']);
    await applyD1Migrations(old as never, before);

    // The people and organizations the carousels belong to, as the current app writes them.
    const o = await owner();
    const other = await owner();
    const oldDb = createDb(old as never);
    for (const who of [o, other]) {
      await oldDb.insert(users).values((await db().select().from(users).where(eq(users.id, who.user.id)).get())!);
      // Only the columns the old schema has: drizzle would name later ones too (0014's storage quota).
      const org = (await db().select().from(organizations).where(eq(organizations.id, who.org.id)).get())!;
      await old
        .prepare(
          'INSERT INTO organizations (id, name, slug, credit_balance, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(org.id, org.name, org.slug, org.creditBalance, org.createdBy, org.createdAt, org.updatedAt)
        .run();
    }

    // Rows exactly as the old carousel service stored them, one near the old 512 KB limit.
    const big = blankDocument('portrait', makeId, 'Grande');
    big.slides = Array.from({ length: 4 }, () => ({
      id: makeId(),
      background: 'background' as const,
      elements: Array.from({ length: 60 }, () => textElement(makeId(), { x: 0, y: 0, width: 10, height: 10 }, 'ã'.repeat(1000))),
    }));
    const docs = [blankDocument('portrait', makeId, 'Olá'), blankDocument('story', makeId, '日本語 ✨'), big];
    const rows = docs.map((doc, i) => ({
      id: `car_old${i}`,
      organization_id: i === 1 ? other.org.id : o.org.id,
      name: ['Lançamento', 'Agenda 50% off', 'Grande demais?'][i]!,
      format: doc.format,
      slide_count: doc.slides.length,
      document: JSON.stringify(doc),
      cover: JSON.stringify({ slide: doc.slides[0], brand: doc.brand }),
      version: [1, 7, 42][i]!,
      created_by: i === 2 ? null : o.user.id,
      updated_by: i === 1 ? other.user.id : o.user.id,
      created_at: 1_700_000_000_000 + i,
      updated_at: 1_750_000_000_000 + i * 1000,
    }));
    expect(bytes(big)).toBeGreaterThan(400 * 1024);
    for (const r of rows) {
      const cols = Object.keys(r);
      await old
        .prepare(`INSERT INTO carousel_projects (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
        .bind(...Object.values(r))
        .run();
    }

    // Up to 0009, the migration under test: later ones add columns of their own (0014's trash).
    await applyD1Migrations(
      old as never,
      migrations.filter((m) => m.name < '0010'),
    );

    const moved = (await old.prepare('SELECT * FROM projects ORDER BY id').all()).results as Record<string, unknown>[];
    expect(moved).toHaveLength(rows.length);
    for (const [i, r] of rows.entries()) {
      expect(moved[i]).toEqual({
        id: r.id,
        organization_id: r.organization_id,
        kind: 'carousel',
        name: r.name,
        version: r.version,
        document: r.document,
        document_key: null,
        document_size: bytes(docs[i]),
        summary: expect.any(String),
        created_by: r.created_by,
        updated_by: r.updated_by,
        created_at: r.created_at,
        updated_at: r.updated_at,
      });
      expect(JSON.parse(moved[i]!.summary as string)).toEqual({ format: r.format, slideCount: r.slide_count, cover: JSON.parse(r.cover) });
    }
    const tables = (await old.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).results.map((t) => t.name);
    expect(tables).toContain('projects');
    expect(tables).not.toContain('carousel_projects');

    // The moved rows read back through today's API, in the shape the editor knows.
    const live = createDb(env.DB);
    for (const m of moved) {
      const { organization_id, document_key, document_size, created_by, updated_by, created_at, updated_at, ...rest } = m;
      await live.insert(projects).values({
        ...(rest as { id: string; kind: 'carousel'; name: string; version: number; document: string; summary: string }),
        organizationId: organization_id as string,
        documentKey: document_key as null,
        documentSize: document_size as number,
        createdBy: created_by as string | null,
        updatedBy: updated_by as string | null,
        createdAt: created_at as number,
        updatedAt: updated_at as number,
      });
    }
    const got = (await (await send('GET', `/orgs/${o.org.id}/projects/car_old2`, o.cookie)).json()) as AnyProjectView;
    expect(got).toMatchObject({
      id: 'car_old2',
      name: 'Grande demais?',
      summary: { format: 'portrait', slideCount: 4 },
      version: 42,
      createdAt: new Date(rows[2]!.created_at).toISOString(),
      updatedBy: { id: o.user.id },
    });
    expect(got.document).toEqual(big);
  });
});
