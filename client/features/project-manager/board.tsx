// The board: one column per status; a card moves by dragging it onto another
// column (pointer) or by its menu (keyboard, touch). The board scrolls
// sideways inside itself, so a phone's page never does. With thousands of
// projects (decision 070) a column draws its first cards and a "Show more"
// button, its heading counting them all; cards are memoized, so a filter change
// draws only the cards that appear. Card icons are one SVG sprite drawn once per
// board (`<use href>`), not an inline SVG tree per card (decision 076).
import { memo, useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
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
import { capped, columns, COLUMN_PAGE } from './model';
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

/** One of the sprite's icons, decorative (its button or text names it). */
function SpriteIcon({ name, size }: { name: string; size: number }) {
  return (
    <svg className="pm-icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

export const Board = memo(function Board({ projects, onMove, memberName, onDetails }: MoveProps & { projects: ProjectItem[] }) {
  const { t } = usePmT();
  const { t: tw, i18n } = useWorkflowT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
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
  const byId = useRef(new Map<string, ProjectItem>());
  byId.current = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const onDrop = useCallback(
    (id: string, status: WorkflowStatus) => {
      setOver(null);
      const p = byId.current.get(id);
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

const Column = memo(function Column({ status, projects, over, setOver, onDrop, words, onMove, memberName, onDetails }: ColumnProps) {
  const { t, tw } = words;
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const { shown, hidden } = capped(projects, limit);
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", the keyboard goes on at the first card it brought, not back at the column's top.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('.pm-card-name')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [limit]);
  const name = tw(`statuses.${status}`);
  return (
    <section
      className={`pm-column${over ? ' pm-over' : ''}`}
      data-status={status}
      aria-label={t('column', { status: name, count: projects.length })}
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
        {shown.map((p) => (
          <BoardCard key={p.id} p={p} words={words} onMove={onMove} memberName={memberName} onDetails={onDetails} />
        ))}
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

const ACTIONS_ICON = <SpriteIcon name="actions" size={16} />;

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
          <SpriteIcon name="details" size={16} />
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
        <SpriteIcon name={p.kind} size={14} /> {words.tools[p.kind]}
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
