// Snapping while dragging: an element's edges and centre snap to the slide's
// edges and centre and to other elements' edges and centres, within a few
// pixels; the lines it snapped to are drawn as guides.
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Guide {
  orientation: 'vertical' | 'horizontal';
  /** x for a vertical guide, y for a horizontal one. */
  at: number;
}

export const SNAP_DISTANCE = 8;

const stops = (start: number, length: number) => [start, start + length / 2, start + length];

function nearest(own: number[], targets: number[], distance: number): { delta: number; at: number } | null {
  let best: { delta: number; at: number } | null = null;
  for (const o of own) {
    for (const t of targets) {
      const d = t - o;
      if (Math.abs(d) <= distance && (!best || Math.abs(d) < Math.abs(best.delta))) best = { delta: d, at: t };
    }
  }
  return best;
}

export function snapBox(
  box: Box,
  others: readonly Box[],
  slide: { width: number; height: number },
  distance = SNAP_DISTANCE,
): { x: number; y: number; guides: Guide[] } {
  const xs = [...stops(0, slide.width), ...others.flatMap((o) => stops(o.x, o.width))];
  const ys = [...stops(0, slide.height), ...others.flatMap((o) => stops(o.y, o.height))];
  const sx = nearest(stops(box.x, box.width), xs, distance);
  const sy = nearest(stops(box.y, box.height), ys, distance);
  const guides: Guide[] = [];
  if (sx) guides.push({ orientation: 'vertical', at: sx.at });
  if (sy) guides.push({ orientation: 'horizontal', at: sy.at });
  return { x: box.x + (sx?.delta ?? 0), y: box.y + (sy?.delta ?? 0), guides };
}
