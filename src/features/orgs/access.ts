// Who may do what in an organization, checked from the database on every
// request. An organization the user does not belong to answers exactly like
// one that does not exist.
import { and, eq, or } from 'drizzle-orm';
import { ROLE_RANK, type Role } from '../../common/contracts/orgs';
import type { Db } from '../../db/client';
import { memberships, organizations, type Organization, type User } from '../../db/schema';
import { ApiError } from '../../middleware/errors';

export interface OrgAccess {
  org: Organization;
  role: Role;
  /** The member the access belongs to. */
  userId: string;
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

export async function requireOrgAccess(db: Db, user: User, ref: string, minRole: Role = 'member'): Promise<OrgAccess> {
  const access = await getOrgAccess(db, user, ref);
  if (!access) throw new ApiError('organization_not_found');
  if (ROLE_RANK[access.role] < ROLE_RANK[minRole]) throw new ApiError('access_denied');
  return access;
}
