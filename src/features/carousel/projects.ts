// Carousel projects of an organization. Every member works on them (they are
// the team's content); the document is always one the shared schema accepts.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { carouselDocumentSchema, DOCUMENT_MAX_BYTES, type CarouselDocument, type createProjectSchema, type ProjectSummary, type ProjectView, type projectQuerySchema, type updateProjectSchema } from '../../common/contracts/carousel';
import type { Db } from '../../db/client';
import { nameContains } from '../../db/search';
import { carouselProjects, users, type CarouselProject, type User } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';

const LIST_LIMIT = 200;

function summary(row: CarouselProject, by: { id: string; name: string } | null): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    slideCount: row.slideCount,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: by,
    cover: JSON.parse(row.cover) as ProjectSummary['cover'],
  };
}

/** The stored columns: the document checked for size here (the schema checked its shape), and its cover. */
function stored(document: CarouselDocument) {
  const json = JSON.stringify(document);
  if (new TextEncoder().encode(json).byteLength > DOCUMENT_MAX_BYTES) throw new ApiError(413, 'document_too_large');
  return { document: json, cover: JSON.stringify({ slide: document.slides[0], brand: document.brand }), format: document.format, slideCount: document.slides.length };
}

export async function listProjects(db: Db, { org }: OrgAccess, query: z.output<typeof projectQuerySchema>): Promise<ProjectSummary[]> {
  const filters = [eq(carouselProjects.organizationId, org.id)];
  const q = query.q?.trim();
  if (q) filters.push(nameContains(carouselProjects.name, q));
  const order = query.sort === 'name' ? asc(sql`lower(${carouselProjects.name})`) : query.sort === 'created' ? desc(carouselProjects.createdAt) : desc(carouselProjects.updatedAt);
  const rows = await db
    .select({ p: carouselProjects, userId: users.id, userName: users.displayName, userEmail: users.email })
    .from(carouselProjects)
    .leftJoin(users, eq(users.id, carouselProjects.updatedBy))
    .where(and(...filters))
    .orderBy(order)
    .limit(LIST_LIMIT)
    .all();
  return rows.map((r) => summary(r.p, r.userId ? { id: r.userId, name: r.userName || r.userEmail! } : null));
}

async function findProject(db: Db, orgId: string, id: string): Promise<CarouselProject> {
  const row = await db.select().from(carouselProjects).where(and(eq(carouselProjects.id, id), eq(carouselProjects.organizationId, orgId))).get();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

async function view(db: Db, row: CarouselProject): Promise<ProjectView> {
  const by = row.updatedBy ? await db.select({ id: users.id, name: users.displayName, email: users.email }).from(users).where(eq(users.id, row.updatedBy)).get() : null;
  return { ...summary(row, by ? { id: by.id, name: by.name || by.email } : null), document: carouselDocumentSchema.parse(JSON.parse(row.document)) };
}

export async function getProject(db: Db, { org }: OrgAccess, id: string): Promise<ProjectView> {
  return view(db, await findProject(db, org.id, id));
}

export async function createProject(db: Db, { org }: OrgAccess, user: User, input: z.output<typeof createProjectSchema>): Promise<ProjectView> {
  const now = Date.now();
  const row = await db
    .insert(carouselProjects)
    .values({ id: newId('car'), organizationId: org.id, name: input.name, ...stored(input.document), createdBy: user.id, updatedBy: user.id, createdAt: now, updatedAt: now })
    .returning()
    .get();
  return view(db, row!);
}

/** Saves only over the version the editor started from; the version rises by one. */
export async function updateProject(db: Db, { org }: OrgAccess, user: User, id: string, input: z.output<typeof updateProjectSchema>): Promise<ProjectView> {
  await findProject(db, org.id, id);
  const set: Partial<CarouselProject> = { updatedAt: Date.now(), updatedBy: user.id, version: input.baseVersion + 1 };
  if (input.name !== undefined) set.name = input.name;
  if (input.document) Object.assign(set, stored(input.document));
  const row = await db
    .update(carouselProjects)
    .set(set)
    .where(and(eq(carouselProjects.id, id), eq(carouselProjects.organizationId, org.id), eq(carouselProjects.version, input.baseVersion)))
    .returning()
    .get();
  if (!row) throw new ApiError(409, 'project_conflict');
  return view(db, row);
}

export async function duplicateProject(db: Db, access: OrgAccess, user: User, id: string, name: string | undefined): Promise<ProjectView> {
  const src = await findProject(db, access.org.id, id);
  const document = carouselDocumentSchema.parse(JSON.parse(src.document));
  return createProject(db, access, user, { name: name ?? src.name, document });
}

export async function deleteProject(db: Db, { org }: OrgAccess, id: string): Promise<void> {
  const row = await findProject(db, org.id, id);
  await db.delete(carouselProjects).where(eq(carouselProjects.id, row.id));
}
