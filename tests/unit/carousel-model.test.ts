// The carousel's document model: commands, undo/redo and snapping, with every
// document checked against the schema the Worker stores.
import { describe, expect, it } from 'vitest';
import { carouselDocumentSchema, SLIDES_MAX, type CarouselDocument } from '../../src/common/contracts/carousel';
import * as cmd from '../../client/slides/model/commands';
import { blankDocument, blankSlide, shapeElement, textElement } from '../../client/slides/model/document';
import { perform, redo, seal, startHistory, undo, HISTORY_LIMIT } from '../../client/slides/model/history';
import { snapBox } from '../../client/slides/model/snap';
import { TEMPLATES, templateDocument } from '../../client/slides/model/templates';
import { draftDocument } from '../../client/features/carousel/model/draft';
import { LOOKS } from '../../client/slides/model/layouts';
import { resolveColor, resolveFont } from '../../client/slides/model/brand';
import { writeCarouselDraft } from '../../src/platform/ai/offline';
import { CAROUSEL_FORMATS, FORMAT_IDS } from '../../src/common/contracts/carousel';

function ids() {
  let n = 0;
  return () => `id${++n}`;
}

const valid = (doc: CarouselDocument) => expect(carouselDocumentSchema.safeParse(doc).success).toBe(true);

describe('carousel commands', () => {
  it('makes a valid blank document with one slide and a heading', () => {
    const doc = blankDocument('portrait', ids(), 'Olá');
    valid(doc);
    expect(doc.slides).toHaveLength(1);
    expect(doc.slides[0]!.elements[0]).toMatchObject({ type: 'text', text: 'Olá', font: 'heading', color: 'text' });
  });

  it('adds, duplicates with new ids, moves and deletes slides within 1..20', () => {
    const makeId = ids();
    let doc = blankDocument('square', makeId);
    const first = doc.slides[0]!.id;
    doc = cmd.duplicateSlide(first, makeId).apply(doc);
    expect(doc.slides).toHaveLength(2);
    expect(doc.slides[1]!.id).not.toBe(first);
    expect(doc.slides[1]!.elements[0]!.id).not.toBe(doc.slides[0]!.elements[0]!.id);
    valid(doc);
    doc = cmd.moveSlide(0, 1).apply(doc);
    expect(doc.slides[1]!.id).toBe(first);
    doc = cmd.deleteSlide(first).apply(doc);
    expect(doc.slides).toHaveLength(1);
    expect(cmd.deleteSlide(doc.slides[0]!.id).apply(doc)).toBe(doc);
    for (let i = 0; i < 30; i++) doc = cmd.addSlide(blankSlide(makeId)).apply(doc);
    expect(doc.slides).toHaveLength(SLIDES_MAX);
    valid(doc);
  });

  it('moves elements unless locked, and orders layers', () => {
    const makeId = ids();
    let doc = blankDocument('portrait', makeId);
    const slide = doc.slides[0]!.id;
    const box = shapeElement('box', { x: 0, y: 0, width: 100, height: 100 });
    doc = cmd.addElement(slide, box).apply(doc);
    doc = cmd.updateElement(slide, 'box', { x: 50, rotation: 15 }).apply(doc);
    expect(doc.slides[0]!.elements[1]).toMatchObject({ x: 50, rotation: 15 });
    doc = cmd.updateElement(slide, 'box', { locked: true }).apply(doc);
    doc = cmd.updateElement(slide, 'box', { x: 999 }).apply(doc);
    expect(doc.slides[0]!.elements[1]).toMatchObject({ x: 50, locked: true });
    expect(cmd.deleteElements(slide, ['box']).apply(doc).slides[0]!.elements).toHaveLength(2);
    doc = cmd.reorderElement(slide, 'box', 'back').apply(doc);
    expect(doc.slides[0]!.elements[0]!.id).toBe('box');
    doc = cmd.reorderElement(slide, 'box', 'forward').apply(doc);
    expect(doc.slides[0]!.elements[1]!.id).toBe('box');
    valid(doc);
  });

  it('keeps the layout when the format changes: positions scale with the height', () => {
    let doc = blankDocument('square', ids());
    doc = cmd.addElement(doc.slides[0]!.id, textElement('t', { x: 10, y: 540, width: 200, height: 80 }, 'mid')).apply(doc);
    doc = cmd.setFormat('story').apply(doc);
    expect(doc.format).toBe('story');
    expect(doc.slides[0]!.elements[1]!.y).toBe(960);
  });
});

