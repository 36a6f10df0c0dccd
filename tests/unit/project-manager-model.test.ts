// The project manager's filters and columns (decision 052), as the board shows them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW, type ProjectWorkflow } from '../../src/common/contracts/workflow';
import type { ProjectKind } from '../../src/common/contracts/projects';
import { columns, endOfWeek, filterProjects, NO_FILTERS, tagsInUse } from '../../client/features/project-manager/model';
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
  });
});
