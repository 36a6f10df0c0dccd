// Issue 23: the defects an adversarial review found, each reproduced through
// the real Worker (or the app with a D1 double where production D1 behaves
// differently from the local one).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankDocument } from '../../client/slides/model/document';
import { app } from '../../src/app';
import type { Env } from '../../src/env';
import {
  assets,
  creditHolds,
  idempotencyKeys,
  creditLedger,
  emailOutbox,
  memberships,
  organizations,
  users,
  welcomeGrants,
} from '../../src/db/schema';
import { balanceOf, hold } from '../../src/features/credits/ledger';
import { createOrganization, OWNED_ORGS_MAX } from '../../src/features/orgs/service';
import { runScheduledJobs } from '../../src/jobs';
import { newId, sha256Hex } from '../../src/platform/crypto';
import { codeFromOutbox, passwordAccount, waitForEmail } from './account-helpers';
import { d1Double, d1Fault, d1LikeLimit, type Rule } from './d1-double';
import { fakeGoogle, restoreFetch } from './fake-google';
import {
  api,
  call,
  db,
  HEAVY_TEST_MS,
  expectRefusal,
  joined,
  orgOwner,
  rowCount,
  seedAsset,
  signedIn,
  type OrgOwner,
  setCredits,
  generationsOf,
} from './helpers';
import { claims, signToken, unsignedToken } from './id-tokens';

const ORIGIN = 'http://palco.test';
let ids = 0;
const makeId = () => `e${++ids}`;
const req = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(method, path, cookie, body, headers);

/** The app with `env.DB` replaced by a double, as a request from `url` sees it. */
async function withD1(rule: Rule, path: string, init: RequestInit & { envOverrides?: Partial<Env> } = {}) {
  const double = d1Double(env.DB, rule);
  const ctx = createExecutionContext();
  const { envOverrides, ...rest } = init;
  const res = await app.fetch(
    new Request(new URL(path, ORIGIN), { redirect: 'manual', ...rest }),
    { ...env, DB: double.db, ...envOverrides },
    ctx,
  );
  return { res, ctx, executed: double.executed };
}

const owner = orgOwner;

const join = joined;

let google: ReturnType<typeof fakeGoogle>;
beforeEach(() => {
  google = fakeGoogle();
});
afterEach(restoreFetch);

describe('1. the welcome grant is once per user, for a verified email', () => {
  it('five organizations in a row give 500 credits in all, and the sixth in the hour is refused', async () => {
    const s = await signedIn();
    const balances: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await req('POST', '/orgs', s.cookie, { name: `Marca ${i}` });
      expect(res.status).toBe(201);
      balances.push(((await res.json()) as { creditBalance: number }).creditBalance);
    }
    expect(balances).toEqual([500, 0, 0, 0, 0]);
    const sixth = await req('POST', '/orgs', s.cookie, { name: 'Marca 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toMatch(/^\d+$/);
    const grants = await db().select().from(creditLedger).where(eq(creditLedger.actorId, s.user.id)).all();
    expect(grants.filter((g) => g.reason === 'welcome')).toHaveLength(1);
  });

  it(
    'organization creation is limited per address too',
    async () => {
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const s = await signedIn();
        for (let j = 0; j < 5; j++)
          statuses.push((await req('POST', '/orgs', s.cookie, { name: `Loja ${i}-${j}` }, { 'CF-Connecting-IP': ip })).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.at(-1)).toBe(429);
    },
    HEAVY_TEST_MS,
  );

  it(`one account owns at most ${OWNED_ORGS_MAX} organizations`, async () => {
    const s = await signedIn();
    for (let i = 0; i < OWNED_ORGS_MAX; i++) {
      const id = newId('org');
      const now = Date.now();
      await db()
        .insert(organizations)
        .values({
          id,
          name: `O${i}`,
          slug: `o-${id.slice(4, 20).toLowerCase()}`,
          creditBalance: 0,
          createdBy: s.user.id,
          createdAt: now,
          updatedAt: now,
        });
      await db()
        .insert(memberships)
        .values({ id: newId('mem'), organizationId: id, userId: s.user.id, role: 'owner', createdAt: now, updatedAt: now });
    }
    const res = await req('POST', '/orgs', s.cookie, { name: 'Mais uma' });
    await expectRefusal(res, 409, 'organization_limit_reached');
  });

  it('waits for a verified email: nothing before, 500 to the first organization once the code is entered', async () => {
    const { cookie, user } = await passwordAccount(google);
    const [first] = await db().select().from(memberships).where(eq(memberships.userId, user.id)).all();
    expect(await balanceOf(db(), first!.organizationId)).toBe(0);
    const second = (await (await req('POST', '/orgs', cookie, { name: 'Segunda' })).json()) as { id: string; creditBalance: number };
    expect(second.creditBalance).toBe(0);

    const code = await codeFromOutbox(user.email);
    expect((await req('POST', '/account/email/verify', cookie, { code })).status).toBe(200);
    expect(await balanceOf(db(), first!.organizationId)).toBe(500);
    expect(await balanceOf(db(), second.id)).toBe(0);
    expect(await db().select().from(welcomeGrants).where(eq(welcomeGrants.userId, user.id)).all()).toHaveLength(1);
  });

  it('a verified Google sign-in gets it once, however many sessions and organizations follow', async () => {
    const c = claims({ email_verified: true, firebase: { sign_in_provider: 'google.com', identities: {} } });
    let cookie = '';
    for (let i = 0; i < 3; i++) {
      const res = await call('/api/v1/auth/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ id_token: await signToken(c) }),
      });
      expect(res.status).toBe(201);
      cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
    }
    expect((await req('POST', '/orgs', cookie, { name: 'Outra marca' })).status).toBe(201);
    const user = (await db().select().from(users).where(eq(users.firebaseUid, c.sub!)).get())!;
    const welcome = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.actorId, user.id), eq(creditLedger.reason, 'welcome')))
      .all();
    expect(welcome.map((w) => w.amount)).toEqual([500]);
  });
});

