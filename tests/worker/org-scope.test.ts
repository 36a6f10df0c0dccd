// The org scope middleware (src/app.ts, features/orgs/access.ts): every path
// under /orgs/:org answers 401 without a session and 404 to a non-member before
// anything else runs, reads membership once per request, and leaves the routes
// directly under /orgs alone.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { idempotencyKeys } from '../../src/db/schema';
import { createOrganization } from '../../src/features/orgs/service';
import { d1Double } from './d1-double';
import { api, db, joined, signedIn } from './helpers';

const ORIGIN = 'http://palco.test';
const send = api;

async function team() {
  const owner = await signedIn();
  const org = await createOrganization(db(), owner.user, { name: 'Estúdio Escopo' });
  const member = await joined(org.id, 'member');
  return { owner, org, member, outsider: await signedIn() };
}

/** One path of every org-scoped router, with a valid body where it takes one. */
const scoped: [string, string, unknown?][] = [
  ['GET', ''],
  ['GET', '/credits'],
  ['GET', '/assets'],
  ['GET', '/uploads'],
  ['GET', '/folders'],
  ['GET', '/brand-kits'],
  ['GET', '/brand-fonts'],
  ['GET', '/brand-kit-snapshot'],
  ['GET', '/projects'],
  ['GET', '/projects/trash'],
  ['GET', '/storage'],
  ['GET', '/trends'],
  ['GET', '/assets/ast_x/transcript'],
  ['POST', '/ai/slide-text', {}],
  ['GET', '/no-such-path'],
];

describe('org scope', () => {
  it.each(scoped)('%s /orgs/:org%s without a session is 401', async (method, path, body) => {
    const { org } = await team();
    const res = await send(method, `/orgs/${org.id}${path}`, null, body);
    expect(res.status).toBe(401);
  });

  it.each(scoped)('%s /orgs/:org%s from a non-member is 404 organization_not_found, as for a missing one', async (method, path, body) => {
    const { org, outsider } = await team();
    for (const ref of [org.id, org.slug, 'org_does_not_exist']) {
      const res = await send(method, `/orgs/${ref}${path}`, outsider.cookie, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'organization_not_found' });
    }
  });

  it('membership comes before body validation: a non-member with a bad body learns nothing about the organization', async () => {
    const { org, outsider, member } = await team();
    const bad = await send('POST', `/orgs/${org.id}/brand-kits`, outsider.cookie, { name: 42 });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ detail: 'organization_not_found' });
    // A member with the same body gets the validation answer.
    expect((await send('POST', `/orgs/${org.id}/brand-kits`, member.cookie, { name: 42 })).status).toBe(422);
  });

  it('membership comes before the idempotency claim: a non-member leaves no key behind', async () => {
    const { org, outsider } = await team();
    const key = crypto.randomUUID();
    const res = await send('POST', `/orgs/${org.id}/ai/slide-text`, outsider.cookie, {}, { 'Idempotency-Key': key });
    expect(res.status).toBe(404);
    expect(
      await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, outsider.user.id), eq(idempotencyKeys.key, key)))
        .all(),
    ).toHaveLength(0);
  });

  const adminOnly: [string, string, unknown?][] = [
    ['PATCH', '', { name: 'Outro nome' }],
    ['GET', '/invitations'],
    ['POST', '/brand-kits', { name: 'Kit' }],
    ['POST', '/brand-fonts?family=Inter'],
  ];

  it.each(adminOnly)('a member below admin doing %s /orgs/:org%s gets 403 access_denied', async (method, path, body) => {
    const { org, member } = await team();
    const res = await send(method, `/orgs/${org.id}${path}`, member.cookie, body);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'access_denied' });
  });

  it('the routes directly under /orgs are not org-scoped', async () => {
    const s = await signedIn();
    const created = await send('POST', '/orgs', s.cookie, { name: 'Sem Escopo' });
    expect(created.status).toBe(201);
    expect((await send('GET', '/orgs', s.cookie)).status).toBe(200);
    expect((await send('GET', '/orgs', null)).status).toBe(401);
  });

  const once: [string, string, unknown?][] = [
    ['GET', '/brand-kits'],
    ['PATCH', '', { name: 'Renomeada' }],
    ['GET', '/brand-kit-snapshot'],
  ];

  it.each(once)('%s /orgs/:org%s reads membership once', async (method, path, body) => {
    const { org, owner } = await team();
    const double = d1Double(env.DB);
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(new URL(`/api/v1/orgs/${org.id}${path}`, ORIGIN), {
        method,
        headers: { Cookie: owner.cookie, Origin: ORIGIN, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { ...env, DB: double.db },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const membershipReads = double.executed.filter(({ sql }) => /from "organizations" inner join "memberships"/i.test(sql));
    expect(membershipReads).toHaveLength(1);
  });
});
