// Crop mode's pointer on the preview (which then shows the whole picture): a
// handle resizes the box, the inside moves it, elsewhere draws a new one. Each
// move recomputes the box from where the drag began (crop-box.ts), and the moves
// merge into one undo step (setCrop's merge key) sealed when the pointer lifts.
import { useRef, type PointerEvent, type RefObject } from 'react';
import type { Crop, ImageDocument } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';
import { setCrop } from '../model/commands';
import { cropHit, drawCrop, resizeCrop, type CropHit, type Point } from '../model/crop-box';
import { moveCrop, orientedSize } from '../model/geometry';
import { shownBox } from './shown-box';

/** How far from a handle (screen pixels) it can still be caught: a finger's width. */
const REACH_PX = 12;
/** A press outside the box draws only once it has moved this far: a click draws nothing. */
const DRAW_AFTER_PX = 4;

export const CROP_CURSORS: Record<CropHit, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  inside: 'move',
  outside: 'crosshair',
};

type Drag = { hit: CropHit; start: Point; crop: Crop; screen: { x: number; y: number } };

/**
 * The handlers go on the stage round the canvas, not the canvas: the handles sit on the picture's
 * edges, half outside it, and must still be caught there.
 */
export function useCropDrag(
  canvas: RefObject<HTMLCanvasElement | null>,
  doc: ImageDocument,
  perform: (c: Command<ImageDocument>) => void,
  sealStep: () => void,
) {
  const drag = useRef<Drag | null>(null);
  const at = (e: PointerEvent<HTMLElement>) => {
    const shown = shownBox(canvas.current!);
    const p = { x: (e.clientX - shown.left) / shown.width, y: (e.clientY - shown.top) / shown.height };
    return { p, reach: { x: REACH_PX / shown.width, y: REACH_PX / shown.height } };
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!canvas.current || e.button !== 0) return;
      const { p, reach } = at(e);
      drag.current = { hit: cropHit(doc.crop, p, reach), start: p, crop: doc.crop, screen: { x: e.clientX, y: e.clientY } };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (!canvas.current) return;
      const { p, reach } = at(e);
      const d = drag.current;
      if (!d) {
        e.currentTarget.style.cursor = CROP_CURSORS[cropHit(doc.crop, p, reach)];
        return;
      }
      const size = orientedSize(doc);
      const dx = p.x - d.start.x;
      const dy = p.y - d.start.y;
      if (d.hit === 'inside') perform(setCrop(moveCrop(d.crop, dx, dy)));
      else if (d.hit !== 'outside') perform(setCrop(resizeCrop(d.crop, d.hit, dx, dy, doc.ratio, size)));
      else if (Math.hypot(e.clientX - d.screen.x, e.clientY - d.screen.y) >= DRAW_AFTER_PX) {
        const start = { x: clamp01(d.start.x), y: clamp01(d.start.y) };
        perform(setCrop(drawCrop(start, { x: clamp01(p.x), y: clamp01(p.y) }, doc.ratio, size)));
      }
    },
    onPointerUp: () => {
      if (!drag.current) return;
      drag.current = null;
      sealStep();
    },
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
