// /api/v1/orgs/:org/projects: the organization's projects of every kind (the
// dashboard's project manager lists them all). Every member reads and writes;
// deleting another member's project needs its creator or an admin, and sends it
// to the trash (decision 034). Another organization's project is 404. Its
// workflow (status, assignees, due date, tags, priority) changes apart from its
// document, over its own version (decision 052).
import { Hono, type Context } from 'hono';
import {
  createAnyProjectSchema,
  duplicateProjectSchema,
  PROJECT_DOCUMENT_MAX_BYTES,
  projectListQuerySchema,
  projectReadQuerySchema,
  updateAnyProjectSchema,
} from '../../common/contracts/projects';
import { bulkWorkflowSchema, updateWorkflowSchema } from '../../common/contracts/workflow';
import { decideReviewSchema, requestReviewSchema, reviewSettingsSchema } from '../../common/contracts/reviews';
import { createCommentSchema, downloadedExportSchema, editCommentSchema } from '../../common/contracts/comments';
import { trashListQuerySchema } from '../../common/contracts/storage';
import { jsonBody, queryParams } from '../../middleware/validate';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { limitProjectCreate } from '../rate-limit/route-limit';
import { kindOfId } from './kinds';
import { createProject, deleteProject, duplicateProject, requireProject, listProjects, updateProject, type ProjectDeps } from './service';
import { listTrash, purgeProject, restoreProject } from './trash';
import { bulkUpdateWorkflow, updateWorkflow } from './workflow';
import { approvalGate } from './approval-gate';
import { addComment, deleteComment, editComment, listComments, setResolved } from './comments';
import { listActivity, recordDownloadedExport } from './activity';
import { notifyDeps } from '../notifications/deps';
import { decideReview, readReviews, readReviewSettings, requestReview, updateReviewSettings } from './reviews';
import { announce } from '../live/announce';

const me = (c: Context<OrgEnv>) => requireAuth(c).user;

/**
 * Every open tab of the organization hears of a change to a project's place on
 * the board (created, moved, its fields, a review) or to its thread (decision
 * 066). A document's autosave is not announced: it would have every board read
 * its list again every few seconds; presence tells editors who else is in it.
 */
const changed = <T>(c: Context<OrgEnv>, projectId: string, answer: T): T => {
  announce(c, { type: 'project', projectId });
  return answer;
};
const commented = <T>(c: Context<OrgEnv>, projectId: string, answer: T): T => {
  announce(c, { type: 'comment', projectId });
  return answer;
};
const deps = (c: Context<OrgEnv>): ProjectDeps => ({ db: c.var.db, files: c.env.FILES });

/**
 * A body past the largest document it may carry is refused from its length,
 * before it is read: a new project may be of any kind (the largest kind's
 * limit), a save is of the kind its id names. Each kind's own limit is checked
 * again on the serialized document.
 */
const SLACK = 16 * 1024;
const anyDocument = { maxBytes: Math.max(...Object.values(PROJECT_DOCUMENT_MAX_BYTES)) + SLACK, code: 'document_too_large' as const };
const itsDocument = {
  maxBytes: (c: Context) => {
    const kind = kindOfId(c.req.param('id') ?? '');
    return (kind ? PROJECT_DOCUMENT_MAX_BYTES[kind] : anyDocument.maxBytes) + SLACK;
  },
  code: 'document_too_large' as const,
};

