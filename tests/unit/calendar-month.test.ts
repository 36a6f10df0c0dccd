// The calendars' days (client/lib/calendar-month, decision 077): the week around a
// day, stepping days across months and years, and a post dragged to another day
// keeping its time of day.
import { describe, expect, it } from 'vitest';
import { addDays, localDayOf, monthGrid, onDayKeepingTime, weekGrid } from '../../client/lib/calendar-month';

describe('calendar days', () => {
  it('a week runs Sunday to Saturday around the day, across a month and a year', () => {
    expect(weekGrid('2026-11-28').map((d) => d.day)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekGrid('2027-01-01').map((d) => d.day)[0]).toBe('2026-12-27');
    expect(weekGrid('2026-11-22')[0]!.day).toBe('2026-11-22');
  });

  it('steps days across months and years, both ways', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('a moment moved to another day keeps its local time of day', () => {
    const at = new Date(2026, 10, 28, 9, 45, 30);
    const moved = onDayKeepingTime(at, '2026-12-03');
    expect(localDayOf(moved)).toBe('2026-12-03');
    expect([moved.getHours(), moved.getMinutes(), moved.getSeconds()]).toEqual([9, 45, 30]);
  });

  it('the month grid still holds the whole month in six weeks', () => {
    const days = monthGrid({ year: 2026, month: 1 });
    expect(days).toHaveLength(42);
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toHaveLength(28);
  });
});
