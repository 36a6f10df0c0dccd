// The calendars' days (decisions 052 and 077), pure so a test reads them without a
// page: a month as six weeks from the Sunday on or before the 1st (weeks start on
// Sunday in Brazil and the US alike), or one week. The project manager's calendar
// and the publishing calendar both lay their days out with these.

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

/** The seven days (Sunday first) of the week holding `day` (YYYY-MM-DD); all "in" the view. */
export function weekGrid(day: string): CalendarDay[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = at(y, m - 1, d);
  const start = at(y, m - 1, d - date.getUTCDay());
  return Array.from({ length: 7 }, (_, i) => ({ day: dayOf(new Date(start.getTime() + i * 86_400_000)), inMonth: true }));
}

/** `day` moved by n days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(at(y, m - 1, d + n));
}

/** A moment's day on the user's calendar (YYYY-MM-DD, the machine's zone). */
export function localDayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same time of day as `moment`, on `day` (the user's zone): a post dragged to another day keeps its hour. */
export function onDayKeepingTime(moment: Date, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, moment.getHours(), moment.getMinutes(), moment.getSeconds(), 0);
}

/** `hour` o'clock on `day` (the user's zone), keeping the minutes of `moment`: a post dropped on an hour of the week. */
export function onDayAtHour(moment: Date, day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, moment.getMinutes(), 0, 0);
}

/** Where a drop lands on a calendar: a day, and in the week's time grid an hour of it. */
export interface DropSpot {
  day: string;
  hour?: number;
}

/** The moment something at `from` dropped on `spot` moves to; null when it would not move. */
export function dropMoment(from: Date, spot: DropSpot): Date | null {
  const to = spot.hour === undefined ? onDayKeepingTime(from, spot.day) : onDayAtHour(from, spot.day, spot.hour);
  return to.getTime() === from.getTime() ? null : to;
}
