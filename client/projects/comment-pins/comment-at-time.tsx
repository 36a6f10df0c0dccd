// "Comment here": a comment pinned to the playhead's time, from inside a video,
// clip or subtitles editor. The time is read when the button is pressed (the
// player may be running), and the form says it.
import { useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { PinnedCommentForm } from './comment-form';
import { timeText } from './model';
import { useCommentPinsT } from './messages';

interface Props {
  org: string;
  projectId: string;
  /** The playhead now, in the project's time (a clip's: its source video's). */
  nowMs: () => number;
}

export function CommentAtTime({ org, projectId, nowMs }: Props) {
  const { t } = useCommentPinsT();
  const [atMs, setAtMs] = useState<number | null>(null);
  return (
    <div className="comment-at-time">
      <Button
        variant="secondary"
        size="sm"
        icon={MessageSquarePlus}
        aria-expanded={atMs !== null}
        onClick={() => setAtMs(atMs === null ? Math.max(0, Math.round(nowMs())) : null)}
      >
        {t('here')}
      </Button>
      {atMs !== null ? (
        <PinnedCommentForm
          org={org}
          projectId={projectId}
          pin={{ seconds: Math.floor(atMs / 1000) }}
          label={t('labelAtTime', { time: timeText(atMs) })}
          onDone={() => setAtMs(null)}
          className="pin-comment-pop"
        />
      ) : null}
    </div>
  );
}
