// Guest review through the real Worker (decision 069): admins make, list and
// revoke a project's links (members get 403); a guest holding an open link
// reads the project and its guest threads, comments (marked as a guest's) and
// approves or asks for changes, which moves the status, is in the activity and
// notifies the project's people. Unknown, expired and revoked tokens, and a
// trashed project, answer the same 404; bad input is a field error.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import type { ActivityView, CommentView } from '../../src/common/contracts/comments';
import type { CreatedGuestLink, GuestLinkView, GuestReviewView } from '../../src/common/contracts/guest-reviews';
import type { ProjectReviewsView } from '../../src/common/contracts/reviews';
import { blankDocument } from '../../client/slides/model/document';
import { assets, guestReviewLinks, notifications, projects } from '../../src/db/schema';
import { isApproved } from '../../src/features/projects/reviews';
import { api, call, BASE, createProject, db, expectFieldError, expectRefusal, joined, orgOwner, seedAsset, type OrgOwner } from './helpers';

let n = 0;
const makeId = () => `el${++n}`;
const video = (o: OrgOwner) => createProject(o, 'video', 'Teaser do cliente', newVideoDocument('9:16', 30));
const links = (o: OrgOwner, cookie: string, id: string) => `/orgs/${o.org.id}/projects/${id}/guest-links`;
const tokenOf = (url: string) => url.split('/review/')[1]!;
const guest = (token: string, path = '', body?: unknown) => api(body === undefined ? 'GET' : 'POST', `/review/${token}${path}`, null, body);

async function made(o: OrgOwner, projectId: string, body: unknown = {}): Promise<CreatedGuestLink> {
  const res = await api('POST', links(o, o.cookie, projectId), o.cookie, body);
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedGuestLink;
}

