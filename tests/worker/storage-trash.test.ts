// Issue 31, points 4 and 5 through the real Worker (decision 034): the storage
// quota checked when an upload starts, the project limit, rate limits on what
// stores or starts work, bodies refused by their length before parsing, and
// deleted projects kept in a trash: who may delete, restore, and the purge.
import { env } from 'cloudflare:workers';
import type { R2Bucket } from '@cloudflare/workers-types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blankDocument, textElement } from '../../client/slides/model/document';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import {
  DEFAULT_STORAGE_QUOTA_BYTES,
  PROJECT_LIMIT_PER_ORG,
  type StorageView,
  type TrashedProjectView,
} from '../../src/common/contracts/storage';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';
import { organizations, projects } from '../../src/db/schema';
import { runScheduledJobs } from '../../src/jobs';
import { createOrganization } from '../../src/features/orgs/service';
import { LIMITS, type Limit } from '../../src/features/rate-limit/limiter';
import { newId } from '../../src/platform/crypto';
import { realWoff2 } from '../fixtures/fonts';
import { parseArgs, quotaSql } from '../../scripts/storage-quota.mjs';
import { api, call, db, joined, seedAsset, signedIn } from './helpers';

const ORIGIN = 'http://palco.test';
const files = env.FILES as unknown as R2Bucket;
const DAY = 24 * 60 * 60 * 1000;

const send = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(method, path, cookie, body, headers);

async function team() {
  const owner = await signedIn();
  const org = await createOrganization(db(), owner.user, { name: 'Café Aurora' });
  const join = (role: 'admin' | 'member') => joined(org.id, role);
  return { owner, org, admin: await join('admin'), member: await join('member'), other: await join('member') };
}
type Team = Awaited<ReturnType<typeof team>>;
type Session = Team['owner'];

let n = 0;
const makeId = () => `t${++n}`;

/** Past 256 KB, so the document lives in R2 and the purge has objects to delete. */
function bigDocument() {
  const doc = blankDocument('square', makeId, 'Grande');
  doc.slides[0]!.elements = Array.from({ length: 60 }, () =>
    textElement(makeId(), { x: 0, y: 0, width: 10, height: 10 }, '€'.repeat(2000)),
  );
  return doc;
}

async function create(t: Team, who: Session, name: string, document = blankDocument('portrait', makeId, 'Olá')) {
  const res = await send('POST', `/orgs/${t.org.id}/projects`, who.cookie, { kind: 'carousel', name, document });
  expect(res.status).toBe(201);
  return (await res.json()) as AnyProjectView;
}

const list = async (t: Team, who: Session, query = '') =>
  (await (await send('GET', `/orgs/${t.org.id}/projects${query}`, who.cookie)).json()) as ProjectListItem[];
const trash = async (t: Team, who: Session, query = '') =>
  (await (await send('GET', `/orgs/${t.org.id}/projects/trash${query}`, who.cookie)).json()) as TrashedProjectView[];
const objectKeys = async (t: Team, id: string) =>
  (await files.list({ prefix: `orgs/${t.org.id}/projects/${id}/` })).objects.map((o) => o.key);

