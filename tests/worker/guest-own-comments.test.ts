// A guest's comments after they are written, through the real Worker (decision
// 081): a guest's comment or reply tells the team once (the assignees, the
// link's maker, members in the thread; never twice, never a non-member), in the
// bell and by email; a guest rewrites, deletes, resolves and reopens only what
// they wrote through their own open link, by the API and by the page's forms.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../src/common/contracts/comments';
import type { CreatedGuestLink, GuestReviewView } from '../../src/common/contracts/guest-reviews';
import type { NotificationPage } from '../../src/common/contracts/notifications';
import { newVideoDocument } from '../../src/common/contracts/video';
import { emailOutbox, guestReviewLinks, notifications, users } from '../../src/db/schema';
import { api, BASE, call, createProject, db, expectFieldError, expectRefusal, joined, orgOwner, type OrgOwner } from './helpers';

const video = (o: OrgOwner) => createProject(o, 'video', 'Teaser do cliente', newVideoDocument('9:16', 30));
const tokenOf = (url: string) => url.split('/review/')[1]!;
const guest = (method: string, token: string, path = '', body?: unknown) => api(method, `/review/${token}${path}`, null, body);
const members = (o: OrgOwner, projectId: string) => `/orgs/${o.org.id}/projects/${projectId}/comments`;
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
const told = (projectId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.projectId, projectId), eq(notifications.kind, 'guest_comment')))
    .all();

async function linkBy(o: OrgOwner, cookie: string, projectId: string): Promise<CreatedGuestLink> {
  const res = await api('POST', `/orgs/${o.org.id}/projects/${projectId}/guest-links`, cookie, {});
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedGuestLink;
}

async function says(token: string, body: unknown): Promise<GuestReviewView> {
  const res = await guest('POST', token, '/comments', body);
  expect(res.status).toBe(201);
  return (await res.json()) as GuestReviewView;
}

