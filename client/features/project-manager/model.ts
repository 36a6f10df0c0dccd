// The board's filters and columns, pure so a test runs them without React
// (and the 2,000-project bench of issue 35 can time them apart from drawing).
import type { ProjectKind } from '@src/common/contracts/projects';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '@src/common/contracts/workflow';
import type { ProjectItem } from '@client/projects/kinds';
import { isOverdue, localDay } from '@client/projects/workflow-days';

export type DueFilter = '' | 'overdue' | 'week';
export interface BoardFilters {
  q: string;
  kind: ProjectKind | '';
  status: WorkflowStatus | '';
  assignee: string;
  tag: string;
  due: DueFilter;
  /** A brand kit's id; '' any. */
  kit: string;
}
export const NO_FILTERS: BoardFilters = { q: '', kind: '', status: '', assignee: '', tag: '', due: '', kit: '' };

/** The last day of the week holding `now` (weeks end on Sunday, as in Brazil's and most calendars' business week). */
export function endOfWeek(now: Date): string {
  const end = new Date(now);
  end.setDate(now.getDate() + ((7 - now.getDay()) % 7));
  return localDay(end);
}

/**
 * Each project's name, lower-cased once: the list's items stay the same objects until it is read again,
 * so a search typed over 2,000 projects lower-cases no name twice (decision 070).
 */
const lowerNames = new WeakMap<ProjectItem, string>();
function lowerName(p: ProjectItem): string {
  let name = lowerNames.get(p);
  if (name === undefined) lowerNames.set(p, (name = p.name.toLocaleLowerCase()));
  return name;
}

/** True when no filter is set: the board then shows the list as it is, the same array. */
export const noFilter = (f: BoardFilters) => !f.q.trim() && !f.kind && !f.status && !f.assignee && !f.tag && !f.due && !f.kit;

export function filterProjects(projects: ProjectItem[], f: BoardFilters, now: Date): ProjectItem[] {
  if (noFilter(f)) return projects;
  const today = localDay(now);
  const weekEnd = endOfWeek(now);
  const q = f.q.trim().toLocaleLowerCase();
  return projects.filter((p) => {
    const w = p.workflow;
    if (f.kind && p.kind !== f.kind) return false;
    if (f.status && w.status !== f.status) return false;
    if (f.assignee && !w.assignees.includes(f.assignee)) return false;
    if (f.tag && !w.tags.includes(f.tag)) return false;
    if (f.kit && p.brandKitId !== f.kit) return false;
    if (f.due === 'overdue' && !isOverdue(w, today)) return false;
    if (f.due === 'week' && (w.dueDate === null || w.dueDate < today || w.dueDate > weekEnd)) return false;
    return !q || lowerName(p).includes(q);
  });
}

/** One column per status, in the workflow's order, each keeping the list's order. */
export function columns(projects: ProjectItem[]): Array<{ status: WorkflowStatus; projects: ProjectItem[] }> {
  const by = new Map<WorkflowStatus, ProjectItem[]>(WORKFLOW_STATUSES.map((s) => [s, []]));
  for (const p of projects) by.get(p.workflow.status)?.push(p);
  return WORKFLOW_STATUSES.map((status) => ({ status, projects: by.get(status)! }));
}

/** Every tag in use, sorted, for the tag filter. */
export const tagsInUse = (projects: ProjectItem[]) => [...new Set(projects.flatMap((p) => p.workflow.tags))].sort();

/**
 * How many cards a column shows at first, and how many more each "Show more" adds (decision 070): a
 * column of 2,000 cards would cost the page seconds to draw, and nobody scrolls that far down a column;
 * its heading still counts them all, and the filters and search find any of them. About a screen and a
 * half of cards: a filter that brings every column back mounts 72 cards, not 150 (with 25 a column,
 * 2,000 projects, a key typed in the search cost up to 180 ms of main-thread work; with 12, about 60).
 */
export const COLUMN_PAGE = 12;
/** The list's rows at first and per "Show more", for the same reason. */
export const LIST_PAGE = 100;

/**
 * How many of a column's shown cards to mount (decision 089): those from the top of its list down to the
 * bottom of the screen, and one more. `top` is where the list begins on the screen (negative once scrolled
 * past), `perCard` a card's height with the gap after it, both as last measured; nothing measured yet
 * (a first draw) mounts them all. At least two, so a column below the screen still starts drawn.
 */
export function cardsInView(shown: number, top: number | null, perCard: number | null, viewport: number): number {
  if (top === null || !perCard || perCard <= 0) return shown;
  return Math.min(shown, Math.max(2, Math.ceil((viewport - top) / perCard) + 1));
}

/** The first `limit` items and how many are left out. */
export function capped<T>(items: readonly T[], limit: number): { shown: readonly T[]; hidden: number } {
  return items.length <= limit ? { shown: items, hidden: 0 } : { shown: items.slice(0, limit), hidden: items.length - limit };
}
