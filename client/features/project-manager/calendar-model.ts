// The calendar view's month, pure so a test reads it without a page: six weeks of
// days from the Sunday on or before the 1st (weeks start on Sunday in Brazil and
// the US alike), and the projects due on each day.
import type { ProjectItem } from '@client/projects/kinds';

export interface Month {
  year: number;
  /** 0 = January, as Date counts. */
  month: number;
}

export interface CalendarDay {
  /** YYYY-MM-DD, the same form as a project's due date. */
  day: string;
  /** False for the leading and trailing days of the months around it. */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Noon UTC: stepping a day never crosses midnight whatever the machine's zone.
const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, 12));
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const monthOf = (now: Date): Month => ({ year: now.getFullYear(), month: now.getMonth() });

export function addMonths({ year, month }: Month, n: number): Month {
  const total = year * 12 + month + n;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** 42 days (six weeks), Sunday first, holding the whole month. */
export function monthGrid({ year, month }: Month): CalendarDay[] {
  const first = at(year, month, 1);
  const start = at(year, month, 1 - first.getUTCDay());
  return Array.from({ length: 42 }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000);
    return { day: dayOf(date), inMonth: date.getUTCMonth() === month };
  });
}

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
