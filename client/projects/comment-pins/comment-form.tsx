// The small form an editor opens to comment at the playhead or at a point of a
// slide: the words only (mentions are the project manager's form's part); the
// pin was chosen before it opened. Escape or Cancel closes it.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COMMENT_MAX_CHARS, type CommentPin } from '@src/common/contracts/comments';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/field';
import { useCommentAction } from '../comments-api';
import { useCommentPinsT } from './messages';

interface Props {
  org: string;
  projectId: string;
  pin: CommentPin;
  label: string;
  onDone: () => void;
  className?: string;
  style?: React.CSSProperties;
}

export function PinnedCommentForm({ org, projectId, pin, label, onDone, className, style }: Props) {
  const { t } = useCommentPinsT();
  const action = useCommentAction(org, projectId);
  const [body, setBody] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { add: { body, mentions: [], pin, parentId: null } },
      {
        onSuccess: () => {
          toast.success(t('posted'));
          onDone();
        },
      },
    );
  };
  return (
    <form
      className={`pin-comment-form ${className ?? ''}`}
      style={style}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onDone();
        }
      }}
      data-testid="pin-comment-form"
    >
      <TextareaField
        label={label}
        rows={3}
        maxLength={COMMENT_MAX_CHARS}
        value={body}
        autoFocus
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="pin-comment-actions">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!body.trim() || action.isPending} loading={action.isPending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
