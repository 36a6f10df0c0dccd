// The bell in the app's top bar (decision 067): the unread count on it, and a
// popover list of the organization's notifications, newest first, each a link
// to its project that marks it read. The Menu gives the keyboard its way
// (arrows between items, Escape closes and gives focus back to the bell).
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationView } from '@src/common/contracts/notifications';
import { Menu } from '@client/components/ui/menu';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@src/common/routes';
import { formatDateTime } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { PROJECT_KIND_INFO } from '@client/projects/kinds';
import { useActiveOrg } from '@client/services/orgs';
import { useMarkRead, useNotificationPages, useUnreadCount } from './api';

export function NotificationBell() {
  const { t } = useTranslation();
  const { org } = useActiveOrg();
  const count = useUnreadCount(org).data?.unread ?? 0;
  if (!org) return null;
  return (
    <Menu
      label={t('notifications.bellUnread', { count })}
      triggerClassName="icon-btn bell-btn"
      trigger={
        <span className="bell" data-testid="notification-bell">
          <Bell size={20} aria-hidden="true" />
          {count > 0 ? (
            <span className="bell-count" data-testid="notification-count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
      }
    >
      {(close) => <NotificationList org={org} unread={count} close={close} />}
    </Menu>
  );
}

/** Mounted only while the popover is open: the list is read then (and again on each opening). */
function NotificationList({ org, unread, close }: { org: string; unread: number; close: () => void }) {
  const { t } = useTranslation();
  const pages = useNotificationPages(org);
  const mark = useMarkRead(org);
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="notif-panel" data-testid="notification-panel">
      <div className="notif-head">
        <strong>{t('notifications.title')}</strong>
        <button
          type="button"
          role="menuitem"
          className="notif-link"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate('all')}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {pages.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : pages.isError ? (
        <div className="notif-empty" role="alert">
          <p>{t('notifications.error')}</p>
          <button type="button" role="menuitem" className="notif-link" onClick={() => void pages.refetch()}>
            {t('notifications.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="notif-empty">
          <p>
            <strong>{t('notifications.empty')}</strong>
          </p>
          <p className="muted small">{t('notifications.emptyHint')}</p>
        </div>
      ) : (
        <ul className="notif-list">
          {items.map((n) => (
            <li key={n.id}>
              <Item
                n={n}
                onOpen={() => {
                  if (!n.readAt) mark.mutate(n.id);
                  close();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          role="menuitem"
          className="notif-link notif-more"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('notifications.more')}
        </button>
      ) : null}
    </div>
  );
}

function Item({ n, onOpen }: { n: NotificationView; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useNotificationText(n);
  const body = (
    <>
      {n.readAt ? null : <span className="notif-dot" aria-label={t('notifications.unread')} role="img" />}
      <span className="notif-text">
        <span>{text}</span>
        {n.payload.excerpt ? <span className="muted small notif-excerpt">{n.payload.excerpt}</span> : null}
        <time className="muted small" dateTime={n.createdAt}>
          {formatDateTime(n.createdAt, locale)}
        </time>
      </span>
    </>
  );
  // A failed post (decision 077) opens the publishing page, where the post and its reason are listed.
  if (n.kind === 'publish_failed')
    return (
      <Link role="menuitem" className="notif-item" data-unread={!n.readAt} to={paths.publish(locale)} onClick={onOpen}>
        {body}
      </Link>
    );
  // A project in the trash (or purged) is no link to follow: the row is read in place.
  if (!n.project)
    return (
      <button type="button" role="menuitem" className="notif-item" data-unread={!n.readAt} onClick={onOpen}>
        {body}
      </button>
    );
  return (
    <Link
      role="menuitem"
      className="notif-item"
      data-unread={!n.readAt}
      to={PROJECT_KIND_INFO[n.project.kind].editor(locale, n.project.id)}
      onClick={onOpen}
    >
      {body}
    </Link>
  );
}

function useNotificationText(n: NotificationView): string {
  const { t } = useTranslation();
  // A guest's decision or comment (decisions 069, 081) has no actor: the name the guest gave, marked.
  const actor = n.payload.guestName ? t('notifications.guestActor', { name: n.payload.guestName }) : n.actor?.name;
  const vars = { actor: actor ?? t('notifications.someone'), project: n.payload.projectName ?? t('notifications.removedProject') };
  if (n.kind === 'publish_failed') {
    const code = n.payload.reason ?? '';
    const reason = code.startsWith('publish_reason_') ? t(`notifications.publishReasons.${code}`) : code;
    return t('notifications.publish_failed', { account: n.payload.accountName ?? '', reason });
  }
  if (n.kind === 'review_decision')
    return n.payload.decision === 'approved'
      ? t('notifications.review_decision_approved', vars)
      : t('notifications.review_decision_changes_requested', vars);
  // A guest's comment (decision 081): a new thread or an answer in one; or its rewrite (decision 090).
  if (n.kind === 'guest_comment')
    return n.payload.edited
      ? t('notifications.guest_comment_edited', vars)
      : n.payload.reply
        ? t('notifications.guest_comment_reply', vars)
        : t('notifications.guest_comment', vars);
  return t(`notifications.${n.kind}`, vars);
}
