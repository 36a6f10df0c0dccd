// What a library file knows of its project (issue 35, decision 071): an editor
// names its project when it saves an export or a render; the upload refuses a
// project that is not the organization's (or is in the trash) with a field
// error; the asset keeps it; the project's activity records "rendered" (a video)
// or "exported" (an image) with the file's name; and the admins' approval rule
// holds the file back at a share link and when scheduling a post, until the
// project is approved.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityView } from '../../src/common/contracts/comments';
import type { AssetView, UploadView } from '../../src/common/contracts/media';
import type { ProjectReviewsView } from '../../src/common/contracts/reviews';
import { newVideoDocument } from '../../src/common/contracts/video';
import { assets, uploads } from '../../src/db/schema';
import { api, call, createProject, db, expectFieldError, expectRefusal, joined, orgOwner, type OrgOwner } from './helpers';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
/** The first bytes of an MP4 (an `ftyp` box), padded: enough for the library's sniffing. */
const MP4 = (() => {
  const out = new Uint8Array(256);
  out.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isommp42')], 0);
  return out;
})();

const startUpload = (o: OrgOwner, body: Record<string, unknown>) => api('POST', `/orgs/${o.org.id}/uploads`, o.cookie, body);

/** A file saved to the library the way an editor saves its export: create (with the project), one part, complete. */
async function saveExport(o: OrgOwner, name: string, data: Uint8Array, type: string, projectId: string | null): Promise<AssetView> {
  const created = await startUpload(o, { name, size: data.byteLength, type, projectId });
  expect(created.status, await created.clone().text()).toBe(201);
  const u = (await created.json()) as UploadView;
  const put = await call(`/api/v1/orgs/${o.org.id}/uploads/${u.id}/parts/1`, {
    method: 'PUT',
    headers: {
      Cookie: o.cookie,
      Origin: 'http://palco.test',
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(data.byteLength),
    },
    body: data as Uint8Array<ArrayBuffer>,
  });
  expect(put.status).toBe(200);
  const done = await api('POST', `/orgs/${o.org.id}/uploads/${u.id}/complete`, o.cookie);
  expect(done.status).toBe(201);
  return (await done.json()) as AssetView;
}

const activityOf = async (o: OrgOwner, projectId: string) =>
  (await (await api('GET', `/orgs/${o.org.id}/projects/${projectId}/activity`, o.cookie)).json()) as ActivityView[];

const sourceOf = async (assetId: string) =>
  (await db().select({ p: assets.sourceProjectId }).from(assets).where(eq(assets.id, assetId)).get())!.p;

const share = (o: { cookie: string }, orgId: string, assetIds: string[]) => api('POST', `/orgs/${orgId}/shares`, o.cookie, { assetIds });

