// Comments and activity of projects through the real Worker (decision 058):
// every member comments; only the author edits or deletes; any member resolves
// and reopens a thread; a pin must fit the project's kind; a mention must be a
// member; another organization's project is not found. The activity records
// who created, renamed, moved, sent for review, decided and commented.
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../client/slides/model/document';
import type { ActivityView, CommentView } from '../../src/common/contracts/comments';
import type { ProjectReviewsView } from '../../src/common/contracts/reviews';
import { newVideoDocument } from '../../src/common/contracts/video';
import { api, createProject, expectFieldError, expectRefusal, joined, orgOwner, signedIn, type OrgOwner } from './helpers';

type Caller = { org: { id: string }; cookie: string };
let n = 0;
const makeId = () => `el${++n}`;
const as = (o: OrgOwner, cookie: string): Caller => ({ org: o.org, cookie });
const base = (o: Caller, id: string) => `/orgs/${o.org.id}/projects/${id}`;
const comment = (o: Caller, id: string, body: unknown) => api('POST', `${base(o, id)}/comments`, o.cookie, body);
const list = async (o: Caller, id: string) => (await (await api('GET', `${base(o, id)}/comments`, o.cookie)).json()) as CommentView[];
const activity = async (o: Caller, id: string) => (await (await api('GET', `${base(o, id)}/activity`, o.cookie)).json()) as ActivityView[];

async function made(res: Response): Promise<CommentView> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CommentView;
}

describe('project comments', () => {
  it('any member comments and mentions members; only the author edits or deletes; any member resolves and reopens', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
    const first = await made(
      await comment(as(o, ana.cookie), p.id, { body: '  @Dono olhe o corte  ', mentions: [o.user.id], pin: { seconds: 12 } }),
    );
    expect(first).toMatchObject({
      body: '@Dono olhe o corte',
      mentions: [o.user.id],
      pin: { seconds: 12 },
      resolved: null,
      parentId: null,
    });
    expect(first.author?.id).toBe(ana.user.id);
    const reply = await made(await comment(o, p.id, { body: 'Feito', parentId: first.id }));
    expect(reply.parentId).toBe(first.id);
    expect((await list(o, p.id)).map((c) => c.id)).toEqual([first.id, reply.id]);

    // Only the author rewrites or deletes.
    const path = `${base(o, p.id)}/comments/${first.id}`;
    await expectRefusal(await api('PATCH', path, o.cookie, { body: 'meu agora' }), 403, 'comment_not_author');
    await expectRefusal(await api('DELETE', path, o.cookie), 403, 'comment_not_author');
    // A new comment is not edited; the same words again (only the mentions changed) are no edit either (decision 090).
    expect(first.editedAt).toBeNull();
    const sameWords = await api('PATCH', path, ana.cookie, { body: ' @Dono olhe o corte ', mentions: [] });
    expect(((await sameWords.json()) as CommentView).editedAt).toBeNull();
    const edited = await api('PATCH', path, ana.cookie, { body: 'Olhe o corte em 0:12', mentions: [] });
    expect(edited.status).toBe(200);
    const rewritten = (await edited.json()) as CommentView;
    expect(rewritten).toMatchObject({ body: 'Olhe o corte em 0:12', mentions: [], pin: { seconds: 12 } });
    expect(Date.parse(rewritten.editedAt!)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    expect((await list(o, p.id)).find((c) => c.id === first.id)?.editedAt).toBe(rewritten.editedAt);
    expect((await list(o, p.id)).find((c) => c.id === reply.id)?.editedAt).toBeNull();
    await expectFieldError(await api('PATCH', path, ana.cookie, { body: '   ' }), 'body', 'comment_body_required');

    // Any member resolves and reopens the thread; resolving twice keeps the first.
    const resolved = (await (await api('POST', `${path}/resolve`, o.cookie)).json()) as CommentView;
    expect(resolved.resolved?.by?.id).toBe(o.user.id);
    const again = (await (await api('POST', `${path}/resolve`, ana.cookie)).json()) as CommentView;
    expect(again.resolved).toEqual(resolved.resolved);
    const reopened = (await (await api('POST', `${path}/reopen`, ana.cookie)).json()) as CommentView;
    expect(reopened.resolved).toBeNull();
    // A reply is no thread of its own.
    await expectRefusal(await api('POST', `${base(o, p.id)}/comments/${reply.id}/resolve`, o.cookie), 404, 'not_found');

    // Deleting a thread's first comment takes its replies.
    const gone = await api('DELETE', path, ana.cookie);
    expect(gone.status).toBe(204);
    expect(await list(o, p.id)).toEqual([]);
  });

  it('pins fit the project: a time in a video, a slide it has and a point on it in a carousel', async () => {
    const o = await orgOwner();
    const video = await createProject(o, 'video', 'Vídeo', newVideoDocument('9:16', 30));
    const carousel = await createProject(o, 'carousel', 'Carrossel', blankDocument('square', makeId, 'Oi'));
    await expectFieldError(await comment(o, video.id, { body: 'x', pin: { slide: 0, x: 0.5, y: 0.5 } }), 'pin', 'comment_pin_invalid');
    await expectFieldError(await comment(o, carousel.id, { body: 'x', pin: { seconds: 3 } }), 'pin', 'comment_pin_invalid');
    // The blank carousel has one slide: the second is not there.
    await expectFieldError(await comment(o, carousel.id, { body: 'x', pin: { slide: 1, x: 0.5, y: 0.5 } }), 'pin', 'comment_pin_invalid');
    await expectFieldError(await comment(o, carousel.id, { body: 'x', pin: { slide: 0, x: 1.5, y: 0.5 } }), 'pin.x', 'comment_pin_invalid');
    await expectFieldError(await comment(o, video.id, { body: 'x', pin: { seconds: -1 } }), 'pin.seconds', 'comment_pin_invalid');
    await expectFieldError(await comment(o, video.id, { body: '' }), 'body', 'comment_body_required');
    await expectFieldError(await comment(o, video.id, { body: 'x'.repeat(2001) }), 'body', 'comment_too_long');
    const pinned = await made(await comment(o, carousel.id, { body: 'Logo maior', pin: { slide: 0, x: 0.25, y: 0.75 } }));
    expect(pinned.pin).toEqual({ slide: 0, x: 0.25, y: 0.75 });
    // A reply sits in its thread, with no pin of its own.
    await expectFieldError(
      await comment(o, carousel.id, { body: 'x', parentId: pinned.id, pin: { slide: 0, x: 0, y: 0 } }),
      'pin',
      'comment_pin_invalid',
    );
  });

  it('a mention of someone outside the organization is a field error at its place; another organization sees nothing', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const stranger = await signedIn();
    const p = await createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
    await expectFieldError(
      await comment(o, p.id, { body: 'oi', mentions: [ana.user.id, stranger.user.id] }),
      'mentions.1',
      'mention_not_member',
    );
    expect(await list(o, p.id)).toEqual([]);
    const mine = await made(await comment(o, p.id, { body: 'oi' }));

    const other = await orgOwner('Outra');
    await expectRefusal(await api('GET', `${base(other, p.id)}/comments`, other.cookie), 404, 'not_found');
    await expectRefusal(await comment(other, p.id, { body: 'oi' }), 404, 'not_found');
    await expectRefusal(await api('POST', `${base(other, p.id)}/comments/${mine.id}/resolve`, other.cookie), 404, 'not_found');
    await expectRefusal(await api('GET', `${base(other, p.id)}/activity`, other.cookie), 404, 'not_found');
    // An outsider does not reach the organization at all.
    await expectRefusal(await api('GET', `${base(o, p.id)}/comments`, stranger.cookie), 404, 'organization_not_found');
  });
});

