// The image editor's layers (issue 34, decision 061): add with the caps, remove,
// reorder, align to the picture and to the selection, distribute with equal gaps,
// groups that move and align as one, locked layers left in place, a hit test that
// honours rotation, undo through the kernel's history, texts saved before layers
// read as text layers, and every result passing the shared schema.
import { describe, expect, it } from 'vitest';
import { IMAGE_DOCUMENT_MAX_BYTES, imageDocumentSchema, type ImageDocument } from '../../src/common/contracts/image';
import { resizedCopy } from '../../client/features/image-editor/model/magic-resize';
import { perform, startHistory, undo, type Command } from '../../client/editor/history';
import { newImageDocument } from '../../client/features/image-editor/model/new-document';
import {
  addLayer,
  alignLayers,
  distributeLayers,
  groupLayers,
  layerAt,
  layerBox,
  moveLayers,
  removeLayers,
  reorderLayer,
  ungroupLayers,
  updateLayer,
  withGroups,
} from '../../client/features/image-editor/model/layers';
import { boxFor, newIcon, newPicture, newShape } from '../../client/features/image-editor/model/new-layers';
import { newText } from '../../client/features/image-editor/model/text';
import { searchIcons } from '../../src/common/brand/logo-icons';
import { enApp as en } from '../../src/common/i18n/en.app';
import { ptBRApp as pt } from '../../src/common/i18n/pt-BR.app';

// A 1000 × 500 blank canvas; a stand-in font engine: every character half as wide as the text is high.
const blank = newImageDocument({ type: 'blank', width: 1000, height: 500, color: '#ffffff' });
const out = { width: 1000, height: 500 };
const measure = (line: string, _t: unknown, px: number) => line.length * px * 0.5;
const run = (doc: ImageDocument, ...cs: Command<ImageDocument>[]) => cs.reduce((h, c) => perform(h, c), startHistory(doc)).present;
const at = (d: ImageDocument, id: string) => d.layers.find((l) => l.id === id)!;
/** A 100 × 100 px rectangle centred at (x, y) px. */
const square = (id: string, x: number, y: number) => ({
  ...newShape(id, 'rect', '#ff0000', out),
  x: x / 1000,
  y: y / 500,
  width: 0.1,
  height: 0.2,
});

describe('new layers', () => {
  it('are square in pixels whatever the picture, and a library image keeps its ratio', () => {
    // 40 % of the shorter side (500): 200 × 200 px = 0.2 of the width, 0.4 of the height.
    expect(newShape('s', 'ellipse', '#00ff00', out)).toMatchObject({ width: 0.2, height: 0.4, fill: '#00ff00', stroke: null });
    expect(newShape('l', 'line', '#00ff00', out)).toMatchObject({ fill: null, stroke: '#00ff00', strokeWidth: 0.01 });
    expect(newIcon('i', 'coffee', '#111111', '#ffcc00', out)).toMatchObject({ width: 0.125, height: 0.25, badge: '#ffcc00' });
    // A 400 × 100 logo at half the shorter side across: 250 × 62.5 px.
    expect(newPicture('p', 'ast_1', { width: 400, height: 100 }, out)).toMatchObject({ width: 0.25, height: 0.125 });
    expect(boxFor({ width: 1080, height: 1920 }, 0.5)).toEqual({ width: 0.5, height: 0.2813 });
    const all = run(blank, addLayer(newShape('s', 'rounded', '#00ff00', out)), addLayer(newIcon('i', 'coffee', '#111111', null, out)));
    expect(imageDocumentSchema.safeParse(all).success).toBe(true);
  });

  it('stop at forty layers and twenty texts', () => {
    const shapes = Array.from({ length: 45 }, (_, i) => addLayer(newShape(`s${i}`, 'rect', '#000000', out)));
    expect(run(blank, ...shapes).layers).toHaveLength(40);
    const texts = Array.from({ length: 25 }, (_, i) => addLayer(newText(`t${i}`, 'x')));
    const withTexts = run(blank, ...texts, addLayer(newShape('s', 'rect', '#000000', out)));
    expect(withTexts.layers).toHaveLength(21);
    expect(withTexts.layers.filter((l) => l.kind === 'text')).toHaveLength(20);
  });
});

