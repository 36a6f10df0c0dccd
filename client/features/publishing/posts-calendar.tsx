// The publishing calendar (decision 077): the organization's posts on the days
// they are (or were) due, month or week, laid out with the project manager's
// calendar days (client/lib/calendar-month). Each post is a chip with its
// network, time and state. A post still waiting (queued, not yet handed to the
// queue) can be dragged to another day, keeping its time of day, or opened
// (click, Enter) for the Reschedule dialog with a date and time: the keyboard's
// way. The past is refused here and by the server; a post already on its way is
// refused by the server in the user's language (the mutation's toast).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { reschedulePostSchema, type PostView } from '@src/common/contracts/publishing';
import { paths } from '@src/common/routes';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { MonthGrid, monthTitle } from '@client/components/ui/month-grid';
import { Segmented } from '@client/components/ui/segmented';
import { addDays, addMonths, localDayOf, monthGrid, weekGrid, type Month } from '@client/lib/calendar-month';
import { useLocale } from '@client/lib/use-locale';
import { usePublishT } from './messages';
import { usePostDrag, type PostDrag } from './use-post-drag';
import { WeekTimeGrid } from './week-grid';

const VIEWS = ['month', 'week'] as const;
type View = (typeof VIEWS)[number];
/** How many posts a month's day lists before "+N more" (the week and the list show every one). */
const PER_DAY = 4;

