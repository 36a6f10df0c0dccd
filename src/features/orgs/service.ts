// Organizations and their members: the rules of product-decisions section 4.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isValidSlug, ORG_NAME_MAX, ROLE_RANK, slugify, type OrganizationSummary, type Role } from '../../common/contracts/orgs';
import type { Db } from '../../db/client';
import { memberships, organizations, users, type Membership, type Organization, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import { grantWelcomeIfDue } from '../credits/welcome';
import { hit, LIMITS } from '../rate-limit/limiter';
import type { OrgAccess } from './access';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError('name_required');
  if (trimmed.length > ORG_NAME_MAX) throw new ApiError('validation_error');
  return trimmed;
}

function checkSlug(slug: string): string {
  const normalized = slug.trim().toLowerCase();
  if (!isValidSlug(normalized)) throw new ApiError('slug_invalid_format');
  return normalized;
}

async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const row = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)).get();
  return row !== undefined && row.id !== exceptId;
}

/** A free slug from the name: "marca", then "marca-2", "marca-3"... */
async function freeSlugFor(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 44)}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 36)}-${newId('x').slice(2, 12)}`;
}

/** How many organizations one user may own: they cost nothing, so nothing else bounds them. */
export const OWNED_ORGS_MAX = 10;

/**
 * Creates an organization owned by the user. Limited per account and address
 * (issue 23: creating organizations was a free-credit mill); the welcome grant
 * goes only to a verified user's first organization.
 */
export async function createOrganization(
  db: Db,
  user: User,
  input: { name: string; slug?: string | undefined },
  ip: string | null = null,
): Promise<Organization> {
  await hit(db, [
    [LIMITS.orgCreateHourly, user.id],
    [LIMITS.orgCreateDaily, user.id],
    [LIMITS.orgCreatePerIp, ip],
  ]);
  const owned = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.role, 'owner')))
    .get();
  if ((owned?.n ?? 0) >= OWNED_ORGS_MAX) throw new ApiError('organization_limit_reached');
  const name = checkName(input.name);
  let slug: string;
  if (input.slug !== undefined && input.slug.trim() !== '') {
    slug = checkSlug(input.slug);
    if (await slugTaken(db, slug)) throw new ApiError('slug_already_in_use');
  } else {
    slug = await freeSlugFor(db, name);
  }
  const now = Date.now();
  const org = { id: newId('org'), name, slug, creditBalance: 0, createdBy: user.id, createdAt: now, updatedAt: now };
  try {
    await db.batch([
      db.insert(organizations).values(org),
      db
        .insert(memberships)
        .values({ id: newId('mem'), organizationId: org.id, userId: user.id, role: 'owner', createdAt: now, updatedAt: now }),
      db.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, user.id)),
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE') && String(error).includes('slug')) throw new ApiError('slug_already_in_use');
    throw error;
  }
  // Only a first organization of a verified user gets the welcome credits.
  await grantWelcomeIfDue(db, user);
  return (await db.select().from(organizations).where(eq(organizations.id, org.id)).get())!;
}

/**
 * Every account starts with one organization (renamed during onboarding).
 * Parallel first sign-ins must not make several: the default organization's
 * id is derived from the user's, and every write is insert-or-nothing.
 */
export async function ensureDefaultOrganization(db: Db, user: User): Promise<void> {
  const has = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, user.id)).get();
  if ((has?.n ?? 0) > 0) return;
  const first = (user.displayName ?? user.email.split('@')[0] ?? '').trim().split(/\s+/)[0] || 'Palco';
  const name = (user.locale === 'en' ? `${first}'s organization` : `Organização de ${first}`).slice(0, ORG_NAME_MAX);
  const id = `org_${user.id.replace(/^usr_/, '')}`;
  const now = Date.now();
  for (let attempt = 0; attempt < 4; attempt++) {
    const slug = attempt === 0 ? await freeSlugFor(db, name) : `${slugify(name).slice(0, 36)}-${newId('x').slice(2, 10)}`;
    await db
      .insert(organizations)
      .values({ id, name, slug, creditBalance: 0, createdBy: user.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const made = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).get();
    if (made) break; // ours, whoever of the parallel requests wrote it
  }
  await db
    .insert(memberships)
    .values({ id: `mem_${id.slice(4)}`, organizationId: id, userId: user.id, role: 'owner', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ activeOrganizationId: id })
    .where(and(eq(users.id, user.id), sql`${users.activeOrganizationId} is null`));
}

export async function listOrganizations(db: Db, user: User): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({ org: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(organizations.name))
    .all();
  // The stored choice counts only while the user is still a member.
  const activeId = rows.some((r) => r.org.id === user.activeOrganizationId) ? user.activeOrganizationId : rows[0]?.org.id;
  return rows.map(({ org, role }) => ({
    id: org.id,
    name: org.name,
    slug: org.slug,
    role,
    creditBalance: org.creditBalance,
    active: org.id === activeId,
  }));
}

export async function switchOrganization(db: Db, user: User, access: OrgAccess): Promise<void> {
  await db.update(users).set({ activeOrganizationId: access.org.id, updatedAt: Date.now() }).where(eq(users.id, user.id));
}

