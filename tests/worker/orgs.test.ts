// Organizations, team and credits through the real Worker.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, organizations } from '../../src/db/schema';
import { balanceOf, grant, hold, release, capture, spend } from '../../src/features/credits/ledger';
import { createOrganization } from '../../src/features/orgs/service';
import { call, db, orgOwner, signedIn, setCredits } from './helpers';
import { waitForEmail } from './account-helpers';

const H = (cookie: string, json = true) => ({
  Cookie: cookie,
  Origin: 'http://palco.test',
  ...(json ? { 'Content-Type': 'application/json' } : {}),
});
const req = (method: string, path: string, cookie: string, body?: unknown) =>
  call(`/api/v1${path}`, { method, headers: H(cookie, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });

async function addMember(owner: Awaited<ReturnType<typeof orgOwner>>, role: 'admin' | 'member') {
  const other = await signedIn();
  const res = await req('POST', `/orgs/${owner.org.id}/invitations`, owner.cookie, { email: other.user.email, role });
  expect(res.status).toBe(201);
  const mail = await waitForEmail(other.user.email, 'invitation');
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
  const accepted = await req('POST', '/invitations/accept', other.cookie, { token });
  expect(accepted.status).toBe(200);
  return other;
}

describe('organizations', () => {
  it('creates one with a slug suggested from the name, the creator as owner, and 500 welcome credits once', async () => {
    const s = await signedIn();
    const res = await req('POST', '/orgs', s.cookie, { name: 'Café & Cia.' });
    expect(res.status).toBe(201);
    const org = (await res.json()) as { id: string; slug: string; creditBalance: number };
    expect(org.slug).toBe('cafe-cia');
    expect(org.creditBalance).toBe(500);
    const again = await req('POST', '/orgs', s.cookie, { name: 'Café & Cia.' });
    expect(((await again.json()) as { slug: string }).slug).toBe('cafe-cia-2');
    const list = (await (await req('GET', '/orgs', s.cookie)).json()) as { slug: string; role: string; active: boolean }[];
    expect(list.map((o) => o.role)).toEqual(['owner', 'owner']);
    expect(list.filter((o) => o.active)).toHaveLength(1);
    expect(await db().select().from(creditLedger).where(eq(creditLedger.organizationId, org.id)).all()).toHaveLength(1);
  });

  it.each([
    [{ name: '   ' }, 'name_required'],
    [{ name: 'Ok', slug: 'Bad Slug!' }, 'slug_invalid_format'],
    [{ name: 'Ok', slug: 'ab' }, 'slug_invalid_format'],
    [{ name: 'Ok', slug: 'ends-' }, 'slug_invalid_format'],
  ])('refuses %j with %s', async (body, code) => {
    const s = await signedIn();
    const res = await req('POST', '/orgs', s.cookie, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: code });
  });

  it('a slug in use is slug_already_in_use', async () => {
    const a = await orgOwner('Marca Um');
    const b = await signedIn();
    const res = await req('POST', '/orgs', b.cookie, { name: 'Outra', slug: a.org.slug });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'slug_already_in_use' });
  });

  it('renames and changes the slug; deleting needs the typed name and the owner', async () => {
    const a = await orgOwner('Loja Azul');
    const patched = await req('PATCH', `/orgs/${a.org.id}`, a.cookie, { name: 'Loja Verde', slug: 'loja-verde' });
    expect(await patched.json()).toMatchObject({ name: 'Loja Verde', slug: 'loja-verde' });
    expect((await req('GET', '/orgs/loja-verde', a.cookie)).status).toBe(200);
    const wrong = await req('DELETE', `/orgs/${a.org.id}`, a.cookie, { confirm_name: 'Loja Azul' });
    expect(await wrong.json()).toEqual({ detail: 'confirm_name_mismatch' });
    expect((await req('DELETE', `/orgs/${a.org.id}`, a.cookie, { confirm_name: 'Loja Verde' })).status).toBe(204);
    expect((await req('GET', `/orgs/${a.org.id}`, a.cookie)).status).toBe(404);
  });

  it('switching the active organization survives and is refused for a foreign one', async () => {
    const a = await orgOwner('Primeira');
    const second = await createOrganization(db(), a.user, { name: 'Segunda' });
    await req('POST', `/orgs/${a.org.id}/switch`, a.cookie);
    let list = (await (await req('GET', '/orgs', a.cookie)).json()) as { id: string; active: boolean }[];
    expect(list.find((o) => o.active)!.id).toBe(a.org.id);
    await req('POST', `/orgs/${second.slug}/switch`, a.cookie);
    list = (await (await req('GET', '/orgs', a.cookie)).json()) as { id: string; active: boolean }[];
    expect(list.find((o) => o.active)!.id).toBe(second.id);
    const foreign = await orgOwner('Alheia');
    expect((await req('POST', `/orgs/${foreign.org.id}/switch`, a.cookie)).status).toBe(404);
  });
});

