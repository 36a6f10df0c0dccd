// A project's due day, as text: pure (no React), so the board's filters and
// their tests read it without a page.
import type { ProjectWorkflow } from '@src/common/contracts/workflow';

/** One formatter per language: making one costs far more than formatting, and a board formats a day per card. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A due day (YYYY-MM-DD) in the user's words; read as UTC so no time zone moves it to the day before. */
export function formatDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Today on the user's calendar (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Overdue: a due day before today, for a project not yet out (a published one is done). */
export const isOverdue = (w: ProjectWorkflow, today: string) => w.dueDate !== null && w.dueDate < today && w.status !== 'published';