describe('2. invitations are no mail relay', () => {
  const invite = (o: { org: { id: string }; cookie: string }, email: string) =>
    req('POST', `/orgs/${o.org.id}/invitations`, o.cookie, { email, role: 'member' });

  it('an unverified account cannot invite', async () => {
    const s = await signedIn({ user: { emailVerified: false } });
    const org = await createOrganization(db(), s.user, { name: 'Sem verificar' });
    const res = await invite({ org, cookie: s.cookie }, 'alvo@example.com');
    await expectRefusal(res, 403, 'email_not_verified');
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'alvo@example.com')).all()).toHaveLength(0);
  });

  it('the subject never carries the organization name; the body quotes it as a name', async () => {
    const o = await owner('URGENTE: confirme sua conta em evil.example');
    const to = `${newId('t')}@example.com`.toLowerCase();
    expect((await invite(o, to)).status).toBe(201);
    const mail = await waitForEmail(to, 'invitation');
    expect(mail.subject).toBe('Você recebeu um convite para uma equipe no Palco');
    expect(mail.subject).not.toContain('URGENTE');
    expect(mail.textBody).toContain('“URGENTE: confirme sua conta em evil.example”');
  });

  it('one address gets at most 3 invitations a day from the same organization, resends included', async () => {
    const o = await owner();
    const to = `${newId('t')}@example.com`.toLowerCase();
    const first = (await (await invite(o, to)).json()) as { id: string };
    const statuses = [];
    let id = first.id;
    for (let i = 0; i < 3; i++) {
      const res = await req('POST', `/orgs/${o.org.id}/invitations/${id}/resend`, o.cookie);
      statuses.push(res.status);
      if (res.status === 200) id = ((await res.json()) as { id: string }).id;
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).all()).toHaveLength(3);
    // Another address is still fine.
    expect((await invite(o, `${newId('t')}@example.com`.toLowerCase())).status).toBe(201);
  });

  it(
    'an account sends at most 20 invitations an hour',
    async () => {
      const o = await owner();
      const statuses = [];
      for (let i = 0; i < 21; i++) statuses.push((await invite(o, `${newId('m')}@example.com`.toLowerCase())).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
      expect(statuses[20]).toBe(429);
    },
    HEAVY_TEST_MS,
  );
});