export const projectRoutes = new Hono<OrgEnv>()
  .get('/:org/projects', queryParams(projectListQuerySchema), async (c) =>
    c.json(await listProjects(deps(c), c.var.access, c.req.valid('query'))),
  )
  .post('/:org/projects', limitProjectCreate, jsonBody(createAnyProjectSchema, anyDocument), async (c) => {
    const made = await createProject(deps(c), c.var.access, me(c), c.req.valid('json'));
    return c.json(changed(c, made.id, made), 201);
  })
  // Before `/:id`, which would take "trash" for an id.
  .get('/:org/projects/trash', queryParams(trashListQuerySchema), async (c) =>
    c.json(await listTrash(deps(c), c.var.access, c.req.valid('query').kind)),
  )
  .post('/:org/projects/trash/:id/restore', async (c) =>
    c.json(changed(c, c.req.param('id'), await restoreProject(deps(c), c.var.access, c.req.param('id')))),
  )
  .delete('/:org/projects/trash/:id', async (c) => {
    await purgeProject(deps(c), c.var.access, c.req.param('id'));
    return c.body(null, 204);
  })
  // The project manager's board (decision 052): one project's workflow, or one change for many, each answered.
  .post('/:org/projects/workflow', jsonBody(bulkWorkflowSchema), async (c) => {
    const answer = await bulkUpdateWorkflow(c.var.db, c.var.access, c.req.valid('json'), approvalGate(c.var.db, c.var.access.org.id));
    announce(c, ...answer.results.filter((r) => r.ok).map((r) => ({ type: 'project' as const, projectId: r.id })));
    return c.json(answer);
  })
  // Reviews and approvals (decision 055): every member reads the rule and sends for review; an admin sets the rule; a reviewer decides.
  .get('/:org/projects/review-settings', async (c) => c.json(await readReviewSettings(c.var.db, c.var.access.org.id)))
  .put('/:org/projects/review-settings', jsonBody(reviewSettingsSchema), async (c) =>
    c.json(await updateReviewSettings(c.var.db, c.var.access, c.req.valid('json'))),
  )
  .get('/:org/projects/:id/reviews', async (c) => c.json(await readReviews(c.var.db, c.var.access, c.req.param('id'))))
  .post('/:org/projects/:id/reviews', jsonBody(requestReviewSchema), async (c) =>
    c.json(changed(c, c.req.param('id'), await requestReview(notifyDeps(c), c.var.access, c.req.param('id'), c.req.valid('json'))), 201),
  )
  .post('/:org/projects/:id/reviews/decision', jsonBody(decideReviewSchema), async (c) =>
    c.json(changed(c, c.req.param('id'), await decideReview(notifyDeps(c), c.var.access, c.req.param('id'), c.req.valid('json')))),
  )
  // Comments and activity (decision 058): every member reads and comments; an author edits and deletes their own; any member resolves and reopens.
  .get('/:org/projects/:id/comments', async (c) => c.json(await listComments(c.var.db, c.var.access, c.req.param('id'))))
  .post('/:org/projects/:id/comments', jsonBody(createCommentSchema), async (c) =>
    c.json(commented(c, c.req.param('id'), await addComment(notifyDeps(c), c.var.access, c.req.param('id'), c.req.valid('json'))), 201),
  )
  .patch('/:org/projects/:id/comments/:cid', jsonBody(editCommentSchema), async (c) =>
    c.json(
      commented(
        c,
        c.req.param('id'),
        await editComment(notifyDeps(c), c.var.access, c.req.param('id'), c.req.param('cid'), c.req.valid('json')),
      ),
    ),
  )
  .delete('/:org/projects/:id/comments/:cid', async (c) => {
    await deleteComment(c.var.db, c.var.access, c.req.param('id'), c.req.param('cid'));
    return commented(c, c.req.param('id'), c.body(null, 204));
  })
  .post('/:org/projects/:id/comments/:cid/resolve', async (c) =>
    c.json(commented(c, c.req.param('id'), await setResolved(c.var.db, c.var.access, c.req.param('id'), c.req.param('cid'), true))),
  )
  .post('/:org/projects/:id/comments/:cid/reopen', async (c) =>
    c.json(commented(c, c.req.param('id'), await setResolved(c.var.db, c.var.access, c.req.param('id'), c.req.param('cid'), false))),
  )
  .get('/:org/projects/:id/activity', async (c) => c.json(await listActivity(c.var.db, c.var.access, c.req.param('id'))))
  // A download-only export, told by the editor that made it (decision 071).
  .post('/:org/projects/:id/activity/exported', jsonBody(downloadedExportSchema), async (c) => {
    await recordDownloadedExport(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json').name);
    return c.body(null, 204);
  })
  .patch('/:org/projects/:id/workflow', jsonBody(updateWorkflowSchema), async (c) =>
    c.json(
      changed(
        c,
        c.req.param('id'),
        await updateWorkflow(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json'), approvalGate(c.var.db, c.var.access.org.id)),
      ),
    ),
  )
  .get('/:org/projects/:id', queryParams(projectReadQuerySchema), async (c) =>
    c.json(await requireProject(deps(c), c.var.access, c.req.param('id'), c.req.valid('query').kind)),
  )
  .patch('/:org/projects/:id', jsonBody(updateAnyProjectSchema, itsDocument), async (c) => {
    const { kind, ...input } = c.req.valid('json');
    return c.json(await updateProject(deps(c), c.var.access, me(c), kind, c.req.param('id'), input));
  })
  .post('/:org/projects/:id/duplicate', limitProjectCreate, jsonBody(duplicateProjectSchema), async (c) => {
    const copy = await duplicateProject(deps(c), c.var.access, me(c), c.req.param('id'), c.req.valid('json').name);
    return c.json(changed(c, copy.id, copy), 201);
  })
  .delete('/:org/projects/:id', async (c) => {
    await deleteProject(deps(c), c.var.access, c.req.param('id'));
    return changed(c, c.req.param('id'), c.body(null, 204));
  });
