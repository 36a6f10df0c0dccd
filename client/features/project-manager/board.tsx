// The board: one column per status; a card moves by dragging it onto another
// column (pointer) or by its menu (keyboard, touch). The board scrolls
// sideways inside itself, so a phone's page never does. With thousands of
// projects (decision 070) a column draws its first cards and a "Show more"
// button, its heading counting them all; cards are memoized, so a filter change
// draws only the cards that appear, and of a column's page only those on screen
// are mounted until it is scrolled to or focused (decision 089). Card icons are
// CSS masks made once from one SVG sprite (decisions 076, 089).
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoreHorizontal, SlidersHorizontal } from 'lucide-react';
import type { ProjectKind } from '@src/common/contracts/projects';
import type { WorkflowStatus } from '@src/common/contracts/workflow';
import { WORKFLOW_STATUSES } from '@src/common/contracts/workflow';
import { Menu } from '@client/components/ui/menu';
import { useLocale } from '@client/lib/use-locale';
import { PROJECT_KIND_INFO, type ProjectItem } from '@client/projects/kinds';
import { formatDay, isOverdue, localDay, useWorkflowT } from '@client/projects/workflow';
import { capped, cardsInView, columns, COLUMN_PAGE } from './model';
import { usePmT } from './messages';

const DRAG_TYPE = 'application/x-palco-project';

/** Stable across renders (the page keeps them so), or every card would draw again on each filter change. */
export interface MoveProps {
  onMove: (p: ProjectItem, status: WorkflowStatus) => void;
  memberName: (userId: string) => string;
  /** Opens the project's details dialog (assignees, due date, tags, priority, review). */
  onDetails: (p: ProjectItem) => void;
}

/**
 * The words every card shows, read once per board: a translation hook per card costs hundreds of them,
 * and so does a translation call per card (decision 076): the sentences naming a card are translated
 * once with a marker where its name goes, and each card fills in its name.
 */
interface CardWords {
  t: ReturnType<typeof usePmT>['t'];
  tw: ReturnType<typeof useWorkflowT>['t'];
  locale: ReturnType<typeof useLocale>;
  language: string;
  today: string;
  open: (name: string) => string;
  details: (name: string) => string;
  actions: (name: string) => string;
  /** The tool of each kind, by name. */
  tools: Record<ProjectKind, string>;
  priorities: Record<string, string>;
  /** "Due {{date}}" and "Overdue: {{date}}", the date filled in per card. */
  due: (date: string) => string;
  overdue: (date: string) => string;
}

const NAME_MARK = '\u0000';
/** A sentence translated once, with a place for the name: `t(key, {name})` without i18next's work per card. */
const withName = (sentence: string) => {
  const [before, after = ''] = sentence.split(NAME_MARK);
  return (name: string) => before + name + after;
};

/** The icons every card shows, as symbols of one hidden sprite: a card's icon is then one `<use>`, not a tree of paths. */
const SPRITE_ID = 'pm-icons';
const iconId = (name: string) => `pm-i-${name}`;
const KINDS = Object.keys(PROJECT_KIND_INFO) as ProjectKind[];