describe('access control', () => {
  /** The invitation routes: scoped to the organization, and for its admins and owner only. */
  const invitationRoutes: [string, string, unknown?][] = [
    ['GET', '/invitations'],
    ['POST', '/invitations', { email: 'new@example.com', role: 'member' }],
    ['POST', '/invitations/inv_x/resend'],
    ['DELETE', '/invitations/inv_x'],
  ];

  const orgScoped: [string, string, unknown?][] = [
    ['GET', ''],
    ['PATCH', '', { name: 'X' }],
    ['DELETE', '', { confirm_name: 'X' }],
    ['POST', '/switch'],
    ['GET', '/members'],
    ['PATCH', '/members/usr_x', { role: 'member' }],
    ['DELETE', '/members/usr_x'],
    ['POST', '/leave'],
    ['POST', '/transfer', { user_id: 'usr_x' }],
    ...invitationRoutes,
    ['GET', '/credits'],
  ];

  it.each(orgScoped)('%s /orgs/B%s from a user of A: not found, by id and by slug, same as a missing one', async (method, path, body) => {
    const a = await orgOwner('Org A');
    const b = await orgOwner('Org B');
    for (const ref of [b.org.id, b.org.slug, 'org_does_not_exist']) {
      const res = await req(method, `/orgs/${ref}${path}`, a.cookie, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'organization_not_found' });
    }
  });

  const adminOnly: [string, string, unknown?][] = [
    ['PATCH', '', { name: 'Hijack' }],
    ['DELETE', '', { confirm_name: 'Org' }],
    ['PATCH', '/members/OWNER', { role: 'member' }],
    ['DELETE', '/members/OWNER'],
    ['POST', '/transfer', { user_id: 'OWNER' }],
    ...invitationRoutes,
  ];

  it.each(adminOnly)('a member doing %s %s gets access_denied', async (method, path, body) => {
    const owner = await orgOwner('Org');
    const member = await addMember(owner, 'member');
    const res = await req(
      method,
      `/orgs/${owner.org.id}${path.replace('OWNER', owner.user.id)}`,
      member.cookie,
      body && JSON.parse(JSON.stringify(body).replace('OWNER', owner.user.id)),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'access_denied' });
  });

  it('a role change applies to the very next request', async () => {
    const owner = await orgOwner('Org');
    const member = await addMember(owner, 'member');
    expect((await req('GET', `/orgs/${owner.org.id}/invitations`, member.cookie)).status).toBe(403);
    await req('PATCH', `/orgs/${owner.org.id}/members/${member.user.id}`, owner.cookie, { role: 'admin' });
    expect((await req('GET', `/orgs/${owner.org.id}/invitations`, member.cookie)).status).toBe(200);
  });

  it('nobody grants a role above their own', async () => {
    const owner = await orgOwner('Org');
    const admin = await addMember(owner, 'admin');
    const member = await addMember(owner, 'member');
    const res = await req('PATCH', `/orgs/${owner.org.id}/members/${member.user.id}`, admin.cookie, { role: 'owner' });
    expect(await res.json()).toEqual({ detail: 'access_denied' });
    expect((await req('PATCH', `/orgs/${owner.org.id}/members/${member.user.id}`, admin.cookie, { role: 'admin' })).status).toBe(204);
  });
});

