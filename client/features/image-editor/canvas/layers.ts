// The layers drawn over the adjusted picture, bottom to top, each with its
// opacity, blend mode and rotation about its centre. The preview and the export
// both come here through drawDocument, so the file is what the preview shows.
// Library images are drawn from bitmaps decoded once per asset (use-layer-pictures);
// one not decoded yet is left out rather than waited for.
import type { ImageDocument } from '@src/common/contracts/image';
import type { IconLayer, ImageLayer, ImageText, LayerBlend, ShapeLayer } from '@src/common/contracts/image-layers';
import { ICON_NODES, type IconNode } from '@client/media/icons/icon-nodes';
import { layerBox } from '../model/layers';
import { fontCss, type MeasureLine } from '../model/text';

type Size = { width: number; height: number };
export type LayerPictures = ReadonlyMap<string, ImageBitmap>;

/** Each blend mode's canvas operation. */
export const BLEND_OPS: Record<LayerBlend, GlobalCompositeOperation> = {
  normal: 'source-over',
  multiply: 'multiply',
  screen: 'screen',
  overlay: 'overlay',
  darken: 'darken',
  lighten: 'lighten',
};

/** A line's width measured by this context's font engine. */
export const measureIn =
  (ctx: CanvasRenderingContext2D): MeasureLine =>
  (line, text, px) => {
    ctx.font = fontCss(text, px);
    return ctx.measureText(line).width;
  };

export function drawLayers(ctx: CanvasRenderingContext2D, doc: ImageDocument, size: Size, pictures: LayerPictures) {
  const measure = measureIn(ctx);
  for (const l of doc.layers) {
    if (l.hidden || l.opacity <= 0 || (l.kind === 'text' && !l.text.trim())) continue;
    const b = layerBox(l, size, measure);
    ctx.save();
    ctx.globalAlpha = l.opacity;
    ctx.globalCompositeOperation = BLEND_OPS[l.blend];
    ctx.translate(b.x + b.width / 2, b.y + b.height / 2);
    if (l.rotation) ctx.rotate((l.rotation * Math.PI) / 180);
    drawLayer(ctx, l, b, size, pictures);
    ctx.restore();
  }
}

function drawLayer(
  ctx: CanvasRenderingContext2D,
  l: ImageLayer,
  b: { width: number; height: number },
  size: Size,
  pictures: LayerPictures,
) {
  if (l.kind === 'text') return drawText(ctx, l, b, size);
  if (l.kind === 'shape') return drawShape(ctx, l, b, size);
  if (l.kind === 'icon') return drawIcon(ctx, l, b);
  const picture = pictures.get(l.assetId);
  if (picture) ctx.drawImage(picture, -b.width / 2, -b.height / 2, b.width, b.height);
}

function drawText(ctx: CanvasRenderingContext2D, t: ImageText, b: { height: number }, size: Size) {
  const px = t.size * size.height;
  const lines = t.text.split('\n');
  ctx.font = fontCss(t, px);
  ctx.fillStyle = t.color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (t.shadow) {
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = px * 0.12;
    ctx.shadowOffsetY = px * 0.04;
  }
  const lineHeight = b.height / lines.length;
  lines.forEach((line, i) => ctx.fillText(line, 0, -b.height / 2 + lineHeight * (i + 0.5)));
}

function drawShape(ctx: CanvasRenderingContext2D, s: ShapeLayer, b: { width: number; height: number }, size: Size) {
  const w = b.width;
  const h = b.height;
  ctx.lineWidth = s.strokeWidth * Math.min(size.width, size.height);
  ctx.beginPath();
  if (s.shape === 'line') {
    ctx.lineCap = 'round';
    ctx.moveTo(-w / 2, 0);
    ctx.lineTo(w / 2, 0);
    ctx.strokeStyle = s.stroke ?? s.fill ?? '#000000';
    if (ctx.lineWidth > 0) ctx.stroke();
    return;
  }
  if (s.shape === 'ellipse') ctx.ellipse(0, 0, w / 2, h / 2, 0, 0, Math.PI * 2);
  else if (s.shape === 'rounded') ctx.roundRect(-w / 2, -h / 2, w, h, Math.min(w, h) * 0.2);
  else ctx.rect(-w / 2, -h / 2, w, h);
  if (s.fill) {
    ctx.fillStyle = s.fill;
    ctx.fill();
  }
  if (s.stroke && ctx.lineWidth > 0) {
    ctx.strokeStyle = s.stroke;
    ctx.stroke();
  }
}

/** An icon fitted in its box (lucide draws on a 24-unit square with 2-unit strokes); a sticker sits on a filled circle. */
function drawIcon(ctx: CanvasRenderingContext2D, icon: IconLayer, b: { width: number; height: number }) {
  const side = Math.min(b.width, b.height);
  if (icon.badge) {
    ctx.beginPath();
    ctx.arc(0, 0, side / 2, 0, Math.PI * 2);
    ctx.fillStyle = icon.badge;
    ctx.fill();
  }
  const drawn = icon.badge ? side * 0.6 : side;
  ctx.scale(drawn / 24, drawn / 24);
  ctx.translate(-12, -12);
  ctx.strokeStyle = icon.color;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const p of iconPaths(ICON_NODES[icon.icon] ?? ICON_NODES.sparkles!)) ctx.stroke(p);
}

const PATHS = new Map<IconNode, Path2D[]>();
/** Each of an icon's nodes as a Path2D, made once per icon. */
export function iconPaths(node: IconNode): Path2D[] {
  const cached = PATHS.get(node);
  if (cached) return cached;
  const paths = node.map(([tag, a]) => nodePath(tag, a as Record<string, string | number | undefined>));
  PATHS.set(node, paths);
  return paths;
}

function nodePath(tag: string, a: Record<string, string | number | undefined>): Path2D {
  const n = (k: string) => Number(a[k] ?? 0);
  if (tag === 'path') return new Path2D(String(a.d ?? ''));
  const p = new Path2D();
  if (tag === 'circle') p.arc(n('cx'), n('cy'), n('r'), 0, Math.PI * 2);
  else if (tag === 'ellipse') p.ellipse(n('cx'), n('cy'), n('rx'), n('ry'), 0, 0, Math.PI * 2);
  else if (tag === 'rect') p.roundRect(n('x'), n('y'), n('width'), n('height'), n('rx') || 0);
  else if (tag === 'line') {
    p.moveTo(n('x1'), n('y1'));
    p.lineTo(n('x2'), n('y2'));
  } else if (tag === 'polyline' || tag === 'polygon') {
    const pts = String(a.points ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    for (let i = 0; i + 1 < pts.length; i += 2) (i ? p.lineTo : p.moveTo).call(p, pts[i]!, pts[i + 1]!);
    if (tag === 'polygon') p.closePath();
  }
  return p;
}
