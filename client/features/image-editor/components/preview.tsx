// The live preview: the document drawn downscaled (at most PREVIEW_SIDE px), once
// per animation frame however fast a slider moves. Dragging on it moves the crop
// over the picture (one undo step per drag).
import { useEffect, useRef } from 'react';
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { dragCrop } from '../model/commands';
import { fitWithin } from '../model/geometry';
import { drawDocument, PREVIEW_SIDE, type SourcePicture } from '../canvas/draw';
import type { Command } from '@client/editor/history';

interface Props {
  doc: ImageDocument;
  picture: SourcePicture;
  label: string;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
}

export function ImagePreview({ doc, picture, label, perform, sealStep }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = fitWithin(imageOutputSize(doc), PREVIEW_SIDE);
  useEffect(() => {
    const frame = requestAnimationFrame(() => canvas.current && drawDocument(canvas.current, picture, doc, size));
    return () => cancelAnimationFrame(frame);
  }, [doc, picture, size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps

  const drag = useRef<{ x: number; y: number } | null>(null);
  return (
    <div className="img-stage">
      <canvas
        ref={canvas}
        className="img-canvas"
        role="img"
        aria-label={label}
        data-testid="image-preview"
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (!start) return;
          const shown = shownSize(e.currentTarget);
          // Dragging the picture right shows more of its left: the crop moves the other way.
          const dx = (-(e.clientX - start.x) / shown.width) * doc.crop.width;
          const dy = (-(e.clientY - start.y) / shown.height) * doc.crop.height;
          drag.current = { x: e.clientX, y: e.clientY };
          perform(dragCrop(dx, dy));
        }}
        onPointerUp={() => {
          drag.current = null;
          sealStep();
        }}
      />
    </div>
  );
}

/** The drawing's size on screen: the element is as large as the stage, the drawing fitted inside it (object-fit: contain). */
function shownSize(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const k = Math.min(box.width / canvas.width, box.height / canvas.height);
  return { width: canvas.width * k, height: canvas.height * k };
}