describe('3. the last-owner rule holds under concurrency', () => {
  /** Twenty trials, each with a fresh organization of two owners. */
  async function twentyTrials(run: (o: { a: OrgOwner; b: Awaited<ReturnType<typeof join>>; orgId: string }) => Promise<void>) {
    for (let trial = 0; trial < 20; trial++) {
      const a = await owner('Dupla');
      const b = await join(a.org.id, 'owner');
      await run({ a, b, orgId: a.org.id });
    }
  }
  const owners = (orgId: string) => rowCount(memberships, and(eq(memberships.organizationId, orgId), eq(memberships.role, 'owner')));

  it(
    'two owners removing each other at once: one stays owner, every time (20 trials)',
    async () => {
      await twentyTrials(async ({ a, b, orgId }) => {
        const results = await Promise.all([
          req('DELETE', `/orgs/${orgId}/members/${b.user.id}`, a.cookie),
          req('DELETE', `/orgs/${orgId}/members/${a.user.id}`, b.cookie),
        ]);
        expect(await owners(orgId)).toBe(1);
        const [done, refused] = results.map((r) => r.status).sort();
        expect(done).toBe(204);
        expect([403, 404, 409]).toContain(refused);
      });
    },
    HEAVY_TEST_MS,
  );

  it(
    'two owners demoting each other at once: one stays owner, every time (20 trials)',
    async () => {
      await twentyTrials(async ({ a, b, orgId }) => {
        await Promise.all([
          req('PATCH', `/orgs/${orgId}/members/${b.user.id}`, a.cookie, { role: 'admin' }),
          req('PATCH', `/orgs/${orgId}/members/${a.user.id}`, b.cookie, { role: 'admin' }),
        ]);
        expect(await owners(orgId)).toBe(1);
      });
    },
    HEAVY_TEST_MS,
  );

  it(
    'two owners leaving at once: one stays (20 trials)',
    async () => {
      await twentyTrials(async ({ a, b, orgId }) => {
        const results = await Promise.all([req('POST', `/orgs/${orgId}/leave`, a.cookie), req('POST', `/orgs/${orgId}/leave`, b.cookie)]);
        expect(await owners(orgId)).toBe(1);
        expect(results.map((r) => r.status).sort()).toEqual([204, 409]);
      });
    },
    HEAVY_TEST_MS,
  );
});

describe('4. paid AI work: Idempotency-Key, and no charge without a recorded result', () => {
  const brief = { topic: 'café especial em casa', audience: 'iniciantes', slides: 5, locale: 'pt-BR' as const };
  const draft = (o: { org: { id: string }; cookie: string }, body: unknown, key?: string) =>
    req('POST', `/orgs/${o.org.id}/ai/carousel-draft`, o.cookie, body, key === undefined ? {} : { 'Idempotency-Key': key });
  const spends = (orgId: string) => rowCount(creditLedger, and(eq(creditLedger.organizationId, orgId), eq(creditLedger.kind, 'spend')));

  it('the same key and payload give the first answer with one debit', async () => {
    const o = await owner();
    const key = crypto.randomUUID();
    const first = await draft(o, brief, key);
    expect(first.status).toBe(200);
    const second = await draft(o, brief, key);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await balanceOf(db(), o.org.id)).toBe(495);
    expect(await spends(o.org.id)).toBe(1);
  });

  it('the same key with another payload is 422, and charges nothing more', async () => {
    const o = await owner();
    const key = crypto.randomUUID();
    expect((await draft(o, brief, key)).status).toBe(200);
    const other = await draft(o, { ...brief, topic: 'outro assunto' }, key);
    await expectRefusal(other, 422, 'idempotency_key_reused');
    expect(await balanceOf(db(), o.org.id)).toBe(495);
  });

  it('a key whose first request is still running is 409', async () => {
    const o = await owner();
    const key = crypto.randomUUID();
    const body = JSON.stringify(brief);
    const hash = await sha256Hex(`POST /api/v1/orgs/${o.org.id}/ai/carousel-draft\n${body}`);
    const now = Date.now();
    await db()
      .insert(idempotencyKeys)
      .values({ userId: o.user.id, key, requestHash: hash, status: 'in_flight', createdAt: now, updatedAt: now });
    const res = await draft(o, brief, key);
    await expectRefusal(res, 409, 'idempotency_in_flight');
    expect(await balanceOf(db(), o.org.id)).toBe(500);
  });

  it('ten concurrent tries of one action debit once', async () => {
    const o = await owner();
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => draft(o, brief, key)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await spends(o.org.id)).toBe(1);
    expect(await balanceOf(db(), o.org.id)).toBe(495);
  });

  it('a paid request without a key is refused before any work', async () => {
    const o = await owner();
    const res = await draft(o, brief);
    await expectRefusal(res, 400, 'idempotency_key_required');
    expect(await balanceOf(db(), o.org.id)).toBe(500);
  });

  it('a failed try frees its key: after a 402 the same action succeeds once credits arrive', async () => {
    const o = await owner();
    await setCredits(o.org.id, 2);
    const key = crypto.randomUUID();
    expect((await draft(o, brief, key)).status).toBe(402);
    await setCredits(o.org.id, 10);
    expect((await draft(o, brief, key)).status).toBe(200);
    expect(await balanceOf(db(), o.org.id)).toBe(5);
  });

  it('a fault while recording the result answers 503 with Retry-After and charges nothing', async () => {
    const o = await owner();
    const faultOnRecord: Rule = ({ sql }) => (/insert into "ai_generations"/i.test(sql) ? d1Fault() : null);
    const { res, ctx } = await withD1(faultOnRecord, `/api/v1/orgs/${o.org.id}/ai/carousel-draft`, {
      method: 'POST',
      headers: { Cookie: o.cookie, Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(brief),
    });
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ detail: 'service_unavailable' });
    expect(await balanceOf(db(), o.org.id)).toBe(500);
    expect(await generationsOf(o.org.id).all()).toHaveLength(0);
  });

  it('a hold neither captured nor released is released by the scheduled job after its time', async () => {
    const o = await owner();
    const h = await hold(db(), { organizationId: o.org.id, item: 'carousel_draft', idempotencyKey: `stuck-${newId('k')}` });
    expect(await balanceOf(db(), o.org.id)).toBe(495);
    await runScheduledJobs(env, Date.now() + 60_000);
    expect((await db().select().from(creditHolds).where(eq(creditHolds.id, h.id)).get())!.status).toBe('held');
    await runScheduledJobs(env, Date.now() + 16 * 60_000);
    expect((await db().select().from(creditHolds).where(eq(creditHolds.id, h.id)).get())!.status).toBe('released');
    expect(await balanceOf(db(), o.org.id)).toBe(500);
  });

  it('any database fault answers 503 with Retry-After and a code, not 500', async () => {
    const o = await owner();
    const { res } = await withD1(({ sql }) => (/from "credit_ledger"/i.test(sql) ? d1Fault() : null), `/api/v1/orgs/${o.org.id}/credits`, {
      headers: { Cookie: o.cookie },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ detail: 'service_unavailable' });
  });
});

