// Organizations and their members: the rules of product-decisions section 4.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isValidSlug, ORG_NAME_MAX, ROLE_RANK, slugify, type OrganizationSummary, type Role } from '../../common/contracts/orgs';
import type { Db } from '../../db/client';
import { memberships, organizations, users, type Organization, type User } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { newId } from '../../platform/crypto';
import { grant } from '../credits/ledger';
import { WELCOME_GRANT } from '../credits/prices';
import type { OrgAccess } from './access';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError(400, 'name_required');
  if (trimmed.length > ORG_NAME_MAX) throw new ApiError(400, 'validation_error');
  return trimmed;
}

function checkSlug(slug: string): string {
  const normalized = slug.trim().toLowerCase();
  if (!isValidSlug(normalized)) throw new ApiError(400, 'slug_invalid_format');
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

/** Creates an organization owned by the user, with its one-time welcome grant. */
export async function createOrganization(db: Db, user: User, input: { name: string; slug?: string | undefined }): Promise<Organization> {
  const name = checkName(input.name);
  let slug: string;
  if (input.slug !== undefined && input.slug.trim() !== '') {
    slug = checkSlug(input.slug);
    if (await slugTaken(db, slug)) throw new ApiError(409, 'slug_already_in_use');
  } else {
    slug = await freeSlugFor(db, name);
  }
  const now = Date.now();
  const org = { id: newId('org'), name, slug, creditBalance: 0, createdBy: user.id, createdAt: now, updatedAt: now };
  try {
    await db.batch([
      db.insert(organizations).values(org),
      db.insert(memberships).values({ id: newId('mem'), organizationId: org.id, userId: user.id, role: 'owner', createdAt: now, updatedAt: now }),
      db.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, user.id)),
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE') && String(error).includes('slug')) throw new ApiError(409, 'slug_already_in_use');
    throw error;
  }
  // The idempotency key makes the welcome grant one-time whatever happens next.
  await grant(db, org.id, WELCOME_GRANT, 'welcome', 'welcome', user.id);
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
  await db.update(users).set({ activeOrganizationId: id }).where(and(eq(users.id, user.id), sql`${users.activeOrganizationId} is null`));
  await grant(db, id, WELCOME_GRANT, 'welcome', 'welcome', user.id);
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
  return rows.map(({ org, role }) => ({ id: org.id, name: org.name, slug: org.slug, role, creditBalance: org.creditBalance, active: org.id === activeId }));
}

export async function switchOrganization(db: Db, user: User, access: OrgAccess): Promise<void> {
  await db.update(users).set({ activeOrganizationId: access.org.id, updatedAt: Date.now() }).where(eq(users.id, user.id));
}

export async function updateOrganization(db: Db, access: OrgAccess, input: { name?: string | undefined; slug?: string | undefined }): Promise<Organization> {
  const changes: Partial<Organization> = { updatedAt: Date.now() };
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.slug !== undefined) {
    const slug = checkSlug(input.slug);
    if (await slugTaken(db, slug, access.org.id)) throw new ApiError(409, 'slug_already_in_use');
    changes.slug = slug;
  }
  try {
    return (await db.update(organizations).set(changes).where(eq(organizations.id, access.org.id)).returning().get())!;
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new ApiError(409, 'slug_already_in_use');
    throw error;
  }
}

export async function deleteOrganization(db: Db, access: OrgAccess, confirmName: string): Promise<void> {
  if (confirmName.trim() !== access.org.name) throw new ApiError(400, 'confirm_name_mismatch');
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
  const row = await db.select().from(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId))).get();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** Nobody grants a role above their own or touches someone above them; the last owner stays. */
export async function changeRole(db: Db, actor: OrgAccess, targetUserId: string, role: Role): Promise<void> {
  const target = await targetMembership(db, actor.org.id, targetUserId);
  if (ROLE_RANK[role] > ROLE_RANK[actor.role] || ROLE_RANK[target.role] > ROLE_RANK[actor.role]) throw new ApiError(403, 'access_denied');
  if (target.role === 'owner' && role !== 'owner' && (await ownerCount(db, actor.org.id)) <= 1) throw new ApiError(409, 'last_owner');
  await db.update(memberships).set({ role, updatedAt: Date.now() }).where(eq(memberships.id, target.id));
}

export async function removeMember(db: Db, actor: OrgAccess, targetUserId: string): Promise<void> {
  const target = await targetMembership(db, actor.org.id, targetUserId);
  if (ROLE_RANK[target.role] > ROLE_RANK[actor.role]) throw new ApiError(403, 'access_denied');
  if (target.role === 'owner' && (await ownerCount(db, actor.org.id)) <= 1) throw new ApiError(409, 'last_owner');
  await db.delete(memberships).where(eq(memberships.id, target.id));
}

export async function leaveOrganization(db: Db, user: User, access: OrgAccess): Promise<void> {
  if (access.role === 'owner' && (await ownerCount(db, access.org.id)) <= 1) throw new ApiError(409, 'last_owner');
  await db.delete(memberships).where(and(eq(memberships.organizationId, access.org.id), eq(memberships.userId, user.id)));
  if (user.activeOrganizationId === access.org.id) await db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, user.id));
}

/** The owner hands ownership to a member and stays on as an admin. */
export async function transferOwnership(db: Db, user: User, access: OrgAccess, targetUserId: string): Promise<void> {
  if (targetUserId === user.id) throw new ApiError(400, 'validation_error');
  const target = await targetMembership(db, access.org.id, targetUserId);
  const now = Date.now();
  await db.batch([
    db.update(memberships).set({ role: 'owner', updatedAt: now }).where(eq(memberships.id, target.id)),
    db.update(memberships).set({ role: 'admin', updatedAt: now }).where(and(eq(memberships.organizationId, access.org.id), eq(memberships.userId, user.id))),
  ]);
}

export async function listMembers(db: Db, organizationId: string) {
  return db
    .select({ userId: users.id, email: users.email, displayName: users.displayName, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.email))
    .all();
}