describe('deleting a project', () => {
  it("a member cannot delete another member's project: 403 project_delete_forbidden, worded in both languages", async () => {
    const t = await team();
    const p = await create(t, t.owner, 'Do dono');
    const res = await send('DELETE', `/orgs/${t.org.id}/projects/${p.id}`, t.member.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'project_delete_forbidden' });
    expect(ptBR.errors.project_delete_forbidden).toMatch(/administrador/);
    expect(en.errors.project_delete_forbidden).toMatch(/admin/);
    expect((await list(t, t.owner)).map((x) => x.id)).toEqual([p.id]);
    // Renaming stays open to every member.
    const renamed = await send('PATCH', `/orgs/${t.org.id}/projects/${p.id}`, t.member.cookie, {
      kind: 'carousel',
      name: 'Renomeado',
      baseVersion: 1,
    });
    expect(renamed.status).toBe(200);
  });

  it('its creator, an admin and the owner can; the project goes to the trash, hidden from lists and reads', async () => {
    const t = await team();
    const mine = await create(t, t.member, 'Meu');
    const forAdmin = await create(t, t.member, 'Para o admin');
    const forOwner = await create(t, t.other, 'Para o dono');
    const kept = await create(t, t.member, 'Fica');
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/${mine.id}`, t.member.cookie)).status).toBe(204);
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/${forAdmin.id}`, t.admin.cookie)).status).toBe(204);
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/${forOwner.id}`, t.owner.cookie)).status).toBe(204);

    expect((await list(t, t.member)).map((x) => x.id)).toEqual([kept.id]);
    expect((await (await send('GET', `/orgs/${t.org.id}/projects?kind=carousel`, t.member.cookie)).json()) as unknown[]).toHaveLength(1);
    for (const id of [mine.id, forAdmin.id]) {
      expect((await send('GET', `/orgs/${t.org.id}/projects/${id}`, t.member.cookie)).status).toBe(404);
      expect(
        (await send('PATCH', `/orgs/${t.org.id}/projects/${id}`, t.member.cookie, { kind: 'carousel', name: 'x', baseVersion: 1 })).status,
      ).toBe(404);
      expect((await send('POST', `/orgs/${t.org.id}/projects/${id}/duplicate`, t.member.cookie, {})).status).toBe(404);
      expect((await send('DELETE', `/orgs/${t.org.id}/projects/${id}`, t.member.cookie)).status).toBe(404);
    }

    const trashed = await trash(t, t.member);
    expect(trashed.map((x) => x.id).sort()).toEqual([mine.id, forAdmin.id, forOwner.id].sort());
    const entry = trashed.find((x) => x.id === forAdmin.id)!;
    expect(entry).toMatchObject({
      kind: 'carousel',
      name: 'Para o admin',
      createdBy: { id: t.member.user.id },
      deletedBy: { id: t.admin.user.id },
    });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * DAY);
    expect(await trash(t, t.member, '?kind=video')).toEqual([]);
    // Another organization sees none of it.
    const stranger = await team();
    expect((await send('POST', `/orgs/${stranger.org.id}/projects/trash/${mine.id}/restore`, stranger.owner.cookie)).status).toBe(404);
    expect((await send('POST', `/orgs/${t.org.id}/projects/trash/${mine.id}/restore`, stranger.owner.cookie)).status).toBe(404);
  });

  it('any member restores a trashed project, with its document, where it was', async () => {
    const t = await team();
    const p = await create(t, t.owner, 'Grande', bigDocument());
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/${p.id}`, t.owner.cookie)).status).toBe(204);
    expect(await objectKeys(t, p.id)).toHaveLength(1);
    const restored = await send('POST', `/orgs/${t.org.id}/projects/trash/${p.id}/restore`, t.member.cookie);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ id: p.id, kind: 'carousel', name: 'Grande' });
    const got = (await (await send('GET', `/orgs/${t.org.id}/projects/${p.id}`, t.member.cookie)).json()) as AnyProjectView;
    expect(got.document).toEqual(p.document);
    expect(await trash(t, t.member)).toEqual([]);
    // Restoring what is not in the trash is not found.
    expect((await send('POST', `/orgs/${t.org.id}/projects/trash/${p.id}/restore`, t.member.cookie)).status).toBe(404);
  });

  it('the scheduled job purges projects trashed 30 days ago, rows and R2 versions, and none younger', async () => {
    const t = await team();
    const old = await create(t, t.owner, 'Antigo', bigDocument());
    const young = await create(t, t.owner, 'Recente', bigDocument());
    const live = await create(t, t.owner, 'Vivo', bigDocument());
    for (const p of [old, young]) expect((await send('DELETE', `/orgs/${t.org.id}/projects/${p.id}`, t.owner.cookie)).status).toBe(204);
    // `old` was trashed 10 days before `young`.
    await db()
      .update(projects)
      .set({ deletedAt: Date.now() - 10 * DAY })
      .where(eq(projects.id, old.id));

    // 19 days on, `old` has been in the trash 29 days: both stay.
    await runScheduledJobs(env, Date.now() + 19 * DAY);
    expect((await trash(t, t.owner)).map((x) => x.id).sort()).toEqual([old.id, young.id].sort());

    // 25 days on: `old` is past 30 days, `young` is not.
    await runScheduledJobs(env, Date.now() + 25 * DAY);
    expect((await trash(t, t.owner)).map((x) => x.id)).toEqual([young.id]);
    expect(await db().select().from(projects).where(eq(projects.id, old.id)).get()).toBeUndefined();
    expect(await objectKeys(t, old.id)).toEqual([]);
    expect(await objectKeys(t, young.id)).toHaveLength(1);

    await runScheduledJobs(env, Date.now() + 31 * DAY);
    expect(await trash(t, t.owner)).toEqual([]);
    expect(await objectKeys(t, young.id)).toEqual([]);
    // A live project is never purged, however old.
    expect(await objectKeys(t, live.id)).toHaveLength(1);
    expect((await send('GET', `/orgs/${t.org.id}/projects/${live.id}`, t.owner.cookie)).status).toBe(200);
  });

  it('deleting for good from the trash needs the creator or an admin, and takes the R2 versions', async () => {
    const t = await team();
    const p = await create(t, t.owner, 'Para sempre', bigDocument());
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/${p.id}`, t.owner.cookie)).status).toBe(204);
    const refused = await send('DELETE', `/orgs/${t.org.id}/projects/trash/${p.id}`, t.member.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'project_delete_forbidden' });
    expect((await send('DELETE', `/orgs/${t.org.id}/projects/trash/${p.id}`, t.admin.cookie)).status).toBe(204);
    expect(await objectKeys(t, p.id)).toEqual([]);
    expect(await trash(t, t.owner)).toEqual([]);
  });
});

describe('storage quota', () => {
  const startUpload = (t: Team, who: Session, size: number) =>
    send('POST', `/orgs/${t.org.id}/uploads`, who.cookie, { name: 'aula.mp4', size, type: 'video/mp4' });
  const usage = async (t: Team, who: Session) => (await (await send('GET', `/orgs/${t.org.id}/storage`, who.cookie)).json()) as StorageView;

  it('counts media, uploads in flight, R2 documents (trash included) and fonts against 50 GiB by default', async () => {
    const t = await team();
    expect(await usage(t, t.member)).toEqual({
      usedBytes: 0,
      quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
      media: 0,
      uploading: 0,
      projects: 0,
      fonts: 0,
    });
    expect(DEFAULT_STORAGE_QUOTA_BYTES).toBe(50 * 1024 ** 3);
    await seedAsset(t.org.id, t.owner.user.id); // 10 bytes
    expect((await startUpload(t, t.member, 5000)).status).toBe(201);
    const p = await create(t, t.owner, 'Grande', bigDocument());
    await send('DELETE', `/orgs/${t.org.id}/projects/${p.id}`, t.owner.cookie);
    const font = realWoff2();
    const uploaded = await call(`/api/v1/orgs/${t.org.id}/brand-fonts?family=Brand`, {
      method: 'POST',
      headers: { Cookie: t.owner.cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream' },
      body: font as Uint8Array<ArrayBuffer>,
    });
    expect(uploaded.status).toBe(201);
    const docSize = (await db().select().from(projects).where(eq(projects.id, p.id)).get())!.documentSize;
    expect(docSize).toBeGreaterThan(256 * 1024);
    expect(await usage(t, t.member)).toEqual({
      usedBytes: 10 + 5000 + docSize + font.byteLength,
      quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
      media: 10,
      uploading: 5000,
      projects: docSize,
      fonts: font.byteLength,
    });
  });

  it('refuses an upload that would pass the quota when it starts: 413 storage_quota_exceeded, in both languages', async () => {
    const t = await team();
    await db().update(organizations).set({ storageQuotaBytes: 1_000_000 }).where(eq(organizations.id, t.org.id));
    expect((await startUpload(t, t.member, 600_000)).status).toBe(201);
    const res = await startUpload(t, t.member, 400_001);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'storage_quota_exceeded' });
    expect(ptBR.errors.storage_quota_exceeded).toMatch(/armazenamento/);
    expect(en.errors.storage_quota_exceeded).toMatch(/storage/);
    // Exactly what is left still fits; then nothing does, a font neither.
    expect((await startUpload(t, t.member, 400_000)).status).toBe(201);
    expect((await usage(t, t.member)).usedBytes).toBe(1_000_000);
    const font = await call(`/api/v1/orgs/${t.org.id}/brand-fonts?family=Brand`, {
      method: 'POST',
      headers: { Cookie: t.owner.cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream' },
      body: realWoff2() as Uint8Array<ArrayBuffer>,
    });
    expect(font.status).toBe(413);
    expect(await font.json()).toEqual({ detail: 'storage_quota_exceeded' });
  });
});

describe('npm run storage:quota', () => {
  /** What the command sends to `wrangler d1 execute`, run on this D1. */
  const run = async (argv: string[]) => {
    const args = parseArgs(argv) as { org: string; bytes: number | null };
    const statements = quotaSql(args.org, args.bytes).split(/;\s*/).filter(Boolean);
    const results = await env.DB.batch(statements.map((s: string) => env.DB.prepare(s)));
    return results.at(-1)!.results[0] as { slug: string; quota: number | null } | undefined;
  };

  it('sets a quota in GiB by slug or id, and goes back to the default', async () => {
    const t = await team();
    expect(await run([t.org.slug, '0.5'])).toEqual({ slug: t.org.slug, quota: 512 * 1024 * 1024 });
    const view = (await (await send('GET', `/orgs/${t.org.id}/storage`, t.member.cookie)).json()) as StorageView;
    expect(view.quotaBytes).toBe(512 * 1024 * 1024);
    const refused = await send('POST', `/orgs/${t.org.id}/uploads`, t.member.cookie, {
      name: 'a.mp4',
      size: 600 * 1024 * 1024,
      type: 'video/mp4',
    });
    expect(refused.status).toBe(413);
    expect(await run([t.org.id, '100', '--remote'])).toEqual({ slug: t.org.slug, quota: 100 * 1024 ** 3 });
    expect(await run([t.org.id, 'default'])).toEqual({ slug: t.org.slug, quota: null });
    expect(((await (await send('GET', `/orgs/${t.org.id}/storage`, t.member.cookie)).json()) as StorageView).quotaBytes).toBe(
      DEFAULT_STORAGE_QUOTA_BYTES,
    );
    expect(await run(['no-such-org', '1'])).toBeUndefined();
    // A quote in a slug is data, not SQL.
    expect(await run(["x' OR 1=1 --", '1'])).toBeUndefined();
  });

  it('refuses what is not a positive amount of GiB', () => {
    for (const argv of [[], ['org'], ['org', '0'], ['org', '-1'], ['org', '1e3'], ['org', 'ten'], ['org', '1', 'extra']])
      expect(parseArgs(argv)).toHaveProperty('error');
    expect(parseArgs(['org', '2', '--remote'])).toEqual({ org: 'org', bytes: 2 * 1024 ** 3, remote: true });
  });
});

describe('project limit', () => {
  it(`an organization holds at most ${PROJECT_LIMIT_PER_ORG} projects, the trash included: then 409 project_limit_reached`, async () => {
    const t = await team();
    const now = Date.now();
    // One statement: PROJECT_LIMIT_PER_ORG - 1 rows, one of them trashed.
    await db().run(sql`
      WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${PROJECT_LIMIT_PER_ORG - 1})
      INSERT INTO projects (id, organization_id, kind, name, version, document, document_key, document_size, summary, created_by, updated_by, created_at, updated_at, deleted_at)
      SELECT 'car_seed' || i || ${t.org.id}, ${t.org.id}, 'carousel', 'p' || i, 1, '{}', NULL, 2, '{}', ${t.owner.user.id}, ${t.owner.user.id}, ${now}, ${now},
             CASE WHEN i = 1 THEN ${now} ELSE NULL END
      FROM seq`);
    const last = await create(t, t.member, 'O milésimo');
    const res = await send('POST', `/orgs/${t.org.id}/projects`, t.member.cookie, {
      kind: 'carousel',
      name: 'Um a mais',
      document: blankDocument('portrait', makeId, 'x'),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'project_limit_reached' });
    expect((await send('POST', `/orgs/${t.org.id}/projects/${last.id}/duplicate`, t.member.cookie, {})).status).toBe(409);
    expect(ptBR.errors.project_limit_reached).toBeTruthy();
    expect(en.errors.project_limit_reached).toBeTruthy();
  });
});

describe('rate limits', () => {
  /** Fills a limit's current window for a subject, as that many requests would. */
  async function exhaust(limit: Limit, subject: string) {
    const now = Date.now();
    await db().run(
      sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${`${limit.name}:${subject}`}, ${now - (now % limit.windowMs)}, ${limit.max})
          ON CONFLICT (key, window_start) DO UPDATE SET count = excluded.count`,
    );
  }
  const expect429 = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ detail: 'rate_limit_exceeded' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  };

  it('project create and duplicate, per member and per organization', async () => {
    const t = await team();
    const p = await create(t, t.member, 'Antes');
    await exhaust(LIMITS.projectCreatePerAccountHour, t.member.user.id);
    const doc = blankDocument('portrait', makeId, 'x');
    await expect429(await send('POST', `/orgs/${t.org.id}/projects`, t.member.cookie, { kind: 'carousel', name: 'a', document: doc }));
    await expect429(await send('POST', `/orgs/${t.org.id}/projects/${p.id}/duplicate`, t.member.cookie, {}));
    // Another member still creates, until the organization's day is full.
    expect((await send('POST', `/orgs/${t.org.id}/projects/${p.id}/duplicate`, t.other.cookie, {})).status).toBe(201);
    await exhaust(LIMITS.projectCreatePerOrgDay, t.org.id);
    await expect429(await send('POST', `/orgs/${t.org.id}/projects/${p.id}/duplicate`, t.other.cookie, {}));
  });

  it('font upload per organization, render start and transcribe per member', async () => {
    const t = await team();
    await exhaust(LIMITS.fontUploadPerOrgHour, t.org.id);
    await expect429(
      await call(`/api/v1/orgs/${t.org.id}/brand-fonts?family=Brand`, {
        method: 'POST',
        headers: { Cookie: t.owner.cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream' },
        body: realWoff2() as Uint8Array<ArrayBuffer>,
      }),
    );
    await exhaust(LIMITS.renderStartPerAccountHour, t.member.user.id);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    await expect429(await send('POST', `/orgs/${t.org.id}/clipper/clp_x/clips/c1/render`, t.member.cookie, undefined, key));
    await exhaust(LIMITS.transcribePerAccountHour, t.member.user.id);
    await expect429(await send('POST', `/orgs/${t.org.id}/assets/ast_x/transcribe`, t.member.cookie, {}, key));
    // Others are not held back by one member's count.
    expect((await send('POST', `/orgs/${t.org.id}/clipper/clp_x/clips/c1/render`, t.other.cookie, undefined, key)).status).not.toBe(429);
  });
});

