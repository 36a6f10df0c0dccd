// The review part of a project's details (decision 055): the latest round with
// each reviewer's decision and comment; any member sends the project for review
// to chosen members; a reviewer of the open round approves or requests changes
// with a comment. The answer carries the new workflow, so the card moves at once.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckCircle2 } from 'lucide-react';
import type { MemberView } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/field';
import type { ProjectItem } from '@client/projects/kinds';
import { useMe } from '@client/services/auth/current-user';
import { reviewsQuery, useReviewAction } from './api';
import { ListedPanel } from './listed-panel';
import { usePmT } from './messages';

interface Props {
  org: string;
  project: ProjectItem;
  members: MemberView[];
}

export function ReviewPanel({ org, project, members }: Props) {
  const { t } = usePmT();
  const me = useMe().data;
  const reviews = useQuery(reviewsQuery(org, project.id));
  const action = useReviewAction(org, project.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const name = (id: string) => {
    const m = members.find((x) => x.userId === id);
    return m ? m.displayName || m.email : '—';
  };
  const round = reviews.data?.reviews ?? [];
  const mine = round.find((r) => r.reviewerId === me?.id && r.decision === 'pending');
  const decide = (decision: 'approved' | 'changes_requested') =>
    action.mutate(
      { decide: { decision, comment: comment.trim() || undefined } },
      {
        onSuccess: () => {
          setComment('');
          toast.success(t('review.decided'));
        },
      },
    );
  const send = () =>
    action.mutate(
      { request: { workflowVersion: project.workflow.workflowVersion, reviewers: chosen } },
      {
        onSuccess: () => {
          setChosen([]);
          toast.success(t('review.sent'));
        },
      },
    );
  const roundList = (
    <ul className="pm-review-list">
      {round.map((r) => (
        <li key={r.reviewerId} data-decision={r.decision}>
          <strong>{name(r.reviewerId)}</strong>{' '}
          <span className={`badge pm-decision pm-${r.decision}`}>{t(`review.decisions.${r.decision}`)}</span>
          {r.comment ? <p className="small">{r.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
  return (
    <ListedPanel part="review" pending={reviews.isPending} empty={round.length === 0} list={roundList}>
      {reviews.data?.approved ? (
        <p className="pm-approved-note small">
          <CheckCircle2 size={16} aria-hidden="true" /> {t('review.approved')}
        </p>
      ) : null}
      {mine ? (
        <div className="stack">
          <TextareaField
            label={t('review.comment')}
            value={comment}
            maxLength={1000}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
          />
          <div className="pm-details-actions">
            <Button variant="secondary" disabled={action.isPending} onClick={() => decide('changes_requested')}>
              {t('review.requestChanges')}
            </Button>
            <Button disabled={action.isPending} onClick={() => decide('approved')}>
              {t('review.approve')}
            </Button>
          </div>
        </div>
      ) : null}
      <fieldset className="pm-fieldset">
        <legend>{t('review.reviewers')}</legend>
        <div className="pm-member-grid">
          {members.map((m) => (
            <label key={m.userId} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(m.userId)}
                onChange={() => setChosen((c) => (c.includes(m.userId) ? c.filter((x) => x !== m.userId) : [...c, m.userId]))}
              />
              <span>{m.displayName || m.email}</span>
            </label>
          ))}
        </div>
        <Button variant="secondary" size="sm" disabled={chosen.length === 0 || action.isPending} onClick={send}>
          {t('review.send')}
        </Button>
      </fieldset>
    </ListedPanel>
  );
}
