// The live preview: the document drawn downscaled (at most PREVIEW_SIDE px), once
// per animation frame however fast a slider moves. Dragging a text moves it and
// selects it; dragging anywhere else moves the crop over the picture (one undo
// step per drag). The chosen text is outlined here only, never in the export.
import { useEffect, useRef } from 'react';
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { dragCrop } from '../model/commands';
import { fitWithin } from '../model/geometry';
import { moveText, textAt, textBox } from '../model/text';
import { measureIn, PREVIEW_SIDE, type SourcePicture } from '../canvas/draw';
import { PreviewPainter } from '../canvas/preview-painter';
import type { Command } from '@client/editor/history';

interface Props {
  doc: ImageDocument;
  picture: SourcePicture;
  label: string;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  selected: string | null;
  select: (id: string | null) => void;
}

type Drag = { x: number; y: number; text: string | null };

export function ImagePreview({ doc, picture, label, perform, sealStep, selected, select }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const painter = useRef<PreviewPainter | null>(null);
  const size = fitWithin(imageOutputSize(doc), PREVIEW_SIDE);
  useEffect(() => {
    painter.current = new PreviewPainter();
    return () => painter.current?.dispose();
  }, []);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const c = canvas.current;
      if (!c || !painter.current) return;
      painter.current.paint(c, picture, doc, size, () => outlineSelected(c, doc, selected));
    });
    return () => cancelAnimationFrame(frame);
  }, [doc, picture, selected, size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps

  const drag = useRef<Drag | null>(null);
  return (
    <div className="img-stage">
      <canvas
        ref={canvas}
        className="img-canvas"
        role="img"
        aria-label={label}
        data-testid="image-preview"
        onPointerDown={(e) => {
          const hit = textUnder(e.currentTarget, doc, e.clientX, e.clientY);
          if (hit) select(hit);
          drag.current = { x: e.clientX, y: e.clientY, text: hit };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (!start) return;
          const shown = shownBox(e.currentTarget);
          const fx = (e.clientX - start.x) / shown.width;
          const fy = (e.clientY - start.y) / shown.height;
          drag.current = { ...start, x: e.clientX, y: e.clientY };
          // Dragging the picture right shows more of its left: the crop moves the other way.
          perform(start.text ? moveText(start.text, fx, fy) : dragCrop(-fx * doc.crop.width, -fy * doc.crop.height));
        }}
        onPointerUp={() => {
          drag.current = null;
          sealStep();
        }}
      />
    </div>
  );
}

/** The drawing's place on screen: the element is as large as the stage, the drawing fitted inside it (object-fit: contain). */
function shownBox(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const k = Math.min(box.width / canvas.width, box.height / canvas.height);
  const width = canvas.width * k;
  const height = canvas.height * k;
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height, k };
}

function textUnder(canvas: HTMLCanvasElement, doc: ImageDocument, clientX: number, clientY: number): string | null {
  const ctx = canvas.getContext('2d');
  if (!ctx || doc.texts.length === 0) return null;
  const shown = shownBox(canvas);
  const point = { x: (clientX - shown.left) / shown.k, y: (clientY - shown.top) / shown.k };
  return textAt(doc.texts, point, { width: canvas.width, height: canvas.height }, measureIn(ctx))?.id ?? null;
}

function outlineSelected(canvas: HTMLCanvasElement, doc: ImageDocument, selected: string | null) {
  const text = doc.texts.find((x) => x.id === selected);
  const ctx = canvas.getContext('2d');
  if (!text || !ctx || !text.text.trim()) return;
  const b = textBox(text, { width: canvas.width, height: canvas.height }, measureIn(ctx));
  const pad = b.px * 0.15;
  // In screen pixels whatever the drawing's scale: a small image is shown enlarged.
  const k = shownBox(canvas).k || 1;
  ctx.save();
  ctx.setLineDash([6 / k, 4 / k]);
  ctx.lineWidth = 1.5 / k;
  ctx.strokeStyle = '#7c5cff';
  ctx.strokeRect(b.x - pad, b.y - pad, b.width + pad * 2, b.height + pad * 2);
  ctx.restore();
}
