// Parts moved by hand on the logo maker's canvas: the pure layout model moves
// the icon, the name or the tagline by the document's offsets (exact numbers
// with a fixed measure), never out of the viewBox; the circle behind an icon
// goes with it; the editor's commands keep moves in one undo step per drag, and
// drop them when the layout changes; documents saved before moves existed open
// with none.
import { describe, expect, it } from 'vitest';
import { logoDocumentSchema, type LogoDocument } from '../../src/common/contracts/logo';
import { applyOffsets, bounds, clampOffset, drawLayout, partBox, type Measure } from '../../client/features/logo-maker/model/layout';
import { drawingSvg } from '../../client/features/logo-maker/model/svg';
import { movePart, resetPositions, setLayout } from '../../client/features/logo-maker/model/document';
import { perform, startHistory, undo } from '../../client/editor/history';
import { ICON_NODES } from '../../client/media/icons/icon-nodes';

// Every character 0.6 of the size wide, bold 10 % wider (as the model's own tests).
const measure: Measure = (text, size, weight) => [...text].length * size * (weight === 700 ? 0.66 : 0.6);
const words = { name: 'Café Aroma', tagline: 'Torrado na hora' };
const byType = (d: ReturnType<typeof drawLayout>, type: string) => d.elements.filter((e) => e.type === type);

describe('moving parts by hand', () => {
  // icon-left: a 96-unit icon at (16, 72), then a 24-unit gap, then the name fitted into 328 units from x = 136.
  const base = drawLayout('icon-left', words, measure);

  it('starts from the layout as proposed: no offsets, the same drawing', () => {
    expect(drawLayout('icon-left', words, measure, {})).toEqual(base);
    expect(applyOffsets(base, {})).toBe(base);
    expect(byType(base, 'icon')[0]).toMatchObject({ x: 16, y: 72, size: 96 });
  });

  it('moves the icon by its offset, and only the icon', () => {
    const moved = drawLayout('icon-left', words, measure, { icon: { x: 30, y: -20 } });
    expect(byType(moved, 'icon')[0]).toMatchObject({ x: 46, y: 52, size: 96 });
    expect(byType(moved, 'text')).toEqual(byType(base, 'text'));
    const svg = drawingSvg(
      moved,
      { primary: '#e4572e', text: '#1d3557', background: '#f1faee' },
      'light',
      () => 'M0 0Z',
      ICON_NODES.coffee!,
      'x',
    );
    expect(svg).toContain('data-role="icon" transform="translate(46 52) scale(4)"');
  });

  it('moves the name and the tagline each by their own offset', () => {
    const d0 = drawLayout('wordmark-tagline', words, measure);
    const d = drawLayout('wordmark-tagline', words, measure, { name: { x: -5, y: 10 }, tagline: { x: 3, y: 7 } });
    const [name0, tag0] = byType(d0, 'text');
    const [name, tag] = byType(d, 'text');
    expect(name0?.type === 'text' && name?.type === 'text' && tag0?.type === 'text' && tag?.type === 'text').toBe(true);
    if (name0?.type !== 'text' || name?.type !== 'text' || tag0?.type !== 'text' || tag?.type !== 'text') return;
    expect(name.x - name0.x).toBeCloseTo(-5, 9);
    expect(name.y - name0.y).toBeCloseTo(10, 9);
    expect(tag.x - tag0.x).toBeCloseTo(3, 9);
    expect(tag.y - tag0.y).toBeCloseTo(7, 9);
  });

  it('stops each part at the viewBox edge, however far it is asked to go', () => {
    // The icon's box is 16..112 × 72..168: at most 16 left, 72 down.
    expect(clampOffset(base, 'icon', { x: -100, y: 200 })).toEqual({ x: -16, y: 72 });
    const far = drawLayout('icon-left', words, measure, { icon: { x: -100, y: 200 } });
    expect(byType(far, 'icon')[0]).toMatchObject({ x: 0, y: 144 });
    // The name ends at 464: at most 16 to the right.
    const name = drawLayout('icon-left', words, measure, { name: { x: 480, y: 0 } });
    const b = bounds(byType(name, 'text')[0]!);
    expect(b.x1).toBeCloseTo(480, 9);
    expect(b.x0).toBeCloseTo(152, 9);
    for (const e of far.elements.concat(name.elements)) {
      const box = bounds(e);
      expect(box.x0).toBeGreaterThanOrEqual(-1e-9);
      expect(box.y0).toBeGreaterThanOrEqual(-1e-9);
      expect(box.x1).toBeLessThanOrEqual(480 + 1e-9);
      expect(box.y1).toBeLessThanOrEqual(240 + 1e-9);
    }
  });

  it('moves the circle behind the icon with it', () => {
    const d0 = drawLayout('stacked-circle', words, measure);
    const d = drawLayout('stacked-circle', words, measure, { icon: { x: 10, y: 5 } });
    const c0 = byType(d0, 'circle')[0]!;
    const c = byType(d, 'circle')[0]!;
    if (c0.type !== 'circle' || c.type !== 'circle') throw new Error('no circle');
    expect(c.cx - c0.cx).toBe(10);
    expect(c.cy - c0.cy).toBe(5);
    expect(partBox(d, 'icon')).toEqual({ x0: c.cx - c.r, y0: c.cy - c.r, x1: c.cx + c.r, y1: c.cy + c.r });
  });

  it('has no tagline part in a layout without one, and a move of it changes nothing', () => {
    expect(partBox(base, 'tagline')).toBeNull();
    expect(drawLayout('icon-left', words, measure, { tagline: { x: 20, y: 20 } })).toEqual(base);
  });
});

describe('the editor commands for moves', () => {
  const doc: LogoDocument = {
    schemaVersion: 1,
    name: 'Café Aroma',
    tagline: '',
    layout: 'icon-left',
    colors: { primary: '#6d28d9', text: '#111827', background: '#ffffff' },
    font: 'montserrat',
    icon: 'coffee',
    kitId: null,
    offsets: {},
    kitFont: null,
  };

  it('makes a drag one undo step, rounded to a tenth of a unit', () => {
    let h = startHistory(doc);
    h = perform(h, movePart('icon', { x: 1.04, y: 0 }));
    h = perform(h, movePart('icon', { x: 12.345, y: -3.21 }));
    expect(h.present.offsets).toEqual({ icon: { x: 12.3, y: -3.2 } });
    expect(undo(h).present).toBe(doc);
  });

  it('drops the moves when another layout is chosen, and on "reset positions"', () => {
    const moved = movePart('name', { x: 5, y: 5 }).apply(doc);
    expect(setLayout('stacked').apply(moved).offsets).toEqual({});
    expect(resetPositions.apply(moved).offsets).toEqual({});
    expect(resetPositions.apply(doc)).toBe(doc);
  });

  it('opens a document saved before moves existed with none, and refuses a move past the viewBox', () => {
    const { offsets: _none, ...old } = doc;
    const parsed = logoDocumentSchema.safeParse(old);
    expect(parsed.success && parsed.data.offsets).toEqual({});
    const bad = logoDocumentSchema.safeParse({ ...doc, offsets: { icon: { x: 481, y: 0 }, tagline: { x: 0, y: Number.NaN } } });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['offsets.icon.x', 'validation.invalidValue'],
      ['offsets.tagline.y', expect.any(String)],
    ]);
  });
});
