// The project manager's filters and columns (decision 052), as the board shows them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW, type ProjectWorkflow } from '../../src/common/contracts/workflow';
import type { ProjectKind } from '../../src/common/contracts/projects';
import {
  capped,
  cardsInView,
  COLUMN_PAGE,
  columns,
  endOfWeek,
  filterProjects,
  LIST_PAGE,
  NO_FILTERS,
  noFilter,
  tagsInUse,
} from '../../client/features/project-manager/model';
import { formatDay, isOverdue, localDay } from '../../client/projects/workflow-days';
import type { ProjectItem } from '../../client/projects/kinds';

// Wednesday 25 November 2026, local time.
const NOW = new Date(2026, 10, 25, 15, 0);

const project = (
  id: string,
  kind: ProjectKind,
  name: string,
  w: Partial<ProjectWorkflow> = {},
  brandKitId: string | null = null,
): ProjectItem =>
  ({
    brandKitId,
    id,
    kind,
    name,
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    updatedBy: null,
    summary: {},
    workflow: { ...DEFAULT_WORKFLOW, workflowVersion: 1, ...w },
  }) as ProjectItem;

const all = [
  project('a', 'carousel', 'Lançamento de verão', { status: 'in_review', tags: ['verão'], assignees: ['u1'], dueDate: '2026-11-24' }),
  project('b', 'video', 'Teaser do podcast', { status: 'idea', dueDate: '2026-11-29', tags: ['podcast', 'verão'] }, 'kit_lia'),
  project('c', 'video', 'Bastidores', { status: 'published', dueDate: '2026-11-20' }),
  project('d', 'script', 'Roteiro Natal', { dueDate: '2026-12-01', assignees: ['u2'] }, 'kit_lia'),
];
const ids = (ps: ProjectItem[]) => ps.map((p) => p.id);

