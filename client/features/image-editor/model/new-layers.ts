// New layers as the "Add" menu makes them: centred, a size that reads at any
// output shape (a share of the shorter side, so a square icon is square in
// pixels whatever the picture's ratio), fully opaque, blended normally.
import type { IconLayer, ImageLayer, LayerShape, PictureLayer, ShapeLayer } from '@src/common/contracts/image-layers';

type Size = { width: number; height: number };
const BASE = { x: 0.5, y: 0.5, rotation: 0, opacity: 1, blend: 'normal', hidden: false, locked: false, group: null } as const;
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** A box `share` of the shorter side across, `aspect` (width over height) in pixels, in fractions of the output. */
export function boxFor(out: Size, share: number, aspect = 1) {
  const short = Math.min(out.width, out.height) * share;
  const w = aspect >= 1 ? short : short * aspect;
  const h = aspect >= 1 ? short / aspect : short;
  return { width: round4(w / out.width), height: round4(h / out.height) };
}

/** A new layer id: short, unique enough inside one document. */
export const layerId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function newShape(id: string, shape: LayerShape, color: string, out: Size): ShapeLayer {
  // A line is a thin box: its stroke is what shows; the others are filled.
  const box =
    shape === 'line'
      ? { width: boxFor(out, 0.5).width, height: round4(Math.max(0.005, 0.01 * (Math.min(out.width, out.height) / out.height))) }
      : boxFor(out, 0.4);
  return {
    ...BASE,
    ...box,
    id,
    kind: 'shape',
    shape,
    fill: shape === 'line' ? null : color,
    stroke: shape === 'line' ? color : null,
    strokeWidth: shape === 'line' ? 0.01 : 0,
  };
}

export const newIcon = (id: string, icon: string, color: string, badge: string | null, out: Size): IconLayer => ({
  ...BASE,
  ...boxFor(out, 0.25),
  id,
  kind: 'icon',
  icon,
  color,
  badge,
});

/** A library image at its own ratio, half the shorter side across. */
export const newPicture = (id: string, assetId: string, size: Size | null, out: Size): PictureLayer => ({
  ...BASE,
  ...boxFor(out, 0.5, size && size.width > 0 && size.height > 0 ? size.width / size.height : 1),
  id,
  kind: 'image',
  assetId,
});

export const isBoxLayer = (l: ImageLayer): l is ShapeLayer | IconLayer | PictureLayer => l.kind !== 'text';
