// A guest's live channel through the real Worker (decision 076): the review
// link's token opens a socket on the organization's object that hears only its
// one project's changes (a member's comment, resolve or approval), never
// another project's nor who is viewing what; an unknown, expired or revoked
// link is refused, and revoking closes an open socket.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatedGuestLink } from '../../src/common/contracts/guest-reviews';
import type { LiveEvent } from '../../src/common/contracts/live';
import { newVideoDocument } from '../../src/common/contracts/video';
import { guestReviewLinks } from '../../src/db/schema';
import { LIVE_GUEST_GONE_CODE } from '../../src/features/live/protocol';
import { api, BASE, call, createProject, db, expectRefusal, orgOwner, type OrgOwner } from './helpers';

interface Socket {
  accept(): void;
  send(text: string): void;
  close(code?: number): void;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
  addEventListener(type: 'close', fn: (e: { code: number }) => void): void;
}

const video = (o: OrgOwner, name = 'Teaser') => createProject(o, 'video', name, newVideoDocument('9:16', 30));
const tokenOf = (url: string) => url.split('/review/')[1]!;

async function linkFor(o: OrgOwner, projectId: string): Promise<CreatedGuestLink> {
  const res = await api('POST', `/orgs/${o.org.id}/projects/${projectId}/guest-links`, o.cookie, {});
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedGuestLink;
}

const connectGuest = (token: string, headers: Record<string, string> = {}) =>
  call(`/api/v1/review/${token}/live`, { headers: { Upgrade: 'websocket', Origin: BASE, ...headers } });

