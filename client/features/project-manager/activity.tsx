// A project's activity in its details (decision 058): who created, renamed,
// moved, sent for review, decided, commented, and rendered or exported a file
// to the library (decision 071, with the file's name), newest first.
import { useQuery } from '@tanstack/react-query';
import type { ActivityView } from '@src/common/contracts/comments';
import type { WorkflowStatus } from '@src/common/contracts/workflow';
import { Spinner } from '@client/components/ui/spinner';
import { useWorkflowT } from '@client/projects/workflow';
import { activityQuery } from './api';
import { usePmT } from './messages';

export function ActivityPanel({ org, projectId }: { org: string; projectId: string }) {
  const { t, i18n } = usePmT();
  const { t: tw } = useWorkflowT();
  const activity = useQuery(activityQuery(org, projectId));
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const line = (e: ActivityView) => {
    const d = e.detail as { from?: string; to?: string; decision?: string; name?: string; guest?: string };
    // A guest (decision 069) has no account: the entry carries the name they gave.
    const who = d.guest ? t('activity.guest', { name: d.guest }) : e.actor?.name || t('comments.someone');
    switch (e.kind) {
      case 'renamed':
        return t('activity.renamed', { who, from: d.from, to: d.to });
      case 'status_changed':
        return t('activity.status_changed', { who, to: tw(`statuses.${d.to as WorkflowStatus}`) });
      case 'rendered':
      case 'exported':
        return t(`activity.${e.kind}`, { who, name: d.name });
      case 'review_decided':
        return d.decision === 'approved' ? t('activity.review_approved', { who }) : t('activity.review_changes', { who });
      default:
        return t(`activity.${e.kind}`, { who });
    }
  };
  return (
    <section className="pm-activity stack" aria-labelledby="pm-activity-heading" data-testid="pm-activity">
      <h3 id="pm-activity-heading">{t('activity.heading')}</h3>
      {activity.isPending ? (
        <Spinner label={t('activity.loading')} />
      ) : !activity.data?.length ? (
        <p className="muted small">{t('activity.none')}</p>
      ) : (
        <ol className="pm-activity-list">
          {activity.data.map((e) => (
            <li key={e.id} data-kind={e.kind}>
              <span>{line(e)}</span> <time dateTime={e.createdAt}>{format.format(new Date(e.createdAt))}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
