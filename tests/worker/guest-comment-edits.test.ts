// A guest's rewrite of their comment, through the real Worker (decision 090):
// new words mark it edited (for members and on the guest page) and tell the
// same people a new guest comment would, in the bell and by email (each one's
// switch); whoever heard of that comment in the last ten minutes is not told
// again, their notification takes the new words instead. The same words again
// are no edit at all.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../src/common/contracts/comments';
import type { CreatedGuestLink, GuestReviewView } from '../../src/common/contracts/guest-reviews';
import type { NotificationPage } from '../../src/common/contracts/notifications';
import { newVideoDocument } from '../../src/common/contracts/video';
import { emailOutbox, notifications, users } from '../../src/db/schema';
import { GUEST_EDIT_QUIET_MS } from '../../src/features/guest-reviews/tell-team';
import { api, createProject, db, joined, orgOwner } from './helpers';

const tokenOf = (url: string) => url.split('/review/')[1]!;
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
const told = (projectId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.projectId, projectId), eq(notifications.kind, 'guest_comment')))
    .all();
/** Every notification of the project so far as if written longer ago than the quiet time. */
const ageAll = (projectId: string) =>
  db()
    .update(notifications)
    .set({ createdAt: Date.now() - GUEST_EDIT_QUIET_MS - 1000 })
    .where(eq(notifications.projectId, projectId));

