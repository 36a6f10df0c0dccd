// /api/v1/orgs/:org/projects: the organization's projects of every kind (the
// dashboard's project manager lists them all). Every member reads and writes;
// another organization's project is 404.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createAnyProjectSchema,
  duplicateProjectSchema,
  PROJECT_DOCUMENT_MAX_BYTES,
  projectListQuerySchema,
  projectReadQuerySchema,
  updateAnyProjectSchema,
} from '../../common/contracts/projects';
import { ApiError } from '../../middleware/errors';
import { jsonBody, queryParams } from '../../middleware/validate';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { createProject, deleteProject, duplicateProject, requireProject, listProjects, updateProject, type ProjectDeps } from './service';

const me = (c: Context<OrgEnv>) => requireAuth(c).user;
const deps = (c: Context<OrgEnv>): ProjectDeps => ({ db: c.var.db, files: c.env.FILES });

/** A body far past the largest document of any kind is refused before it is read whole; each kind's own limit is checked on the document. */
const limit = bodyLimit({
  maxSize: Math.max(...Object.values(PROJECT_DOCUMENT_MAX_BYTES)) + 16 * 1024,
  onError: () => {
    throw new ApiError('document_too_large');
  },
});

export const projectRoutes = new Hono<OrgEnv>()
  .get('/:org/projects', queryParams(projectListQuerySchema), async (c) =>
    c.json(await listProjects(deps(c), c.var.access, c.req.valid('query'))),
  )
  .post('/:org/projects', limit, jsonBody(createAnyProjectSchema), async (c) =>
    c.json(await createProject(deps(c), c.var.access, me(c), c.req.valid('json')), 201),
  )
  .get('/:org/projects/:id', queryParams(projectReadQuerySchema), async (c) =>
    c.json(await requireProject(deps(c), c.var.access, c.req.param('id'), c.req.valid('query').kind)),
  )
  .patch('/:org/projects/:id', limit, jsonBody(updateAnyProjectSchema), async (c) => {
    const { kind, ...input } = c.req.valid('json');
    return c.json(await updateProject(deps(c), c.var.access, me(c), kind, c.req.param('id'), input));
  })
  .post('/:org/projects/:id/duplicate', jsonBody(duplicateProjectSchema), async (c) =>
    c.json(await duplicateProject(deps(c), c.var.access, me(c), c.req.param('id'), c.req.valid('json').name), 201),
  )
  .delete('/:org/projects/:id', async (c) => {
    await deleteProject(deps(c), c.var.access, c.req.param('id'));
    return c.body(null, 204);
  });