export async function updateOrganization(
  db: Db,
  access: OrgAccess,
  input: { name?: string | undefined; slug?: string | undefined },
): Promise<Organization> {
  const changes: Partial<Organization> = { updatedAt: Date.now() };
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.slug !== undefined) {
    const slug = checkSlug(input.slug);
    if (await slugTaken(db, slug, access.org.id)) throw new ApiError('slug_already_in_use');
    changes.slug = slug;
  }
  try {
    return (await db.update(organizations).set(changes).where(eq(organizations.id, access.org.id)).returning().get())!;
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new ApiError('slug_already_in_use');
    throw error;
  }
}

export async function deleteOrganization(db: Db, access: OrgAccess, confirmName: string): Promise<void> {
  if (confirmName.trim() !== access.org.name) throw new ApiError('confirm_name_mismatch');
  await db.update(users).set({ activeOrganizationId: null }).where(eq(users.activeOrganizationId, access.org.id));
  await db.delete(organizations).where(eq(organizations.id, access.org.id));
}

async function ownerCount(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
    .get();
  return row?.n ?? 0;
}

async function targetMembership(db: Db, organizationId: string, userId: string) {
  const row = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}

// The rules below are checked twice: once on what was read (for the right
// error), and again inside the one statement that writes. Counting owners and
// then writing separately let two owners removing or demoting each other at
// the same moment leave an organization with no owner (issue 23); D1 runs one
// statement at a time, so a condition inside the write cannot be overtaken.

/** SQL: the acting member still holds the role their access was granted with. */
const actorStill = (actor: OrgAccess) =>
  sql`EXISTS (SELECT 1 FROM memberships a WHERE a.organization_id = ${actor.org.id} AND a.user_id = ${actor.userId} AND a.role = ${actor.role})`;

/** SQL: the row is not an owner, or another owner remains after it stops being one. */
const notLastOwner = (organizationId: string) =>
  sql`(${memberships.role} <> 'owner' OR (SELECT count(*) FROM memberships o WHERE o.organization_id = ${organizationId} AND o.role = 'owner') > 1)`;

/** Why a guarded write changed nothing, told from the state after it. */
async function refusal(db: Db, actor: OrgAccess, target: Membership): Promise<ApiError> {
  const now = await db.select().from(memberships).where(eq(memberships.id, target.id)).get();
  if (!now) return new ApiError('not_found');
  if (now.role === 'owner' && (await ownerCount(db, actor.org.id)) <= 1) return new ApiError('last_owner');
  return new ApiError('access_denied');
}

/** Nobody grants a role above their own or touches someone above them; the last owner stays. */
export async function changeRole(db: Db, actor: OrgAccess, targetUserId: string, role: Role): Promise<void> {
  const target = await targetMembership(db, actor.org.id, targetUserId);
  if (ROLE_RANK[role] > ROLE_RANK[actor.role] || ROLE_RANK[target.role] > ROLE_RANK[actor.role]) throw new ApiError('access_denied');
  if (target.role === role) return;
  const changed = await db
    .update(memberships)
    .set({ role, updatedAt: Date.now() })
    .where(
      and(
        eq(memberships.id, target.id),
        eq(memberships.role, target.role),
        actorStill(actor),
        role === 'owner' ? undefined : notLastOwner(actor.org.id),
      ),
    )
    .returning({ id: memberships.id });
  if (changed.length !== 1) throw await refusal(db, actor, target);
}

export async function removeMember(db: Db, actor: OrgAccess, targetUserId: string): Promise<void> {
  const target = await targetMembership(db, actor.org.id, targetUserId);
  if (ROLE_RANK[target.role] > ROLE_RANK[actor.role]) throw new ApiError('access_denied');
  const removed = await db
    .delete(memberships)
    .where(and(eq(memberships.id, target.id), actorStill(actor), notLastOwner(actor.org.id)))
    .returning({ id: memberships.id });
  if (removed.length !== 1) throw await refusal(db, actor, target);
}

export async function leaveOrganization(db: Db, user: User, access: OrgAccess): Promise<void> {
  const left = await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, access.org.id), eq(memberships.userId, user.id), notLastOwner(access.org.id)))
    .returning({ id: memberships.id });
  if (left.length !== 1) {
    const still = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, access.org.id), eq(memberships.userId, user.id)))
      .get();
    throw still ? new ApiError('last_owner') : new ApiError('organization_not_found');
  }
  if (user.activeOrganizationId === access.org.id) await db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, user.id));
}

/** The owner hands ownership to a member and stays on as an admin; both or neither, and only while still owner. */
export async function transferOwnership(db: Db, user: User, access: OrgAccess, targetUserId: string): Promise<void> {
  if (targetUserId === user.id) throw new ApiError('validation_error');
  const target = await targetMembership(db, access.org.id, targetUserId);
  const now = Date.now();
  const [promoted] = await db.batch([
    db
      .update(memberships)
      .set({ role: 'owner', updatedAt: now })
      .where(and(eq(memberships.id, target.id), actorStill(access)))
      .returning({ id: memberships.id }),
    db
      .update(memberships)
      .set({ role: 'admin', updatedAt: now })
      .where(
        and(
          eq(memberships.organizationId, access.org.id),
          eq(memberships.userId, user.id),
          eq(memberships.role, 'owner'),
          notLastOwner(access.org.id),
        ),
      ),
  ]);
  if (promoted.length !== 1) throw new ApiError('access_denied');
}

export async function listMembers(db: Db, organizationId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.email))
    .all();
}
