// /api/v1/orgs/:org/{uploads,assets,folders}: the media library. orgScope has
// checked membership first (src/app.ts); another organization's files answer 404.
import { Hono, type Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { assetQuerySchema, createUploadSchema, folderSchema, updateAssetSchema } from '../../common/contracts/media';
import { jsonBody } from '../../middleware/validate';
import { ApiError } from '../../common/api-error';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import {
  createFolder,
  deleteAsset,
  deleteFolder,
  requireAsset,
  listAssets,
  listFolders,
  putThumbnail,
  renameFolder,
  updateAsset,
} from './assets';
import { serveContent, serveThumbnail } from './content';
import { abortUpload, completeUpload, createUpload, requireUpload, listPending, putPart, uploadState, type MediaDeps } from './uploads';

const deps = (c: Context<OrgEnv>): MediaDeps => ({ db: c.var.db, bucket: c.env.FILES });
const me = (c: Context<OrgEnv>) => requireAuth(c).user;

function contentLength(c: Context<OrgEnv>): number | null {
  const raw = c.req.header('Content-Length');
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

const query = zValidator('query', assetQuerySchema, (result) => {
  if (!result.success) throw new ApiError('validation_error');
});

export const mediaRoutes = new Hono<OrgEnv>()
  .post('/:org/uploads', jsonBody(createUploadSchema), async (c) =>
    c.json(await createUpload(deps(c), c.var.access, me(c), c.req.valid('json')), 201),
  )
  .get('/:org/uploads', async (c) => c.json(await listPending(c.var.db, c.var.access, me(c))))
  .get('/:org/uploads/:id/state', async (c) => {
    const { status, assetId } = await uploadState(c.var.db, c.var.access, c.req.param('id'));
    return c.json({ status, assetId });
  })
  .get('/:org/uploads/:id', async (c) => c.json(await requireUpload(c.var.db, c.var.access, me(c), c.req.param('id'))))
  .put('/:org/uploads/:id/parts/:n{[0-9]+}', async (c) => {
    const part = { body: c.req.raw.body, contentLength: contentLength(c) };
    return c.json(await putPart(deps(c), c.var.access, me(c), c.req.param('id'), Number(c.req.param('n')), part));
  })
  .post('/:org/uploads/:id/complete', async (c) => c.json(await completeUpload(deps(c), c.var.access, me(c), c.req.param('id')), 201))
  .delete('/:org/uploads/:id', async (c) => {
    await abortUpload(deps(c), c.var.access, me(c), c.req.param('id'));
    return c.body(null, 204);
  })

  .get('/:org/assets', query, async (c) => c.json(await listAssets(c.var.db, c.var.access, c.req.valid('query'))))
  .patch('/:org/assets/:id', jsonBody(updateAssetSchema), async (c) =>
    c.json(await updateAsset(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/:org/assets/:id', async (c) => {
    await deleteAsset(deps(c), c.var.access, c.req.param('id'));
    return c.body(null, 204);
  })
  .get('/:org/assets/:id/content', async (c) => {
    const asset = await requireAsset(c.var.db, c.var.access, c.req.param('id'));
    return serveContent(c.env.FILES, asset, c.req.header('Range'), c.req.query('download') === '1');
  })
  .get('/:org/assets/:id/thumbnail', async (c) =>
    serveThumbnail(c.env.FILES, await requireAsset(c.var.db, c.var.access, c.req.param('id'))),
  )
  .put('/:org/assets/:id/thumbnail', async (c) => {
    await putThumbnail(deps(c), c.var.access, c.req.param('id'), c.req.raw.body);
    return c.body(null, 204);
  })

  .get('/:org/folders', async (c) => c.json(await listFolders(c.var.db, c.var.access)))
  .post('/:org/folders', jsonBody(folderSchema), async (c) =>
    c.json(await createFolder(c.var.db, c.var.access, c.req.valid('json').name), 201),
  )
  .patch('/:org/folders/:id', jsonBody(folderSchema), async (c) => {
    await renameFolder(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json').name);
    return c.body(null, 204);
  })
  .delete('/:org/folders/:id', async (c) => {
    await deleteFolder(c.var.db, c.var.access, c.req.param('id'));
    return c.body(null, 204);
  });
