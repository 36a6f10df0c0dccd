// The projects of an organization, for every editor. Every member works on
// them; another organization's project, or one of another kind than asked, is
// not found. A save lands only over the version it started from.
import type { R2Bucket } from '@cloudflare/workers-types';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROJECT_LIST_MAX,
  type ProjectDocument,
  type ProjectKind,
  type ProjectListItem,
  type projectListQuerySchema,
} from '../../common/contracts/projects';
import type { Db } from '../../db/client';
import { personColumns, personRef } from '../../db/people';
import { nameContains } from '../../db/search';
import { projects, users, type Project, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { PROJECT_LIMIT_PER_ORG } from '../../common/contracts/storage';
import { kindSpec } from './kinds';
import { workflowOf } from './workflow';
import { recordActivity } from './activity';
import { deleteOldVersions, discardDocument, putDocument, readDocument, type DocumentHome } from './storage';
import { kitOf } from './kit-of';

export interface ProjectDeps {
  db: Db;
  files: R2Bucket;
}

export type ProjectItem<K extends ProjectKind = ProjectKind> = ProjectListItem & { kind: K };
export type ProjectView<K extends ProjectKind = ProjectKind> = ProjectItem<K> & { document: ProjectDocument<K> };

/** A caller may hold a kind to less than its limit (the carousel editor's API keeps its 512 KB). */
export interface SaveOptions {
  maxBytes?: number;
}

type Author = { id: string; name: string } | null;

function item<K extends ProjectKind>(row: Project, by: Author): ProjectItem<K> {
  return {
    id: row.id,
    kind: row.kind as K,
    name: row.name,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: by,
    summary: JSON.parse(row.summary) as Record<string, unknown>,
    brandKitId: row.brandKitId ?? null,
    workflow: workflowOf(row),
  };
}

const maxBytes = (kind: ProjectKind, opts: SaveOptions) => Math.min(kindSpec(kind).maxBytes, opts.maxBytes ?? Infinity);

export async function listProjects(
  { db }: ProjectDeps,
  { org }: OrgAccess,
  query: Omit<z.output<typeof projectListQuerySchema>, 'limit'> & { limit?: number },
): Promise<ProjectItem[]> {
  const filters: SQL[] = [eq(projects.organizationId, org.id), isNull(projects.deletedAt)];
  if (query.kind) filters.push(eq(projects.kind, query.kind));
  const q = query.q?.trim();
  if (q) filters.push(nameContains(projects.name, q));
  const order =
    query.sort === 'name'
      ? asc(sql`lower(${projects.name})`)
      : query.sort === 'created'
        ? desc(projects.createdAt)
        : desc(projects.updatedAt);
  const rows = await db
    .select({ p: projects, by: personColumns(users) })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.updatedBy))
    .where(and(...filters))
    .orderBy(order)
    .limit(query.limit ?? PROJECT_LIST_MAX)
    .all();
  return rows.map((r) => item(r.p, personRef(r.by)));
}

/** The row of a live project of this organization (and of this kind, when one is named), or null: a trashed one is not found. */
async function getRow(db: Db, orgId: string, id: string, kind?: ProjectKind): Promise<Project | null> {
  const filters = [eq(projects.id, id), eq(projects.organizationId, orgId), isNull(projects.deletedAt)];
  if (kind) filters.push(eq(projects.kind, kind));
  return (
    (await db
      .select()
      .from(projects)
      .where(and(...filters))
      .get()) ?? null
  );
}

async function requireRow(db: Db, orgId: string, id: string, kind?: ProjectKind): Promise<Project> {
  const row = await getRow(db, orgId, id, kind);
  if (!row) throw new ApiError('not_found');
  return row;
}

/** `known` is the document just saved: a save answers without reading back (and parsing) what it wrote. */
async function view<K extends ProjectKind>({ db, files }: ProjectDeps, row: Project, known?: ProjectDocument<K>): Promise<ProjectView<K>> {
  const by = row.updatedBy ? await db.select(personColumns(users)).from(users).where(eq(users.id, row.updatedBy)).get() : null;
  const document = known ?? kindSpec(row.kind as K).parse(await readDocument(files, row));
  return { ...item<K>(row, personRef(by ?? null)), document };
}

export async function requireProject<K extends ProjectKind>(
  deps: ProjectDeps,
  { org }: OrgAccess,
  id: string,
  kind?: K,
): Promise<ProjectView<K>> {
  return view<K>(deps, await requireRow(deps.db, org.id, id, kind));
}