describe('5. long searches work with D1’s LIKE limit', () => {
  const long = {
    ascii: 'a'.repeat(60),
    cedilla: 'ç'.repeat(25),
    emoji: '🎬'.repeat(13),
  };

  it.each(Object.entries(long))('an asset search of %s finds the asset', async (_, text) => {
    const o = await owner();
    const id = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: `x ${text} y.png`, durationMs: null });
    const { res } = await withD1(d1LikeLimit, `/api/v1/orgs/${o.org.id}/assets?q=${encodeURIComponent(text)}`, {
      headers: { Cookie: o.cookie },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { id: string }[] } | { id: string }[];
    const items = Array.isArray(body) ? body : body.items;
    expect(items.map((a) => a.id)).toEqual([id]);
  });

  it('a carousel search as long as the schema allows (100) works', async () => {
    const o = await owner();
    const text = 'ç'.repeat(100);
    const created = await req('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'carousel',
      name: text,
      document: blankDocument('portrait', makeId, 'Olá'),
    });
    expect(created.status).toBe(201);
    const { res } = await withD1(d1LikeLimit, `/api/v1/orgs/${o.org.id}/projects?kind=carousel&q=${encodeURIComponent(text)}`, {
      headers: { Cookie: o.cookie },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(text);
  });

  it('wildcards in a search are literal', async () => {
    const o = await owner();
    for (const name of ['50% off', '50 off', 'a_b', 'ab'])
      expect(
        (
          await req('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
            kind: 'carousel',
            name,
            document: blankDocument('portrait', makeId, 'Olá'),
          })
        ).status,
      ).toBe(201);
    const names = async (q: string) =>
      JSON.stringify(await (await req('GET', `/orgs/${o.org.id}/projects?kind=carousel&q=${encodeURIComponent(q)}`, o.cookie)).json());
    expect(await names('50%')).toContain('50% off');
    expect(await names('50%')).not.toContain('"50 off"');
    expect(await names('a_b')).not.toContain('"ab"');
  });
});