const IconSprite = memo(function IconSprite() {
  return (
    <svg id={SPRITE_ID} className="pm-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <symbol id={iconId('details')} viewBox="0 0 24 24">
        <SlidersHorizontal />
      </symbol>
      <symbol id={iconId('actions')} viewBox="0 0 24 24">
        <MoreHorizontal />
      </symbol>
      {KINDS.map((kind) => {
        const Icon = PROJECT_KIND_INFO[kind].icon;
        return (
          <symbol key={kind} id={iconId(kind)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
});

/**
 * The sprite's icons as CSS masks, one rule each, written once per document (decision 089): a card's icon is
 * then one `<span>` painted in the text's colour, where a `<use>` clones its symbol's paths into a shadow tree
 * that costs style and layout on every card a filter brings back. The masks are the sprite's own drawing, read
 * from the DOM once, so they stay lucide's icons whatever its version.
 */
const MASKS_ID = 'pm-icon-masks';
function useIconMasks() {
  useLayoutEffect(() => {
    if (document.getElementById(MASKS_ID)) return;
    const style = document.createElement('style');
    style.id = MASKS_ID;
    style.textContent = [...document.querySelectorAll(`#${SPRITE_ID} symbol`)]
      .map((symbol) => {
        const svg = symbol.querySelector('svg');
        return svg ? `.${symbol.id}{--pm-mask:url("data:image/svg+xml,${encodeURIComponent(svg.outerHTML)}")}` : '';
      })
      .join('\n');
    document.head.append(style);
  }, []);
}

/** One of the sprite's icons, decorative (its button or text names it). */
function SpriteIcon({ name, small }: { name: string; small?: boolean }) {
  return <span className={`pm-icon${small ? ' pm-icon-sm' : ''} ${iconId(name)}`} aria-hidden="true" />;
}

export const Board = memo(function Board({ projects, onMove, memberName, onDetails }: MoveProps & { projects: ProjectItem[] }) {
  const { t } = usePmT();
  const { t: tw, i18n } = useWorkflowT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  useIconMasks();
  const today = localDay(new Date());
  const words = useMemo<CardWords>(
    () => ({
      t,
      tw,
      locale,
      language: i18n.language,
      today,
      open: withName(t('open', { name: NAME_MARK })),
      details: withName(t('details.open', { name: NAME_MARK })),
      actions: withName(t('cardActions', { name: NAME_MARK })),
      tools: Object.fromEntries(KINDS.map((k) => [k, tm(`catalogue.${PROJECT_KIND_INFO[k].tool}.name`)])) as Record<ProjectKind, string>,
      priorities: Object.fromEntries(['low', 'normal', 'high', 'urgent'].map((x) => [x, tw(`priorities.${x}`)])),
      due: withName(tw('due', { date: NAME_MARK })),
      overdue: withName(tw('overdue', { date: NAME_MARK })),
    }),
    [t, tw, tm, locale, i18n.language, today],
  );
  const navigate = useNavigate();
  // One click handler for every card's link (a router link per card costs its hooks hundreds of times):
  // a plain click goes through the router, a click with a modifier or another button is the browser's.
  const onBoardClick = useCallback(
    (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a.pm-card-name');
      if (!a) return;
      e.preventDefault();
      void navigate(a.getAttribute('href')!);
    },
    [navigate],
  );
  // A column whose cards did not change keeps its array, so its memo skips it (a filter redraws only what changed).
  const previous = useRef<Map<WorkflowStatus, ProjectItem[]>>(new Map());
  const [over, setOver] = useState<WorkflowStatus | null>(null);
  const cols = useMemo(() => {
    const fresh = columns(projects).map((col) => {
      const before = previous.current.get(col.status);
      return before && sameItems(before, col.projects) ? { ...col, projects: before } : col;
    });
    previous.current = new Map(fresh.map((c) => [c.status, c.projects]));
    return fresh;
  }, [projects]);
  // Read at drop time through a ref, so the handler stays the same and unchanged columns are not drawn again.
  // A drop looks its card up in the list then: an index by id, built on every filter change, would be 2,000
  // entries of garbage per key typed, for a drop that happens once in a while.
  const shownNow = useRef(projects);
  shownNow.current = projects;
  const onDrop = useCallback(
    (id: string, status: WorkflowStatus) => {
      setOver(null);
      const p = shownNow.current.find((x) => x.id === id);
      if (p && p.workflow.status !== status) onMove(p, status);
    },
    [onMove],
  );
  return (
    // The click is delegated from the cards' links, which keep their keyboard (Enter follows a link, through this handler too).
    <div className="pm-board" role="region" aria-label={t('board')} tabIndex={0} onClick={onBoardClick}>
      <IconSprite />
      {cols.map((col) => (
        <Column
          key={col.status}
          status={col.status}
          projects={col.projects}
          over={over === col.status}
          setOver={setOver}
          onDrop={onDrop}
          words={words}
          onMove={onMove}
          memberName={memberName}
          onDetails={onDetails}
        />
      ))}
    </div>
  );
});

interface ColumnProps extends MoveProps {
  status: WorkflowStatus;
  projects: ProjectItem[];
  over: boolean;
  setOver: (f: (s: WorkflowStatus | null) => WorkflowStatus | null) => void;
  onDrop: (id: string, status: WorkflowStatus) => void;
  words: CardWords;
}

const sameItems = (a: readonly ProjectItem[], b: readonly ProjectItem[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/** The gap between cards (`.pm-cards`), in px: a card's share of the column is its height and one gap. */
const CARD_GAP = 8;
/** No card is shorter than its name and tool lines: a smaller measure is of a list not laid out. */
const MIN_CARD = 40;

const Column = memo(function Column({ status, projects, over, setOver, onDrop, words, onMove, memberName, onDetails }: ColumnProps) {
  const { t, tw } = words;
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const { shown, hidden } = capped(projects, limit);
  const list = useRef<HTMLUListElement>(null);
  const tail = useRef<HTMLLIElement>(null);
  // Only the cards on screen are mounted (decision 089): a filter change costs the cards it brings into view,
  // not the column's whole page. The rest of the page is mounted, for these projects, once its placeholder nears
  // the screen, the keyboard enters the column, or "Show more" is pressed; a new list (a filter, a move) starts
  // over from what fits. Where the list sat and how tall its cards were are read after each draw, for the next.
  const [whole, setWhole] = useState<readonly ProjectItem[] | null>(null);
  const seen = useRef<{ top: number | null; perCard: number | null }>({ top: null, perCard: null });
  const fit = cardsInView(shown.length, seen.current.top, seen.current.perCard, typeof window === 'undefined' ? 0 : window.innerHeight);
  // Never fewer for the same list (a new measure, a redraw while a card is dragged over): a mounted card stays.
  const last = useRef<{ projects: readonly ProjectItem[]; count: number } | null>(null);
  const atLeast = last.current?.projects === projects ? last.current.count : 0;
  const mounted = whole === projects ? shown.length : Math.min(shown.length, Math.max(fit, atLeast));
  last.current = { projects, count: mounted };
  const unmounted = shown.length - mounted;
  const placeholder = unmounted > 0;
  const mountAll = () => {
    if (whole !== projects) setWhole(projects);
  };
  // After "Show more", the keyboard goes on at the first card it brought, not back at the column's top.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('.pm-card-name')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [limit]);
  // After the draw (layout is clean by then, so the reads cost little): where the list is, its cards' height
  // (of those drawn on screen; one off screen has only its placeholder size), and each card's place and the
  // column's count for a screen reader, which hears "3 of 334" though only a screenful is mounted.
  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const cards = ul.querySelectorAll<HTMLElement>(':scope > .pm-card');
    const top = ul.getBoundingClientRect().top;
    let onScreen = 0;
    let bottom = top;
    const setSize = String(projects.length);
    cards.forEach((li, i) => {
      // Written only when it changed: a card kept by the memo keeps its place, and each write is a DOM
      // mutation the accessibility tree hears about.
      const place = String(i + 1);
      if (li.getAttribute('aria-posinset') !== place) li.setAttribute('aria-posinset', place);
      if (li.getAttribute('aria-setsize') !== setSize) li.setAttribute('aria-setsize', setSize);
      const r = li.getBoundingClientRect();
      if (r.top < window.innerHeight && onScreen === i) {
        onScreen = i + 1;
        bottom = r.bottom;
      }
    });
    // A list not laid out (hidden, or drawn before its styles) measures nothing worth keeping.
    const perCard = onScreen > 0 ? (bottom - top + CARD_GAP) / onScreen : 0;
    if (perCard >= MIN_CARD) seen.current = { top, perCard };
  }, [projects, mounted]);
  // The placeholder of the cards not mounted: when it comes on screen (scrolled down, or a column that was below
  // it), they are mounted. No margin: the card mounted past the screen's bottom keeps it at least a card's height
  // below, so a new list does not mount its whole page at once; a scroll shows the placeholder for a frame.
  useEffect(() => {
    const el = tail.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWhole(projects));
    io.observe(el);
    return () => io.disconnect();
  }, [projects, placeholder]);
  const name = tw(`statuses.${status}`);
  return (
    <section
      className={`pm-column${over ? ' pm-over' : ''}`}
      data-status={status}
      aria-label={t('column', { status: name, count: projects.length })}
      // The keyboard walks every card of the page: entering the column mounts those not yet drawn.
      onFocus={mountAll}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        setOver(() => status);
      }}
      onDragLeave={() => setOver((s) => (s === status ? null : s))}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        onDrop(e.dataTransfer.getData(DRAG_TYPE), status);
      }}
    >
      <h2 className="pm-column-title">
        <span className={`wf-dot wf-${status}`} aria-hidden="true" />
        {name}
        <span className="muted small">{projects.length}</span>
      </h2>
      <ul className="pm-cards" ref={list}>
        {(unmounted > 0 ? shown.slice(0, mounted) : shown).map((p) => (
          <BoardCard key={p.id} p={p} words={words} onMove={onMove} memberName={memberName} onDetails={onDetails} />
        ))}
        {unmounted > 0 ? (
          <li
            ref={tail}
            className="pm-unmounted"
            aria-hidden="true"
            style={{ height: unmounted * (seen.current.perCard ?? 0) - CARD_GAP }}
          />
        ) : null}
        {projects.length === 0 ? <li className="muted small pm-empty-column">{t('emptyColumn')}</li> : null}
        {hidden > 0 ? (
          <li className="pm-more">
            <button
              type="button"
              className="link-btn small"
              data-testid="pm-show-more"
              onClick={() => {
                focusAt.current = limit;
                setLimit(limit + COLUMN_PAGE);
                setWhole(projects);
              }}
            >
              {t('showMore', { count: Math.min(hidden, COLUMN_PAGE), hidden })}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
});

/** The due badge of `DueBadge` (client/projects/workflow.tsx), its words from the board's templates. */
function CardDue({ dueDate, late, words }: { dueDate: string; late: boolean; words: CardWords }) {
  const date = formatDay(dueDate, words.language);
  return (
    <span className={`badge wf-due${late ? ' wf-late' : ''}`} data-testid="workflow-due">
      {late ? words.overdue(date) : words.due(date)}
    </span>
  );
}

const ACTIONS_ICON = <SpriteIcon name="actions" />;

/**
 * A card's "Move" menu, mounted on first use: until then its trigger is a plain button with the same
 * name and state (collapsed), so 150 cards do not each set up a menu nobody opens. Pressing it (click,
 * Enter or Space) draws the menu open, which moves the focus to its first item as any menu does.
 */
function CardMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [used, setUsed] = useState(false);
  if (used)
    return (
      <Menu label={label} trigger={ACTIONS_ICON} defaultOpen>
        {children}
      </Menu>
    );
  return (
    <div className="menu">
      <button
        type="button"
        className="icon-btn"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setUsed(true)}
      >
        {ACTIONS_ICON}
      </button>
    </div>
  );
}

const BoardCard = memo(function BoardCard({ p, words, onMove, memberName, onDetails }: MoveProps & { p: ProjectItem; words: CardWords }) {
  const { tw, locale } = words;
  const info = PROJECT_KIND_INFO[p.kind];
  return (
    <li
      className="card pm-card"
      data-testid="pm-card"
      data-project={p.id}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, p.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="pm-card-head">
        {/* The board's one click handler takes a plain click through the router. */}
        <a className="pm-card-name" href={info.editor(locale, p.id)} aria-label={words.open(p.name)} draggable={false}>
          {p.name}
        </a>
        <button type="button" className="icon-btn" aria-label={words.details(p.name)} onClick={() => onDetails(p)}>
          <SpriteIcon name="details" />
        </button>
        <CardMenu label={words.actions(p.name)}>
          {(close) =>
            WORKFLOW_STATUSES.filter((s) => s !== p.workflow.status).map((s) => (
              <button
                key={s}
                type="button"
                role="menuitem"
                className="menu-item"
                onClick={() => {
                  close();
                  onMove(p, s);
                }}
              >
                <span className={`wf-dot wf-${s}`} aria-hidden="true" />
                <span>{words.t('moveTo', { status: tw(`statuses.${s}`) })}</span>
              </button>
            ))
          }
        </CardMenu>
      </div>
      <span className="muted small pm-tool">
        <SpriteIcon name={p.kind} small /> {words.tools[p.kind]}
      </span>
      {p.workflow.dueDate ? (
        <span className="wf-badges">
          <CardDue dueDate={p.workflow.dueDate} late={isOverdue(p.workflow, words.today)} words={words} />
        </span>
      ) : null}
      {p.workflow.priority === 'normal' && p.workflow.tags.length === 0 && p.workflow.assignees.length === 0 ? null : (
        <div className="pm-card-foot">
          {p.workflow.priority !== 'normal' ? (
            <span className={`badge pm-priority pm-${p.workflow.priority}`}>{words.priorities[p.workflow.priority]}</span>
          ) : null}
          {p.workflow.tags.map((tag) => (
            <span key={tag} className="pm-tag">
              #{tag}
            </span>
          ))}
          {p.workflow.assignees.length > 0 ? <span className="muted small">{p.workflow.assignees.map(memberName).join(', ')}</span> : null}
        </div>
      )}
    </li>
  );
});
