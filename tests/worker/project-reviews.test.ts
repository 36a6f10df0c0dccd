// Reviews and approvals through the real Worker (decision 055): a member sends a
// project for review to named members and it moves to in_review; only those
// reviewers decide; one request for changes sends it back to in_production, and
// approval by every reviewer makes it approved; the organization's rule is an
// admin's, and requiresApproval / isApproved answer what was recorded.
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import type { ProjectReviewsView, ReviewSettings } from '../../src/common/contracts/reviews';
import { isApproved, requiresApproval } from '../../src/features/projects/reviews';
import { api, createProject, db, expectFieldError, expectRefusal, joined, orgOwner, signedIn, type OrgOwner } from './helpers';

type Caller = { org: { id: string }; cookie: string };
const video = (o: OrgOwner) => createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
const as = (o: OrgOwner, cookie: string): Caller => ({ org: o.org, cookie });
const request = (o: Caller, id: string, body: unknown) => api('POST', `/orgs/${o.org.id}/projects/${id}/reviews`, o.cookie, body);
const decide = (o: Caller, id: string, body: unknown) => api('POST', `/orgs/${o.org.id}/projects/${id}/reviews/decision`, o.cookie, body);
const read = async (o: Caller, id: string) =>
  (await (await api('GET', `/orgs/${o.org.id}/projects/${id}/reviews`, o.cookie)).json()) as ProjectReviewsView;

async function team() {
  const o = await orgOwner();
  const ana = await joined(o.org.id, 'member');
  const bia = await joined(o.org.id, 'member');
  return { o, ana, bia, p: await video(o) };
}

