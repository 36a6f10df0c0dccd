// A project's due day, as text: pure (no React), so the board's filters and
// their tests read it without a page.
import type { ProjectWorkflow } from '@src/common/contracts/workflow';

/** A due day (YYYY-MM-DD) in the user's words; read as UTC so no time zone moves it to the day before. */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today on the user's calendar (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Overdue: a due day before today, for a project not yet out (a published one is done). */
export const isOverdue = (w: ProjectWorkflow, today: string) => w.dueDate !== null && w.dueDate < today && w.status !== 'published';
