// The due-tomorrow pass (decision 067), run by the hourly housekeeping cron:
// every assignee of a live, unpublished project due tomorrow gets one
// notification for that due date. Running it again (the next hour, or a retried
// cron) writes nothing new: the row's dedupe key is the project and its date.
// "Tomorrow" is São Paulo's (the product's people are in Brazil, UTC−3 all year):
// the first run after midnight there tells assignees a day ahead.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { notify, type NotifyDeps } from './notify';

export const DUE_TIME_ZONE = 'America/Sao_Paulo';

/** The day after `now` in São Paulo, as YYYY-MM-DD (the due dates' form). */
export function tomorrowIn(now: number, timeZone = DUE_TIME_ZONE): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Answers how many notifications it wrote. */
export async function notifyDueTomorrow(deps: NotifyDeps & { db: Db }, now = Date.now()): Promise<number> {
  const day = tomorrowIn(now);
  const due = await deps.db
    .select({ id: projects.id, orgId: projects.organizationId, name: projects.name, assignees: projects.assignees })
    .from(projects)
    .where(and(eq(projects.dueDate, day), isNull(projects.deletedAt), ne(projects.status, 'published')))
    .all();
  let written = 0;
  for (const p of due) {
    const assignees = JSON.parse(p.assignees) as string[];
    written += (
      await notify(deps, {
        orgId: p.orgId,
        kind: 'due_tomorrow',
        recipients: assignees,
        actorId: null,
        projectId: p.id,
        payload: { projectName: p.name, dueDate: day },
        dedupeKey: `due:${p.id}:${day}`,
      })
    ).length;
  }
  return written;
}
