// /api/v1/orgs/:org/{brand-kits,brand-fonts,brand-kit-snapshot}. Every member
// reads (orgScope checked membership, src/app.ts); admins and owners change.
// Another organization's kits answer 404.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createKitSchema, duplicateKitSchema, fontFamilySchema, updateKitSchema } from '../../common/contracts/brand-kits';
import { jsonBody, queryParams } from '../../middleware/validate';
import { requireAuth } from '../auth/require';
import { requireRole, type OrgEnv } from '../orgs/access';
import { limitFontUpload } from '../rate-limit/route-limit';
import { deleteFont, listFonts, serveFont, uploadFont } from './fonts';
import { createKit, deleteKit, duplicateKit, requireKit, listKits, setDefaultKit, updateKit } from './kits';
import { resolveKitSnapshot } from './snapshot';

const write = (c: Context<OrgEnv>) => requireRole(c.var.access, 'admin');
const me = (c: Context<OrgEnv>) => requireAuth(c).user;

export const brandKitRoutes = new Hono<OrgEnv>()
  .get('/:org/brand-kits', async (c) => c.json(await listKits(c.var.db, c.var.access)))
  .post('/:org/brand-kits', jsonBody(createKitSchema), async (c) =>
    c.json(await createKit(c.var.db, write(c), me(c), c.req.valid('json').name), 201),
  )
  .get('/:org/brand-kits/:id', async (c) => c.json(await requireKit(c.var.db, c.var.access, c.req.param('id'))))
  .patch('/:org/brand-kits/:id', jsonBody(updateKitSchema), async (c) =>
    c.json(await updateKit(c.var.db, write(c), c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/:org/brand-kits/:id', async (c) => {
    await deleteKit(c.var.db, write(c), c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/:org/brand-kits/:id/duplicate', jsonBody(duplicateKitSchema), async (c) =>
    c.json(await duplicateKit(c.var.db, write(c), me(c), c.req.param('id'), c.req.valid('json').name), 201),
  )
  .post('/:org/brand-kits/:id/default', async (c) => c.json(await setDefaultKit(c.var.db, write(c), c.req.param('id'))))
  .get('/:org/brand-kit-snapshot', queryParams(z.object({ kit: z.string().max(64).optional() })), async (c) =>
    c.json({ snapshot: await resolveKitSnapshot(c.var.db, c.var.access, c.req.valid('query').kit) }),
  )

  .get('/:org/brand-fonts', async (c) => c.json(await listFonts(c.var.db, c.var.access)))
  .post('/:org/brand-fonts', limitFontUpload, queryParams(z.object({ family: fontFamilySchema })), async (c) => {
    const raw = c.req.header('Content-Length');
    const upload = {
      family: c.req.valid('query').family,
      body: c.req.raw.body,
      contentLength: raw && /^\d+$/.test(raw) ? Number(raw) : null,
    };
    return c.json(await uploadFont(c.var.db, c.env.FILES, write(c), me(c), upload), 201);
  })
  .get('/:org/brand-fonts/:id/file', async (c) => serveFont(c.var.db, c.env.FILES, c.var.access, c.req.param('id')))
  .delete('/:org/brand-fonts/:id', async (c) => {
    await deleteFont(c.var.db, c.env.FILES, write(c), c.req.param('id'));
    return c.body(null, 204);
  });