describe('project activity', () => {
  it('records who created, renamed, moved, sent for review, decided and commented, newest first', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
    const renamed = await api('PATCH', base(o, p.id), o.cookie, { kind: 'video', name: 'Teaser final', baseVersion: 1 });
    expect(renamed.status).toBe(200);
    const moved = await api('PATCH', `${base(o, p.id)}/workflow`, ana.cookie, { workflowVersion: 1, status: 'in_production' });
    expect(moved.status).toBe(200);
    // A change that leaves the status as it was records no move.
    await api('PATCH', `${base(o, p.id)}/workflow`, ana.cookie, { workflowVersion: 2, status: 'in_production', priority: 'high' });
    await api('POST', `${base(o, p.id)}/reviews`, o.cookie, { workflowVersion: 3, reviewers: [ana.user.id] });
    const decided = (await (
      await api('POST', `${base(o, p.id)}/reviews/decision`, ana.cookie, { decision: 'approved' })
    ).json()) as ProjectReviewsView;
    expect(decided.approved).toBe(true);
    const c = await made(await comment(as(o, ana.cookie), p.id, { body: 'Pronto' }));

    const entries = await activity(o, p.id);
    expect(entries.map((e) => [e.kind, e.actor?.id, e.detail])).toEqual([
      ['commented', ana.user.id, { commentId: c.id }],
      ['status_changed', ana.user.id, { from: 'in_review', to: 'approved' }],
      ['review_decided', ana.user.id, { decision: 'approved' }],
      ['status_changed', o.user.id, { from: 'in_production', to: 'in_review' }],
      ['review_requested', o.user.id, { reviewers: [ana.user.id] }],
      ['status_changed', ana.user.id, { from: 'idea', to: 'in_production' }],
      ['renamed', o.user.id, { from: 'Teaser', to: 'Teaser final' }],
      ['created', o.user.id, { name: 'Teaser' }],
    ]);
  });

  it('a bulk move records one entry per project moved, none for the refused', async () => {
    const o = await orgOwner();
    const a = await createProject(o, 'video', 'A', newVideoDocument('9:16', 30));
    const b = await createProject(o, 'video', 'B', newVideoDocument('9:16', 30));
    const res = await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
      items: [
        { id: a.id, workflowVersion: 1 },
        { id: b.id, workflowVersion: 7 },
      ],
      status: 'scheduled',
    });
    expect(res.status).toBe(200);
    expect((await activity(o, a.id)).map((e) => e.kind)).toEqual(['status_changed', 'created']);
    expect((await activity(o, b.id)).map((e) => e.kind)).toEqual(['created']);
  });
});