describe('6. emulator mode only on a loopback host in local development', () => {
  const emulatorVars = { APP_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', MAIL_PROVIDER: 'outbox' } as const;
  const forged = () =>
    unsignedToken(
      claims({
        email: `forged-${newId('x')}@example.com`.toLowerCase(),
        email_verified: true,
        firebase: { sign_in_provider: 'google.com', identities: {} },
      }),
    );
  const session = (origin: string, vars: Partial<Env>) =>
    app.fetch(
      new Request(`${origin}/api/v1/auth/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ id_token: forged() }),
      }),
      { ...env, ...vars },
      createExecutionContext(),
    );

  it.each([
    ['development', emulatorVars],
    ['test', { ...emulatorVars, APP_ENV: 'test' }],
    ['production', { ...emulatorVars, APP_ENV: 'production' }],
    ['no emulator host', { APP_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '' }],
  ] as const)('a forged unsigned token is refused on a public host (%s vars)', async (_, vars) => {
    const res = await session('https://palco.app', vars as Partial<Env>);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('the same emulator token works on 127.0.0.1 in development (the local default still works)', async () => {
    const res = await session('http://127.0.0.1:8787', emulatorVars);
    expect(res.status).toBe(201);
    expect(res.headers.get('Set-Cookie')).toContain('palco_session=');
  });

  it('the outbox is served only on a loopback host', async () => {
    const get = (origin: string) =>
      app.fetch(
        new Request(`${origin}/__dev/outbox`, { headers: { Accept: 'application/json' } }),
        { ...env, ...emulatorVars, FIREBASE_AUTH_EMULATOR_HOST: '' },
        createExecutionContext(),
      );
    expect((await get('http://localhost:8787')).status).toBe(200);
    const remote = await get('https://palco.app');
    expect(remote.status).not.toBe(200);
    expect(await remote.text()).not.toContain('"subject"');
  });
  // The top-level Worker's name is checked in tests/unit/wrangler-config.test.ts (no file system here).
});

describe('7. smaller holes', () => {
  it('forgot-password does nothing that depends on the account before it answers', async () => {
    const existing = await passwordAccount(google);
    const ask = async (email: string) => {
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const { res, ctx, executed } = await withD1(() => null, '/api/v1/account/password/forgot', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
        body: JSON.stringify({ email }),
      });
      const beforeAnswer = executed.map((e) => e.sql.replace(/\s+/g, ' '));
      await expectRefusal(res, 200, 'reset_code_sent');
      await waitOnExecutionContext(ctx);
      return { beforeAnswer, all: executed.length };
    };
    const known = await ask(existing.user.email);
    const unknown = await ask(`nobody-${newId('x')}@example.com`.toLowerCase());
    expect(known.beforeAnswer).toEqual(unknown.beforeAnswer);
    expect(known.beforeAnswer.some((q) => /from "users"/i.test(q))).toBe(false);
    // Issue 31: nothing after the answer in the request's invocation either; the
    // lookup happens in the queue consumer (decision 035), and the email comes.
    expect(known.all).toBe(known.beforeAnswer.length);
    expect(unknown.all).toBe(known.all);
    await waitForEmail(existing.user.email, 'reset_password');
  });

  it('a member renames or re-thumbnails only their own assets; an admin any', async () => {
    const o = await owner();
    const member = await join(o.org.id, 'member');
    const admin = await join(o.org.id, 'admin');
    const mk = (by: string) => seedAsset(o.org.id, by, { kind: 'image', name: 'orig.png', durationMs: null });
    const ownersAsset = await mk(o.user.id);
    const membersAsset = await mk(member.user.id);
    const rename = (cookie: string, id: string) => req('PATCH', `/orgs/${o.org.id}/assets/${id}`, cookie, { name: 'renomeado.png' });
    const thumb = (cookie: string, id: string) =>
      call(`/api/v1/orgs/${o.org.id}/assets/${id}/thumbnail`, {
        method: 'PUT',
        headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/octet-stream' },
        body: PNG,
      });

    const refused = await rename(member.cookie, ownersAsset);
    await expectRefusal(refused, 403, 'access_denied');
    expect((await thumb(member.cookie, ownersAsset)).status).toBe(403);
    expect((await db().select().from(assets).where(eq(assets.id, ownersAsset)).get())!.name).toBe('orig.png');

    expect((await rename(member.cookie, membersAsset)).status).toBe(200);
    expect((await thumb(member.cookie, membersAsset)).status).toBeLessThan(300);
    expect((await rename(admin.cookie, ownersAsset)).status).toBe(200);
    expect((await thumb(admin.cookie, ownersAsset)).status).toBeLessThan(300);
  });

  it('an audience of our project plus another is refused', async () => {
    const res = await call('/api/v1/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ id_token: await signToken(claims({ aud: ['demo-palco', 'another-project'] })) }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