async function connectTestAccount(o: OrgOwner): Promise<string> {
  const res = await api('POST', `/orgs/${o.org.id}/publishing/accounts`, o.cookie, { network: 'test', displayName: 'Estúdio teste' });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const schedule = (o: { cookie: string }, orgId: string, accountId: string, assetIds: string[]) =>
  api('POST', `/orgs/${orgId}/publishing/posts`, o.cookie, {
    accountId,
    network: 'test',
    assetIds,
    caption: 'Lançamento',
    when: 'scheduled',
    scheduledAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  });

describe('an export saved to the library with its project', () => {
  it('refuses a project of another organization, a trashed one or an unknown one at projectId, and starts no upload', async () => {
    const o = await orgOwner();
    const stranger = await orgOwner('Outra Casa');
    const theirs = await createProject(stranger, 'video', 'Deles', newVideoDocument('9:16', 30));
    const mine = await createProject(o, 'video', 'Lixeira', newVideoDocument('9:16', 30));
    expect((await api('DELETE', `/orgs/${o.org.id}/projects/${mine.id}`, o.cookie)).status).toBe(204);
    for (const projectId of [theirs.id, mine.id, 'prj_nope'])
      await expectFieldError(
        await startUpload(o, { name: 'x.png', size: PNG.byteLength, type: 'image/png', projectId }),
        'projectId',
        'upload_project_not_found',
      );
    expect(await db().select().from(uploads).where(eq(uploads.organizationId, o.org.id)).all()).toHaveLength(0);
  });

  it('keeps the project on the asset and records "exported" for an image, "rendered" for a video, with the file name', async () => {
    const o = await orgOwner();
    const p = await createProject(o, 'video', 'Campanha', newVideoDocument('9:16', 30));
    const image = await saveExport(o, 'Campanha-1080x1080.png', PNG, 'image/png', p.id);
    const video = await saveExport(o, 'Campanha 1080p.mp4', MP4, 'video/mp4', p.id);
    const upload = await saveExport(o, 'foto.png', PNG, 'image/png', null);
    expect(await sourceOf(image.id)).toBe(p.id);
    expect(await sourceOf(video.id)).toBe(p.id);
    expect(await sourceOf(upload.id)).toBeNull();

    const [rendered, exported, created] = await activityOf(o, p.id);
    expect(rendered).toMatchObject({
      kind: 'rendered',
      actor: { id: o.user.id },
      detail: { name: 'Campanha 1080p.mp4', assetId: video.id },
    });
    expect(exported).toMatchObject({ kind: 'exported', detail: { name: 'Campanha-1080x1080.png', assetId: image.id } });
    expect(created!.kind).toBe('created');
  });

  it('is held back at a share link and when scheduling while its project is not approved, and goes out once approved', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const account = await connectTestAccount(o);
    const p = await createProject(o, 'video', 'Carrossel', newVideoDocument('9:16', 30));
    const exported = (await saveExport(o, 'Carrossel.png', PNG, 'image/png', p.id)).id;
    const upload = (await saveExport(o, 'foto.png', PNG, 'image/png', null)).id;

    // Rule off: shared and scheduled as before.
    expect((await share(ana, o.org.id, [exported])).status).toBe(201);
    expect((await schedule(ana, o.org.id, account, [exported])).status).toBe(201);

    await api('PUT', `/orgs/${o.org.id}/projects/review-settings`, o.cookie, { requireApproval: true });
    await expectRefusal(await share(ana, o.org.id, [upload, exported]), 409, 'share_project_not_approved');
    await expectRefusal(await schedule(ana, o.org.id, account, [upload, exported]), 409, 'publish_project_not_approved');
    // A file from the computer knows no project and is not held back.
    expect((await schedule(ana, o.org.id, account, [upload])).status).toBe(201);

    await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews`, o.cookie, { workflowVersion: 1, reviewers: [ana.user.id] });
    await expectRefusal(await schedule(o, o.org.id, account, [exported]), 409, 'publish_project_not_approved');
    const decided = (await (
      await api('POST', `/orgs/${o.org.id}/projects/${p.id}/reviews/decision`, ana.cookie, { decision: 'approved' })
    ).json()) as ProjectReviewsView;
    expect(decided.approved).toBe(true);
    expect((await share(ana, o.org.id, [exported, upload])).status).toBe(201);
    expect((await schedule(ana, o.org.id, account, [exported, upload])).status).toBe(201);

    // Moved back to production, it is held again.
    await api('PATCH', `/orgs/${o.org.id}/projects/${p.id}/workflow`, o.cookie, {
      workflowVersion: decided.workflow.workflowVersion,
      status: 'in_production',
    });
    await expectRefusal(await schedule(o, o.org.id, account, [exported]), 409, 'publish_project_not_approved');
  });

  it("records a download-only export (a carousel PDF, an SRT) by its name; another organization's project is 404, an empty name a field error", async () => {
    const o = await orgOwner();
    const stranger = await orgOwner('Outra Casa');
    const ana = await joined(o.org.id, 'member');
    const p = await createProject(o, 'video', 'Carrossel', newVideoDocument('9:16', 30));
    const told = (who: { cookie: string }, orgId: string, id: string, body: unknown) =>
      api('POST', `/orgs/${orgId}/projects/${id}/activity/exported`, who.cookie, body);
    expect((await told(ana, o.org.id, p.id, { name: 'Carrossel.pdf' })).status).toBe(204);
    await expectRefusal(await told(stranger, stranger.org.id, p.id, { name: 'x.pdf' }), 404, 'not_found');
    await expectFieldError(await told(ana, o.org.id, p.id, { name: '  ' }), 'name', 'validation_error');
    const [latest] = await activityOf(o, p.id);
    expect(latest).toMatchObject({ kind: 'exported', actor: { id: ana.user.id }, detail: { name: 'Carrossel.pdf' } });
    expect((await activityOf(o, p.id)).filter((e) => e.kind === 'exported')).toHaveLength(1);
  });
});
