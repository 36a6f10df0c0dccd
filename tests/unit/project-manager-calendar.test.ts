// The project manager's calendar month (issue 35): six Sunday-first weeks holding
// the month, month arithmetic across years, and projects placed on their due day.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW } from '../../src/common/contracts/workflow';
import { addMonths, dueByDay, monthGrid, monthOf } from '../../client/features/project-manager/calendar-model';
import type { ProjectItem } from '../../client/projects/kinds';

const project = (id: string, dueDate: string | null) =>
  ({ id, kind: 'video', name: id, summary: {}, workflow: { ...DEFAULT_WORKFLOW, workflowVersion: 1, dueDate } }) as unknown as ProjectItem;

describe('project manager calendar', () => {
  it('lays out December 2026 from Sunday 29 November to Saturday 9 January', () => {
    const days = monthGrid({ year: 2026, month: 11 });
    expect(days).toHaveLength(42);
    expect(days[0]).toEqual({ day: '2026-11-29', inMonth: false });
    expect(days[2]).toEqual({ day: '2026-12-01', inMonth: true });
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toHaveLength(31);
    expect(days.at(-1)).toEqual({ day: '2027-01-09', inMonth: false });
  });

  it('starts on the 1st itself when the month begins on a Sunday, and knows leap days', () => {
    expect(monthGrid({ year: 2026, month: 1 })[0]).toEqual({ day: '2026-02-01', inMonth: true });
    const feb2028 = monthGrid({ year: 2028, month: 1 }).filter((d) => d.inMonth);
    expect(feb2028.at(-1)!.day).toBe('2028-02-29');
  });

  it('moves by months across years both ways, and opens on the month of a date', () => {
    expect(addMonths({ year: 2026, month: 10 }, 2)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
    expect(monthOf(new Date(2026, 10, 27, 23, 30))).toEqual({ year: 2026, month: 10 });
  });

  it('puts projects on their due day in the list order and counts the undated', () => {
    const { byDay, undated } = dueByDay([
      project('a', '2026-12-24'),
      project('b', null),
      project('c', '2026-12-24'),
      project('d', '2026-12-01'),
    ]);
    expect(byDay.get('2026-12-24')!.map((p) => p.id)).toEqual(['a', 'c']);
    expect(byDay.get('2026-12-01')!.map((p) => p.id)).toEqual(['d']);
    expect(byDay.has('2026-12-02')).toBe(false);
    expect(undated).toBe(1);
  });
});