describe('last owner and ownership', () => {
  it('the last owner can neither leave, be demoted nor be removed', async () => {
    const owner = await orgOwner('Org');
    const admin = await addMember(owner, 'admin');
    expect(await (await req('POST', `/orgs/${owner.org.id}/leave`, owner.cookie)).json()).toEqual({ detail: 'last_owner' });
    expect(await (await req('PATCH', `/orgs/${owner.org.id}/members/${owner.user.id}`, owner.cookie, { role: 'admin' })).json()).toEqual({
      detail: 'last_owner',
    });
    expect(await (await req('DELETE', `/orgs/${owner.org.id}/members/${owner.user.id}`, admin.cookie)).json()).toEqual({
      detail: 'access_denied',
    });
    expect(await (await req('DELETE', `/orgs/${owner.org.id}/members/${owner.user.id}`, owner.cookie)).json()).toEqual({
      detail: 'last_owner',
    });
  });

  it('transfer makes the member owner and the old owner admin, who can then leave', async () => {
    const owner = await orgOwner('Org');
    const member = await addMember(owner, 'member');
    expect((await req('POST', `/orgs/${owner.org.id}/transfer`, owner.cookie, { user_id: member.user.id })).status).toBe(204);
    const members = (await (await req('GET', `/orgs/${owner.org.id}/members`, member.cookie)).json()) as { userId: string; role: string }[];
    expect(members.find((m) => m.userId === member.user.id)!.role).toBe('owner');
    expect(members.find((m) => m.userId === owner.user.id)!.role).toBe('admin');
    expect((await req('POST', `/orgs/${owner.org.id}/leave`, owner.cookie)).status).toBe(204);
  });
});

describe('invitations', () => {
  it('an invitation for another email is refused', async () => {
    const owner = await orgOwner('Org');
    const invited = await signedIn();
    const intruder = await signedIn();
    await req('POST', `/orgs/${owner.org.id}/invitations`, owner.cookie, { email: invited.user.email, role: 'member' });
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec((await waitForEmail(invited.user.email, 'invitation')).textBody)![1]!;
    const res = await req('POST', '/invitations/accept', intruder.cookie, { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'invitation_email_mismatch' });
    expect((await req('POST', '/invitations/accept', invited.cookie, { token })).status).toBe(200);
    expect(await (await req('POST', '/invitations/accept', invited.cookie, { token })).json()).toEqual({ detail: 'invitation_invalid' });
  });

  it('an unverified account cannot accept, even with the right email', async () => {
    const owner = await orgOwner('Org');
    const invited = await signedIn({ user: { emailVerified: false } });
    await req('POST', `/orgs/${owner.org.id}/invitations`, owner.cookie, { email: invited.user.email, role: 'member' });
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec((await waitForEmail(invited.user.email, 'invitation')).textBody)![1]!;
    const res = await req('POST', '/invitations/accept', invited.cookie, { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'email_not_verified' });
  });

  it('a revoked or replaced invitation no longer works', async () => {
    const owner = await orgOwner('Org');
    const invited = await signedIn();
    const first = (await (
      await req('POST', `/orgs/${owner.org.id}/invitations`, owner.cookie, { email: invited.user.email, role: 'member' })
    ).json()) as { id: string };
    const oldToken = /\/invite\/([A-Za-z0-9_-]+)/.exec((await waitForEmail(invited.user.email, 'invitation')).textBody)![1]!;
    await req('POST', `/orgs/${owner.org.id}/invitations/${first.id}/resend`, owner.cookie);
    expect(await (await req('POST', '/invitations/accept', invited.cookie, { token: oldToken })).json()).toEqual({
      detail: 'invitation_invalid',
    });
    const list = (await (await req('GET', `/orgs/${owner.org.id}/invitations`, owner.cookie)).json()) as { id: string }[];
    expect(list).toHaveLength(1);
    expect((await req('DELETE', `/orgs/${owner.org.id}/invitations/${list[0]!.id}`, owner.cookie)).status).toBe(204);
    expect(await (await req('GET', `/orgs/${owner.org.id}/invitations`, owner.cookie)).json()).toEqual([]);
  });
});

