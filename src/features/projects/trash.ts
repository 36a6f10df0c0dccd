// Deleted projects wait 30 days in the trash (issue 31.5, decision 034): hidden
// from every list and read, restorable by any member, purged with their R2
// versions by the scheduled job. Deleting another member's project needs its
// creator or an admin, as deleting another member's file does (decision 008).
import type { R2Bucket } from '@cloudflare/workers-types';
import { and, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ROLE_RANK } from '../../common/contracts/orgs';
import type { ProjectKind, ProjectListItem } from '../../common/contracts/projects';
import { TRASH_RETENTION_MS, type TrashedProjectView } from '../../common/contracts/storage';
import type { Db } from '../../db/client';
import { personColumns, personRef } from '../../db/people';
import { projects, users, type Project } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import type { OrgAccess } from '../orgs/access';
import { deleteAllVersions } from './storage';

interface TrashDeps {
  db: Db;
  files: R2Bucket;
}

/** The creator, or an admin or owner: else 403 project_delete_forbidden. */
function requireMayDelete(row: Project, access: OrgAccess): void {
  if (row.createdBy !== access.userId && ROLE_RANK[access.role] < ROLE_RANK.admin) throw new ApiError('project_delete_forbidden');
}

/** A project of this organization, live or in the trash as asked; anything else is not found. */
async function requireRow(db: Db, { org }: OrgAccess, id: string, trashed: boolean, kind?: ProjectKind): Promise<Project> {
  const filters: SQL[] = [eq(projects.id, id), eq(projects.organizationId, org.id)];
  filters.push(trashed ? isNotNull(projects.deletedAt) : isNull(projects.deletedAt));
  if (kind) filters.push(eq(projects.kind, kind));
  const row = await db
    .select()
    .from(projects)
    .where(and(...filters))
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}

export async function moveToTrash({ db }: TrashDeps, access: OrgAccess, id: string, kind?: ProjectKind): Promise<void> {
  const row = await requireRow(db, access, id, false, kind);
  requireMayDelete(row, access);
  await db
    .update(projects)
    .set({ deletedAt: Date.now(), deletedBy: access.userId })
    .where(and(eq(projects.id, row.id), eq(projects.organizationId, access.org.id), isNull(projects.deletedAt)));
}

const creator = alias(users, 'creator');
const deleter = alias(users, 'deleter');

/** The organization's trash, most recently deleted first; `kind` narrows it to one tool's projects. */
export async function listTrash({ db }: TrashDeps, { org }: OrgAccess, kind?: ProjectKind): Promise<TrashedProjectView[]> {
  const filters: SQL[] = [eq(projects.organizationId, org.id), isNotNull(projects.deletedAt)];
  if (kind) filters.push(eq(projects.kind, kind));
  const rows = await db
    .select({ p: projects, creator: personColumns(creator), deleter: personColumns(deleter) })
    .from(projects)
    .leftJoin(creator, eq(creator.id, projects.createdBy))
    .leftJoin(deleter, eq(deleter.id, projects.deletedBy))
    .where(and(...filters))
    .orderBy(desc(projects.deletedAt))
    .all();
  return rows.map((r) => ({
    id: r.p.id,
    kind: r.p.kind,
    name: r.p.name,
    createdBy: personRef(r.creator),
    deletedBy: personRef(r.deleter),
    deletedAt: new Date(r.p.deletedAt!).toISOString(),
    purgeAt: new Date(r.p.deletedAt! + TRASH_RETENTION_MS).toISOString(),
  }));
}

/** Back where it was, for any member: restoring loses nothing. */
export async function restoreProject(
  { db }: TrashDeps,
  access: OrgAccess,
  id: string,
): Promise<Pick<ProjectListItem, 'id' | 'kind' | 'name'>> {
  const row = await requireRow(db, access, id, true);
  await db
    .update(projects)
    .set({ deletedAt: null, deletedBy: null })
    .where(and(eq(projects.id, row.id), eq(projects.organizationId, access.org.id)));
  return { id: row.id, kind: row.kind, name: row.name };
}

/** Deletes a trashed project for good, before its 30 days: the same people who may delete it. */
export async function purgeProject(deps: TrashDeps, access: OrgAccess, id: string): Promise<void> {
  const row = await requireRow(deps.db, access, id, true);
  requireMayDelete(row, access);
  await purge(deps, row);
}

/** The files first, then the row: a failure leaves the row, and the next run tries again. */
async function purge({ db, files }: TrashDeps, row: Project): Promise<void> {
  await deleteAllVersions(files, row.organizationId, row.id);
  await db.delete(projects).where(eq(projects.id, row.id));
}

/** The scheduled job: projects trashed more than TRASH_RETENTION_MS ago go, with their R2 versions. */
export async function purgeExpiredTrash(deps: TrashDeps, now = Date.now()): Promise<number> {
  const expired = await deps.db
    .select()
    .from(projects)
    .where(lt(projects.deletedAt, now - TRASH_RETENTION_MS))
    .limit(200)
    .all();
  for (const row of expired) await purge(deps, row);
  return expired.length;
}
