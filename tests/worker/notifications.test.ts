// Notifications through the real Worker (decision 067): a mention, a review
// request and a review decision each notify their recipients and never the
// actor; the bell's unread count and marking read; nobody reads or marks
// another's; the email switches decide what reaches the outbox; the
// due-tomorrow pass writes one notification per project, due date and assignee.
import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { EmailPreferences, NotificationPage } from '../../src/common/contracts/notifications';
import { newVideoDocument } from '../../src/common/contracts/video';
import { emailOutbox, notifications, users } from '../../src/db/schema';
import { notifyDueTomorrow, tomorrowIn } from '../../src/features/notifications/due-tomorrow';
import { runScheduledJobs } from '../../src/jobs';
import { outboxMailer } from '../../src/platform/mailer';
import { api, createProject, db, expectFieldError, expectRefusal, joined, orgOwner, rowCount, type OrgOwner } from './helpers';

type Caller = { org: { id: string }; cookie: string };
const as = (o: OrgOwner, cookie: string): Caller => ({ org: o.org, cookie });
const video = (o: Caller, name = 'Teaser') => createProject(o, 'video', name, newVideoDocument('9:16', 30));
const bell = async (c: Caller, page = 0) => {
  const res = await api('GET', `/orgs/${c.org.id}/notifications?page=${page}`, c.cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
};
const unread = async (c: Caller) =>
  ((await (await api('GET', `/orgs/${c.org.id}/notifications/unread`, c.cookie)).json()) as { unread: number }).unread;
const comment = (c: Caller, projectId: string, body: unknown) =>
  api('POST', `/orgs/${c.org.id}/projects/${projectId}/comments`, c.cookie, body);
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
const setEmails = (cookie: string, prefs: EmailPreferences) => api('PUT', '/account/notification-emails', cookie, prefs);

async function team() {
  const o = await orgOwner();
  const ana = await joined(o.org.id, 'member');
  const bia = await joined(o.org.id, 'member');
  return { o, ana: { ...ana, c: as(o, ana.cookie) }, bia: { ...bia, c: as(o, bia.cookie) } };
}

describe('notifications', () => {
  it('a mention notifies the mentioned member, never the author; the bell counts it and marks it read', async () => {
    const { o, ana, bia } = await team();
    const p = await video(o, 'Lançamento');
    // The author mentions themself as well: they get nothing.
    const res = await comment(ana.c, p.id, { body: '@Bia olhe o corte', mentions: [bia.user.id, ana.user.id] });
    expect(res.status).toBe(201);

    const page = await bell(bia.c);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'mention',
      project: { id: p.id, kind: 'video' },
      actor: { id: ana.user.id },
      payload: { projectName: 'Lançamento', excerpt: '@Bia olhe o corte' },
      readAt: null,
    });
    expect(await unread(bia.c)).toBe(1);
    expect((await bell(ana.c)).items).toEqual([]);
    expect((await bell(o)).items).toEqual([]);
    // The email went to the mentioned member (switches on by default), in their language.
    const mails = await mailsTo(bia.user.email);
    expect(mails.map((m) => [m.kind, m.locale])).toEqual([['notification_mention', 'pt-BR']]);
    expect(mails[0]!.textBody).toContain('Lançamento');
    expect(await mailsTo(ana.user.email)).toEqual([]);

    const id = page.items[0]!.id;
    const marked = await api('POST', `/orgs/${o.org.id}/notifications/${id}/read`, bia.cookie);
    expect(marked.status).toBe(204);
    expect(await unread(bia.c)).toBe(0);
    expect((await bell(bia.c)).items[0]!.readAt).not.toBeNull();
  });

  it('editing a comment notifies only the members it newly mentions', async () => {
    const { o, ana, bia } = await team();
    const p = await video(o);
    const made = (await (await comment(o, p.id, { body: 'oi @Ana', mentions: [ana.user.id] })).json()) as { id: string };
    const edited = await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/comments/${made.id}`, o.cookie, {
      body: 'oi @Ana e @Bia',
      mentions: [ana.user.id, bia.user.id],
    });
    expect(edited.status).toBe(200);
    expect(await unread(ana.c)).toBe(1);
    expect(await unread(bia.c)).toBe(1);
  });

  it('a review request notifies each reviewer, and a decision notifies the member who asked', async () => {
    const { o, ana, bia } = await team();
    const p = await video(o, 'Campanha');
    const sent = await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews`, ana.cookie, {
      workflowVersion: 1,
      reviewers: [o.user.id, bia.user.id],
    });
    expect(sent.status).toBe(201);
    for (const reviewer of [o, bia.c]) {
      const [n] = (await bell(reviewer)).items;
      expect(n).toMatchObject({ kind: 'review_request', actor: { id: ana.user.id }, project: { id: p.id } });
    }
    expect(await unread(ana.c)).toBe(0);

    const decided = await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews/decision`, bia.cookie, {
      decision: 'changes_requested',
      comment: 'Troque a trilha',
    });
    expect(decided.status).toBe(200);
    const [n] = (await bell(ana.c)).items;
    expect(n).toMatchObject({ kind: 'review_decision', actor: { id: bia.user.id }, payload: { decision: 'changes_requested' } });
    // The reviewer who decided hears nothing of their own decision.
    expect((await bell(bia.c)).items.map((i) => i.kind)).toEqual(['review_request']);
    expect((await mailsTo(ana.user.email)).map((m) => m.kind)).toEqual(['notification_review_decision']);
  });

  it('nobody reads or marks another member’s notification; another organization’s bell is not found', async () => {
    const { o, ana, bia } = await team();
    const p = await video(o);
    await comment(o, p.id, { body: 'oi', mentions: [ana.user.id] });
    const [n] = (await bell(ana.c)).items;
    await expectRefusal(await api('POST', `/orgs/${o.org.id}/notifications/${n!.id}/read`, bia.cookie), 404, 'not_found');
    await expectRefusal(await api('POST', `/orgs/${o.org.id}/notifications/${n!.id}/read`, o.cookie), 404, 'not_found');
    // Mark all marks only the caller's own.
    const all = await api('POST', `/orgs/${o.org.id}/notifications/read-all`, bia.cookie);
    expect(await all.json()).toEqual({ marked: 0 });
    expect(await unread(ana.c)).toBe(1);
    // A stranger to the organization gets 404 on its bell.
    const stranger = await orgOwner('Outra');
    await expectRefusal(await api('GET', `/orgs/${o.org.id}/notifications`, stranger.cookie), 404, 'organization_not_found');
    await expectRefusal(await api('POST', `/orgs/${o.org.id}/notifications/${n!.id}/read`, stranger.cookie), 404, 'organization_not_found');
    // Signed out: 401.
    expect((await api('GET', `/orgs/${o.org.id}/notifications/unread`, null)).status).toBe(401);
    // Mark all read by its owner.
    expect(await (await api('POST', `/orgs/${o.org.id}/notifications/read-all`, ana.cookie)).json()).toEqual({ marked: 1 });
    expect(await unread(ana.c)).toBe(0);
  });

  it('the bell pages newest first', async () => {
    const { o, ana } = await team();
    const p = await video(o);
    for (let i = 0; i < 21; i++) await comment(o, p.id, { body: `c${i}`, mentions: [ana.user.id] });
    const first = await bell(ana.c);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.payload.excerpt).toBe('c20');
    expect(first.nextPage).toBe(1);
    const second = await bell(ana.c, 1);
    expect(second.items.map((i) => i.payload.excerpt)).toEqual(['c0']);
    expect(second.nextPage).toBeNull();
    await expectFieldError(await api('GET', `/orgs/${o.org.id}/notifications?page=-1`, ana.cookie), 'page', 'validation_error');
  }, 120_000);

  it('email switches: off sends no email for that kind (the bell still shows it), on sends it; bad input is a field error', async () => {
    const { o, ana } = await team();
    const p = await video(o);
    const got = await api('GET', '/account/notification-emails', ana.cookie);
    expect(await got.json()).toEqual({
      mention: true,
      review_request: true,
      review_decision: true,
      due_tomorrow: true,
      publish_failed: true,
      guest_comment: true,
    });
    const off = {
      mention: false,
      review_request: true,
      review_decision: true,
      due_tomorrow: true,
      publish_failed: true,
      guest_comment: true,
    };
    const saved = await setEmails(ana.cookie, off);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(off);

    await comment(o, p.id, { body: 'sem e-mail', mentions: [ana.user.id] });
    expect(await unread(ana.c)).toBe(1);
    expect(await mailsTo(ana.user.email)).toEqual([]);

    await setEmails(ana.cookie, { ...off, mention: true });
    await comment(o, p.id, { body: 'com e-mail', mentions: [ana.user.id] });
    expect((await mailsTo(ana.user.email)).map((m) => m.kind)).toEqual(['notification_mention']);

    await expectFieldError(await setEmails(ana.cookie, { ...off, mention: 'sim' } as never), 'mention', 'validation_error');
    expect((await api('GET', '/account/notification-emails', null)).status).toBe(401);
  });

  it('an English-speaking recipient gets the email in English', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, ana.user.id));
    const p = await video(o, 'Launch');
    await comment(o, p.id, { body: 'hi', mentions: [ana.user.id] });
    const [mail] = await mailsTo(ana.user.email);
    expect(mail).toMatchObject({ locale: 'en', subject: 'You were mentioned in a comment on Palco' });
  });

  it('the due-tomorrow pass notifies each assignee once per due date, and again for a new date', async () => {
    const { o, ana, bia } = await team();
    const now = Date.now();
    const tomorrow = tomorrowIn(now);
    const p = await video(o, 'Entrega');
    const later = await video(o, 'Depois');
    const set = (id: string, body: object) =>
      api('PATCH', `/orgs/${o.org.id}/projects/${id}/workflow`, o.cookie, { workflowVersion: 1, ...body });
    expect((await set(p.id, { assignees: [ana.user.id, bia.user.id], dueDate: tomorrow })).status).toBe(200);
    expect((await set(later.id, { assignees: [ana.user.id], dueDate: tomorrowIn(now + 3 * 86_400_000) })).status).toBe(200);

    const deps = { db: db(), mailer: outboxMailer(db()), origin: 'http://palco.test' };
    // The hourly cron runs it again the same day (and a retried cron once more): nothing new.
    expect(await notifyDueTomorrow(deps, now)).toBe(2);
    expect(await notifyDueTomorrow(deps, now)).toBe(0);
    for (const who of [ana, bia]) {
      const items = (await bell(who.c)).items;
      expect(items.map((i) => [i.kind, i.project?.id, i.payload.dueDate])).toEqual([['due_tomorrow', p.id, tomorrow]]);
      expect((await mailsTo(who.user.email)).map((m) => m.kind)).toEqual(['notification_due_tomorrow']);
    }
    expect(await rowCount(notifications, eq(notifications.projectId, later.id))).toBe(0);
    // Moved to another day, it is due tomorrow again when that day comes.
    await notifyDueTomorrow(deps, now + 3 * 86_400_000);
    expect(await rowCount(notifications, eq(notifications.projectId, later.id))).toBe(1);
  });

  it('the hourly housekeeping cron runs the due-tomorrow pass', async () => {
    const { o, ana } = await team();
    const now = Date.now();
    const p = await video(o, 'Cron');
    await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, {
      workflowVersion: 1,
      assignees: [ana.user.id],
      dueDate: tomorrowIn(now),
    });
    await runScheduledJobs(env, now);
    expect((await bell(ana.c)).items.map((i) => i.kind)).toEqual(['due_tomorrow']);
  });

  it('"tomorrow" is São Paulo’s: 23:30 there is still the day before', () => {
    expect(tomorrowIn(Date.parse('2026-11-28T02:30:00Z'))).toBe('2026-11-28');
    expect(tomorrowIn(Date.parse('2026-11-28T03:30:00Z'))).toBe('2026-11-29');
    expect(tomorrowIn(Date.parse('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});
