// The project manager's fields through the real Worker (decision 052): every
// project starts as an idea; a change lands over the workflow version the board
// showed and a stale one is refused; assignees are members; another
// organization's project is not found; bad input is a field error, never a 500.
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import type { BulkWorkflowResult, ProjectWorkflow } from '../../src/common/contracts/workflow';
import { blankDocument } from '../../client/slides/model/document';
import { api, createProject, expectFieldError, expectRefusal, joined, orgOwner, signedIn, type OrgOwner } from './helpers';

let n = 0;
const carousel = (o: OrgOwner, name = 'Lançamento') =>
  createProject(
    o,
    'carousel',
    name,
    blankDocument('square', () => `w${++n}`, 'Olá'),
  );
const video = (o: OrgOwner, name = 'Teaser') => createProject(o, 'video', name, newVideoDocument('9:16', 30));
const patch = (o: { org: { id: string }; cookie: string }, id: string, body: unknown) =>
  api('PATCH', `/orgs/${o.org.id}/projects/${id}/workflow`, o.cookie, body);
const list = async (o: OrgOwner) => (await (await api('GET', `/orgs/${o.org.id}/projects`, o.cookie)).json()) as ProjectListItem[];

describe('project workflow', () => {
  it('gives every new project of any kind the defaults, in the list and in a read', async () => {
    const o = await orgOwner();
    const c = await carousel(o);
    const v = await video(o);
    const defaults = { status: 'idea', priority: 'normal', assignees: [], dueDate: null, tags: [], workflowVersion: 1 };
    expect(c.workflow).toEqual(defaults);
    const listed = await list(o);
    expect(listed.map((p) => [p.kind, p.workflow])).toEqual(
      expect.arrayContaining([
        ['carousel', defaults],
        ['video', defaults],
      ]),
    );
    const read = (await (await api('GET', `/orgs/${o.org.id}/projects/${v.id}`, o.cookie)).json()) as AnyProjectView;
    expect(read.workflow).toEqual(defaults);
  });

  it('changes status, assignees, due date, tags and priority over the version, and leaves the document version alone', async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const p = await carousel(o);
    const res = await patch({ org: o.org, cookie: member.cookie }, p.id, {
      workflowVersion: 1,
      status: 'in_review',
      assignees: [member.user.id, o.user.id, member.user.id],
      dueDate: '2026-12-24',
      tags: ['Natal', ' natal ', 'Campanha  Verão'],
      priority: 'urgent',
    });
    expect(res.status).toBe(200);
    const changed: ProjectWorkflow = {
      status: 'in_review',
      assignees: [member.user.id, o.user.id],
      dueDate: '2026-12-24',
      tags: ['natal', 'campanha verão'],
      priority: 'urgent',
      workflowVersion: 2,
    };
    expect(await res.json()).toEqual(changed);
    const listed = (await list(o)).find((x) => x.id === p.id)!;
    expect(listed.workflow).toEqual(changed);
    expect(listed.version).toBe(1);

    // Only the fields given change; a due date is cleared with null.
    const next = await patch(o, p.id, { workflowVersion: 2, dueDate: null });
    expect(await next.json()).toEqual({ ...changed, dueDate: null, workflowVersion: 3 });
  });

  it('refuses a change carrying an older version with 409 workflow_conflict, keeping the newer status', async () => {
    const o = await orgOwner();
    const p = await video(o);
    expect((await patch(o, p.id, { workflowVersion: 1, status: 'approved' })).status).toBe(200);
    await expectRefusal(await patch(o, p.id, { workflowVersion: 1, status: 'idea' }), 409, 'workflow_conflict');
    expect((await list(o)).find((x) => x.id === p.id)!.workflow).toMatchObject({ status: 'approved', workflowVersion: 2 });
  });

  it('refuses an assignee who is not a member of the organization as a field error', async () => {
    const o = await orgOwner();
    const stranger = await signedIn();
    const other = await orgOwner('Outra');
    const p = await carousel(o);
    await expectFieldError(
      await patch(o, p.id, { workflowVersion: 1, assignees: [o.user.id, stranger.user.id] }),
      'assignees.1',
      'assignee_not_member',
    );
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, assignees: [other.user.id] }), 'assignees.0', 'assignee_not_member');
    expect((await list(o))[0]!.workflow).toMatchObject({ assignees: [], workflowVersion: 1 });
  });

  it("answers another organization's project as not found, for one change and in a bulk change", async () => {
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const theirs = await carousel(other);
    await expectRefusal(await patch(o, theirs.id, { workflowVersion: 1, status: 'published' }), 404, 'not_found');
    const bulk = await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
      items: [{ id: theirs.id, workflowVersion: 1 }],
      status: 'published',
    });
    expect(await bulk.json()).toEqual({ results: [{ id: theirs.id, ok: false, code: 'not_found' }] });
    expect((await list(other))[0]!.workflow.status).toBe('idea');
  });

  it('answers bad input with field errors in the codes the form shows', async () => {
    const o = await orgOwner();
    const p = await carousel(o);
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, status: 'done' }), 'status', 'workflow_value_invalid');
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, priority: 'asap' }), 'priority', 'workflow_value_invalid');
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, dueDate: '2026-02-30' }), 'dueDate', 'due_date_invalid');
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, tags: ['x'.repeat(25)] }), 'tags.0', 'tag_invalid');
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, tags: ['   '] }), 'tags.0', 'tag_invalid');
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    await expectFieldError(await patch(o, p.id, { workflowVersion: 1, tags: nine }), 'tags', 'too_many_tags');
    const res = await patch(o, p.id, { status: 'idea' });
    expect(res.status).toBe(422);
    const bulk = await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, { items: [], status: 'idea' });
    expect(bulk.status).toBe(422);
  });

  it('changes many projects at once, each answered on its own: a stale one is refused, the others land', async () => {
    const o = await orgOwner();
    const a = await carousel(o, 'A');
    const b = await video(o, 'B');
    expect((await patch(o, b.id, { workflowVersion: 1, status: 'scheduled' })).status).toBe(200);
    const res = await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
      items: [
        { id: a.id, workflowVersion: 1 },
        { id: b.id, workflowVersion: 1 },
      ],
      status: 'published',
      tags: ['Semana 1'],
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: BulkWorkflowResult[] };
    expect(results).toEqual([
      { id: a.id, ok: true, workflow: expect.objectContaining({ status: 'published', tags: ['semana 1'], workflowVersion: 2 }) },
      { id: b.id, ok: false, code: 'workflow_conflict' },
    ]);
    const byId = new Map((await list(o)).map((p) => [p.id, p.workflow.status]));
    expect([byId.get(a.id), byId.get(b.id)]).toEqual(['published', 'scheduled']);
  });

  it("bulk-adds assignees and tags to each project's own, and refuses a non-member for all", async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const a = await carousel(o);
    const b = await video(o);
    expect((await patch(o, a.id, { workflowVersion: 1, tags: ['natal'], assignees: [o.user.id] })).status).toBe(200);
    const res = await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
      items: [
        { id: a.id, workflowVersion: 2 },
        { id: b.id, workflowVersion: 1 },
      ],
      addAssignees: [member.user.id],
      addTags: ['Verão', 'natal'],
    });
    const { results } = (await res.json()) as { results: BulkWorkflowResult[] };
    const byId = new Map(results.map((r) => [r.id, r.ok ? r.workflow : null]));
    expect(byId.get(a.id)).toMatchObject({ assignees: [o.user.id, member.user.id], tags: ['natal', 'verão'], workflowVersion: 3 });
    expect(byId.get(b.id)).toMatchObject({ assignees: [member.user.id], tags: ['verão', 'natal'], workflowVersion: 2 });
    const stranger = await signedIn();
    await expectFieldError(
      await api('POST', `/orgs/${o.org.id}/projects/workflow`, o.cookie, {
        items: [{ id: b.id, workflowVersion: 2 }],
        addAssignees: [stranger.user.id],
      }),
      'assignees.0',
      'assignee_not_member',
    );
  });
});
