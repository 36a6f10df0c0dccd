// Crop mode's marks over the whole picture: the part the crop leaves out dimmed,
// the box outlined with its rule-of-thirds lines, and its eight handles (corner
// brackets and edge bars). Only what crop-box.ts computes is drawn here; sizes
// are in screen pixels whatever the canvas's scale (`k` canvas px a screen px).
import type { Crop } from '@src/common/contracts/image';
import { CROP_HANDLES, handlePoint, type CropHandle } from '../model/crop-box';

const DIM = 'rgba(12, 14, 22, 0.58)';
const LINE = '#ffffff';
const SHADOW = 'rgba(0, 0, 0, 0.45)';

/** Where the picture is on the marks' canvas (a margin round it lets the handles overhang it). */
export type PictureArea = { x: number; y: number; width: number; height: number };

export function drawCropOverlay(ctx: CanvasRenderingContext2D, crop: Crop, area: PictureArea, k: number): void {
  const W = area.width;
  const H = area.height;
  const x = crop.x * W;
  const y = crop.y * H;
  const w = crop.width * W;
  const h = crop.height * H;
  const u = 1 / (k || 1);
  ctx.save();
  ctx.translate(area.x, area.y);
  // Outside the box: the whole picture minus the box (even-odd).
  ctx.beginPath();
  ctx.rect(0, 0, W, H);
  ctx.rect(x, y, w, h);
  ctx.fillStyle = DIM;
  ctx.fill('evenodd');

  ctx.shadowColor = SHADOW;
  ctx.shadowBlur = 3 * u;
  // Thirds: faint, so they guide without hiding the photo.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = u;
  ctx.beginPath();
  for (const f of [1 / 3, 2 / 3]) {
    ctx.moveTo(x + w * f, y);
    ctx.lineTo(x + w * f, y + h);
    ctx.moveTo(x, y + h * f);
    ctx.lineTo(x + w, y + h * f);
  }
  ctx.stroke();

  ctx.strokeStyle = LINE;
  ctx.lineWidth = 1.5 * u;
  ctx.strokeRect(x, y, w, h);

  ctx.strokeStyle = LINE;
  ctx.lineWidth = 4 * u;
  ctx.lineCap = 'round';
  for (const handle of CROP_HANDLES) drawHandle(ctx, handle, crop, W, H, w, h, u);
  ctx.restore();
}

/** A corner's bracket or an edge's bar, shorter on a small box so two never meet. */
function drawHandle(ctx: CanvasRenderingContext2D, handle: CropHandle, crop: Crop, W: number, H: number, w: number, h: number, u: number) {
  const p = handlePoint(crop, handle);
  const cx = p.x * W;
  const cy = p.y * H;
  const arm = Math.min(20 * u, w / 3, h / 3);
  const sx = handle.includes('w') ? 1 : -1;
  const sy = handle.includes('n') ? 1 : -1;
  ctx.beginPath();
  if (handle.length === 2) {
    ctx.moveTo(cx, cy + sy * arm);
    ctx.lineTo(cx, cy);
    ctx.lineTo(cx + sx * arm, cy);
  } else if (handle === 'n' || handle === 's') {
    ctx.moveTo(cx - arm / 2, cy);
    ctx.lineTo(cx + arm / 2, cy);
  } else {
    ctx.moveTo(cx, cy - arm / 2);
    ctx.lineTo(cx, cy + arm / 2);
  }
  ctx.stroke();
}
