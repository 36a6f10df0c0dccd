// /api/v1/orgs: every org-scoped path names the organization (id or slug);
// membership and role are read from the database on every request.
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
import { requireOrgAccess } from './access';
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

function invitationDeps(c: Context<AppEnv>): InvitationDeps {
  return { db: c.var.db, mailer: mailerFor(c), origin: new URL(c.req.url).origin, locale: c.var.locale, ip: clientIp(c) };
}

const access = (c: Context<AppEnv>, role: 'member' | 'admin' | 'owner' = 'member') =>
  requireOrgAccess(c.var.db, requireAuth(c).user, c.req.param('org')!, role);

export const orgRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listOrganizations(c.var.db, requireAuth(c).user)))

  .post('/', jsonBody(createOrgSchema), async (c) => {
    const org = await createOrganization(c.var.db, requireAuth(c).user, c.req.valid('json'), clientIp(c));
    return c.json(org, 201);
  })

  .get('/:org', async (c) => {
    const { org, role } = await access(c);
    return c.json({ ...org, role });
  })

  .patch('/:org', jsonBody(updateOrgSchema), async (c) => c.json(await updateOrganization(c.var.db, await access(c, 'admin'), c.req.valid('json'))))

  .delete('/:org', jsonBody(deleteOrgSchema), async (c) => {
    await deleteOrganization(c.var.db, await access(c, 'owner'), c.req.valid('json').confirm_name);
    return c.body(null, 204);
  })

  .post('/:org/switch', async (c) => {
    const { user } = requireAuth(c);
    const target = await access(c);
    await switchOrganization(c.var.db, user, target);
    return c.json(await listOrganizations(c.var.db, { ...user, activeOrganizationId: target.org.id }));
  })

  .get('/:org/members', async (c) => {
    const { org } = await access(c);
    const rows = await listMembers(c.var.db, org.id);
    return c.json(rows.map((r): MemberView => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() })));
  })

  .patch('/:org/members/:userId', jsonBody(changeRoleSchema), async (c) => {
    await changeRole(c.var.db, await access(c, 'admin'), c.req.param('userId'), c.req.valid('json').role);
    return c.body(null, 204);
  })

  .delete('/:org/members/:userId', async (c) => {
    await removeMember(c.var.db, await access(c, 'admin'), c.req.param('userId'));
    return c.body(null, 204);
  })

  .post('/:org/leave', async (c) => {
    await leaveOrganization(c.var.db, requireAuth(c).user, await access(c));
    return c.body(null, 204);
  })

  .post('/:org/transfer', jsonBody(transferSchema), async (c) => {
    await transferOwnership(c.var.db, requireAuth(c).user, await access(c, 'owner'), c.req.valid('json').user_id);
    return c.body(null, 204);
  })

  .get('/:org/invitations', async (c) => c.json(await listInvitations(c.var.db, (await access(c, 'admin')).org.id)))

  .post('/:org/invitations', jsonBody(inviteSchema), async (c) => {
    const { id } = await invite(invitationDeps(c), await access(c, 'admin'), requireAuth(c).user, c.req.valid('json'));
    return c.json({ id }, 201);
  })

  .post('/:org/invitations/:id/resend', async (c) => {
    const { id } = await resend(invitationDeps(c), await access(c, 'admin'), requireAuth(c).user, c.req.param('id'));
    return c.json({ id });
  })

  .delete('/:org/invitations/:id', async (c) => {
    await revoke(c.var.db, await access(c, 'admin'), c.req.param('id'));
    return c.body(null, 204);
  })

  .get('/:org/credits', async (c) => c.json(await creditsView(c.var.db, (await access(c)).org.id)));

export const invitationRoutes = new Hono<AppEnv>().post('/accept', jsonBody(acceptInvitationSchema), async (c) => {
  return c.json(await accept(c.var.db, requireAuth(c).user, c.req.valid('json').token));
});
