// The live preview: the document drawn downscaled (at most PREVIEW_SIDE px), once
// per animation frame however fast a slider moves. A click on a layer selects it
// (shift adds or removes it from the selection, its group with it); dragging a
// selected layer moves the whole selection, locked layers staying; dragging
// anywhere else moves the crop over the picture (one undo step per drag). The
// chosen layers are outlined here only, never in the export. In crop mode the
// preview shows the whole picture (turned and flipped, adjusted, without the
// layers, which are placed on the crop) with the crop box over it.
import { useEffect, useRef, type PointerEvent } from 'react';
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { dragCrop } from '../model/commands';
import { fitWithin, FULL_CROP, orientedSize } from '../model/geometry';
import { layerBox, moveLayers, withGroups, layerAt } from '../model/layers';
import { measureIn, PREVIEW_SIDE, type SourcePicture } from '../canvas/draw';
import { PreviewPainter } from '../canvas/preview-painter';
import type { Command } from '@client/editor/history';
import type { LiveAdjustments } from './live-adjust';
import { CropBox } from './crop-box';
import { CropMarks } from './crop-marks';
import { shownBox, useShownRect } from './shown-box';
import { useCropDrag } from './use-crop-drag';

interface Props {
  doc: ImageDocument;
  picture: SourcePicture;
  label: string;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  selected: readonly string[];
  select: (id: string | null, add?: boolean) => void;
  /** Changes when a layer's image or font arrives: the preview draws again. */
  loaded: number;
  /** A held slider's values, painted over the document's without a render. */
  live: LiveAdjustments;
  /** Crop mode: the whole picture with the crop box; `onCropDone` leaves it. */
  cropping: boolean;
  onCropDone: () => void;
}

type Drag = { x: number; y: number; layers: string[] | null };

export function ImagePreview(props: Props) {
  const { doc, picture, label, perform, sealStep, selected, select, loaded, live, cropping, onCropDone } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const painter = useRef<PreviewPainter | null>(null);
  const size = fitWithin(cropping ? orientedSize(doc) : imageOutputSize(doc), PREVIEW_SIDE);
  const rect = useShownRect(canvas, size, cropping);
  const cropDrag = useCropDrag(canvas, doc, perform, sealStep);
  useEffect(() => {
    painter.current = new PreviewPainter();
    return () => painter.current?.dispose();
  }, []);
  useEffect(() => {
    const paint = (shown: ImageDocument) => {
      const c = canvas.current;
      if (!c || !painter.current) return;
      if (!cropping) stage.current?.style.removeProperty('cursor'); // crop mode's last one
      if (cropping) {
        // The picture whole (crop-marks.tsx draws the box over it); this drawing is kept while
        // only the crop changes, as the painter's key then has no crop.
        painter.current.paint(c, picture, { ...shown, crop: FULL_CROP, resize: null, layers: [] }, size, () => {});
      } else painter.current.paint(c, picture, shown, size, () => outlineSelected(c, shown, selected));
    };
    let frame = requestAnimationFrame(() => paint(doc));
    // At most one paint a frame however fast a slider moves, with its newest value.
    const unsubscribe = live.subscribe(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const values = live.current();
        if (values) paint({ ...doc, adjustments: values });
      });
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [doc, picture, selected, loaded, live, size.width, size.height, cropping]); // eslint-disable-line react-hooks/exhaustive-deps

  const drag = useRef<Drag | null>(null);
  // Outside crop mode: a layer under the pointer is chosen and dragged, else the crop moves.
  const layerOrCropDrag = {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => {
      const hit = layerUnder(e.currentTarget, doc, e.clientX, e.clientY);
      if (hit && e.shiftKey) select(hit, true);
      else if (hit && !selected.includes(hit)) select(hit);
      // A drag that starts on a selected layer (or the one just chosen) moves the selection.
      const moving = hit ? (e.shiftKey ? null : selected.includes(hit) ? [...selected] : [hit]) : null;
      drag.current = { x: e.clientX, y: e.clientY, layers: moving };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => {
      const start = drag.current;
      if (!start) return;
      const shown = shownBox(e.currentTarget);
      const fx = (e.clientX - start.x) / shown.width;
      const fy = (e.clientY - start.y) / shown.height;
      drag.current = { ...start, x: e.clientX, y: e.clientY };
      // Dragging the picture right shows more of its left: the crop moves the other way.
      perform(start.layers ? moveLayers(start.layers, fx, fy) : dragCrop(-fx * doc.crop.width, -fy * doc.crop.height));
    },
    onPointerUp: () => {
      drag.current = null;
      sealStep();
    },
  };
  return (
    <div ref={stage} className="img-stage" data-cropping={cropping || undefined} {...(cropping ? cropDrag : {})}>
      <canvas
        ref={canvas}
        className="img-canvas"
        role="img"
        aria-label={label}
        data-testid="image-preview"
        {...(cropping ? {} : layerOrCropDrag)}
      />
      {cropping && rect ? (
        <>
          <CropMarks crop={doc.crop} rect={rect} />
          <CropBox doc={doc} rect={rect} perform={perform} sealStep={sealStep} onDone={onCropDone} />
        </>
      ) : null}
    </div>
  );
}

function layerUnder(canvas: HTMLCanvasElement, doc: ImageDocument, clientX: number, clientY: number): string | null {
  const ctx = canvas.getContext('2d');
  if (!ctx || doc.layers.length === 0) return null;
  const shown = shownBox(canvas);
  const point = { x: (clientX - shown.left) / shown.k, y: (clientY - shown.top) / shown.k };
  return layerAt(doc.layers, point, { width: canvas.width, height: canvas.height }, measureIn(ctx))?.id ?? null;
}

/** A dashed outline round each chosen layer (and its group), turned with it. */
function outlineSelected(canvas: HTMLCanvasElement, doc: ImageDocument, selected: readonly string[]) {
  const ctx = canvas.getContext('2d');
  if (!ctx || !selected.length) return;
  const out = { width: canvas.width, height: canvas.height };
  const measure = measureIn(ctx);
  // In screen pixels whatever the drawing's scale: a small image is shown enlarged.
  const k = shownBox(canvas).k || 1;
  const ids = withGroups(doc.layers, selected);
  for (const l of doc.layers) {
    if (!ids.includes(l.id) || l.hidden) continue;
    const b = layerBox(l, out, measure);
    const pad = 4 / k;
    ctx.save();
    ctx.translate(b.x + b.width / 2, b.y + b.height / 2);
    ctx.rotate((l.rotation * Math.PI) / 180);
    ctx.setLineDash([6 / k, 4 / k]);
    ctx.lineWidth = 1.5 / k;
    ctx.strokeStyle = l.locked ? '#9ca3af' : '#7c5cff';
    ctx.strokeRect(-b.width / 2 - pad, -b.height / 2 - pad, b.width + pad * 2, b.height + pad * 2);
    ctx.restore();
  }
}
