// Open comments pinned to a time, as markers on a strip the caller positions
// (its parent is `position: relative`): the clip's trim bar and its player, the
// video editor's ruler, the subtitles' waveform. A marker names its time, author
// and words (hover or focus shows them); a click takes the playhead there.
// Another member's new comment arrives through the live channel (decision 066),
// which marks the thread stale, so it appears without a reload.
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { commentsQuery } from '../comments-api';
import { timeMarkers, timeText } from './model';
import { useCommentPinsT } from './messages';

interface Props {
  org: string;
  projectId: string;
  fromMs: number;
  toMs: number;
  /** Moves the playhead to a marker's time; without it the markers only tell. */
  onSeek?: (ms: number) => void;
}

export function CommentTimeMarkers({ org, projectId, fromMs, toMs, onSeek }: Props) {
  const { t } = useCommentPinsT();
  const comments = useQuery(commentsQuery(org, projectId));
  const markers = timeMarkers(comments.data ?? [], fromMs, toMs);
  if (markers.length === 0) return null;
  return (
    <div className="comment-markers" role="group" aria-label={t('markers')} data-testid="comment-markers">
      {markers.map(({ comment, ms, at }) => {
        const label = t('marker', {
          time: timeText(ms),
          name: comment.author?.name || comment.guest?.name || t('someone'),
          body: comment.body,
        });
        return (
          <button
            key={comment.id}
            type="button"
            className="comment-marker"
            style={{ left: `${at * 100}%` }}
            aria-label={label}
            data-tip={label}
            data-ms={ms}
            data-testid="comment-marker"
            // The strip under it seeks on a press (a ruler, a waveform): the marker's own click says where.
            onPointerDown={(e) => e.stopPropagation()}
            onClick={() => onSeek?.(ms)}
          >
            <MessageSquare size={12} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