describe('order, edits and removal', () => {
  const three = run(blank, addLayer(square('a', 100, 100)), addLayer(square('b', 200, 100)), addLayer(square('c', 300, 100)));
  const order = (d: ImageDocument) => d.layers.map((l) => l.id).join('');

  it('moves a layer up, down, to the top and to the bottom', () => {
    expect(order(run(three, reorderLayer('a', 'up')))).toBe('bac');
    expect(order(run(three, reorderLayer('c', 'up')))).toBe('abc');
    expect(order(run(three, reorderLayer('c', 'down')))).toBe('acb');
    expect(order(run(three, reorderLayer('a', 'top')))).toBe('bca');
    expect(order(run(three, reorderLayer('c', 'bottom')))).toBe('cab');
    expect(order(run(three, removeLayers(['a', 'c'])))).toBe('b');
  });

  it('makes one undo step of an opacity drag and keeps the blend chosen', () => {
    let h = startHistory(three);
    for (const opacity of [0.9, 0.7, 0.5]) h = perform(h, updateLayer('b', { opacity }));
    h = perform(h, updateLayer('b', { blend: 'multiply' }));
    expect(at(h.present, 'b')).toMatchObject({ opacity: 0.5, blend: 'multiply' });
    expect(at(undo(h).present, 'b')).toMatchObject({ opacity: 0.5, blend: 'normal' });
    expect(at(undo(undo(h)).present, 'b').opacity).toBe(1);
    expect(imageDocumentSchema.safeParse(h.present).success).toBe(true);
  });
});

describe('align and distribute', () => {
  // Three 100 × 100 px squares at x 150, 300, 800 (centres), y 100, 250, 400.
  const doc = run(blank, addLayer(square('a', 150, 100)), addLayer(square('b', 300, 250)), addLayer(square('c', 800, 400)));
  const centre = (d: ImageDocument, id: string) => {
    const l = at(d, id);
    return [Math.round(l.x * 1000), Math.round(l.y * 500)];
  };

  it('aligns to the picture: left edges at 0, centres on its middle, bottoms on its bottom', () => {
    const left = run(doc, alignLayers(['a', 'b', 'c'], 'left', 'canvas', out, measure));
    expect(['a', 'b', 'c'].map((id) => centre(left, id))).toEqual([
      [50, 100],
      [50, 250],
      [50, 400],
    ]);
    const middle = run(doc, alignLayers(['a', 'c'], 'middle', 'canvas', out, measure));
    expect([centre(middle, 'a'), centre(middle, 'c'), centre(middle, 'b')]).toEqual([
      [150, 250],
      [800, 250],
      [300, 250],
    ]);
    expect(centre(run(doc, alignLayers(['b'], 'bottom', 'selection', out, measure)), 'b')).toEqual([300, 450]);
  });

  it("aligns to the selection's own box", () => {
    // The selection spans x 100..850: right edges at 850, centres at 475.
    const right = run(doc, alignLayers(['a', 'b', 'c'], 'right', 'selection', out, measure));
    expect(['a', 'b', 'c'].map((id) => centre(right, id)[0])).toEqual([800, 800, 800]);
    const centred = run(doc, alignLayers(['a', 'b', 'c'], 'center', 'selection', out, measure));
    expect(['a', 'b', 'c'].map((id) => centre(centred, id)[0])).toEqual([475, 475, 475]);
    const top = run(doc, alignLayers(['a', 'c'], 'top', 'selection', out, measure));
    expect([centre(top, 'a')[1], centre(top, 'c')[1]]).toEqual([100, 100]);
  });

  it('aligns a text by its measured block', () => {
    // 'Promo' 50 px high: 125 px wide; left-aligned to the picture its centre is at 62.5 px.
    const withText = run(blank, addLayer({ ...newText('t', 'Promo'), size: 0.1 }), alignLayers(['t'], 'left', 'canvas', out, measure));
    expect(at(withText, 't').x).toBe(0.0625);
    expect(layerBox(at(withText, 't'), out, measure)).toEqual({ x: 0, y: 220, width: 125, height: 60 });
  });

  it('distributes with equal gaps, the outer two staying', () => {
    // Spans 100..850 = 750 px; 300 px of squares leave 450 px: two gaps of 225.
    const even = run(doc, distributeLayers(['c', 'a', 'b'], 'horizontal', out, measure));
    expect(['a', 'b', 'c'].map((id) => centre(even, id)[0])).toEqual([150, 475, 800]);
    const vertical = run(doc, distributeLayers(['a', 'b', 'c'], 'vertical', out, measure));
    expect(['a', 'b', 'c'].map((id) => centre(vertical, id)[1])).toEqual([100, 250, 400]);
    // Two units have nothing between them: unchanged.
    expect(run(doc, distributeLayers(['a', 'b'], 'horizontal', out, measure))).toEqual(doc);
  });

  it('leaves locked and hidden layers where they are', () => {
    const locked = run(doc, updateLayer('a', { locked: true }), alignLayers(['a', 'b', 'c'], 'left', 'canvas', out, measure));
    expect(centre(locked, 'a')).toEqual([150, 100]);
    expect(centre(locked, 'b')).toEqual([50, 250]);
    expect(centre(run(doc, updateLayer('a', { locked: true }), moveLayers(['a'], 0.1, 0)), 'a')).toEqual([150, 100]);
  });
});

