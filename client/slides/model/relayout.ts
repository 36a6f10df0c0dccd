// A slide laid out again for a frame of another height (4:5 → 9:16 and back;
// every format is 1080 wide). Scaling only the positions left each box its old
// height: the split panel and the frame stopped two thirds down a story, text
// sat in boxes sized for a shorter slide. Here each element follows the frame:
// - an edge within EDGE of the frame's top or bottom stays that far from it
//   (a band at the top, a frame's 48 px border, a logo in the corner);
// - a box that holds content (text, an image, a panel) grows with the frame,
//   and a text's set size grows with the square root of the height ratio: its
//   box grows in height only, so the same words fill it at that size (the fit
//   step shrinks whatever the width then cannot hold);
// - a small fixed thing (a logo, a bar, a dot, a line) keeps its size and moves
//   with its centre.
import type { CarouselElement, Slide } from '@src/common/contracts/carousel';

type Size = { width: number; height: number };

/** An edge this close to the frame's edge is anchored to it. */
export const EDGE = 100;
/** Shapes at least this share of the frame's height are panels that grow with it. */
const PANEL_SHARE = 0.2;
const FONT = { min: 8, max: 400 };

const grows = (el: CarouselElement, from: Size) =>
  el.type === 'text' || el.type === 'image' || (el.type === 'shape' && el.shape === 'rect' && el.height >= from.height * PANEL_SHARE);

function relayoutElement(el: CarouselElement, from: Size, to: Size): CarouselElement {
  const r = to.height / from.height;
  const top = el.y;
  const bottom = el.y + el.height;
  const atTop = top <= EDGE;
  const atBottom = from.height - bottom <= EDGE;
  const round = Math.round;
  if (grows(el, from)) {
    const y = atTop ? top : top * r;
    const end = atBottom ? to.height - (from.height - bottom) : bottom * r;
    const moved = { ...el, y: round(y), height: Math.max(1, round(end - y)) };
    if (moved.type !== 'text') return moved;
    const fontSize = Math.min(FONT.max, Math.max(FONT.min, round(moved.fontSize * Math.sqrt(r))));
    return { ...moved, fontSize };
  }
  const y = atBottom && !atTop ? to.height - (from.height - top) : atTop ? top : (top + el.height / 2) * r - el.height / 2;
  return { ...el, y: round(y) };
}

/** The slide in a frame of another height; the same slide when the height is the same. */
export function relayoutSlide(slide: Slide, from: Size, to: Size): Slide {
  if (from.height === to.height) return slide;
  return { ...slide, elements: slide.elements.map((e) => relayoutElement(e, from, to)) };
}