describe('body size', () => {
  /** Ends in a JSON syntax error: parsed, it would answer 400; refused by its length, 413. */
  const oversized = (bytes: number) => `{"name":"Pasta","junk":"${'x'.repeat(bytes)}"`;

  it('a 19 MiB unknown field is refused from its length, before parsing (413 request_too_large)', async () => {
    const t = await team();
    const res = await send('POST', `/orgs/${t.org.id}/folders`, t.member.cookie, oversized(19 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'request_too_large' });
    expect(ptBR.errors.request_too_large).toBeTruthy();
    expect(en.errors.request_too_large).toBeTruthy();
    // A small malformed body is still parsed, and answered as such.
    expect((await send('POST', `/orgs/${t.org.id}/folders`, t.member.cookie, oversized(10))).status).toBe(400);
  });

  it("a project's save is held to its own kind's limit from its id, before parsing", async () => {
    const t = await team();
    const id = newId('cap');
    // A caption document is at most 64 KB: 1 MiB is refused by length, long before the carousel's 20 MB.
    const res = await send('PATCH', `/orgs/${t.org.id}/projects/${id}`, t.member.cookie, oversized(1024 * 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'document_too_large' });
  });

  it('a paid request past the largest paid body is refused before its idempotency check reads it', async () => {
    const t = await team();
    const res = await send('POST', `/orgs/${t.org.id}/ai/slide-text`, t.member.cookie, oversized(9 * 1024 * 1024), {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'request_too_large' });
  });
});