async function rewrite(token: string, id: string, body: string): Promise<GuestReviewView> {
  const res = await api('PATCH', `/review/${token}/comments/${id}`, null, { body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as GuestReviewView;
}

describe("a guest's rewrite", () => {
  it('tells the team like a new comment, never twice to the same person within the quiet time, and respects the email switch', async () => {
    const o = await orgOwner();
    const admin = await joined(o.org.id, 'admin');
    const ana = await joined(o.org.id, 'member');
    const bia = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Teaser do cliente', newVideoDocument('9:16', 30));
    const orgPath = `/orgs/${o.org.id}/projects/${p.id}`;
    expect(
      (await api('PATCH', `${orgPath}/workflow`, o.cookie, { workflowVersion: 1, assignees: [ana.user.id, bia.user.id] })).status,
    ).toBe(200);
    // Bia hears of guests' comments in the bell only.
    const prefs = { mention: true, review_request: true, review_decision: true, due_tomorrow: true, publish_failed: true };
    expect((await api('PUT', '/account/notification-emails', bia.cookie, { ...prefs, guest_comment: false })).status).toBe(200);
    const link = (await (await api('POST', `${orgPath}/guest-links`, admin.cookie, {})).json()) as CreatedGuestLink;
    const token = tokenOf(link.url);
    const made = await api('POST', `/review/${token}/comments`, null, { name: 'Cliente Ana', body: 'Troquem a trilha' });
    const thread = ((await made.json()) as GuestReviewView).comments[0]!;
    expect(thread.editedAt).toBeNull();
    const heard = [admin.user.id, ana.user.id, bia.user.id].sort();
    expect((await told(p.id)).map((n) => n.userId).sort()).toEqual(heard);

    // The same words again: no edit, no news.
    const same = await rewrite(token, thread.id, '  Troquem a trilha ');
    expect(same.comments[0]!.editedAt).toBeNull();
    expect((await told(p.id)).length).toBe(3);

    // The owner answers in the thread: from now on they hear of it too.
    expect((await api('POST', `${orgPath}/comments`, o.cookie, { body: 'Qual?', parentId: thread.id })).status).toBe(201);

    // A rewrite at once: those who just heard of the comment get no second row nor email, their row
    // shows the new words; the owner, who never heard of it, is told now.
    const fixed = await rewrite(token, thread.id, 'Troquem a trilha sonora');
    expect(fixed.comments[0]).toMatchObject({ body: 'Troquem a trilha sonora', editedAt: expect.any(String) });
    const afterFix = await told(p.id);
    expect(afterFix.map((n) => n.userId).sort()).toEqual([...heard, o.user.id].sort());
    expect(afterFix.filter((n) => n.userId !== o.user.id).map((n) => JSON.parse(n.payload).excerpt)).toEqual(
      Array(3).fill('Troquem a trilha sonora'),
    );
    const ownerRow = afterFix.find((n) => n.userId === o.user.id)!;
    expect(JSON.parse(ownerRow.payload)).toEqual({
      projectName: 'Teaser do cliente',
      guestName: 'Cliente Ana',
      excerpt: 'Troquem a trilha sonora',
      edited: true,
    });
    expect(ownerRow.dedupeKey).toMatch(new RegExp(`^guest_comment:${thread.id}:edit:\\d+$`));
    expect((await mailsTo(admin.user.email)).length).toBe(1);
    expect((await mailsTo(ana.user.email)).length).toBe(1);
    expect(await mailsTo(bia.user.email)).toEqual([]);
    const [ownerMail] = await mailsTo(o.user.email);
    expect(ownerMail!.textBody).toContain(
      '“Cliente Ana” (convidado) editou um comentário no projeto “Teaser do cliente”: “Troquem a trilha sonora”',
    );

    // Members see the mark, with its time.
    const forMembers = (await (await api('GET', `${orgPath}/comments`, o.cookie)).json()) as CommentView[];
    expect(forMembers.find((c) => c.id === thread.id)!.editedAt).toBe(fixed.comments[0]!.editedAt);
    expect(forMembers.find((c) => c.body === 'Qual?')!.editedAt).toBeNull();

    // Past the quiet time, a rewrite tells everyone once more (Bia in the bell only); a rewrite right after, nobody.
    await ageAll(p.id);
    await rewrite(token, thread.id, 'Troquem a trilha, por favor');
    const edits = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id), like(notifications.dedupeKey, `guest_comment:${thread.id}:edit:%`)))
      .all();
    expect(edits.map((n) => n.userId).sort()).toEqual([...heard, o.user.id, o.user.id].sort());
    expect((await mailsTo(admin.user.email)).length).toBe(2);
    expect((await mailsTo(ana.user.email)).length).toBe(2);
    expect((await mailsTo(o.user.email)).length).toBe(2);
    expect(await mailsTo(bia.user.email)).toEqual([]);
    const biaBell = (await (await api('GET', `/orgs/${o.org.id}/notifications`, bia.cookie)).json()) as NotificationPage;
    expect(biaBell.items[0]).toMatchObject({
      kind: 'guest_comment',
      actor: null,
      payload: { edited: true, excerpt: 'Troquem a trilha, por favor' },
    });

    await rewrite(token, thread.id, 'Troquem a trilha, por favor!');
    expect((await told(p.id)).length).toBe(afterFix.length + 4);
    expect((await mailsTo(ana.user.email)).length).toBe(2);
    const latest = (await (await api('GET', `/orgs/${o.org.id}/notifications`, ana.cookie)).json()) as NotificationPage;
    expect(latest.items[0]!.payload).toMatchObject({ edited: true, excerpt: 'Troquem a trilha, por favor!' });
  });

  it("a rewritten reply reads as an edit to the thread's members, in their language", async () => {
    const o = await orgOwner();
    const p = await createProject(o, 'video', 'Reels', newVideoDocument('9:16', 30));
    const orgPath = `/orgs/${o.org.id}/projects/${p.id}`;
    const link = (await (await api('POST', `${orgPath}/guest-links`, o.cookie, {})).json()) as CreatedGuestLink;
    const token = tokenOf(link.url);
    const thread = ((await (await api('POST', `/review/${token}/comments`, null, { name: 'Bia', body: 'Oi' })).json()) as GuestReviewView)
      .comments[0]!;
    const reply = (
      (await (
        await api('POST', `/review/${token}/comments`, null, { name: 'Bia', body: 'Mais', parentId: thread.id })
      ).json()) as GuestReviewView
    ).comments.at(-1)!;
    await ageAll(p.id);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, o.user.id));
    await rewrite(token, reply.id, 'Mais uma coisa');
    const rows = (await told(p.id)).filter((n) => n.dedupeKey?.startsWith(`guest_comment:${reply.id}:edit:`));
    expect(rows.map((n) => JSON.parse(n.payload))).toEqual([
      { projectName: 'Reels', guestName: 'Bia', excerpt: 'Mais uma coisa', reply: true, edited: true },
    ]);
    const mails = await mailsTo(o.user.email);
    expect(mails.at(-1)!.textBody).toContain('“Bia” (guest) edited a comment on the project “Reels”: “Mais uma coisa”');
  });
});