export async function createProject<K extends ProjectKind>(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  input: { kind: K; name: string; document: ProjectDocument<K> },
  opts: SaveOptions = {},
): Promise<ProjectView<K>> {
  const spec = kindSpec(input.kind);
  const { org } = access;
  await requireProjectRoom(deps.db, org.id);
  await spec.checkReferences?.(deps.db, access, input.document);
  const id = newId(spec.idPrefix);
  const home = await putDocument(deps.files, org.id, id, 1, input.document, maxBytes(input.kind, opts));
  const now = Date.now();
  try {
    const row = await deps.db
      .insert(projects)
      .values({
        id,
        organizationId: org.id,
        kind: input.kind,
        name: input.name,
        version: 1,
        ...home,
        summary: JSON.stringify(spec.summary(input.document)),
        brandKitId: kitOf(input.kind, input.document),
        createdBy: user.id,
        updatedBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    await recordActivity(deps.db, { orgId: org.id, projectId: id, actorId: user.id, kind: 'created', detail: { name: input.name } });
    return view<K>(deps, row!, input.document);
  } catch (err) {
    await discardDocument(deps.files, home);
    throw err;
  }
}

/** Saves only over the version the editor started from (409 otherwise); the version rises by one. */
export async function updateProject<K extends ProjectKind>(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  kind: K,
  id: string,
  input: { name?: string; document?: ProjectDocument<K>; baseVersion: number },
  opts: SaveOptions = {},
): Promise<ProjectView<K>> {
  const { org } = access;
  const current = await requireRow(deps.db, org.id, id, kind);
  if (current.version !== input.baseVersion) throw new ApiError('project_conflict');
  if (input.document) await kindSpec(kind).checkReferences?.(deps.db, access, input.document);
  const version = input.baseVersion + 1;
  const set: Partial<Project> = { updatedAt: Date.now(), updatedBy: user.id, version };
  if (input.name !== undefined) set.name = input.name;
  let home: DocumentHome | null = null;
  if (input.document) {
    home = await putDocument(deps.files, org.id, id, version, input.document, maxBytes(kind, opts));
    Object.assign(set, home, { summary: JSON.stringify(kindSpec(kind).summary(input.document)), brandKitId: kitOf(kind, input.document) });
  }
  const row = await deps.db
    .update(projects)
    .set(set)
    .where(
      and(eq(projects.id, id), eq(projects.organizationId, org.id), eq(projects.version, input.baseVersion), isNull(projects.deletedAt)),
    )
    .returning()
    .get();
  if (!row) {
    // Another save won the race since we read the row: keep nothing of ours.
    if (home) await discardDocument(deps.files, home);
    throw new ApiError('project_conflict');
  }
  if (input.name !== undefined && input.name !== current.name)
    await recordActivity(deps.db, {
      orgId: org.id,
      projectId: id,
      actorId: user.id,
      kind: 'renamed',
      detail: { from: current.name, to: input.name },
    });
  if (current.documentKey || home?.documentKey) await pruneQuietly(deps.files, org.id, id, version, row.documentKey);
  return view<K>(deps, row, input.document);
}

/** The save stands whatever happens here; a left-over object goes at the next save. */
async function pruneQuietly(files: R2Bucket, orgId: string, id: string, version: number, keep: string | null) {
  try {
    await deleteOldVersions(files, orgId, id, version, keep);
  } catch (err) {
    console.warn('project: old document versions not deleted', id, err);
  }
}

export function renameProject<K extends ProjectKind>(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  kind: K,
  id: string,
  name: string,
  baseVersion: number,
): Promise<ProjectView<K>> {
  return updateProject(deps, access, user, kind, id, { name, baseVersion });
}

/** A new project of the same kind with a copy of the document (its own R2 object when large). */
export async function duplicateProject<K extends ProjectKind>(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  id: string,
  name: string | undefined,
  kind?: K,
): Promise<ProjectView<K>> {
  const src = await requireProject<K>(deps, access, id, kind);
  return createProject<K>(deps, access, user, { kind: src.kind, name: name ?? src.name, document: src.document });
}

/** Every row counts, the trash too: what is in it is still stored (decision 034). */
async function requireProjectRoom(db: Db, orgId: string): Promise<void> {
  const row = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM projects WHERE organization_id = ${orgId}`);
  if (row.n >= PROJECT_LIMIT_PER_ORG) throw new ApiError('project_limit_reached');
}

/** Deleting moves a project to the trash (decision 034); the carousel API deletes through here too. */
export { moveToTrash as deleteProject } from './trash';
