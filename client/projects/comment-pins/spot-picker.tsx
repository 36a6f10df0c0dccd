// The nine-spot pin picker (decision 081): while a member places a comment on
// a slide, nine small buttons sit at the middle of each third of the slide, so
// a keyboard (or switch, or screen reader) user pins to a chosen spot instead
// of only the centre. One of them is in the tab order at a time (a roving
// tabindex): the arrow keys move between them, Home/End go to the first and
// last, Enter or Space places the pin there, Escape cancels. A pointer still
// clicks any point of the slide (the layer under these buttons).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PIN_SPOT_CENTRE, PIN_SPOT_COUNT, spotPoint } from '@src/common/contracts/comments';
import { useCommentPinsT } from './messages';
import { spotAfter } from './model';

export function SpotPicker({ onPick, onCancel }: { onPick: (point: { x: number; y: number }) => void; onCancel: () => void }) {
  const { t } = useCommentPinsT();
  const [current, setCurrent] = useState(PIN_SPOT_CENTRE);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The centre takes the focus when the picker opens, so a keyboard user starts there.
  useEffect(() => buttons.current[PIN_SPOT_CENTRE]?.focus(), []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
      return;
    }
    const next = spotAfter(current, e.key);
    if (next === current) return;
    e.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="slide-spots" role="group" aria-label={t('spotsLabel')} onKeyDown={onKeyDown} data-testid="slide-spots">
      {Array.from({ length: PIN_SPOT_COUNT }, (_, i) => {
        const { x, y } = spotPoint(i);
        return (
          <button
            key={i}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className="slide-spot"
            style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
            tabIndex={i === current ? 0 : -1}
            aria-label={t('spotPin', { spot: t(`spots.s${i}`) })}
            data-spot={i}
            onFocus={() => setCurrent(i)}
            onClick={(e) => {
              // The layer under would read the click as a point; the spot is exact.
              e.stopPropagation();
              onPick({ x, y });
            }}
          />
        );
      })}
    </div>
  );
}