describe('groups', () => {
  const doc = run(blank, addLayer(square('a', 150, 100)), addLayer(square('b', 300, 250)), addLayer(square('c', 800, 400)));

  it('select, move and align as one box; ungrouping frees them', () => {
    const grouped = run(doc, groupLayers(['a', 'b']));
    expect(withGroups(grouped.layers, ['b'])).toEqual(['a', 'b']);
    const moved = run(grouped, moveLayers(['a'], 0.1, 0.1));
    expect([at(moved, 'a').x, at(moved, 'a').y, at(moved, 'b').x, at(moved, 'b').y, at(moved, 'c').x]).toEqual([0.25, 0.3, 0.4, 0.6, 0.8]);
    // The group's box is 100..350 wide: right-aligned to the picture it moves 650 px, both members alike.
    const right = run(grouped, alignLayers(['a'], 'right', 'canvas', out, measure));
    expect([at(right, 'a').x, at(right, 'b').x]).toEqual([0.8, 0.95]);
    const freed = run(grouped, ungroupLayers(['b']));
    expect(freed.layers.map((l) => l.group)).toEqual([null, null, null]);
    expect(withGroups(freed.layers, ['b'])).toEqual(['b']);
    expect(imageDocumentSchema.safeParse(grouped).success).toBe(true);
  });
});

describe('hit test', () => {
  it('finds the topmost visible layer, turned back by its rotation', () => {
    // A 400 × 50 px bar centred at (500, 250), then turned a quarter: 50 × 400 px on screen.
    const bar = { ...newShape('bar', 'rect', '#000000', out), width: 0.4, height: 0.1 };
    const dot = square('dot', 500, 250);
    expect(layerAt([bar, dot], { x: 500, y: 250 }, out, measure)?.id).toBe('dot');
    expect(layerAt([bar, { ...dot, hidden: true }], { x: 500, y: 250 }, out, measure)?.id).toBe('bar');
    expect(layerAt([bar], { x: 680, y: 250 }, out, measure)?.id).toBe('bar');
    expect(layerAt([bar], { x: 500, y: 420 }, out, measure)).toBeNull();
    const turned = { ...bar, rotation: 90 };
    expect(layerAt([turned], { x: 680, y: 250 }, out, measure)).toBeNull();
    expect(layerAt([turned], { x: 500, y: 420 }, out, measure)?.id).toBe('bar');
  });
});

describe('documents and words', () => {
  it('fits the fullest document (twenty 200-character texts, twenty images) in its byte limit', () => {
    const texts = Array.from({ length: 20 }, (_, i) => ({
      ...newText(`t${i}abcdefghijk`, 'é'.repeat(200)),
      font: 'uploaded:fnt_0123456789abcdef',
    }));
    const images = Array.from({ length: 20 }, (_, i) =>
      newPicture(`p${i}abcdefghijk`, `ast_${'x'.repeat(40)}`, { width: 3, height: 2 }, out),
    );
    const full = imageDocumentSchema.parse({ ...blank, layers: [...texts, ...images] });
    expect(new TextEncoder().encode(JSON.stringify(full)).length).toBeLessThan(IMAGE_DOCUMENT_MAX_BYTES);
  });

  it('keeps a layer square in pixels in a magic-resize copy', () => {
    // 125 × 125 px on 1000 × 500 (a quarter of the shorter side) is 270 × 270 px on a 1080 × 1920 story.
    const story = resizedCopy(run(blank, addLayer(newIcon('i', 'coffee', '#111111', null, out))), 1080, 1920);
    expect(story.layers[0]).toMatchObject({ width: 0.25, height: 0.141 });
  });

  it('reads texts saved before layers as text layers, in order', () => {
    const { layers: _none, ...older } = blank;
    const oldText = { id: 't1', text: 'Oi', x: 0.5, y: 0.8, size: 0.1, color: '#ffffff', font: 'sans', bold: true, shadow: false };
    const parsed = imageDocumentSchema.parse({ ...older, texts: [oldText, { ...oldText, id: 't2' }] });
    expect(parsed.layers.map((l) => [l.kind, l.id, l.opacity, l.blend])).toEqual([
      ['text', 't1', 1, 'normal'],
      ['text', 't2', 1, 'normal'],
    ]);
    expect(imageDocumentSchema.parse(older).layers).toEqual([]);
  });

  it('takes kit fonts by reference and refuses anything else', () => {
    const t = (font: string) => ({ ...blank, layers: [{ ...newText('t', 'x'), font }] });
    for (const font of ['serif', 'bundled:montserrat', 'uploaded:fnt_abc123'])
      expect(imageDocumentSchema.safeParse(t(font)).success, font).toBe(true);
    for (const font of ['Comic Sans', 'bundled:', 'uploaded:a b']) expect(imageDocumentSchema.safeParse(t(font)).success, font).toBe(false);
  });

  it('finds icons in Portuguese and English and says the new errors in both languages', () => {
    expect(searchIcons('cafe')[0]).toBe('coffee');
    expect(searchIcons('coffee')[0]).toBe('coffee');
    expect(pt.errors.image_layer_not_found).toMatch(/camada/);
    expect(en.errors.image_layer_not_found).toMatch(/layer/);
    expect([pt.validation.tooManyLayers, en.validation.tooManyLayers].every((m) => m.includes('40'))).toBe(true);
  });
});