/** "YYYY-MM-DDTHH:mm" in local time, what a datetime-local input holds. */
const localInput = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function PostsCalendar({ org, posts }: { org: string; posts: PostView[] }) {
  const { t } = usePublishT();
  const locale = useLocale();
  const drag = usePostDrag(org, posts);
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => localDayOf(new Date()));
  const [editing, setEditing] = useState<PostView | null>(null);
  const today = drag.today;

  const [ay, am] = anchor.split('-').map(Number) as [number, number];
  const month: Month = { year: ay, month: am - 1 };
  const days = view === 'month' ? monthGrid(month) : weekGrid(anchor);
  const byDay = postsByDay(posts);
  const move = (n: number) =>
    setAnchor((a) => {
      if (view === 'week') return addDays(a, 7 * n);
      const m = addMonths({ year: Number(a.slice(0, 4)), month: Number(a.slice(5, 7)) - 1 }, n);
      return `${m.year}-${String(m.month + 1).padStart(2, '0')}-01`;
    });
  const title =
    view === 'month'
      ? monthTitle(month, locale)
      : t('calendar.weekOf', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${days[0]!.day}T12:00:00Z`)),
        });
  const chip = (p: PostView) => <PostChip key={p.id} post={p} onOpen={() => setEditing(p)} drag={drag.chip(p)} />;

  return (
    <section className="pm-calendar publish-calendar" aria-labelledby="publish-calendar-title" data-testid="posts-calendar">
      <div className="pm-calendar-head">
        <h3 id="publish-calendar-title" className="pm-calendar-title" aria-live="polite">
          {title}
        </h3>
        <Segmented label={t('calendar.view')} values={VIEWS} value={view} name={(v) => t(`calendar.${v}`)} onChange={setView} />
        <IconButton icon={ChevronLeft} label={t('calendar.previous')} onClick={() => move(-1)} />
        <Button variant="secondary" size="sm" onClick={() => setAnchor(localDayOf(new Date()))}>
          {t('calendar.today')}
        </Button>
        <IconButton icon={ChevronRight} label={t('calendar.next')} onClick={() => move(1)} />
      </div>
      <p className="muted small">{t(view === 'week' ? 'calendar.hintWeek' : 'calendar.hint')}</p>
      {view === 'week' ? (
        <WeekTimeGrid days={days.map((d) => d.day)} today={today} byDay={byDay} target={drag.target} chip={chip} />
      ) : (
        <MonthGrid
          days={days}
          locale={locale}
          today={today}
          drop={(day) => drag.target({ day }, day >= today)}
          countLabel={(count) => t('calendar.posts', { count })}
          moreLabel={(count) => t('calendar.more', { count })}
          render={(day) => {
            const here = byDay.get(day) ?? [];
            return { count: here.length, more: here.length - PER_DAY, items: here.slice(0, PER_DAY).map(chip) };
          }}
        />
      )}
      {editing ? (
        <RescheduleDialog
          post={editing}
          busy={drag.busy}
          onClose={() => setEditing(null)}
          onSave={(at) => drag.send(editing, at, () => setEditing(null))}
        />
      ) : null}
    </section>
  );
}

/** The posts on each day of the user's calendar, in time order; cancelled ones are left out. */
export function postsByDay(posts: PostView[]): Map<string, PostView[]> {
  const byDay = new Map<string, PostView[]>();
  for (const p of [...posts].filter((p) => p.state !== 'cancelled').sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))) {
    const day = localDayOf(new Date(p.scheduledAt));
    byDay.set(day, [...(byDay.get(day) ?? []), p]);
  }
  return byDay;
}

/**
 * A day's posts on another calendar (the project manager's, decision 077): the same chips,
 * each a link to the publishing page; a waiting one can be dragged to another day there too.
 */
export function PostLinks({ posts, drag }: { posts: PostView[] | undefined; drag?: PostDrag }) {
  const locale = useLocale();
  if (!posts?.length) return null;
  return (
    <>
      {posts.map((p) => (
        <Link
          key={p.id}
          to={paths.publish(locale)}
          className={`publish-chip publish-chip-link${p.movable && drag ? ' publish-chip-movable' : ''}`}
          data-testid="pm-calendar-post"
          data-post-id={p.id}
          {...(p.movable && drag ? drag.chip(p) : { draggable: false })}
        >
          <ChipInner post={p} />
        </Link>
      ))}
    </>
  );
}

function ChipInner({ post }: { post: PostView }) {
  const { t } = usePublishT();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(post.scheduledAt));
  return (
    <>
      <span className={`publish-chip-dot publish-state-${post.state}`} aria-hidden="true" />
      <span className="publish-chip-network">{t(`calendar.network.${post.network}`)}</span>
      <time dateTime={post.scheduledAt} data-testid="calendar-post-time">
        {time}
      </time>
      <span className="publish-chip-state">{t(`list.state.${post.state}`)}</span>
    </>
  );
}

function PostChip({ post, onOpen, drag }: { post: PostView; onOpen: () => void; drag: ReturnType<PostDrag['chip']> }) {
  const { t } = usePublishT();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(post.scheduledAt));
  const network = t(`calendar.network.${post.network}`);
  const state = t(`list.state.${post.state}`);
  const name = post.title || post.files.map((f) => f.name).join(', ') || t('list.deletedFile');
  const inner = <ChipInner post={post} />;
  const common = {
    className: `publish-chip${post.movable ? ' publish-chip-movable' : ''}`,
    'data-testid': 'calendar-post',
    'data-post-id': post.id,
    'data-state': post.state,
    title: `${name} · ${network} · ${time} · ${state}`,
  };
  if (!post.movable) return <span {...common}>{inner}</span>;
  return (
    <button
      type="button"
      {...common}
      {...drag}
      aria-label={t('calendar.chipLabel', { name, network, time, state })}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {inner}
    </button>
  );
}

function RescheduleDialog({
  post,
  busy,
  onClose,
  onSave,
}: {
  post: PostView;
  busy: boolean;
  onClose: () => void;
  onSave: (at: Date) => void;
}) {
  const { t } = usePublishT();
  const common = useTranslation().t;
  const [value, setValue] = useState(() => localInput(Date.parse(post.scheduledAt)));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const at = value ? new Date(value) : null;
    const parsed = reschedulePostSchema.safeParse({
      scheduledAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
      version: post.version,
    });
    if (!parsed.success) {
      setError(common(`errors.${parsed.error.issues[0]!.message}`));
      return;
    }
    setError(undefined);
    onSave(at!);
  };
  const name = post.title || post.files.map((f) => f.name).join(', ') || t('list.deletedFile');
  return (
    <Dialog open onClose={onClose} title={t('calendar.rescheduleTitle')} description={name} closeLabel={t('calendar.close')}>
      <form onSubmit={submit} noValidate data-testid="reschedule-form">
        <Field label={t('calendar.newTime')} type="datetime-local" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
        <div className="dialog-footer">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('calendar.cancel')}
          </Button>
          <Button type="submit" icon={CalendarClock} loading={busy}>
            {t('calendar.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
