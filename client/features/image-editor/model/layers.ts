// The layers over the picture as pure commands and geometry (decision 061). A
// layer's place is the centre of its box in fractions of the output; boxes are
// measured in output pixels (a text's by its words, through the `measure` the
// caller passes in). Align and distribute move whole units: a group moves as one
// box, a layer outside a group as its own. Locked layers are never moved.
import { IMAGE_LAYERS_MAX, IMAGE_TEXTS_MAX, type ImageDocument, type ImageLayer } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';
import { textBox, type MeasureLine } from './text';

type C = Command<ImageDocument>;
type Size = { width: number; height: number };
/** A box in output pixels: its top-left corner and sides. */
export type Box = { x: number; y: number; width: number; height: number };
export type LayerPatch = ImageLayer extends infer L ? (L extends ImageLayer ? Partial<Omit<L, 'id' | 'kind'>> : never) : never;
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type AlignTarget = 'canvas' | 'selection';
export type Axis = 'horizontal' | 'vertical';

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** Rounded to 1/10 000 of the output: the saved document stays short and the tests exact. */
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** The layer's unrotated box in output pixels. */
export function layerBox(l: ImageLayer, out: Size, measure: MeasureLine): Box {
  if (l.kind === 'text') {
    const b = textBox(l, out, measure);
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }
  const width = l.width * out.width;
  const height = l.height * out.height;
  return { x: l.x * out.width - width / 2, y: l.y * out.height - height / 2, width, height };
}

/** The ids asked for plus every layer grouped with one of them, in drawing order. */
export function withGroups(layers: readonly ImageLayer[], ids: readonly string[]): string[] {
  const groups = new Set(layers.filter((l) => ids.includes(l.id) && l.group).map((l) => l.group));
  return layers.filter((l) => ids.includes(l.id) || (l.group && groups.has(l.group))).map((l) => l.id);
}

const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
};

/** The selection's movable units: each group one unit, each lone layer one; locked and hidden layers left out. */
function units(layers: readonly ImageLayer[], ids: readonly string[], out: Size, measure: MeasureLine) {
  const chosen = layers.filter((l) => withGroups(layers, ids).includes(l.id) && !l.locked && !l.hidden);
  const keys = [...new Set(chosen.map((l) => l.group ?? `#${l.id}`))];
  return keys.map((key) => {
    const members = chosen.filter((l) => (l.group ?? `#${l.id}`) === key);
    return { ids: members.map((l) => l.id), box: union(members.map((l) => layerBox(l, out, measure))) };
  });
}

/** Every listed layer moved by pixels of the output (its centre kept inside the picture). */
function shift(d: ImageDocument, moves: Map<string, { dx: number; dy: number }>, out: Size): ImageDocument {
  return {
    ...d,
    layers: d.layers.map((l) => {
      const m = moves.get(l.id);
      return m ? { ...l, x: round4(clamp01(l.x + m.dx / out.width)), y: round4(clamp01(l.y + m.dy / out.height)) } : l;
    }),
  };
}

export const addLayer = (layer: ImageLayer): C => ({
  apply: (d) => {
    const texts = d.layers.filter((l) => l.kind === 'text').length;
    if (d.layers.length >= IMAGE_LAYERS_MAX || (layer.kind === 'text' && texts >= IMAGE_TEXTS_MAX)) return d;
    return { ...d, layers: [...d.layers, layer] };
  },
});

export const removeLayers = (ids: readonly string[]): C => ({
  apply: (d) => (d.layers.some((l) => ids.includes(l.id)) ? { ...d, layers: d.layers.filter((l) => !ids.includes(l.id)) } : d),
});

/** One undo step per field being edited (an opacity slider's drag, a colour being picked). */
export const updateLayer = (id: string, patch: LayerPatch): C => ({
  mergeKey: `layer-${id}-${Object.keys(patch).join(',')}`,
  apply: (d) => ({ ...d, layers: d.layers.map((l) => (l.id === id ? ({ ...l, ...patch } as ImageLayer) : l)) }),
});

/** Up is drawn later (over more layers); top and bottom go to the ends of the order. */
export const reorderLayer = (id: string, to: 'up' | 'down' | 'top' | 'bottom'): C => ({
  apply: (d) => {
    const from = d.layers.findIndex((l) => l.id === id);
    if (from < 0) return d;
    const last = d.layers.length - 1;
    const target = to === 'up' ? Math.min(last, from + 1) : to === 'down' ? Math.max(0, from - 1) : to === 'top' ? last : 0;
    if (target === from) return d;
    const layers = d.layers.filter((l) => l.id !== id);
    layers.splice(target, 0, d.layers[from]!);
    return { ...d, layers };
  },
});

/** A drag on the preview by fractions of the output: the layers (and their groups) move, locked ones stay. */
export const moveLayers = (ids: readonly string[], dx: number, dy: number): C => ({
  mergeKey: `layers-move-${ids.join(',')}`,
  apply: (d) => {
    const moving = withGroups(d.layers, ids);
    return {
      ...d,
      layers: d.layers.map((l) =>
        moving.includes(l.id) && !l.locked ? { ...l, x: round4(clamp01(l.x + dx)), y: round4(clamp01(l.y + dy)) } : l,
      ),
    };
  },
});