describe('project manager board', () => {
  it('filters by tool, status, assignee, tag, brand kit and name, each alone and together', () => {
    expect(ids(filterProjects(all, { ...NO_FILTERS, kit: 'kit_lia' }, NOW))).toEqual(['b', 'd']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, kit: 'kit_other' }, NOW))).toEqual([]);
    expect(ids(filterProjects(all, { ...NO_FILTERS, kit: 'kit_lia', kind: 'script' }, NOW))).toEqual(['d']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, kind: 'video' }, NOW))).toEqual(['b', 'c']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, status: 'in_review' }, NOW))).toEqual(['a']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, assignee: 'u2' }, NOW))).toEqual(['d']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, tag: 'verão' }, NOW))).toEqual(['a', 'b']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, q: '  PODCAST ' }, NOW))).toEqual(['b']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, kind: 'video', tag: 'verão' }, NOW))).toEqual(['b']);
    expect(ids(filterProjects(all, NO_FILTERS, NOW))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('an overdue project is due before today and not yet published; this week ends on Sunday', () => {
    expect(localDay(NOW)).toBe('2026-11-25');
    expect(endOfWeek(NOW)).toBe('2026-11-29');
    expect(ids(filterProjects(all, { ...NO_FILTERS, due: 'overdue' }, NOW))).toEqual(['a']);
    expect(ids(filterProjects(all, { ...NO_FILTERS, due: 'week' }, NOW))).toEqual(['b']);
    expect(isOverdue(all[2]!.workflow, '2026-11-25')).toBe(false);
  });

  it('puts each project in its status column, every status in the workflow order', () => {
    const cols = columns(all);
    expect(cols.map((c) => c.status)).toEqual(['idea', 'in_production', 'in_review', 'approved', 'scheduled', 'published']);
    expect(cols.map((c) => ids(c.projects))).toEqual([['b', 'd'], [], ['a'], [], [], ['c']]);
    expect(tagsInUse(all)).toEqual(['podcast', 'verão']);
  });

  it('writes a due day as that calendar day in both languages', () => {
    expect(formatDay('2026-12-01', 'pt-BR')).toMatch(/^1 de dez\.? de 2026$/);
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
    // Each language keeps its own formatter: asked again, in turn, neither takes the other's words.
    expect(formatDay('2026-01-31', 'pt-BR')).toMatch(/^31 de jan\.? de 2026$/);
    expect(formatDay('2026-01-31', 'en')).toBe('Jan 31, 2026');
  });

  it('with no filter set gives back the same list, so the board draws nothing again (decision 070)', () => {
    expect(noFilter(NO_FILTERS)).toBe(true);
    expect(noFilter({ ...NO_FILTERS, q: '   ' })).toBe(true);
    for (const key of ['q', 'kind', 'status', 'assignee', 'tag', 'due', 'kit'] as const)
      expect(noFilter({ ...NO_FILTERS, [key]: 'x' }), key).toBe(false);
    expect(filterProjects(all, { ...NO_FILTERS, q: ' ' }, NOW)).toBe(all);
    expect(filterProjects(all, { ...NO_FILTERS, status: 'idea' }, NOW)).not.toBe(all);
  });

  it('searches a renamed project by its new name (names are lower-cased once per list item)', () => {
    expect(ids(filterProjects(all, { ...NO_FILTERS, q: 'natal' }, NOW))).toEqual(['d']);
    // A rename reaches the board as a new item (the list read again), never as the old object changed.
    const renamed = all.map((p) => (p.id === 'd' ? { ...p, name: 'Roteiro Páscoa' } : p));
    expect(ids(filterProjects(renamed, { ...NO_FILTERS, q: 'natal' }, NOW))).toEqual([]);
    expect(ids(filterProjects(renamed, { ...NO_FILTERS, q: 'PÁSCOA' }, NOW))).toEqual(['d']);
  });

  it('caps a column or the list at its first items and counts the rest (decision 070)', () => {
    const many = Array.from({ length: 2 * COLUMN_PAGE + 7 }, (_, i) => i);
    expect(capped(many, COLUMN_PAGE)).toEqual({ shown: many.slice(0, COLUMN_PAGE), hidden: COLUMN_PAGE + 7 });
    expect(capped(many, 2 * COLUMN_PAGE).hidden).toBe(7);
    expect(capped(many, 3 * COLUMN_PAGE)).toEqual({ shown: many, hidden: 0 });
    // A column no longer than its cap is the same array, all of it shown.
    const few = many.slice(0, 3);
    expect(capped(few, COLUMN_PAGE).shown).toBe(few);
    expect(capped([], LIST_PAGE)).toEqual({ shown: [], hidden: 0 });
  });

  it('mounts the cards of a column that reach the bottom of the screen, and one more (decision 089)', () => {
    // A list 300 px down a 1,000 px screen, cards of 150 px with their gap: 700 px hold 4.67 cards, so 5 and 1 more.
    expect(cardsInView(COLUMN_PAGE, 300, 150, 1000)).toBe(6);
    // Nothing measured yet (the first draw): every card shown is mounted.
    expect(cardsInView(COLUMN_PAGE, null, null, 1000)).toBe(COLUMN_PAGE);
    expect(cardsInView(COLUMN_PAGE, 300, null, 1000)).toBe(COLUMN_PAGE);
    // Never more than the column shows.
    expect(cardsInView(3, 300, 150, 1000)).toBe(3);
    expect(cardsInView(COLUMN_PAGE, 0, 40, 1000)).toBe(COLUMN_PAGE);
    // Scrolled down the column: the cards above the screen count too.
    expect(cardsInView(COLUMN_PAGE, -600, 150, 1000)).toBe(12);
    // A column below the screen still starts with two cards drawn.
    expect(cardsInView(COLUMN_PAGE, 1400, 150, 1000)).toBe(2);
    expect(cardsInView(0, 300, 150, 1000)).toBe(0);
  });
});
