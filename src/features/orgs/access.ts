// Who may do what in an organization, checked from the database on every
// request. An organization the user does not belong to answers exactly like
// one that does not exist.
import { and, eq, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ROLE_RANK, type Role } from '../../common/contracts/orgs';
import type { Db } from '../../db/client';
import { memberships, organizations, type Organization, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';

export interface OrgAccess {
  org: Organization;
  role: Role;
  /** The member the access belongs to. */
  userId: string;
}

/** The environment of a router mounted under `/orgs/:org/*`: `orgScope` has put the caller's access on the context. */
export interface OrgEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { access: OrgAccess };
}

/** `ref` is an organization id or its slug. */
export async function getOrgAccess(db: Db, user: User, ref: string): Promise<OrgAccess | null> {
  const row = await db
    .select({ org: organizations, role: memberships.role })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, user.id)))
    .where(or(eq(organizations.id, ref), eq(organizations.slug, ref.toLowerCase())))
    .get();
  return row ? { ...row, userId: user.id } : null;
}

/** The same access, or 403 access_denied when its role is below `minRole`. */
export function requireRole(access: OrgAccess, minRole: Role): OrgAccess {
  if (ROLE_RANK[access.role] < ROLE_RANK[minRole]) throw new ApiError('access_denied');
  return access;
}

export async function requireOrgAccess(db: Db, user: User, ref: string, minRole: Role = 'member'): Promise<OrgAccess> {
  const access = await getOrgAccess(db, user, ref);
  if (!access) throw new ApiError('organization_not_found');
  return requireRole(access, minRole);
}

/**
 * Middleware for `/orgs/:org/*`: 401 without a session, 404 organization_not_found
 * for an organization the caller is not a member of, else `c.var.access`, read
 * once for the request. Handlers that need more than membership call requireRole.
 */
export const orgScope = createMiddleware<OrgEnv>(async (c, next) => {
  const { user } = requireAuth(c);
  c.set('access', await requireOrgAccess(c.var.db, user, c.req.param('org')!));
  await next();
});
