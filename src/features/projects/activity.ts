// A project's activity (issue 35, decision 058): who created it, renamed it,
// changed its status, sent it for review, decided a review, commented. Each
// entry is written by the service where the thing happens, after it happened:
// losing an entry must not undo (or fail) a save that already landed, so a
// failed write is logged and the request answers as it would have.
import { and, desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_LIST_MAX, type ActivityKind, type ActivityView } from '../../common/contracts/comments';
import type { Db } from '../../db/client';
import { personColumns, personRef } from '../../db/people';
import { projectActivity, users } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { requireLiveProject } from './live';

export interface ActivityEntry {
  orgId: string;
  projectId: string;
  actorId: string | null;
  kind: ActivityKind;
  detail?: Record<string, unknown>;
}

export async function recordActivity(db: Db, entries: ActivityEntry | ActivityEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const now = Date.now();
  try {
    await db.insert(projectActivity).values(
      list.map((e) => ({
        id: newId('act'),
        organizationId: e.orgId,
        projectId: e.projectId,
        actorId: e.actorId,
        kind: e.kind,
        detail: JSON.stringify(e.detail ?? {}),
        createdAt: now,
      })),
    );
  } catch (err) {
    console.warn('project activity not recorded', list[0]!.projectId, list[0]!.kind, err);
  }
}

/**
 * A download-only export of a live project of the organization (else 404): recorded as "exported"
 * with the file's name as the browser tells it; nothing else rests on it (decision 071).
 */
export async function recordDownloadedExport(db: Db, { org, userId }: OrgAccess, projectId: string, name: string): Promise<void> {
  const project = await requireLiveProject(db, org.id, projectId);
  await recordActivity(db, { orgId: org.id, projectId: project.id, actorId: userId, kind: 'exported', detail: { name } });
}

export async function listActivity(db: Db, { org }: OrgAccess, projectId: string): Promise<ActivityView[]> {
  const project = await requireLiveProject(db, org.id, projectId);
  const rows = await db
    .select({ a: projectActivity, actor: personColumns(users) })
    .from(projectActivity)
    .leftJoin(users, eq(users.id, projectActivity.actorId))
    .where(and(eq(projectActivity.projectId, project.id), eq(projectActivity.organizationId, org.id)))
    // Ids are random: the row id keeps entries of one millisecond in the order they were written.
    .orderBy(desc(projectActivity.createdAt), sql.raw('"project_activity"."rowid" DESC'))
    .limit(ACTIVITY_LIST_MAX)
    .all();
  return rows.map(({ a, actor }) => ({
    id: a.id,
    kind: a.kind,
    actor: personRef(actor),
    detail: JSON.parse(a.detail) as Record<string, unknown>,
    createdAt: new Date(a.createdAt).toISOString(),
  }));
}
