// A month of days as the two calendars draw it (the project manager's and the
// publishing one, decision 077): the weekday heads, then a cell a day that may
// take a drop. What each day lists, and how many before "+N more", is the
// caller's; the layout and the cell's labels are written once here.
import type { HTMLAttributes, ReactNode } from 'react';
import type { CalendarDay, Month } from '@client/lib/calendar-month';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "novembro de 2026" → "Novembro de 2026": only the first letter (CSS capitalize would make "De"). */
export function monthTitle(month: Month, locale: string): string {
  const named = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month, 1)),
  );
  return named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
}

interface Props {
  days: CalendarDay[];
  locale: string;
  /** The user's today (YYYY-MM-DD), marked. */
  today: string;
  /** What a day lists; `count` goes into the cell's name ("Friday…: 2 posts"); `after` follows "+N more". */
  render: (day: string) => { items: ReactNode; count: number; more: number; after?: ReactNode };
  /** The cell's name after the long date, from the count. */
  countLabel: (count: number) => string;
  moreLabel: (more: number) => string;
  /** What a day spreads on itself to take a drop. */
  drop?: (day: string) => { isOver: boolean } & HTMLAttributes<HTMLDivElement>;
}

export function MonthGrid({ days, locale, today, render, countLabel, moreLabel, drop }: Props) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <div className="pm-calendar-grid" role="list">
      {days.slice(0, 7).map((d) => (
        <span key={`w${d.day}`} className="pm-weekday" aria-hidden="true">
          {weekday.format(noon(d.day))}
        </span>
      ))}
      {days.map((d) => {
        const { items, count, more, after } = render(d.day);
        const { isOver, ...dropProps } = drop?.(d.day) ?? { isOver: false };
        return (
          <div
            key={d.day}
            role="listitem"
            className={`pm-day${d.inMonth ? '' : ' pm-day-out'}${d.day === today ? ' pm-today' : ''}${isOver ? ' publish-drop' : ''}`}
            data-day={d.day}
            aria-label={`${longDay.format(noon(d.day))}: ${countLabel(count)}`}
            {...dropProps}
          >
            <span className="pm-day-number" aria-hidden="true">
              {Number(d.day.slice(8))}
            </span>
            {items}
            {more > 0 ? <span className="muted small">{moreLabel(more)}</span> : null}
            {after}
          </div>
        );
      })}
    </div>
  );
}
