import { env, exports } from 'cloudflare:workers';
import { eq, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { expect } from 'vitest';
import type { AnyProjectView, ProjectKind, ProjectListItem } from '../../src/common/contracts/projects';
import { createDb } from '../../src/db/client';
import { aiGenerations, assets, memberships, organizations, socialAccounts, transcripts, users } from '../../src/db/schema';
import type { ShareView } from '../../src/common/contracts/shares';
import { issueSession } from '../../src/features/auth/sessions';
import { createOrganization } from '../../src/features/orgs/service';
import { newId } from '../../src/platform/crypto';
import { encryptToken } from '../../src/platform/token-cipher';

export const BASE = 'http://palco.test';

/**
 * The timeout of a test that makes many requests in a row (dozens of sign-ups,
 * organizations, races, a resumed upload): on the 2-core machines this project
 * runs on, under load (issue 31, load average over 20) such a test took up to
 * 91 s, past both vitest's 5 s default and this suite's 60 s. Not a timed
 * assertion: a ceiling against a hang.
 */
export const HEAVY_TEST_MS = 300_000;

export function db() {
  return createDb(env.DB);
}

/** How many rows of a table match: what a test counts to prove a write happened once, or never. */
export async function rowCount(table: SQLiteTable, where: SQL | undefined): Promise<number> {
  return (await db().select().from(table).where(where).all()).length;
}

/** A request through the real Worker's fetch handler; redirects are not followed. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, BASE), { redirect: 'manual', ...init }));
}

/**
 * A request to `/api/v1` as the app makes it: the session cookie (none for null),
 * the Origin the CSRF check wants, a JSON body (a string goes as it is, to test
 * what the parser refuses). The JSON content type goes with a body, or on every
 * request with `typed: 'always'` (a bodiless POST then fails as malformed JSON,
 * not as an empty object: the suites that send it so keep doing so).
 */
export function api(
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
  typed: 'with-body' | 'always' = 'with-body',
): Promise<Response> {
  return call(`/api/v1${path}`, {
    method,
    headers: {
      Origin: BASE,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body !== undefined || typed === 'always' ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A paid request: a fresh Idempotency-Key per call (one per user action) unless given; null sends none. */
export const paid = (method: string, path: string, cookie: string, body?: unknown, key: string | null = crypto.randomUUID()) =>
  api(method, path, cookie, body, key ? { 'Idempotency-Key': key } : {}, 'always');

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const now = Date.now();
  const row = {
    id: newId('usr'),
    firebaseUid: newId('uid'),
    email: `${newId('u')}@example.com`,
    displayName: 'Ana Souza',
    emailVerified: true,
    locale: 'pt-BR',
    status: 'active' as const,
    passwordEnabled: true,
    googleLinked: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return (await db().insert(users).values(row).returning().get())!;
}

/** A user with a live session; returns the Cookie header that carries it. */
export async function signedIn(opts: { persistent?: boolean; now?: number; user?: Partial<typeof users.$inferInsert> } = {}) {
  const user = await createUser(opts.user);
  const { token, session } = await issueSession(db(), { userId: user.id, persistent: opts.persistent ?? true, now: opts.now });
  return { user, token, session, cookie: `palco_session=${token}` };
}

/** A signed-in user who owns a new organization. */
export async function orgOwner(name = 'Café Aurora') {
  const s = await signedIn();
  const org = await createOrganization(db(), s.user, { name });
  return { ...s, org };
}
export type OrgOwner = Awaited<ReturnType<typeof orgOwner>>;

/** A project created through the API by a member of its organization: the 201 checked, the project answered. */
export async function createProject(
  o: { org: { id: string }; cookie: string },
  kind: ProjectKind,
  name: string,
  document: unknown,
): Promise<AnyProjectView> {
  const res = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind, name, document });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AnyProjectView;
}

/**
 * A project made with `first`, then saved over its version 1 with `second` (200 checked) and saved over
 * version 1 again, stale (409 checked): its id and the summary the list of its kind shows between the two.
 */
export async function savedOverItsVersion(
  o: { org: { id: string }; cookie: string },
  kind: ProjectKind,
  name: string,
  first: unknown,
  second: unknown,
): Promise<{ id: string; summary: ProjectListItem['summary'] }> {
  const { id } = await createProject(o, kind, name, first);
  const saved = await api('PATCH', `/orgs/${o.org.id}/projects/${id}`, o.cookie, { kind, document: second, baseVersion: 1 });
  expect(saved.status).toBe(200);
  const [listed] = (await (await api('GET', `/orgs/${o.org.id}/projects?kind=${kind}`, o.cookie)).json()) as ProjectListItem[];
  const stale = await api('PATCH', `/orgs/${o.org.id}/projects/${id}`, o.cookie, { kind, document: first, baseVersion: 1 });
  expect(stale.status).toBe(409);
  return { id, summary: listed!.summary };
}

/** Sets an organization's credit balance, as if it had spent or bought credits. */
export async function setCredits(organizationId: string, creditBalance: number): Promise<void> {
  await db().update(organizations).set({ creditBalance }).where(eq(organizations.id, organizationId));
}

/** The AI generations recorded for an organization: what a refused request must not have left. */
export const generationsOf = (organizationId: string) =>
  db().select().from(aiGenerations).where(eq(aiGenerations.organizationId, organizationId));

/** A new signed-in user made a member of the organization with this role (no invitation round trip). */
export async function joined(organizationId: string, role: 'owner' | 'admin' | 'member') {
  const s = await signedIn();
  const now = Date.now();
  await db()
    .insert(memberships)
    .values({ id: newId('mem'), organizationId, userId: s.user.id, role, createdAt: now, updatedAt: now });
  return s;
}

/** An asset row in an organization's library (no bytes in R2): what tools refer to by id. */
export async function seedAsset(
  organizationId: string,
  createdBy: string,
  {
    kind = 'video',
    name = 'aula.mp4',
    durationMs = 90_000,
    sourceProjectId = null,
    pageCount = null,
  }: {
    kind?: 'video' | 'image' | 'document' | 'subtitles';
    name?: string;
    durationMs?: number | null;
    /** The project it was rendered from (a clip's render names it, decision 071). */
    sourceProjectId?: string | null;
    pageCount?: number | null;
  } = {},
): Promise<string> {
  const now = Date.now();
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  await db()
    .insert(assets)
    .values({
      id,
      organizationId,
      name,
      kind,
      contentType:
        kind === 'video'
          ? 'video/mp4'
          : kind === 'document'
            ? 'application/pdf'
            : kind === 'subtitles'
              ? 'application/x-subrip'
              : 'image/png',
      size: 10,
      r2Key: `orgs/${organizationId}/media/${id}`,
      durationMs,
      sourceProjectId,
      pageCount: kind === 'document' ? pageCount : null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** Each document, created as a `kind` project of `o`, is refused with its field's error (422). */
export async function expectDocumentErrors(
  o: OrgOwner,
  kind: string,
  cases: readonly [document: unknown, field: string, message: string][],
) {
  for (const [document, field, message] of cases)
    await expectFieldError(await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind, name: 'x', document }), field, message);
}

/** What "the organization's own images only" is tested with: an owner's image, another organization's, and the owner's video. */
export async function imagesToRefer(owner: () => Promise<OrgOwner> = orgOwner) {
  const o = await owner();
  const stranger = await owner();
  const mine = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'foto.png', durationMs: null });
  const theirs = await seedAsset(stranger.org.id, stranger.user.id, { kind: 'image', name: 'x.png', durationMs: null });
  const video = await seedAsset(o.org.id, o.user.id, { name: 'v.mp4' });
  return { o, mine, theirs, video };
}

/** A refusal as a whole: this status, and exactly this error code as its detail. */
export async function expectRefusal(res: Response, status: number, detail: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ detail });
}

