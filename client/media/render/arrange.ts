// The layout solver (render/layout.ts) applied to a composition's overlays,
// measuring text with the canvas that will draw it (its fonts loaded): the
// render in the worker and the clipper's preview both call this before
// drawOverlays, so the file gets the layout the user saw. Only overlays that
// carry a `layout` role move; the rest are drawn where they were put.
import type { CaptionsOverlay, Overlay, TextOverlay } from './composition';
import { solveLayout, type LayoutInput, type LayoutResult, type Rect } from './layout';
import { captionLook, wrap } from './overlays';
import { canvasMeasure, captionBounds } from '../captions';

type Measurer = Pick<CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, 'measureText' | 'font'>;

export interface Arranged {
  overlays: Overlay[];
  /** Where the solver put each block, in output pixels (the preview exposes them; the e2e checks them). */
  boxes: LayoutResult;
}

const font = (o: { fontSize: number; fontFamily: string; fontWeight?: number }) => `${o.fontWeight ?? 700} ${o.fontSize}px ${o.fontFamily}`;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The headline's box (text plus its background's padding, as overlays.ts draws it) at a width. */
function headlineMeasure(ctx: Measurer, o: TextOverlay) {
  const pad = o.background ? o.fontSize : 0;
  return {
    pad,
    measure: (boxWidth: number) => {
      ctx.font = font(o);
      const lines = wrap(ctx, words(o.text), boxWidth - pad);
      const widest = Math.max(0, ...lines.map((l) => ctx.measureText(l.join(' ')).width));
      const height = lines.length * o.fontSize * 1.2 + (o.background ? o.fontSize * 0.6 : 0);
      return { width: Math.min(boxWidth, widest + pad), height };
    },
  };
}

/**
 * The caption block: the box the caption style model (media/captions) gives
 * all cues together, room for its animation and the networks' safe zones
 * included, so the solver keeps clear what the style really draws.
 */
export function captionBlock(ctx: Measurer, o: CaptionsOverlay, W: number, H: number): Rect | null {
  return captionBounds(o.cues, captionLook(o), { y: o.y, maxWidth: o.maxWidth }, { width: W, height: H }, canvasMeasure(ctx));
}

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

function arrange(ctx: Measurer, overlays: readonly Overlay[], W: number, H: number): Arranged {
  const input: LayoutInput = { frame: { width: W, height: H } };
  let pad = 0;
  for (const o of overlays) {
    const role = o.layout;
    if (!role) continue;
    if (role.role === 'logo' && o.kind === 'image') input.logo = { corner: role.corner, width: o.box.width * W, height: o.box.height * H };
    if (role.role === 'headline' && o.kind === 'text') {
      const m = headlineMeasure(ctx, o);
      pad = m.pad;
      input.headline = { centreY: o.y * H, boxWidth: o.maxWidth * W + m.pad, measure: m.measure };
    }
    if (role.role === 'captions' && o.kind === 'captions') {
      const block = captionBlock(ctx, o, W, H);
      if (block && block.height > 0) input.captions = { centreY: block.y + block.height / 2, width: block.width, height: block.height };
    }
  }
  const boxes = solveLayout(input);
  const placed = overlays.map((o): Overlay => {
    const role = o.layout?.role;
    if (role === 'logo' && o.kind === 'image' && boxes.logo)
      return { ...o, box: { x: boxes.logo.x / W, y: boxes.logo.y / H, width: o.box.width, height: o.box.height } };
    if (role === 'headline' && o.kind === 'text' && boxes.headline) {
      const c = centre(boxes.headline);
      return { ...o, x: c.x / W, y: c.y / H, maxWidth: (boxes.headline.boxWidth - pad) / W };
    }
    if (role === 'captions' && o.kind === 'captions' && boxes.captions) return { ...o, y: centre(boxes.captions).y / H };
    return o;
  });
  return { overlays: placed, boxes };
}

// Laid out once per composition (every frame draws the same list).
const memo = new WeakMap<readonly Overlay[], { W: number; H: number; arranged: Arranged }>();

export function arrangeOverlays(ctx: Measurer, overlays: readonly Overlay[], W: number, H: number): Arranged {
  const hit = memo.get(overlays);
  if (hit && hit.W === W && hit.H === H) return hit.arranged;
  if (!overlays.some((o) => o.layout)) return { overlays: [...overlays], boxes: {} };
  const arranged = arrange(ctx, overlays, W, H);
  memo.set(overlays, { W, H, arranged });
  return arranged;
}
