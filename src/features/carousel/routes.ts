// /api/v1/orgs/:org/carousels: the organization's carousel projects. Every
// member reads and writes; another organization's project is 404.
import { Hono, type Context } from 'hono';
import {
  createProjectSchema,
  DOCUMENT_MAX_BYTES,
  duplicateProjectSchema,
  projectQuerySchema,
  updateProjectSchema,
} from '../../common/contracts/carousel';
import { jsonBody, queryParams } from '../../middleware/validate';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { limitProjectCreate } from '../rate-limit/route-limit';
import type { ProjectDeps } from '../projects/service';
import { createProject, deleteProject, duplicateProject, requireProject, listProjects, updateProject } from './projects';

const me = (c: Context<OrgEnv>) => requireAuth(c).user;
const deps = (c: Context<OrgEnv>): ProjectDeps => ({ db: c.var.db, files: c.env.FILES });

/** A body far past any document is refused from its length, before it is read. */
const limit = { maxBytes: DOCUMENT_MAX_BYTES + 16 * 1024, code: 'document_too_large' as const };

export const carouselRoutes = new Hono<OrgEnv>()
  .get('/:org/carousels', queryParams(projectQuerySchema), async (c) =>
    c.json(await listProjects(deps(c), c.var.access, c.req.valid('query'))),
  )
  .post('/:org/carousels', limitProjectCreate, jsonBody(createProjectSchema, limit), async (c) =>
    c.json(await createProject(deps(c), c.var.access, me(c), c.req.valid('json')), 201),
  )
  .get('/:org/carousels/:id', async (c) => c.json(await requireProject(deps(c), c.var.access, c.req.param('id'))))
  .patch('/:org/carousels/:id', jsonBody(updateProjectSchema, limit), async (c) =>
    c.json(await updateProject(deps(c), c.var.access, me(c), c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:org/carousels/:id/duplicate', limitProjectCreate, jsonBody(duplicateProjectSchema), async (c) =>
    c.json(await duplicateProject(deps(c), c.var.access, me(c), c.req.param('id'), c.req.valid('json').name), 201),
  )
  .delete('/:org/carousels/:id', async (c) => {
    await deleteProject(deps(c), c.var.access, c.req.param('id'));
    return c.body(null, 204);
  });