/** An open socket, what it received, and how it closed. */
async function open(res: Response) {
  expect(res.status).toBe(101);
  const ws = (res as unknown as { webSocket: Socket }).webSocket;
  ws.accept();
  const got: LiveEvent[] = [];
  let closedWith: number | null = null;
  const waiting: Array<() => void> = [];
  const wakeAll = () => {
    for (const wake of waiting.splice(0)) wake();
  };
  ws.addEventListener('message', (e) => {
    got.push(JSON.parse(String(e.data)) as LiveEvent);
    wakeAll();
  });
  ws.addEventListener('close', (e) => {
    closedWith = e.code;
    wakeAll();
  });
  const until = async <T>(check: () => T | null | undefined): Promise<T> => {
    for (;;) {
      const found = check();
      if (found !== null && found !== undefined) return found;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  return { ws, got, until, closed: () => closedWith, say: (msg: unknown) => ws.send(JSON.stringify(msg)) };
}

describe("a guest's live channel", () => {
  it('opens only as a WebSocket from this site, with an open link', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await linkFor(o, p.id);
    const token = tokenOf(link.url);
    await expectRefusal(await call(`/api/v1/review/${token}/live`), 400, 'websocket_required');
    await expectRefusal(await connectGuest(token, { Origin: 'https://evil.example' }), 403, 'invalid_origin');
    await expectRefusal(await connectGuest('A'.repeat(22)), 404, 'not_found');
    await db()
      .update(guestReviewLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(guestReviewLinks.id, link.id));
    await expectRefusal(await connectGuest(token), 404, 'not_found');
    expect((await connectGuest(tokenOf((await linkFor(o, p.id)).url))).status).toBe(101);
  });

  it("hears its project's changes and nothing of another project, nor who is viewing", async () => {
    const o = await orgOwner();
    const p = await video(o, 'Do cliente');
    const q = await video(o, 'Outro');
    const token = tokenOf((await linkFor(o, p.id)).url);
    const guest = await open(await connectGuest(token));
    const member = await open(
      await call(`/api/v1/orgs/${o.org.id}/live`, { headers: { Upgrade: 'websocket', Origin: BASE, Cookie: o.cookie } }),
    );

    // Another project of the same organization changes, and a member opens it and this one.
    const base = (id: string) => `/orgs/${o.org.id}/projects/${id}`;
    expect((await api('PATCH', `${base(q.id)}/workflow`, o.cookie, { workflowVersion: 1, status: 'approved' })).status).toBe(200);
    expect((await api('POST', `${base(q.id)}/comments`, o.cookie, { body: 'Só do outro' })).status).toBe(201);
    member.say({ type: 'viewing', projectId: p.id });
    await member.until(() => member.got.find((e) => e.type === 'presence' && e.projectId === p.id && e.people.length === 1));

    // Then the guest's project: a guest comment, a member's reply, the thread resolved, the project approved.
    const thread = await api('POST', `/review/${token}/comments`, null, { name: 'Ana', body: 'Oi' });
    const threadId = ((await thread.json()) as { comments: { id: string }[] }).comments[0]!.id;
    expect((await api('POST', `${base(p.id)}/comments`, o.cookie, { body: 'Olá', parentId: threadId })).status).toBe(201);
    expect((await api('POST', `${base(p.id)}/comments/${threadId}/resolve`, o.cookie)).status).toBe(200);
    expect((await api('PATCH', `${base(p.id)}/workflow`, o.cookie, { workflowVersion: 1, status: 'approved' })).status).toBe(200);

    await guest.until(() => guest.got.find((e) => e.type === 'project'));
    // Everything of P arrived in order by now (the project change was the last announced); nothing of Q, no presence.
    await guest.until(() => (guest.got.filter((e) => e.type === 'comment').length >= 3 ? true : null));
    expect(guest.got.every((e) => e.type !== 'presence' && e.projectId === p.id)).toBe(true);
    expect(guest.got).toContainEqual({ type: 'comment', projectId: p.id });
    expect(guest.got).toContainEqual({ type: 'project', projectId: p.id });
    // The member's socket heard Q's changes: they were sent, just not to the guest.
    expect(member.got).toContainEqual({ type: 'project', projectId: q.id });
    // What a guest says is ignored: it is no member, and shows in no one's presence.
    guest.say({ type: 'viewing', projectId: q.id });
    member.say({ type: 'viewing', projectId: q.id });
    const there = await member.until(() => member.got.find((e) => e.type === 'presence' && e.projectId === q.id && e.people.length > 0));
    expect((there as Extract<LiveEvent, { type: 'presence' }>).people.map((x) => x.userId)).toEqual([o.user.id]);
  });

  it("a guest's edit, resolve, reopen and delete reach the members' sockets and the guest pages (decision 081)", async () => {
    const o = await orgOwner();
    const p = await video(o);
    const token = tokenOf((await linkFor(o, p.id)).url);
    const thread = await api('POST', `/review/${token}/comments`, null, { name: 'Ana', body: 'Oi' });
    const threadId = ((await thread.json()) as { comments: { id: string }[] }).comments[0]!.id;
    const guest = await open(await connectGuest(tokenOf((await linkFor(o, p.id)).url)));
    const member = await open(
      await call(`/api/v1/orgs/${o.org.id}/live`, { headers: { Upgrade: 'websocket', Origin: BASE, Cookie: o.cookie } }),
    );
    const comments = (s: Awaited<ReturnType<typeof open>>) => s.got.filter((e) => e.type === 'comment' && e.projectId === p.id).length;
    expect((await api('PATCH', `/review/${token}/comments/${threadId}`, null, { body: 'Olá' })).status).toBe(200);
    expect((await api('POST', `/review/${token}/comments/${threadId}/resolve`, null)).status).toBe(200);
    expect((await api('POST', `/review/${token}/comments/${threadId}/reopen`, null)).status).toBe(200);
    expect((await api('DELETE', `/review/${token}/comments/${threadId}`, null)).status).toBe(200);
    await member.until(() => (comments(member) >= 4 ? true : null));
    await guest.until(() => (comments(guest) >= 4 ? true : null));
    expect(guest.got.every((e) => e.type === 'comment' && e.projectId === p.id)).toBe(true);
  });

  it('revoking the link closes its open socket; the token opens no other', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await linkFor(o, p.id);
    const other = await linkFor(o, p.id);
    const token = tokenOf(link.url);
    const guest = await open(await connectGuest(token));
    const stays = await open(await connectGuest(tokenOf(other.url)));
    const revoked = await api('POST', `/orgs/${o.org.id}/projects/${p.id}/guest-links/${link.id}/revoke`, o.cookie);
    expect(revoked.status).toBe(200);
    expect(await guest.until(() => guest.closed())).toBe(LIVE_GUEST_GONE_CODE);
    await expectRefusal(await connectGuest(token), 404, 'not_found');
    // The other link's socket is still open and still hears the project.
    expect((await api('POST', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie, { body: 'Ainda aqui' })).status).toBe(201);
    expect(await stays.until(() => stays.got.find((e) => e.type === 'comment'))).toEqual({ type: 'comment', projectId: p.id });
    expect(stays.closed()).toBeNull();
  });

  it('a socket whose link expires while open is closed at the next change instead of hearing it', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await linkFor(o, p.id);
    await db()
      .update(guestReviewLinks)
      .set({ expiresAt: Date.now() + 1000 })
      .where(eq(guestReviewLinks.id, link.id));
    const guest = await open(await connectGuest(tokenOf(link.url)));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await api('POST', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie, { body: 'Tarde demais' })).status).toBe(201);
    expect(await guest.until(() => guest.closed())).toBe(LIVE_GUEST_GONE_CODE);
    expect(guest.got).toEqual([]);
  });
});
