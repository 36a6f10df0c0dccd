// The publishing calendar's week as a time grid (issue 36): seven days by 24
// hours, each post in its hour. A waiting post dropped on another hour (or
// day) moves there and keeps its minutes; the grid scrolls to the morning, or
// to the week's first post before it. Empty hours are only drop targets, so
// screen readers hear the hours that hold posts, each named.
import { useEffect, useRef, type ReactNode } from 'react';
import type { PostView } from '@src/common/contracts/publishing';
import { useLocale } from '@client/lib/use-locale';
import { usePublishT } from './messages';
import type { PostDrag } from './use-post-drag';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Where the grid opens when the week has nothing earlier. */
const MORNING = 7;

interface Props {
  days: string[];
  today: string;
  byDay: Map<string, PostView[]>;
  target: PostDrag['target'];
  chip: (p: PostView) => ReactNode;
}

export function WeekTimeGrid({ days, today, byDay, target, chip }: Props) {
  const { t } = usePublishT();
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const hourOf = (p: PostView) => new Date(p.scheduledAt).getHours();
  const first = Math.min(MORNING, ...days.flatMap((d) => (byDay.get(d) ?? []).map(hourOf)));
  const week = days.join();
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-hour="${first}"]`);
    const head = box?.firstElementChild as HTMLElement | null;
    if (box && row && head) box.scrollTop += row.getBoundingClientRect().top - box.getBoundingClientRect().top - head.offsetHeight;
    // Once per week shown: a post moved later must not yank the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [week]);
  const nowHour = new Date().getHours();
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const hourName = (h: number) => clock.format(new Date(2000, 0, 1, h));
  return (
    <div className="publish-week-grid" ref={scroller} data-testid="week-grid">
      <div className="publish-week-row publish-week-head" aria-hidden="true">
        <span />
        {days.map((d) => (
          <span key={d} className={`pm-weekday${d === today ? ' pm-today' : ''}`}>
            {weekday.format(new Date(`${d}T12:00:00Z`))}
          </span>
        ))}
      </div>
      {HOURS.map((h) => (
        <div key={h} className="publish-week-row" data-hour={h}>
          <span className="publish-week-hour" aria-hidden="true">
            {hourName(h)}
          </span>
          {days.map((d) => {
            const here = (byDay.get(d) ?? []).filter((p) => hourOf(p) === h);
            const open = d > today || (d === today && h >= nowHour);
            const { isOver, ...drop } = target({ day: d, hour: h }, open);
            return (
              <div
                key={d}
                className={`publish-week-cell${isOver ? ' publish-drop' : ''}${open ? '' : ' publish-week-past'}`}
                data-day={d}
                data-hour={h}
                {...(here.length
                  ? {
                      role: 'group',
                      'aria-label': `${longDay.format(new Date(`${d}T12:00:00Z`))}, ${hourName(h)}: ${t('calendar.posts', { count: here.length })}`,
                    }
                  : { 'aria-hidden': true })}
                {...drop}
              >
                {here.map(chip)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