/** A refusal by field: 422, and a detail with this message at a location that ends with `field`. */
export async function expectFieldError(res: Response, field: string, message: string) {
  expect(res.status, message).toBe(422);
  const body = (await res.json()) as { detail: Array<{ loc: string[]; msg: string }> };
  expect(
    body.detail.some((d) => d.loc.join('.').endsWith(field) && d.msg === message),
    JSON.stringify(body),
  ).toBe(true);
}

/**
 * A connected social account, as the OAuth callback would store it. With `token`, the access token is
 * sealed with `secret` (and a refresh token beside it with `refresh`); without, the ciphertext is a
 * placeholder for tests that never read it.
 */
export async function seedSocialAccount(
  organizationId: string,
  network: string,
  {
    displayName = `Conta ${network}`,
    token,
    secret,
    refresh,
    expiresAt = null,
    externalId = null,
    connectedBy = null,
    now = Date.now(),
  }: {
    displayName?: string;
    token?: string;
    secret?: string;
    refresh?: string;
    expiresAt?: number | null;
    externalId?: string | null;
    connectedBy?: string | null;
    now?: number;
  } = {},
): Promise<string> {
  const id = newId('sac');
  const seal = (boundTo: string, value: string) => encryptToken(secret ?? '', boundTo, value);
  await db()
    .insert(socialAccounts)
    .values({
      id,
      organizationId,
      network,
      displayName,
      tokenCiphertext: token ? await seal(id, token) : 'sealed',
      refreshCiphertext: token && refresh ? await seal(`${id}:refresh`, refresh) : null,
      expiresAt,
      externalId,
      connectedBy,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** A share link made through the API as a member makes one; the test fails unless it is created. */
export async function shareThroughApi(o: OrgOwner, body: Record<string, unknown>): Promise<ShareView> {
  const res = await api('POST', `/orgs/${o.org.id}/shares`, o.cookie, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ShareView;
}

/** A stored transcript row of `assetId` (its JSON is not written: the tests using it look at rows only). */
export async function seedTranscript(o: OrgOwner, assetId: string, now = Date.now()): Promise<void> {
  await db()
    .insert(transcripts)
    .values({
      organizationId: o.org.id,
      assetId,
      language: 'pt',
      provider: 'test',
      model: 'm',
      durationMs: 1000,
      wordCount: 2,
      r2Key: `orgs/${o.org.id}/transcripts/x.json`,
      size: 10,
      createdBy: o.user.id,
      createdAt: now,
    });
}
