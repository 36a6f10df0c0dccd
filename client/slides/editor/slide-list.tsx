// The slides down the side: each drawn small, the current one marked; the
// current one can move, be copied or removed; a new one goes after it.
import { AlertTriangle, ChevronDown, ChevronUp, Copy, Plus, Trash2 } from 'lucide-react';
import { SLIDES_MAX, SLIDES_MIN, type CarouselDocument } from '@src/common/contracts/carousel';
import { SlideThumb } from '../canvas/slide-stage';
import type { DrawContext } from '../canvas/elements';
import { measuredFits } from '../canvas/measure';
import { overflowing } from '../model/fit';
import { useSlidesT } from '../messages';
import { IconButton } from '@client/components/ui/icon-button';

interface Props {
  doc: CarouselDocument;
  current: number;
  ctx: DrawContext;
  fontsReady: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onMove: (to: number) => void;
}

export function SlideList({ doc, current, ctx, fontsReady, onSelect, onAdd, onDuplicate, onDelete, onMove }: Props) {
  const { t } = useSlidesT();
  const count = doc.slides.length;
  return (
    <nav className="slide-list" aria-label={t('editor.slides')}>
      <ol>
        {doc.slides.map((slide, i) => {
          // fontsReady re-renders the list when fonts arrive; measuredFits caches per slide.
          const overflow = overflowing(measuredFits(slide, ctx.brand)).length > 0;
          return (
            <li key={slide.id}>
              <button
                type="button"
                className="slide-thumb"
                aria-current={i === current ? 'true' : undefined}
                aria-label={overflow ? t('editor.overflowSlide', { n: i + 1 }) : t('editor.slideN', { n: i + 1 })}
                onClick={() => onSelect(i)}
                data-testid="slide-thumb"
                data-overflow={overflow ? 'true' : undefined}
              >
                <span className="slide-thumb-n" aria-hidden="true">
                  {i + 1}
                </span>
                <SlideThumb format={doc.format} slide={slide} width={112} ctx={ctx} fontsReady={fontsReady} />
                {overflow ? (
                  <span className="slide-thumb-warning" data-testid="slide-overflow" aria-hidden="true">
                    <AlertTriangle size={12} /> {t('editor.overflowShort')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="slide-list-actions">
        <IconButton label={t('editor.moveUp')} icon={ChevronUp} disabled={current === 0} onClick={() => onMove(current - 1)} />
        <IconButton label={t('editor.moveDown')} icon={ChevronDown} disabled={current === count - 1} onClick={() => onMove(current + 1)} />
        <IconButton label={t('editor.duplicateSlide')} icon={Copy} disabled={count >= SLIDES_MAX} onClick={onDuplicate} />
        <IconButton label={t('editor.deleteSlide')} icon={Trash2} disabled={count <= SLIDES_MIN} onClick={onDelete} />
      </div>
      <button type="button" className="btn btn-secondary btn-sm btn-block" disabled={count >= SLIDES_MAX} onClick={onAdd}>
        <Plus size={14} aria-hidden="true" /> {t('editor.addSlide')}
      </button>
    </nav>
  );
}
