// The calendar view: a month of days, each project on its due day (a dot of its
// status, its name opening its details). It opens on this month; the arrows and
// "Today" move it. Projects with no due date are counted under the month, since
// the board and the list show them. The page may add more to each day: the
// publishing calendar's posts (decision 077).
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { IconButton } from '@client/components/ui/icon-button';
import { MonthGrid, monthTitle } from '@client/components/ui/month-grid';
import { useLocale } from '@client/lib/use-locale';
import type { ProjectItem } from '@client/projects/kinds';
import { useWorkflowT } from '@client/projects/workflow';
import { localDay } from '@client/projects/workflow-days';
import { addMonths, dueByDay, monthGrid, monthOf, type Month } from './calendar-model';
import { usePmT } from './messages';

/** How many projects a day lists before "+N more" (the list view shows every one). */
const PER_DAY = 3;

interface Props {
  projects: ProjectItem[];
  onDetails: (p: ProjectItem) => void;
  /** More on each day, from the page (decision 077: the organization's scheduled and published posts). */
  dayExtra?: (day: string) => ReactNode;
  /** What a day spreads on itself to take a drop of what `dayExtra` shows (the posts, moved to that day). */
  dayDrop?: (day: string) => { isOver: boolean } & HTMLAttributes<HTMLDivElement>;
}

export function CalendarView({ projects, onDetails, dayExtra, dayDrop }: Props) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const locale = useLocale();
  const now = new Date();
  const [month, setMonth] = useState<Month>(() => monthOf(now));
  const today = localDay(now);
  const { byDay, undated } = dueByDay(projects);
  const days = monthGrid(month);
  return (
    <section className="pm-calendar" aria-labelledby="pm-calendar-title">
      <div className="pm-calendar-head">
        <h2 id="pm-calendar-title" className="pm-calendar-title" aria-live="polite">
          {monthTitle(month, locale)}
        </h2>
        <IconButton icon={ChevronLeft} label={t('calendar.previous')} onClick={() => setMonth((m) => addMonths(m, -1))} />
        <Button variant="secondary" size="sm" onClick={() => setMonth(monthOf(new Date()))}>
          {t('calendar.today')}
        </Button>
        <IconButton icon={ChevronRight} label={t('calendar.next')} onClick={() => setMonth((m) => addMonths(m, 1))} />
      </div>
      <MonthGrid
        days={days}
        locale={locale}
        today={today}
        drop={dayDrop}
        countLabel={(count) => t('calendar.due', { count })}
        moreLabel={(count) => t('calendar.more', { count })}
        render={(day) => {
          const due = byDay.get(day) ?? [];
          return {
            count: due.length,
            more: due.length - PER_DAY,
            items: due.slice(0, PER_DAY).map((p) => (
              <button key={p.id} type="button" className="pm-day-project" onClick={() => onDetails(p)} title={p.name}>
                <span className={`wf-dot wf-${p.workflow.status}`} aria-hidden="true" />
                <span className="pm-day-name">{p.name}</span>
                <span className="sr-only">{tw(`statuses.${p.workflow.status}`)}</span>
              </button>
            )),
            after: dayExtra?.(day),
          };
        }}
      />
      {undated > 0 ? <p className="muted small">{t('calendar.undated', { count: undated })}</p> : null}
    </section>
  );
}
