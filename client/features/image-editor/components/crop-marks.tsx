// Crop mode's marks (dimmed outside, outline, thirds, handles) on a canvas of
// their own laid over the picture at the screen's resolution: drawn on the
// preview's canvas they would be scaled with it, blurred on a small photo.
import { useEffect, useRef } from 'react';
import type { Crop } from '@src/common/contracts/image';
import { drawCropOverlay } from '../canvas/crop-overlay';
import type { StageRect } from './shown-box';

/** Screen pixels of canvas round the picture, for the half of each handle outside it. */
const MARGIN = 12;

export function CropMarks({ crop, rect }: { crop: Crop; rect: StageRect }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const c = canvas.current;
      if (!c) return;
      const dpr = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round((rect.width + 2 * MARGIN) * dpr));
      const height = Math.max(1, Math.round((rect.height + 2 * MARGIN) * dpr));
      if (c.width !== width) c.width = width;
      if (c.height !== height) c.height = height;
      const ctx = c.getContext('2d');
      if (!ctx) return;
      ctx.clearRect(0, 0, width, height);
      drawCropOverlay(ctx, crop, { x: MARGIN * dpr, y: MARGIN * dpr, width: rect.width * dpr, height: rect.height * dpr }, dpr);
    });
    return () => cancelAnimationFrame(frame);
  }, [crop, rect]);
  return (
    <canvas
      ref={canvas}
      className="img-crop-marks"
      aria-hidden="true"
      data-testid="crop-marks"
      style={{ left: rect.left - MARGIN, top: rect.top - MARGIN, width: rect.width + 2 * MARGIN, height: rect.height + 2 * MARGIN }}
    />
  );
}
