// Comments on a carousel's or a story's slide (decision 072): the open ones as
// numbered pins at their point over the canvas, and "Comment on the slide",
// which asks for a click on the slide (the point the comment is about) and then
// opens the form there. Keyboard users choose one of nine spots (decision 081's
// picker: arrow keys, Enter) instead of only the slide's centre.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { commentsQuery } from '../comments-api';
import { PinnedCommentForm } from './comment-form';
import { pointOn, slidePins } from './model';
import { useCommentPinsT } from './messages';
import { SpotPicker } from './spot-picker';

type Mode = { kind: 'idle' } | { kind: 'placing' } | { kind: 'writing'; x: number; y: number };

/** The button for the toolbar under the canvas, and the layer over the canvas (its parent is `position: relative`). */
export function useSlideComments(org: string, projectId: string, slide: number): { button: ReactNode; layer: ReactNode } {
  const { t } = useCommentPinsT();
  const comments = useQuery(commentsQuery(org, projectId));
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const pins = slidePins(comments.data ?? [], slide);
  const done = () => setMode({ kind: 'idle' });

  const button = (
    <Button
      variant="secondary"
      size="sm"
      icon={MessageSquarePlus}
      aria-pressed={mode.kind !== 'idle'}
      onClick={() => setMode(mode.kind === 'idle' ? { kind: 'placing' } : { kind: 'idle' })}
    >
      {t('onSlide')}
    </Button>
  );

  const layer = (
    <div className="slide-comments" data-testid="slide-comments">
      {pins.length > 0 ? (
        <div role="group" aria-label={t('pins')}>
          {pins.map(({ comment, x, y, n }) => {
            const label = t('pin', { n, name: comment.author?.name || comment.guest?.name || t('someone'), body: comment.body });
            return (
              <button
                key={comment.id}
                type="button"
                className="slide-pin"
                style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
                aria-label={label}
                data-tip={label}
                data-testid="slide-pin"
              >
                {n}
              </button>
            );
          })}
        </div>
      ) : null}
      {mode.kind === 'placing' ? (
        // A pointer clicks any point; the keyboard's way in is the nine spots over it (their group is named).
        <div
          className="slide-comments-place"
          title={t('placeHint')}
          data-testid="slide-comment-place"
          onClick={(e) => setMode({ kind: 'writing', ...pointOn(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY) })}
        >
          <span className="slide-comments-hint">{t('placeHint')}</span>
          <SpotPicker onPick={(point) => setMode({ kind: 'writing', ...point })} onCancel={done} />
        </div>
      ) : null}
      {mode.kind === 'writing' ? (
        <>
          <span className="slide-pin slide-pin-new" style={{ left: `${mode.x * 100}%`, top: `${mode.y * 100}%` }} aria-hidden="true">
            {pins.length + 1}
          </span>
          <PinnedCommentForm
            org={org}
            projectId={projectId}
            pin={{ slide, x: mode.x, y: mode.y }}
            label={t('labelOnSlide', { n: slide + 1 })}
            onDone={done}
            className="pin-comment-pop slide-comment-form"
            style={{ top: `${Math.min(mode.y * 100, 60)}%` }}
          />
        </>
      ) : null}
    </div>
  );
  return { button, layer };
}
