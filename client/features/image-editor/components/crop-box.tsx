// Crop mode's box for the keyboard and for assistive technology, laid over the
// canvas where the crop is (the canvas draws the marks; this element is focusable,
// named with the crop's size, and its handles are named). It takes no pointer:
// the canvas under it handles dragging (use-crop-drag.ts). Arrows move the box,
// Shift+arrows move its right or bottom edge, one undo step a key; Enter or
// Escape leaves crop mode.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ImageDocument } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { setCrop } from '../model/commands';
import { CROP_HANDLES, keyStep, resizeCrop } from '../model/crop-box';
import { cropPixels, moveCrop, orientedSize } from '../model/geometry';
import type { StageRect } from './shown-box';

interface Props {
  doc: ImageDocument;
  rect: StageRect;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  onDone: () => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function CropBox({ doc, rect, perform, sealStep, onDone }: Props) {
  const { t } = useImageT();
  const hint = useId();
  const box = useRef<HTMLDivElement>(null);
  // Entering crop mode puts the keyboard on the box.
  useEffect(() => box.current?.focus(), []);
  const size = orientedSize(doc);
  const pixels = cropPixels(doc.crop, size);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === 'Escape') {
      e.preventDefault();
      return onDone();
    }
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const step = keyStep(size);
    const [dx, dy] = [arrow[0] * step.x, arrow[1] * step.y];
    const next = e.shiftKey ? resizeCrop(doc.crop, dx !== 0 ? 'e' : 's', dx, dy, doc.ratio, size) : moveCrop(doc.crop, dx, dy);
    perform(setCrop(next));
    sealStep();
  };
  const c = doc.crop;
  return (
    <div
      ref={box}
      className="img-crop-box"
      style={{
        left: rect.left + c.x * rect.width,
        top: rect.top + c.y * rect.height,
        width: c.width * rect.width,
        height: c.height * rect.height,
      }}
      tabIndex={0}
      role="group"
      aria-label={t('cropMode.box', { width: pixels.width, height: pixels.height })}
      aria-describedby={hint}
      data-testid="crop-box"
      onKeyDown={onKeyDown}
    >
      <span id={hint} hidden>
        {t('cropMode.keys')}
      </span>
      {CROP_HANDLES.map((h) => (
        <span key={h} role="img" className={`img-crop-handle img-crop-${h}`} aria-label={t(`cropMode.handles.${h}`)} />
      ))}
    </div>
  );
}