describe('history', () => {
  it('undoes and redoes whole steps, and a drag of many moves is one step', () => {
    const doc = blankDocument('portrait', ids());
    const slide = doc.slides[0]!.id;
    const el = doc.slides[0]!.elements[0]!.id;
    let h = startHistory(doc);
    for (let x = 1; x <= 20; x++) h = perform(h, cmd.updateElement(slide, el, { x }, `drag:${el}`));
    h = seal(h);
    h = perform(h, cmd.updateElement(slide, el, { x: 500 }, `drag:${el}`));
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.present.slides[0]!.elements[0]!.x).toBe(20);
    h = undo(h);
    expect(h.present).toBe(doc);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present.slides[0]!.elements[0]!.x).toBe(500);
    expect(redo(h)).toBe(h);
  });

  it('a command that changes nothing is no step, a new step clears redo, and history is bounded', () => {
    const doc = blankDocument('portrait', ids());
    let h = perform(startHistory(doc), cmd.deleteSlide(doc.slides[0]!.id));
    expect(h.past).toHaveLength(0);
    h = perform(h, cmd.setBackground(doc.slides[0]!.id, '#000000'));
    h = undo(h);
    h = perform(h, cmd.setBackground(doc.slides[0]!.id, 'accent'));
    expect(h.future).toHaveLength(0);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = perform(h, cmd.setBackground(doc.slides[0]!.id, i % 2 ? '#111111' : '#222222'));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('snapping', () => {
  it('snaps to the slide centre and to another element, and reports the guides', () => {
    const slide = { width: 1080, height: 1350 };
    const centred = snapBox({ x: 437, y: 10, width: 200, height: 100 }, [], slide);
    expect(centred.x).toBe(440);
    expect(centred.guides).toContainEqual({ orientation: 'vertical', at: 540 });
    const beside = snapBox({ x: 305, y: 203, width: 100, height: 100 }, [{ x: 100, y: 200, width: 200, height: 50 }], slide);
    expect(beside).toMatchObject({ x: 300, y: 200 });
    const far = snapBox({ x: 333, y: 777, width: 10, height: 10 }, [], slide);
    expect(far).toEqual({ x: 333, y: 777, guides: [] });
  });
});

describe('document schema (what the Worker stores)', () => {
  it('refuses bad colours, unknown element types, repeated ids and too many slides', () => {
    const doc = blankDocument('portrait', ids());
    const bad = (change: (d: any) => void) => {
      const d = structuredClone(doc) as any;
      change(d);
      return carouselDocumentSchema.safeParse(d).success;
    };
    expect(bad(() => {})).toBe(true);
    expect(bad((d) => (d.slides[0].background = 'blue'))).toBe(false);
    expect(bad((d) => (d.slides[0].elements[0].type = 'video'))).toBe(false);
    expect(bad((d) => (d.slides[0].elements[0].id = d.slides[0].id))).toBe(false);
    expect(bad((d) => (d.slides = Array.from({ length: 21 }, (_, i) => ({ ...d.slides[0], id: `s${i}`, elements: [] }))))).toBe(false);
    expect(bad((d) => (d.slides[0].elements[0].text = 'x'.repeat(2001)))).toBe(false);
    expect(bad((d) => (d.format = 'a4'))).toBe(false);
  });
});

describe('templates and drafts', () => {
  it('six templates, each a valid document in both languages and every format, drawn inside the slide', () => {
    expect(LOOKS).toHaveLength(6);
    for (const look of LOOKS) {
      expect(TEMPLATES[look]['pt-BR'].slides.length).toBe(TEMPLATES[look].en.slides.length);
      for (const locale of ['pt-BR', 'en'] as const) {
        for (const format of FORMAT_IDS) {
          const doc = templateDocument(look, locale, format, ids());
          valid(doc);
          const { width, height } = CAROUSEL_FORMATS[format];
          for (const e of doc.slides.flatMap((s) => s.elements)) {
            expect(e.x >= 0 && e.y >= 0 && e.x + e.width <= width && e.y + e.height <= height, `${look} ${format} ${e.id}`).toBe(true);
          }
        }
      }
    }
  });

  it('lays out an AI draft as cover, content slides and a call to action with the logo, in the kit', () => {
    const draft = writeCarouselDraft({ kind: 'carousel_draft', topic: 'café', audience: '', slides: 5, locale: 'pt-BR', voice: null });
    const doc = draftDocument(draft, 'portrait', null, ids());
    valid(doc);
    expect(doc.slides).toHaveLength(5);
    expect(doc.slides[0]!.elements.some((e) => e.type === 'text' && e.text === draft.slides[0]!.heading)).toBe(true);
    expect(doc.slides[4]!.elements.some((e) => e.type === 'logo')).toBe(true);
  });

  it('resolves roles through the applied kit, and falls back without one', () => {
    expect(resolveColor('primary', null)).toBe('#6d28d9');
    expect(resolveColor('#123456', null)).toBe('#123456');
    const brand = { colors: { primary: '#0f766e' }, fonts: { heading: { cssFamily: 'palco-font-lora' } } } as never;
    expect(resolveColor('primary', brand)).toBe('#0f766e');
    expect(resolveFont('heading', brand).cssFamily).toBe('palco-font-lora');
    expect(resolveFont({ bundled: 'oswald' }, brand).cssFamily).toBe('palco-font-oswald');
    expect(resolveFont('body', null).cssFamily).toBe('palco-font-inter');
  });
});