/**
 * Aligns the selection's units on an edge or centre line: of the picture, or of
 * the selection's own box (a single unit is aligned to the picture).
 */
export const alignLayers = (ids: readonly string[], edge: AlignEdge, target: AlignTarget, out: Size, measure: MeasureLine): C => ({
  apply: (d) => {
    const us = units(d.layers, ids, out, measure);
    if (!us.length) return d;
    const frame = target === 'selection' && us.length > 1 ? union(us.map((u) => u.box)) : { x: 0, y: 0, ...out };
    const moves = new Map<string, { dx: number; dy: number }>();
    for (const { ids: members, box } of us) {
      const dx = alignBy(ALONG_X[edge], box.x, box.width, frame.x, frame.width);
      const dy = alignBy(ALONG_Y[edge], box.y, box.height, frame.y, frame.height);
      for (const id of members) moves.set(id, { dx, dy });
    }
    return shift(d, moves, out);
  },
});

/** Equal gaps between the selection's units along an axis; the first and the last stay (three units or more). */
export const distributeLayers = (ids: readonly string[], axis: Axis, out: Size, measure: MeasureLine): C => ({
  apply: (d) => {
    const us = units(d.layers, ids, out, measure);
    if (us.length < 3) return d;
    const start = (b: Box) => (axis === 'horizontal' ? b.x : b.y);
    const length = (b: Box) => (axis === 'horizontal' ? b.width : b.height);
    const sorted = [...us].sort((a, b) => start(a.box) + length(a.box) / 2 - (start(b.box) + length(b.box) / 2));
    const first = sorted[0]!.box;
    const last = sorted[sorted.length - 1]!.box;
    const span = start(last) + length(last) - start(first);
    const gap = (span - sorted.reduce((s, u) => s + length(u.box), 0)) / (sorted.length - 1);
    const moves = new Map<string, { dx: number; dy: number }>();
    let at = start(first);
    for (const u of sorted) {
      const delta = at - start(u.box);
      for (const id of u.ids) moves.set(id, axis === 'horizontal' ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
      at += length(u.box) + gap;
    }
    return shift(d, moves, out);
  },
});

/** The chosen layers (and the groups they are in) become one group, named after the first of them. */
export const groupLayers = (ids: readonly string[]): C => ({
  apply: (d) => {
    const members = withGroups(d.layers, ids);
    if (members.length < 2) return d;
    const group = members[0]!;
    return { ...d, layers: d.layers.map((l) => (members.includes(l.id) ? { ...l, group } : l)) };
  },
});

export const ungroupLayers = (ids: readonly string[]): C => ({
  apply: (d) => {
    const members = withGroups(d.layers, ids);
    return { ...d, layers: d.layers.map((l) => (members.includes(l.id) && l.group ? { ...l, group: null } : l)) };
  },
});

/**
 * The topmost visible layer under a point of the output (pixels). The point is
 * turned back by the layer's rotation about its centre, then tested against the
 * box with a margin (a thin line or a small word stays easy to grab).
 */
export function layerAt(layers: readonly ImageLayer[], point: { x: number; y: number }, out: Size, measure: MeasureLine) {
  for (let i = layers.length - 1; i >= 0; i--) {
    const l = layers[i]!;
    if (l.hidden || (l.kind === 'text' && !l.text.trim())) continue;
    const b = layerBox(l, out, measure);
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const a = (-l.rotation * Math.PI) / 180;
    const px = cx + (point.x - cx) * Math.cos(a) - (point.y - cy) * Math.sin(a);
    const py = cy + (point.x - cx) * Math.sin(a) + (point.y - cy) * Math.cos(a);
    // A quarter of a text's line height (as texts always had), else 1 % of the shorter side.
    const pad = l.kind === 'text' ? l.size * out.height * 0.25 : Math.max(4, Math.min(out.width, out.height) * 0.01);
    if (px >= b.x - pad && px <= b.x + b.width + pad && py >= b.y - pad && py <= b.y + b.height + pad) return l;
  }
  return null;
}

type Side = 'start' | 'middle' | 'end' | null;
const ALONG_X: Partial<Record<AlignEdge, Side>> = { left: 'start', center: 'middle', right: 'end' };
const ALONG_Y: Partial<Record<AlignEdge, Side>> = { top: 'start', middle: 'middle', bottom: 'end' };

/** How far a box (at `at`, `size` long on one axis) moves to meet the frame's side on that axis; 0 off that axis. */
function alignBy(side: Side | undefined, at: number, size: number, frameAt: number, frameSize: number): number {
  if (side === 'start') return frameAt - at;
  if (side === 'end') return frameAt + frameSize - (at + size);
  if (side === 'middle') return frameAt + frameSize / 2 - (at + size / 2);
  return 0;
}
