// /api/v1/orgs: the caller's organizations (list, create), and the org-scoped
// paths, which name the organization (id or slug). Those are mounted behind
// orgScope (src/app.ts), which reads membership once per request into
// c.var.access; a handler that needs more than membership calls requireRole.
import { Hono, type Context } from 'hono';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  createOrgSchema,
  deleteOrgSchema,
  inviteSchema,
  transferSchema,
  updateOrgSchema,
  type MemberView,
} from '../../common/contracts/orgs';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import { clientIp, mailerFor } from '../auth/deps';
import { creditsView } from '../credits/view';
import { requireRole, type OrgEnv } from './access';
import { accept, invite, listInvitations, resend, revoke, type InvitationDeps } from './invitations';
import {
  changeRole,
  createOrganization,
  deleteOrganization,
  leaveOrganization,
  listMembers,
  listOrganizations,
  removeMember,
  switchOrganization,
  transferOwnership,
  updateOrganization,
} from './service';

function invitationDeps(c: Context<OrgEnv>): InvitationDeps {
  return { db: c.var.db, mailer: mailerFor(c), origin: new URL(c.req.url).origin, locale: c.var.locale, ip: clientIp(c) };
}

export const orgRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listOrganizations(c.var.db, requireAuth(c).user)))

  .post('/', jsonBody(createOrgSchema), async (c) => {
    const org = await createOrganization(c.var.db, requireAuth(c).user, c.req.valid('json'), clientIp(c));
    return c.json(org, 201);
  });

/** Mounted after orgScope: every handler has the caller's membership in c.var.access. */
export const orgScopedRoutes = new Hono<OrgEnv>()

  .get('/:org', (c) => {
    const { org, role } = c.var.access;
    return c.json({ ...org, role });
  })

  .patch('/:org', jsonBody(updateOrgSchema), async (c) =>
    c.json(await updateOrganization(c.var.db, requireRole(c.var.access, 'admin'), c.req.valid('json'))),
  )

  .delete('/:org', jsonBody(deleteOrgSchema), async (c) => {
    await deleteOrganization(c.var.db, requireRole(c.var.access, 'owner'), c.req.valid('json').confirm_name);
    return c.body(null, 204);
  })

  .post('/:org/switch', async (c) => {
    const { user } = requireAuth(c);
    const target = c.var.access;
    await switchOrganization(c.var.db, user, target);
    return c.json(await listOrganizations(c.var.db, { ...user, activeOrganizationId: target.org.id }));
  })

  .get('/:org/members', async (c) => {
    const { org } = c.var.access;
    const rows = await listMembers(c.var.db, org.id);
    return c.json(rows.map((r): MemberView => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() })));
  })

  .patch('/:org/members/:userId', jsonBody(changeRoleSchema), async (c) => {
    await changeRole(c.var.db, requireRole(c.var.access, 'admin'), c.req.param('userId'), c.req.valid('json').role);
    return c.body(null, 204);
  })

  .delete('/:org/members/:userId', async (c) => {
    await removeMember(c.var.db, requireRole(c.var.access, 'admin'), c.req.param('userId'));
    return c.body(null, 204);
  })

  .post('/:org/leave', async (c) => {
    await leaveOrganization(c.var.db, requireAuth(c).user, c.var.access);
    return c.body(null, 204);
  })

  .post('/:org/transfer', jsonBody(transferSchema), async (c) => {
    await transferOwnership(c.var.db, requireAuth(c).user, requireRole(c.var.access, 'owner'), c.req.valid('json').user_id);
    return c.body(null, 204);
  })

  .get('/:org/invitations', async (c) => c.json(await listInvitations(c.var.db, requireRole(c.var.access, 'admin').org.id)))

  .post('/:org/invitations', jsonBody(inviteSchema), async (c) => {
    const { id } = await invite(invitationDeps(c), requireRole(c.var.access, 'admin'), requireAuth(c).user, c.req.valid('json'));
    return c.json({ id }, 201);
  })

  .post('/:org/invitations/:id/resend', async (c) => {
    const { id } = await resend(invitationDeps(c), requireRole(c.var.access, 'admin'), requireAuth(c).user, c.req.param('id'));
    return c.json({ id });
  })

  .delete('/:org/invitations/:id', async (c) => {
    await revoke(c.var.db, requireRole(c.var.access, 'admin'), c.req.param('id'));
    return c.body(null, 204);
  })

  .get('/:org/credits', async (c) => c.json(await creditsView(c.var.db, c.var.access.org.id)));

export const invitationRoutes = new Hono<AppEnv>().post('/accept', jsonBody(acceptInvitationSchema), async (c) => {
  return c.json(await accept(c.var.db, requireAuth(c).user, c.req.valid('json').token));
});