describe("a guest's comment tells the team", () => {
  it('a new thread notifies the assignees and the link maker once each, in the bell and by email; a reply adds the members in the thread', async () => {
    const o = await orgOwner();
    const admin = await joined(o.org.id, 'admin');
    const ana = await joined(o.org.id, 'member');
    const bia = await joined(o.org.id, 'member');
    const leaver = await joined(o.org.id, 'member');
    const p = await video(o);
    // The admin who makes the link is also an assignee: told once, not twice. Someone no longer a member is not told.
    const assignees = [admin.user.id, ana.user.id, leaver.user.id];
    expect((await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, { workflowVersion: 1, assignees })).status).toBe(
      200,
    );
    await api('DELETE', `/orgs/${o.org.id}/members/${leaver.user.id}`, o.cookie);
    const token = tokenOf((await linkBy(o, admin.cookie, p.id)).url);

    const thread = (await says(token, { name: 'Cliente Ana', body: 'Troquem a trilha sonora, por favor' })).comments[0]!;
    const first = await told(p.id);
    expect(first.map((n) => n.userId).sort()).toEqual([admin.user.id, ana.user.id].sort());
    expect(first.every((n) => n.actorId === null && n.dedupeKey === `guest_comment:${thread.id}`)).toBe(true);
    expect(JSON.parse(first[0]!.payload)).toEqual({
      projectName: 'Teaser do cliente',
      guestName: 'Cliente Ana',
      excerpt: 'Troquem a trilha sonora, por favor',
    });
    // Ana's bell shows it; the owner (neither assignee nor the link's maker) and Bia hear nothing.
    const page = (await (await api('GET', `/orgs/${o.org.id}/notifications`, ana.cookie)).json()) as NotificationPage;
    expect(page.items).toEqual([expect.objectContaining({ kind: 'guest_comment', actor: null, project: { id: p.id, kind: 'video' } })]);
    expect(await mailsTo(o.user.email)).toEqual([]);
    expect(await mailsTo(bia.user.email)).toEqual([]);
    expect(await mailsTo(leaver.user.email)).toEqual([]);
    const [mail] = await mailsTo(ana.user.email);
    expect(mail).toMatchObject({ kind: 'notification_guest_comment', subject: 'Um convidado comentou um projeto no Palco' });
    expect(mail!.textBody).toContain(
      '“Cliente Ana” (convidado) comentou no projeto “Teaser do cliente”: “Troquem a trilha sonora, por favor”',
    );

    // Bia answers in the thread; the guest's reply now tells her too (and the owner, who never wrote there, still not).
    expect((await api('POST', members(o, p.id), bia.cookie, { body: 'Qual trilha?', parentId: thread.id })).status).toBe(201);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, bia.user.id));
    const reply = (await says(token, { name: 'Cliente Ana', body: 'A segunda', parentId: thread.id })).comments.at(-1)!;
    const second = (await told(p.id)).filter((n) => n.dedupeKey === `guest_comment:${reply.id}`);
    expect(second.map((n) => n.userId).sort()).toEqual([admin.user.id, ana.user.id, bia.user.id].sort());
    expect(JSON.parse(second[0]!.payload)).toMatchObject({ reply: true, excerpt: 'A segunda' });
    const english = await mailsTo(bia.user.email);
    expect(english.map((m) => m.subject)).toEqual(['A guest commented on a project on Palco']);
    expect(english[0]!.textBody).toContain('“Cliente Ana” (guest) replied in a thread on the project “Teaser do cliente”: “A segunda”');
    expect(await mailsTo(o.user.email)).toEqual([]);
    expect((await mailsTo(ana.user.email)).length).toBe(2);
  });

  it("the email switch for guests' comments stops the email, not the bell; an @name in a guest's words mentions nobody", async () => {
    const o = await orgOwner();
    const p = await video(o);
    const prefs = {
      mention: true,
      review_request: true,
      review_decision: true,
      due_tomorrow: true,
      publish_failed: true,
      guest_comment: false,
    };
    expect((await api('PUT', '/account/notification-emails', o.cookie, prefs)).status).toBe(200);
    const token = tokenOf((await linkBy(o, o.cookie, p.id)).url);
    await says(token, { name: 'Bia', body: `@${o.user.displayName ?? 'Dona'} pode ver?` });
    expect((await told(p.id)).map((n) => n.userId)).toEqual([o.user.id]);
    expect(await mailsTo(o.user.email)).toEqual([]);
    const all = await db().select().from(notifications).where(eq(notifications.projectId, p.id)).all();
    expect(all.map((n) => n.kind)).toEqual(['guest_comment']);
  });
});