describe('project reviews', () => {
  it('sends for review (in_review), and approval by every reviewer makes the project approved', async () => {
    const { o, ana, bia, p } = await team();
    expect(await read(o, p.id)).toMatchObject({ round: 0, reviews: [], approved: false });
    const sent = await request(o, p.id, { workflowVersion: 1, reviewers: [ana.user.id, bia.user.id] });
    expect(sent.status).toBe(201);
    const opened = (await sent.json()) as ProjectReviewsView;
    expect(opened.workflow).toMatchObject({ status: 'in_review', workflowVersion: 2 });
    expect(opened.reviews.map((r) => [r.reviewerId, r.decision, r.requestedBy])).toEqual(
      expect.arrayContaining([
        [ana.user.id, 'pending', o.user.id],
        [bia.user.id, 'pending', o.user.id],
      ]),
    );

    const first = (await (await decide(as(o, ana.cookie), p.id, { decision: 'approved' })).json()) as ProjectReviewsView;
    expect(first).toMatchObject({ approved: false, workflow: { status: 'in_review' } });
    expect(await isApproved(db(), o.org.id, p.id)).toBe(false);

    const res = await decide(as(o, bia.cookie), p.id, { decision: 'approved', comment: 'Perfeito' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as ProjectReviewsView;
    expect(done).toMatchObject({ approved: true, workflow: { status: 'approved', workflowVersion: 3 } });
    const mine = done.reviews.find((r) => r.reviewerId === bia.user.id)!;
    expect(mine).toMatchObject({ decision: 'approved', comment: 'Perfeito' });
    expect(mine.decidedAt).toEqual(expect.any(Number));
    expect(await isApproved(db(), o.org.id, p.id)).toBe(true);

    // A decided reviewer cannot decide again.
    await expectRefusal(
      await decide(as(o, bia.cookie), p.id, { decision: 'changes_requested', comment: 'Não' }),
      409,
      'review_not_pending',
    );
  });

  it('a request for changes needs a comment, sends the project back to in_production and closes the round', async () => {
    const { o, ana, bia, p } = await team();
    await request(o, p.id, { workflowVersion: 1, reviewers: [ana.user.id, bia.user.id] });
    await expectFieldError(await decide(as(o, ana.cookie), p.id, { decision: 'changes_requested' }), 'comment', 'review_comment_required');
    await expectFieldError(await decide(as(o, ana.cookie), p.id, { decision: 'maybe' }), 'decision', 'workflow_value_invalid');
    const res = await decide(as(o, ana.cookie), p.id, { decision: 'changes_requested', comment: 'Troque a música' });
    const view = (await res.json()) as ProjectReviewsView;
    expect(view).toMatchObject({ approved: false, workflow: { status: 'in_production' } });
    expect(view.reviews.find((r) => r.reviewerId === ana.user.id)).toMatchObject({
      decision: 'changes_requested',
      comment: 'Troque a música',
    });
    expect(view.reviews.find((r) => r.reviewerId === bia.user.id)?.decision).toBe('cancelled');
    await expectRefusal(await decide(as(o, bia.cookie), p.id, { decision: 'approved' }), 409, 'review_not_pending');

    // A new round replaces it.
    const again = (await (
      await request(o, p.id, { workflowVersion: view.workflow.workflowVersion, reviewers: [bia.user.id] })
    ).json()) as ProjectReviewsView;
    expect(again).toMatchObject({ round: 2, workflow: { status: 'in_review' } });
    expect(again.reviews.map((r) => r.reviewerId)).toEqual([bia.user.id]);
  });

  it('only the named reviewers decide; reviewers must be members; a stale version opens no round', async () => {
    const { o, ana, bia, p } = await team();
    const stranger = await signedIn();
    await expectFieldError(
      await request(o, p.id, { workflowVersion: 1, reviewers: [ana.user.id, stranger.user.id] }),
      'reviewers.1',
      'reviewer_not_member',
    );
    await expectFieldError(await request(o, p.id, { workflowVersion: 1, reviewers: [] }), 'reviewers', 'reviewers_required');
    await request(o, p.id, { workflowVersion: 1, reviewers: [ana.user.id] });
    await expectRefusal(await decide(as(o, bia.cookie), p.id, { decision: 'approved' }), 403, 'not_a_reviewer');
    await expectRefusal(await decide(o, p.id, { decision: 'approved' }), 403, 'not_a_reviewer');
    await expectRefusal(await request(o, p.id, { workflowVersion: 1, reviewers: [bia.user.id] }), 409, 'workflow_conflict');
    expect((await read(o, p.id)).reviews.map((r) => r.reviewerId)).toEqual([ana.user.id]);
    // Another organization's project is not found; an outsider does not reach the organization.
    const other = await orgOwner('Outra');
    await expectRefusal(await request(other, p.id, { workflowVersion: 2, reviewers: [other.user.id] }), 404, 'not_found');
    await expectRefusal(
      await request(as(o, stranger.cookie), p.id, { workflowVersion: 2, reviewers: [ana.user.id] }),
      404,
      'organization_not_found',
    );
  });

  it('a project approved and then moved back is no longer approved', async () => {
    const { o, ana, p } = await team();
    await request(o, p.id, { workflowVersion: 1, reviewers: [ana.user.id] });
    const done = (await (await decide(as(o, ana.cookie), p.id, { decision: 'approved' })).json()) as ProjectReviewsView;
    expect(await isApproved(db(), o.org.id, p.id)).toBe(true);
    const back = await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, {
      workflowVersion: done.workflow.workflowVersion,
      status: 'in_production',
    });
    expect(back.status).toBe(200);
    expect(await isApproved(db(), o.org.id, p.id)).toBe(false);
  });

  it('the approval rule is read by members and set by admins only', async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const admin = await joined(o.org.id, 'admin');
    const path = `/orgs/${o.org.id}/projects/review-settings`;
    expect(await (await api('GET', path, member.cookie)).json()).toEqual({ requireApproval: false });
    expect(await requiresApproval(db(), o.org.id)).toBe(false);
    await expectRefusal(await api('PUT', path, member.cookie, { requireApproval: true }), 403, 'access_denied');
    await expectFieldError(await api('PUT', path, admin.cookie, { requireApproval: 'yes' }), 'requireApproval', 'validation_error');
    const res = await api('PUT', path, admin.cookie, { requireApproval: true });
    expect(res.status).toBe(200);
    expect((await res.json()) as ReviewSettings).toEqual({ requireApproval: true });
    expect(await (await api('GET', path, member.cookie)).json()).toEqual({ requireApproval: true });
    expect(await requiresApproval(db(), o.org.id)).toBe(true);
    await api('PUT', path, o.cookie, { requireApproval: false });
    expect(await requiresApproval(db(), o.org.id)).toBe(false);
  });
});
