// The approval rule at the share link (decision 058): when an admin requires
// approval, a file the clipper rendered from a project is shared only once that
// project stands approved; here the render known through clip_renders only (as
// before migration 0025). Uploads from the computer know no project and are
// shared as before. Other editors' exports: export-provenance.test.ts.
import { describe, expect, it } from 'vitest';
import type { ProjectReviewsView } from '../../src/common/contracts/reviews';
import { newVideoDocument } from '../../src/common/contracts/video';
import { clipRenders } from '../../src/db/schema';
import { api, createProject, db, expectRefusal, joined, orgOwner, seedAsset, type OrgOwner } from './helpers';

/** A file in the library that a clip render of the project produced, as the clipper's "done" leaves it. */
async function renderedFrom(o: OrgOwner, projectId: string): Promise<string> {
  const assetId = await seedAsset(o.org.id, o.user.id, { name: 'corte.mp4' });
  const now = Date.now();
  await db()
    .insert(clipRenders)
    .values({
      organizationId: o.org.id,
      projectId,
      clipId: `c_${assetId}`,
      status: 'done',
      attempt: 1,
      assetId,
      createdAt: now,
      updatedAt: now,
    });
  return assetId;
}

const share = (org: string, cookie: string, assetIds: string[]) => api('POST', `/orgs/${org}/shares`, cookie, { assetIds });

describe('share links and the approval rule', () => {
  it('refuses a render of a project not approved while the rule is on, and lets it out once approved', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Corte', newVideoDocument('9:16', 30));
    const rendered = await renderedFrom(o, p.id);
    const upload = await seedAsset(o.org.id, o.user.id, { name: 'upload.mp4' });

    // Rule off: shared as before.
    expect((await share(o.org.id, ana.cookie, [rendered])).status).toBe(201);

    await api('PUT', `/orgs/${o.org.id}/projects/review-settings`, o.cookie, { requireApproval: true });
    await expectRefusal(await share(o.org.id, ana.cookie, [rendered]), 409, 'share_project_not_approved');
    await expectRefusal(await share(o.org.id, ana.cookie, [upload, rendered]), 409, 'share_project_not_approved');
    // A file that knows no project is not held back (decision 058 says so).
    expect((await share(o.org.id, ana.cookie, [upload])).status).toBe(201);

    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews`, o.cookie, { workflowVersion: 1, reviewers: [ana.user.id] });
    // In review is not approved yet.
    await expectRefusal(await share(o.org.id, ana.cookie, [rendered]), 409, 'share_project_not_approved');
    const decided = (await (
      await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews/decision`, ana.cookie, { decision: 'approved' })
    ).json()) as ProjectReviewsView;
    expect(decided.approved).toBe(true);
    expect((await share(o.org.id, ana.cookie, [rendered, upload])).status).toBe(201);

    // Moved back to production, it is held again.
    await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, {
      workflowVersion: decided.workflow.workflowVersion,
      status: 'in_production',
    });
    await expectRefusal(await share(o.org.id, o.cookie, [rendered]), 409, 'share_project_not_approved');
  });
});

describe('the approval rule on the board', () => {
  it('moves a project to scheduled or published only once approved, one by one and in bulk, when an admin requires it', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
    const other = await createProject(o, 'video', 'Bastidores', newVideoDocument('9:16', 30));
    const move = (id: string, workflowVersion: number, status: string) =>
      api('PATCH', `/orgs/${o.org.id}/projects/${id}/workflow`, o.cookie, { workflowVersion, status });

    // Without the rule, anything moves anywhere (as before).
    expect((await move(other.id, 1, 'scheduled')).status).toBe(200);

    await api('PUT', `/orgs/${o.org.id}/projects/review-settings`, o.cookie, { requireApproval: true });
    await expectRefusal(await move(p.id, 1, 'scheduled'), 409, 'workflow_not_approved');
    await expectRefusal(await move(p.id, 1, 'published'), 409, 'workflow_not_approved');
    // Other moves are free.
    expect((await move(p.id, 1, 'in_production')).status).toBe(200);
    const bulk = (await (
      await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
        items: [{ id: p.id, workflowVersion: 2 }],
        status: 'scheduled',
      })
    ).json()) as { results: Array<{ ok: boolean; code?: string }> };
    expect(bulk.results).toEqual([{ id: p.id, ok: false, code: 'workflow_not_approved' }]);

    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews`, o.cookie, { workflowVersion: 2, reviewers: [ana.user.id] });
    const decided = (await (
      await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews/decision`, ana.cookie, { decision: 'approved' })
    ).json()) as ProjectReviewsView;
    expect(decided.approved).toBe(true);
    const scheduled = await move(p.id, decided.workflow.workflowVersion, 'scheduled');
    expect(scheduled.status).toBe(200);
    // Scheduled is past approval: publishing it needs no new round.
    expect((await move(p.id, decided.workflow.workflowVersion + 1, 'published')).status).toBe(200);
  });
});