describe('a guest edits, deletes, resolves and reopens only their own', () => {
  async function scene() {
    const o = await orgOwner();
    const p = await video(o);
    const link = await linkBy(o, o.cookie, p.id);
    const other = await linkBy(o, o.cookie, p.id);
    const token = tokenOf(link.url);
    const otherToken = tokenOf(other.url);
    const mine = (await says(token, { name: 'Ana', body: 'Primeira ideia' })).comments[0]!;
    const theirs = (await says(otherToken, { name: 'Bia', body: 'Da Bia' })).comments.find((c) => c.body === 'Da Bia')!;
    const memberReply = (await (
      await api('POST', members(o, p.id), o.cookie, { body: 'Da equipe', parentId: mine.id })
    ).json()) as CommentView;
    const team = (await (await api('POST', members(o, p.id), o.cookie, { body: 'Só da equipe' })).json()) as CommentView;
    return { o, p, link, token, otherToken, mine, theirs, memberReply, team };
  }

  it('rewrites their own comment (members see it), never a member’s, another link’s or one they cannot see; bad words are field errors', async () => {
    const { o, p, token, mine, theirs, memberReply, team } = await scene();
    const res = await guest('PATCH', token, `/comments/${mine.id}`, { body: '  Ideia revista ' });
    expect(res.status).toBe(200);
    const seen = (await res.json()) as GuestReviewView;
    expect(seen.comments.find((c) => c.id === mine.id)).toMatchObject({ body: 'Ideia revista', mine: true, guest: true });
    expect(seen.comments.find((c) => c.id === theirs.id)).toMatchObject({ mine: false });
    expect(seen.comments.find((c) => c.id === memberReply.id)).toMatchObject({ mine: false });
    const forMembers = (await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[];
    expect(forMembers.find((c) => c.id === mine.id)).toMatchObject({ body: 'Ideia revista', guest: { name: 'Ana' } });

    await expectRefusal(await guest('PATCH', token, `/comments/${memberReply.id}`, { body: 'x' }), 403, 'comment_not_author');
    await expectRefusal(await guest('PATCH', token, `/comments/${theirs.id}`, { body: 'x' }), 403, 'comment_not_author');
    await expectRefusal(await guest('PATCH', token, `/comments/${team.id}`, { body: 'x' }), 404, 'not_found');
    await expectRefusal(await guest('PATCH', token, '/comments/cmt_nope', { body: 'x' }), 404, 'not_found');
    await expectFieldError(await guest('PATCH', token, `/comments/${mine.id}`, { body: '  ' }), 'body', 'comment_body_required');
    await expectFieldError(await guest('PATCH', token, `/comments/${mine.id}`, { body: 'x'.repeat(2001) }), 'body', 'comment_too_long');
    const after = (await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[];
    expect(after.map((c) => c.body).sort()).toEqual(['Da Bia', 'Da equipe', 'Ideia revista', 'Só da equipe'].sort());
  });

  it('deletes their own reply, and their own thread until someone else answers in it', async () => {
    const { o, p, token, otherToken, mine, theirs, memberReply } = await scene();
    const myReply = (await says(token, { name: 'Ana', body: 'Ah, e mais', parentId: theirs.id })).comments.find(
      (c) => c.body === 'Ah, e mais',
    )!;
    await expectRefusal(await guest('DELETE', token, `/comments/${memberReply.id}`), 403, 'comment_not_author');
    await expectRefusal(await guest('DELETE', otherToken, `/comments/${myReply.id}`), 403, 'comment_not_author');
    // Bia's thread: Ana's reply goes, Bia's words stay.
    const res = await guest('DELETE', token, `/comments/${myReply.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as GuestReviewView).comments.map((c) => c.id)).not.toContain(myReply.id);
    // Ana's thread has the team's answer: it stays, with a clear refusal.
    await expectRefusal(await guest('DELETE', token, `/comments/${mine.id}`), 409, 'guest_comment_has_replies');
    // A thread only Ana wrote in goes, her own replies with it.
    const lone = (await says(token, { name: 'Ana', body: 'Sozinha' })).comments.find((c) => c.body === 'Sozinha')!;
    await says(token, { name: 'Ana', body: 'Eu mesma', parentId: lone.id });
    expect((await guest('DELETE', token, `/comments/${lone.id}`)).status).toBe(200);
    const left = (await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[];
    expect(left.map((c) => c.body).sort()).toEqual(['Da Bia', 'Da equipe', 'Primeira ideia', 'Só da equipe'].sort());
  });

  it("resolves and reopens a thread it started (members see who), not another link's thread nor a reply", async () => {
    const { o, p, token, mine, theirs, memberReply } = await scene();
    const res = await guest('POST', token, `/comments/${mine.id}/resolve`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as GuestReviewView).comments.find((c) => c.id === mine.id)).toMatchObject({
      resolved: true,
      resolvedByGuest: 'Ana',
    });
    const forMembers = (await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[];
    expect(forMembers.find((c) => c.id === mine.id)!.resolved).toMatchObject({ by: null, guest: { name: 'Ana' } });
    const page = await (await call(`/en/review/${token}`)).text();
    expect(page).toContain('Resolved by Ana');
    expect(page).toContain('Reopen the thread');

    await expectRefusal(await guest('POST', token, `/comments/${theirs.id}/resolve`), 403, 'comment_not_author');
    await expectRefusal(await guest('POST', token, `/comments/${memberReply.id}/resolve`), 403, 'comment_not_author');
    const reopened = await guest('POST', token, `/comments/${mine.id}/reopen`);
    expect(((await reopened.json()) as GuestReviewView).comments.find((c) => c.id === mine.id)).toMatchObject({
      resolved: false,
      resolvedByGuest: null,
    });
    // A member's resolve reads as the team's again.
    await api('POST', `${members(o, p.id)}/${mine.id}/resolve`, o.cookie);
    const view = (await (await guest('GET', token)).json()) as GuestReviewView;
    expect(view.comments.find((c) => c.id === mine.id)).toMatchObject({ resolved: true, resolvedByGuest: null });
    // A guest's own reply is no thread to resolve.
    const myReply = (await says(token, { name: 'Ana', body: 'Resposta', parentId: mine.id })).comments.at(-1)!;
    await expectRefusal(await guest('POST', token, `/comments/${myReply.id}/resolve`), 404, 'not_found');
  });

  it('a revoked or expired link can no longer edit, delete, resolve or reopen', async () => {
    const { o, p, link, token, otherToken, theirs } = await scene();
    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/guest-links/${link.id}/revoke`, o.cookie);
    const mine = ((await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[]).find((c) => c.body === 'Primeira ideia')!;
    await expectRefusal(await guest('PATCH', token, `/comments/${mine.id}`, { body: 'x' }), 404, 'not_found');
    await expectRefusal(await guest('DELETE', token, `/comments/${mine.id}`), 404, 'not_found');
    await expectRefusal(await guest('POST', token, `/comments/${mine.id}/resolve`), 404, 'not_found');

    const otherId = (await db().select().from(guestReviewLinks).where(eq(guestReviewLinks.projectId, p.id)).all()).find(
      (l) => l.id !== link.id,
    )!.id;
    await db()
      .update(guestReviewLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(guestReviewLinks.id, otherId));
    await expectRefusal(await guest('PATCH', otherToken, `/comments/${theirs.id}`, { body: 'x' }), 404, 'not_found');
    await expectRefusal(await guest('DELETE', otherToken, `/comments/${theirs.id}`), 404, 'not_found');
    await expectRefusal(await guest('POST', otherToken, `/comments/${theirs.id}/reopen`), 404, 'not_found');
    const still = (await (await api('GET', members(o, p.id), o.cookie)).json()) as CommentView[];
    expect(still.map((c) => c.body).sort()).toEqual(['Da Bia', 'Da equipe', 'Primeira ideia', 'Só da equipe'].sort());
  });

  it("the page's plain forms edit, resolve, reopen and delete, in both languages; refusals drawn at the comment", async () => {
    const { token, mine, theirs } = await scene();
    const form = (locale: string, which: string, fields: Record<string, string>) =>
      call(`/${locale}/review/${token}?form=${which}`, {
        method: 'POST',
        headers: { Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const html = await (await call(`/pt-BR/review/${token}`)).text();
    expect(html).toContain('Editar ou apagar');
    expect(html.match(/data-testid="review-own"/g)?.length).toBe(1);

    const empty = await form('en', 'edit', { commentId: mine.id, body: ' ' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('Write the comment.');
    const edited = await form('pt-BR', 'edit', { commentId: mine.id, body: 'Revisto pela página' });
    expect(edited.status).toBe(303);
    expect(edited.headers.get('Location')).toBe(`/pt-BR/review/${token}?done=edited`);
    expect(await (await call(`/pt-BR/review/${token}?done=edited`)).text()).toContain('Comentário atualizado.');
    expect((await form('en', 'resolve', { commentId: mine.id })).headers.get('Location')).toBe(`/en/review/${token}?done=resolved`);
    expect((await form('en', 'reopen', { commentId: mine.id })).headers.get('Location')).toBe(`/en/review/${token}?done=reopened`);

    const notYours = await form('pt-BR', 'edit', { commentId: theirs.id, body: 'x' });
    expect(notYours.status).toBe(403);
    expect(await notYours.text()).toContain('Só quem escreveu este comentário pode editá-lo ou apagá-lo.');
    const answered = await form('en', 'delete', { commentId: mine.id });
    expect(answered.status).toBe(409);
    expect(await answered.text()).toContain('Someone already answered this comment');
    const gone = await form('en', 'delete', { commentId: 'cmt_nope' });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('That comment is no longer here.');
    const view = (await (await guest('GET', token)).json()) as GuestReviewView;
    expect(view.comments.find((c) => c.id === mine.id)).toMatchObject({ body: 'Revisto pela página', resolved: false });
  });
});