describe('guest review links', () => {
  it("shows the guest the project's own exports and renders, with their bytes, and no other file", async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await made(o, p.id);
    const token = tokenOf(link.url);
    expect(((await (await guest(token)).json()) as GuestReviewView).files).toEqual([]);

    // An export of the project (decision 071), an upload of the library, and another project's export.
    const bytes = new Uint8Array(64).map((_, i) => i);
    const exported = await seedAsset(o.org.id, o.user.id, { kind: 'video', name: 'teaser-final.mp4' });
    await db().update(assets).set({ sourceProjectId: p.id, size: bytes.byteLength }).where(eq(assets.id, exported));
    await env.FILES.put(`orgs/${o.org.id}/media/${exported}`, bytes);
    const upload = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'foto.png' });
    const elsewhere = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'outro.png' });
    const otherProject = await video(o);
    await db().update(assets).set({ sourceProjectId: otherProject.id }).where(eq(assets.id, elsewhere));

    const view = (await (await guest(token)).json()) as GuestReviewView;
    expect(view.files).toEqual([{ id: exported, kind: 'video', name: 'teaser-final.mp4', width: null, height: null }]);
    const file = await guest(token, `/files/${exported}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('video/mp4');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const part = await api('GET', `/review/${token}/files/${exported}`, null, undefined, { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    await expectRefusal(await guest(token, `/files/${upload}`), 404, 'not_found');
    await expectRefusal(await guest(token, `/files/${elsewhere}`), 404, 'not_found');
    // The page shows it, in the guest's language.
    const page = await (await call(`/en/review/${token}`)).text();
    expect(page).toMatch(/The project(&#x27;|')s files/);
    expect(page).toContain(`/api/v1/review/${token}/files/${exported}`);
    // A revoked link reads no bytes either.
    await api('POST', `${links(o, o.cookie, p.id)}/${link.id}/revoke`, o.cookie);
    await expectRefusal(await guest(token, `/files/${exported}`), 404, 'not_found');
  });

  it('admins create (URL answered once, token only hashed), list and revoke; members get 403', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await made(o, p.id, { expiresInDays: 3, guestName: 'Cliente Ana' });
    expect(link.url).toMatch(new RegExp(`^${BASE}/pt-BR/review/[A-Za-z0-9_-]{22}$`));
    expect(link).toMatchObject({ guestName: 'Cliente Ana', state: 'open', revokedAt: null, decision: null });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);
    const stored = await db().select().from(guestReviewLinks).where(eq(guestReviewLinks.id, link.id)).get();
    expect(stored!.tokenHash).not.toContain(tokenOf(link.url));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = (await (await api('GET', links(o, o.cookie, p.id), o.cookie)).json()) as GuestLinkView[];
    expect(listed.map((l) => l.id)).toEqual([link.id]);
    expect(listed[0]).not.toHaveProperty('url');

    const member = await joined(o.org.id, 'member');
    await expectRefusal(await api('GET', links(o, member.cookie, p.id), member.cookie), 403, 'access_denied');
    await expectRefusal(await api('POST', links(o, member.cookie, p.id), member.cookie, {}), 403, 'access_denied');
    await expectRefusal(await api('POST', `${links(o, member.cookie, p.id)}/${link.id}/revoke`, member.cookie), 403, 'access_denied');
    const admin = await joined(o.org.id, 'admin');
    expect((await api('GET', links(o, admin.cookie, p.id), admin.cookie)).status).toBe(200);

    // Another organization's admin reaches neither the project nor the link.
    const other = await orgOwner('Outra');
    expect((await api('POST', `/orgs/${other.org.id}/projects/${p.id}/guest-links`, other.cookie, {})).status).toBe(404);
    expect((await api('POST', `/orgs/${other.org.id}/projects/${p.id}/guest-links/${link.id}/revoke`, other.cookie)).status).toBe(404);

    expect((await guest(tokenOf(link.url))).status).toBe(200);
    const revoked = (await (await api('POST', `${links(o, o.cookie, p.id)}/${link.id}/revoke`, o.cookie)).json()) as GuestLinkView;
    expect(revoked.state).toBe('revoked');
    await expectRefusal(await guest(tokenOf(link.url)), 404, 'not_found');
  });

  it('bad input is a field error, not a 500', async () => {
    const o = await orgOwner();
    const p = await video(o);
    await expectFieldError(
      await api('POST', links(o, o.cookie, p.id), o.cookie, { expiresInDays: 0 }),
      'expiresInDays',
      'guest_link_expiry_invalid',
    );
    await expectFieldError(
      await api('POST', links(o, o.cookie, p.id), o.cookie, { expiresInDays: 31 }),
      'expiresInDays',
      'guest_link_expiry_invalid',
    );
    await expectFieldError(
      await api('POST', links(o, o.cookie, p.id), o.cookie, { expiresInDays: 'x' }),
      'expiresInDays',
      'guest_link_expiry_invalid',
    );
    await expectFieldError(
      await api('POST', links(o, o.cookie, p.id), o.cookie, { guestName: 'x'.repeat(81) }),
      'guestName',
      'guest_name_too_long',
    );
    const token = tokenOf((await made(o, p.id)).url);
    await expectFieldError(await guest(token, '/comments', { name: '', body: 'Oi' }), 'name', 'guest_name_required');
    await expectFieldError(await guest(token, '/comments', { name: 'Ana', body: '   ' }), 'body', 'comment_body_required');
    await expectFieldError(await guest(token, '/comments', { name: 'Ana', body: 'x'.repeat(2001) }), 'body', 'comment_too_long');
    await expectFieldError(
      await guest(token, '/decision', { name: 'Ana', decision: 'changes_requested' }),
      'comment',
      'review_comment_required',
    );
    await expectFieldError(await guest(token, '/decision', { name: 'Ana', decision: 'maybe' }), 'decision', 'workflow_value_invalid');
    expect((await guest(token, '/comments', '{not json')).status).toBeLessThan(500);
  });

  it('unknown, expired and revoked tokens, and a trashed project, all answer the same 404; the page says it plainly', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await made(o, p.id);
    const token = tokenOf(link.url);
    await expectRefusal(await guest('A'.repeat(22)), 404, 'not_found');
    await db()
      .update(guestReviewLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(guestReviewLinks.id, link.id));
    await expectRefusal(await guest(token), 404, 'not_found');
    await expectRefusal(await guest(token, '/comments', { name: 'Ana', body: 'Oi' }), 404, 'not_found');
    const listed = (await (await api('GET', links(o, o.cookie, p.id), o.cookie)).json()) as GuestLinkView[];
    expect(listed[0]!.state).toBe('expired');
    const page = await call(`/pt-BR/review/${token}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Este link não está disponível');
    const en = await call(`/en/review/${token}`);
    expect(await en.text()).toContain('This link is not available');

    const fresh = tokenOf((await made(o, p.id)).url);
    expect((await guest(fresh)).status).toBe(200);
    expect((await api('DELETE', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie)).status).toBe(204);
    await expectRefusal(await guest(fresh), 404, 'not_found');
  });

  it("a guest's comment is marked, seen by members and the guest; the team's own threads stay the team's", async () => {
    const o = await orgOwner();
    const p = await video(o);
    const token = tokenOf((await made(o, p.id)).url);
    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie, { body: 'Só da equipe' });
    const res = await guest(token, '/comments', { name: '  Cliente Ana ', body: 'Gostei do começo' });
    expect(res.status).toBe(201);
    const seen = (await res.json()) as GuestReviewView;
    expect(seen.project).toMatchObject({ name: 'Teaser do cliente', kind: 'video' });
    expect(seen.comments).toEqual([expect.objectContaining({ author: 'Cliente Ana', guest: true, body: 'Gostei do começo' })]);

    const members = (await (await api('GET', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie)).json()) as CommentView[];
    const mine = members.find((c) => c.body === 'Gostei do começo')!;
    expect(mine).toMatchObject({ author: null, guest: { name: 'Cliente Ana' } });
    expect(members.find((c) => c.body === 'Só da equipe')!.guest).toBeNull();

    // A member's reply in the guest's thread reaches the guest, by display name only.
    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie, { body: 'Obrigado!', parentId: mine.id });
    const again = (await (await guest(token)).json()) as GuestReviewView;
    expect(again.comments.map((c) => [c.body, c.guest])).toEqual([
      ['Gostei do começo', true],
      ['Obrigado!', false],
    ]);
    expect(JSON.stringify(again)).not.toContain(o.user.email);
    expect(JSON.stringify(again)).not.toContain(o.user.id);

    const activity = (await (await api('GET', `/orgs/${o.org.id}/projects/${p.id}/activity`, o.cookie)).json()) as ActivityView[];
    expect(activity.some((a) => a.kind === 'commented' && a.actor === null && a.detail.guest === 'Cliente Ana')).toBe(true);
  });

  it("a guest's approval moves the status, counts for the approval rule, is in the activity and notifies the project's people", async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await video(o);
    await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, { workflowVersion: 1, assignees: [ana.user.id] });
    const token = tokenOf((await made(o, p.id)).url);

    const asked = (await (
      await guest(token, '/decision', { name: 'Cliente Ana', decision: 'changes_requested', comment: 'Troque a música' })
    ).json()) as GuestReviewView;
    expect(asked.project.status).toBe('in_production');
    expect(asked.decision).toMatchObject({ decision: 'changes_requested', name: 'Cliente Ana' });
    expect(asked.comments.map((c) => c.body)).toContain('Troque a música');
    expect(await isApproved(db(), o.org.id, p.id)).toBe(false);

    const res = await guest(token, '/decision', { name: 'Cliente Ana', decision: 'approved' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as GuestReviewView).project.status).toBe('approved');
    const reviews = (await (await api('GET', `/orgs/${o.org.id}/projects/${p.id}/reviews`, o.cookie)).json()) as ProjectReviewsView;
    expect(reviews).toMatchObject({ approved: true, workflow: { status: 'approved', workflowVersion: 4 } });
    expect(await isApproved(db(), o.org.id, p.id)).toBe(true);

    const activity = (await (await api('GET', `/orgs/${o.org.id}/projects/${p.id}/activity`, o.cookie)).json()) as ActivityView[];
    expect(activity.filter((a) => a.kind === 'review_decided').map((a) => a.detail)).toEqual([
      { decision: 'approved', guest: 'Cliente Ana' },
      { decision: 'changes_requested', guest: 'Cliente Ana' },
    ]);
    expect(activity.find((a) => a.kind === 'status_changed')!.detail).toMatchObject({ to: 'approved', guest: 'Cliente Ana' });

    const told = await db().select().from(notifications).where(eq(notifications.projectId, p.id)).all();
    expect(told.map((n) => n.userId).sort()).toEqual([o.user.id, ana.user.id, o.user.id, ana.user.id].sort());
    expect(told.every((n) => n.kind === 'review_decision' && n.actorId === null)).toBe(true);
    expect(JSON.parse(told[0]!.payload)).toMatchObject({ guestName: 'Cliente Ana' });

    const listed = (await (await api('GET', links(o, o.cookie, p.id), o.cookie)).json()) as GuestLinkView[];
    expect(listed[0]!.decision).toMatchObject({ decision: 'approved', name: 'Cliente Ana' });
  });

  it('the page works without script: a comment and an approval through its forms, in both languages, field errors drawn', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const token = tokenOf((await made(o, p.id)).url);
    const form = (locale: string, which: string, fields: Record<string, string>) =>
      call(`/${locale}/review/${token}?form=${which}`, {
        method: 'POST',
        headers: { Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const page = await call(`/en/review/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Teaser do cliente');
    expect(html).toContain('Your decision');

    const refused = await form('pt-BR', 'comment', { name: '', body: 'Oi' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Escreva seu nome.');
    const sent = await form('pt-BR', 'comment', { name: 'Cliente Ana', body: 'Gostei' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(`/pt-BR/review/${token}?done=comment`);
    const decided = await form('en', 'decision', { name: 'Client Ana', decision: 'approved' });
    expect(decided.headers.get('Location')).toBe(`/en/review/${token}?done=approved`);
    const after = await (await call(`/en/review/${token}?done=approved`)).text();
    expect(after).toContain('Approval recorded');
    expect(after).toContain('Status: Approved');

    const foreign = await call(`/pt-BR/review/${token}?form=comment`, {
      method: 'POST',
      headers: { Origin: 'https://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=A&body=B',
    });
    expect(foreign.status).toBe(403);
  });

  it('a guest replies in a guest thread and pins a new one to a time or a slide; misplaced pins and other threads are field errors', async () => {
    const o = await orgOwner();
    const p = await video(o);
    // The project knows its length: 20 s.
    await db()
      .update(projects)
      .set({ summary: JSON.stringify({ durationMs: 20_000 }) })
      .where(eq(projects.id, p.id));
    const token = tokenOf((await made(o, p.id)).url);
    const pinned = await guest(token, '/comments', { name: 'Cliente Ana', body: 'Corte aqui', pin: { seconds: 12 } });
    expect(pinned.status).toBe(201);
    const thread = ((await pinned.json()) as GuestReviewView).comments[0]!;
    expect(thread).toMatchObject({ pin: { seconds: 12 }, guest: true, parentId: null, resolved: false });

    // Past the end of the video: its own clear error, at the pin.
    await expectFieldError(
      await guest(token, '/comments', { name: 'Ana', body: 'Fim', pin: { seconds: 25 } }),
      'pin',
      'comment_pin_past_end',
    );
    await expectFieldError(
      await guest(token, '/comments', { name: 'Ana', body: 'x', pin: { slide: 0, x: 0.5, y: 0.5 } }),
      'pin',
      'comment_pin_invalid',
    );
    await expectFieldError(
      await guest(token, '/comments', { name: 'Ana', body: 'x', pin: { seconds: -1 } }),
      'pin.seconds',
      'comment_pin_invalid',
    );
    // A reply has no pin of its own.
    await expectFieldError(
      await guest(token, '/comments', { name: 'Ana', body: 'x', parentId: thread.id, pin: { seconds: 1 } }),
      'pin',
      'comment_pin_invalid',
    );

    // A member answers; the guest replies to the member's reply, which joins the same thread.
    const members = `/orgs/${o.org.id}/projects/${p.id}/comments`;
    const answer = (await (await api('POST', members, o.cookie, { body: 'Pode ser', parentId: thread.id })).json()) as CommentView;
    const replied = await guest(token, '/comments', { name: 'Cliente Ana', body: 'Obrigada', parentId: answer.id });
    expect(replied.status).toBe(201);
    const seen = (await replied.json()) as GuestReviewView;
    expect(seen.comments.map((c) => [c.body, c.parentId, c.guest])).toEqual([
      ['Corte aqui', null, true],
      ['Pode ser', thread.id, false],
      ['Obrigada', thread.id, true],
    ]);
    const forMembers = (await (await api('GET', members, o.cookie)).json()) as CommentView[];
    expect(forMembers.find((c) => c.body === 'Obrigada')).toMatchObject({
      parentId: thread.id,
      author: null,
      guest: { name: 'Cliente Ana' },
    });
    expect(forMembers.find((c) => c.body === 'Corte aqui')!.pin).toEqual({ seconds: 12 });

    // The team's own thread, another project's guest thread and an unknown id: all the same field error.
    const team = (await (await api('POST', members, o.cookie, { body: 'Só da equipe' })).json()) as CommentView;
    await expectFieldError(await guest(token, '/comments', { name: 'Ana', body: 'x', parentId: team.id }), 'parentId', 'not_found');
    const other = await video(o);
    const otherToken = tokenOf((await made(o, other.id)).url);
    const otherThread = ((await (await guest(otherToken, '/comments', { name: 'Bia', body: 'Outro' })).json()) as GuestReviewView)
      .comments[0]!;
    await expectFieldError(await guest(token, '/comments', { name: 'Ana', body: 'x', parentId: otherThread.id }), 'parentId', 'not_found');
    await expectFieldError(await guest(token, '/comments', { name: 'Ana', body: 'x', parentId: 'cmt_nope' }), 'parentId', 'not_found');
    expect(((await (await guest(otherToken)).json()) as GuestReviewView).comments.map((c) => c.body)).toEqual(['Outro']);

    // A resolved thread shows as resolved to the guest.
    await api('POST', `${members}/${thread.id}/resolve`, o.cookie);
    expect(((await (await guest(token)).json()) as GuestReviewView).comments[0]!.resolved).toBe(true);

    // A carousel pins to a slide it has and a point on it.
    const carousel = await createProject(o, 'carousel', 'Carrossel', blankDocument('square', makeId, 'Oi'));
    const cToken = tokenOf((await made(o, carousel.id)).url);
    const onSlide = await guest(cToken, '/comments', { name: 'Ana', body: 'Logo maior', pin: { slide: 0, x: 0.25, y: 0.75 } });
    expect(((await onSlide.json()) as GuestReviewView).comments[0]!.pin).toEqual({ slide: 0, x: 0.25, y: 0.75 });
    await expectFieldError(
      await guest(cToken, '/comments', { name: 'Ana', body: 'x', pin: { slide: 1, x: 0.5, y: 0.5 } }),
      'pin',
      'comment_pin_invalid',
    );
    await expectFieldError(await guest(cToken, '/comments', { name: 'Ana', body: 'x', pin: { seconds: 3 } }), 'pin', 'comment_pin_invalid');
  });

  it('a revoked or expired link can neither reply nor pin', async () => {
    const o = await orgOwner();
    const p = await video(o);
    const link = await made(o, p.id);
    const token = tokenOf(link.url);
    const thread = ((await (await guest(token, '/comments', { name: 'Ana', body: 'Oi' })).json()) as GuestReviewView).comments[0]!;
    await api('POST', `${links(o, o.cookie, p.id)}/${link.id}/revoke`, o.cookie);
    await expectRefusal(await guest(token, '/comments', { name: 'Ana', body: 'De novo', parentId: thread.id }), 404, 'not_found');
    await expectRefusal(await guest(token, '/comments', { name: 'Ana', body: 'Aqui', pin: { seconds: 1 } }), 404, 'not_found');

    const expiring = await made(o, p.id);
    await db()
      .update(guestReviewLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(guestReviewLinks.id, expiring.id));
    const late = tokenOf(expiring.url);
    await expectRefusal(await guest(late, '/comments', { name: 'Ana', body: 'De novo', parentId: thread.id }), 404, 'not_found');
    await expectRefusal(await guest(late, '/comments', { name: 'Ana', body: 'Aqui', pin: { seconds: 1 } }), 404, 'not_found');
    const members = (await (await api('GET', `/orgs/${o.org.id}/projects/${p.id}/comments`, o.cookie)).json()) as CommentView[];
    expect(members.map((c) => c.body)).toEqual(['Oi']);
  });

  it("the page's forms reply in a thread and pin to a time, without script; a time past the end is drawn at its field", async () => {
    const o = await orgOwner();
    const p = await video(o);
    await db()
      .update(projects)
      .set({ summary: JSON.stringify({ durationMs: 30_000 }) })
      .where(eq(projects.id, p.id));
    const token = tokenOf((await made(o, p.id)).url);
    const form = (locale: string, which: string, fields: Record<string, string>) =>
      call(`/${locale}/review/${token}?form=${which}`, {
        method: 'POST',
        headers: { Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const late = await form('en', 'comment', { name: 'Ana', body: 'Fim', at: '0:45' });
    expect(late.status).toBe(422);
    expect(await late.text()).toContain('That time is past the end of the video');
    const bad = await form('pt-BR', 'comment', { name: 'Ana', body: 'Fim', at: 'doze' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Esse ponto não existe neste projeto');
    expect((await form('pt-BR', 'comment', { name: 'Ana', body: 'Aqui', at: '0:12' })).status).toBe(303);
    const view = (await (await guest(token)).json()) as GuestReviewView;
    expect(view.comments[0]).toMatchObject({ body: 'Aqui', pin: { seconds: 12 } });
    const reply = await form('pt-BR', 'reply', { name: 'Ana', body: 'E mais', parentId: view.comments[0]!.id });
    expect(reply.headers.get('Location')).toBe(`/pt-BR/review/${token}?done=reply`);
    const html = await (await call(`/en/review/${token}`)).text();
    expect(html).toContain('At 0:12');
    expect(html).toContain('E mais');
    const gone = await form('en', 'reply', { name: 'Ana', body: 'x', parentId: 'cmt_nope' });
    expect(gone.status).toBe(422);
    expect(await gone.text()).toContain('That comment is no longer here.');
  });
});
