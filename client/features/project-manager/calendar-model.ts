// The calendar view's month, pure so a test reads it without a page: the days come
// from client/lib/calendar-month (shared with the publishing calendar, decision 077),
// and the projects due on each day.
import type { ProjectItem } from '@client/projects/kinds';

export { addMonths, monthGrid, monthOf, type CalendarDay, type Month } from '@client/lib/calendar-month';

/** The projects due on each day, in the list's order; those with no due date are counted apart. */
export function dueByDay(projects: ProjectItem[]): { byDay: Map<string, ProjectItem[]>; undated: number } {
  const byDay = new Map<string, ProjectItem[]>();
  let undated = 0;
  for (const p of projects) {
    const due = p.workflow.dueDate;
    if (!due) undated++;
    else byDay.set(due, [...(byDay.get(due) ?? []), p]);
  }
  return { byDay, undated };
}
