// The calendars' days (client/lib/calendar-month, decision 077): the week around a
// day, stepping days across months and years, and a post dragged to another day
// keeping its time of day.
import { describe, expect, it } from 'vitest';
import { addDays, dropMoment, localDayOf, monthGrid, onDayAtHour, onDayKeepingTime, weekGrid } from '../../client/lib/calendar-month';

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

  it('a moment dropped on an hour of the week takes that day and hour and keeps its minutes', () => {
    const at = new Date(2026, 10, 28, 9, 45, 30);
    const moved = onDayAtHour(at, '2026-12-01', 18);
    expect(localDayOf(moved)).toBe('2026-12-01');
    expect([moved.getHours(), moved.getMinutes(), moved.getSeconds()]).toEqual([18, 45, 0]);
  });

  it('a drop says where a post goes, and nothing when it lands where it is', () => {
    const at = new Date(2026, 10, 28, 9, 45, 0);
    expect(dropMoment(at, { day: '2026-11-28' })).toBeNull();
    expect(dropMoment(at, { day: '2026-11-28', hour: 9 })).toBeNull();
    expect(dropMoment(at, { day: '2026-11-28', hour: 23 })!.getHours()).toBe(23);
    expect(localDayOf(dropMoment(at, { day: '2026-11-30' })!)).toBe('2026-11-30');
    expect(dropMoment(at, { day: '2026-11-30' })!.getHours()).toBe(9);
  });

  it('the month grid still holds the whole month in six weeks', () => {
    const days = monthGrid({ year: 2026, month: 1 });
    expect(days).toHaveLength(42);
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toHaveLength(28);
  });
});