describe('credits', () => {
  async function orgWith(balance: number) {
    const { org } = await orgOwner('Créditos');
    await setCredits(org.id, balance);
    return org.id;
  }

  it('10 concurrent spends of 50 on a balance of 100: exactly 2 succeed, balance 0, 2 ledger rows', async () => {
    const orgId = await orgWith(100);
    const before = (await db().select().from(creditLedger).where(eq(creditLedger.organizationId, orgId)).all()).length;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => spend(db(), { organizationId: orgId, item: 'viral_clip', idempotencyKey: `clip-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ status: 402, code: 'insufficient_credits' });
    expect(await balanceOf(db(), orgId)).toBe(0);
    expect((await db().select().from(creditLedger).where(eq(creditLedger.organizationId, orgId)).all()).length - before).toBe(2);
  });

  it('the same idempotency key twice debits once and returns the first result', async () => {
    const orgId = await orgWith(100);
    const a = await spend(db(), { organizationId: orgId, item: 'ai_image', idempotencyKey: 'img-1' });
    const b = await spend(db(), { organizationId: orgId, item: 'ai_image', idempotencyKey: 'img-1' });
    expect(b.id).toBe(a.id);
    expect(await balanceOf(db(), orgId)).toBe(95);
  });

  it('hold then release restores the balance; capture keeps the spend; both are idempotent', async () => {
    const orgId = await orgWith(100);
    const h = await hold(db(), { organizationId: orgId, item: 'viral_clip', idempotencyKey: 'job-1' });
    expect(await balanceOf(db(), orgId)).toBe(50);
    expect((await release(db(), orgId, h.id)).status).toBe('released');
    await release(db(), orgId, h.id);
    expect(await balanceOf(db(), orgId)).toBe(100);
    const h2 = await hold(db(), { organizationId: orgId, item: 'viral_clip', idempotencyKey: 'job-2' });
    expect((await capture(db(), orgId, h2.id)).status).toBe('captured');
    expect((await release(db(), orgId, h2.id)).status).toBe('captured');
    expect(await balanceOf(db(), orgId)).toBe(50);
  });

  it('the balance can never go negative, even written directly', async () => {
    const orgId = await orgWith(10);
    await expect(db().update(organizations).set({ creditBalance: -1 }).where(eq(organizations.id, orgId))).rejects.toThrow();
    await expect(grant(db(), orgId, 0, 'x', 'k')).rejects.toThrow();
  });

  it('the credits page answers balance, prices and history to any member', async () => {
    const owner = await orgOwner('Org');
    const member = await addMember(owner, 'member');
    await spend(db(), { organizationId: owner.org.id, item: 'ai_text', idempotencyKey: 't1', actorId: member.user.id });
    const view = (await (await req('GET', `/orgs/${owner.org.slug}/credits`, member.cookie)).json()) as {
      balance: number;
      prices: { item: string; credits: number }[];
      entries: { kind: string; amount: number; actor: string | null }[];
    };
    expect(view.balance).toBe(499);
    expect(view.prices).toContainEqual({ item: 'viral_clip', credits: 50 });
    expect(view.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['spend', -1],
      ['grant', 500],
    ]);
    expect(view.entries[0]!.actor).toBe(member.user.email);
  });
});
