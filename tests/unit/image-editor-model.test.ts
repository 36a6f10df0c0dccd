// The image editor's pure model (issue 34): crop ratios in pixels of the turned
// image, turns and flips carrying the crop, a network size's resize, the pixel
// math of each adjustment on known colours, the box blur, the vignette, filters
// as presets of the adjustments, and every result passing the shared schema.
import { describe, expect, it } from 'vitest';
import { imageDocumentSchema, imageOutputSize, type ImageDocument } from '../../src/common/contracts/image';
import { perform, startHistory, undo, type Command } from '../../client/editor/history';
import {
  adjustColor,
  applyAdjustments,
  boxBlur,
  NEUTRAL,
  sharpen,
  sharpenRadius,
  vignetteFactor,
} from '../../client/features/image-editor/model/adjust';
import {
  applyFilter,
  dragCrop,
  flipX,
  resizeTo,
  setAdjustment,
  setCrop,
  setRatio,
  turn,
} from '../../client/features/image-editor/model/commands';
import { cropHit, drawCrop, resizeCrop } from '../../client/features/image-editor/model/crop-box';
import { FILTER_IDS, filterAdjustments } from '../../client/features/image-editor/model/filters';
import { cropPixels, cropToRatio, fitWithin, orientedSize } from '../../client/features/image-editor/model/geometry';
import { newImageDocument } from '../../client/features/image-editor/model/new-document';
import { resizedCopy } from '../../client/features/image-editor/model/magic-resize';
import { addText, moveText, newText, removeText, textBox, textsOf, updateText } from '../../client/features/image-editor/model/text';
import { layerAt } from '../../client/features/image-editor/model/layers';

const photo = newImageDocument({ type: 'asset', assetId: 'ast_1', width: 4000, height: 3000 });
const FULL = { x: 0, y: 0, width: 1, height: 1 };
const run = (doc: ImageDocument, ...cs: Command<ImageDocument>[]) => cs.reduce((h, c) => perform(h, c), startHistory(doc)).present;

describe('crop, turn, flip and resize', () => {
  it('crops each preset ratio to the largest centred box of that ratio in pixels', () => {
    const square = run(photo, setRatio('1:1'));
    expect(cropPixels(square.crop, orientedSize(square))).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    const story = run(photo, setRatio('9:16'));
    expect(imageOutputSize(story)).toEqual({ width: 1688, height: 3000 });
    const wide = run(photo, setRatio('1.91:1'));
    expect(imageOutputSize(wide)).toEqual({ width: 4000, height: 2094 });
    for (const d of [square, story, wide]) expect(imageDocumentSchema.safeParse(d).success).toBe(true);
  });

  it('keeps a dragged crop inside the image', () => {
    const moved = run(photo, setRatio('1:1'), dragCrop(0.9, -0.5));
    expect(cropPixels(moved.crop, orientedSize(moved))).toEqual({ x: 1000, y: 0, width: 3000, height: 3000 });
  });

  it('turns the crop with the picture and mirrors it on a flip', () => {
    // The left half of a landscape photo, turned clockwise, is its top half.
    const left = { ...photo, crop: { x: 0, y: 0, width: 0.5, height: 1 } };
    const turned = run(left, turn);
    expect(turned.rotation).toBe(90);
    expect(orientedSize(turned)).toEqual({ width: 3000, height: 4000 });
    expect(turned.crop).toEqual({ x: 0, y: 0, width: 1, height: 0.5 });
    expect(imageOutputSize(turned)).toEqual({ width: 3000, height: 2000 });
    expect(run(left, flipX).crop).toEqual({ x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(run(left, turn, turn, turn, turn)).toMatchObject({ rotation: 0, crop: left.crop });
  });

  it('resizes to a network size through a crop of its ratio, so nothing stretches', () => {
    const portrait = run(photo, resizeTo(1080, 1350));
    expect(portrait.ratio).toBe('4:5');
    expect(imageOutputSize(portrait)).toEqual({ width: 1080, height: 1350 });
    expect(cropPixels(portrait.crop, orientedSize(portrait))).toEqual({ x: 800, y: 0, width: 2400, height: 3000 });
  });

  it('fits a preview in its longest side without enlarging', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 300, height: 200 }, 800)).toEqual({ width: 300, height: 200 });
    expect(cropToRatio({ x: 0, y: 0, width: 1, height: 1 }, 'free', { width: 10, height: 10 })).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});

describe('the crop box (crop mode)', () => {
  const size = orientedSize(photo); // 4000 × 3000
  const px = (c: ImageDocument['crop']) => cropPixels(c, size);
  const middle = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }; // 1000,750 2000×1500

  it('resizes a free box by a corner, the opposite corner fixed', () => {
    expect(px(resizeCrop(middle, 'se', 0.1, -0.1, 'free', size))).toEqual({ x: 1000, y: 750, width: 2400, height: 1200 });
    expect(px(resizeCrop(middle, 'nw', 0.1, 0.1, 'free', size))).toEqual({ x: 1400, y: 1050, width: 1600, height: 1200 });
  });

  it('moves only one side with an edge', () => {
    expect(px(resizeCrop(middle, 'w', -0.1, 0.3, 'free', size))).toEqual({ x: 600, y: 750, width: 2400, height: 1500 });
    expect(px(resizeCrop(middle, 's', 0.2, 0.1, 'free', size))).toEqual({ x: 1000, y: 750, width: 2000, height: 1800 });
  });

  it('keeps a preset ratio in pixels while a corner or an edge moves', () => {
    const square = { x: 0.25, y: 0.25, width: 0.375, height: 0.5 }; // 1500 × 1500
    const byCorner = px(resizeCrop(square, 'se', 0.05, 0.2, '1:1', size));
    expect(byCorner.width).toBe(byCorner.height);
    expect(byCorner).toMatchObject({ x: 1000, y: 750, width: 2100 });
    // The right edge widens it; the height follows about its centre line.
    const byEdge = px(resizeCrop(square, 'e', 0.1, 0, '1:1', size));
    expect(byEdge).toEqual({ x: 1000, y: 550, width: 1900, height: 1900 });
    const story = px(resizeCrop(middle, 'sw', -0.1, 0, '9:16', size));
    expect(Math.abs(story.width - (story.height * 9) / 16)).toBeLessThanOrEqual(1);
  });

  it('stays inside the picture', () => {
    expect(px(resizeCrop(middle, 'se', 5, 5, 'free', size))).toEqual({ x: 1000, y: 750, width: 3000, height: 2250 });
    // With a ratio the nearer edge stops it: 2250 px left below, so 2250 wide at 1:1.
    expect(px(resizeCrop(middle, 'se', 5, 5, '1:1', size))).toEqual({ x: 1000, y: 750, width: 2250, height: 2250 });
    expect(px(resizeCrop(middle, 'n', 0, -5, 'free', size))).toEqual({ x: 1000, y: 0, width: 2000, height: 2250 });
  });

  it('never gets smaller than 2% of a side', () => {
    const tiny = px(resizeCrop(middle, 'se', -0.5 + 0.001, -0.5 + 0.001, 'free', size));
    expect(tiny).toEqual({ x: 1000, y: 750, width: 80, height: 60 });
    const small = px(resizeCrop(middle, 'e', -0.5, 0, '1:1', size));
    expect(small.width).toBe(small.height);
    expect(small.width).toBeGreaterThanOrEqual(80);
    // A small picture: at least MIN_CROP_PX pixels.
    expect(cropPixels(resizeCrop(FULL, 'se', -1, -1, 'free', { width: 80, height: 60 }), { width: 80, height: 60 })).toMatchObject({
      width: 4,
      height: 4,
    });
  });

  it('flips over the opposite side when a handle is dragged past it', () => {
    // The right edge dragged 0.6 left: past the left side (at 0.25) by 0.1, the box now 0.15..0.25.
    expect(px(resizeCrop(middle, 'e', -0.6, 0, 'free', size))).toEqual({ x: 600, y: 750, width: 400, height: 1500 });
    expect(px(resizeCrop(middle, 'se', -0.6, -0.6, 'free', size))).toEqual({ x: 600, y: 450, width: 400, height: 300 });
  });

  it('draws a new box from where the drag began, any way it goes', () => {
    expect(px(drawCrop({ x: 0.5, y: 0.5 }, { x: 0.25, y: 0.2 }, 'free', size))).toEqual({ x: 1000, y: 600, width: 1000, height: 900 });
    const square = px(drawCrop({ x: 0.5, y: 0.5 }, { x: 0.6, y: 0.9 }, '1:1', size));
    expect(square).toEqual({ x: 2000, y: 1500, width: 1200, height: 1200 });
    // Past the picture's bottom: stopped there, still square.
    expect(px(drawCrop({ x: 0.5, y: 0.5 }, { x: 1.4, y: 0.6 }, '1:1', size))).toEqual({ x: 2000, y: 1500, width: 1500, height: 1500 });
  });

  it('tells a handle, the inside and the outside apart', () => {
    const reach = { x: 0.01, y: 0.01 };
    expect(cropHit(middle, { x: 0.755, y: 0.745 }, reach)).toBe('se');
    expect(cropHit(middle, { x: 0.5, y: 0.249 }, reach)).toBe('n');
    expect(cropHit(middle, { x: 0.251, y: 0.6 }, reach)).toBe('w');
    expect(cropHit(middle, { x: 0.5, y: 0.5 }, reach)).toBe('inside');
    expect(cropHit(middle, { x: 0.9, y: 0.5 }, reach)).toBe('outside');
  });

  it('makes a drawn box one undo step, its ratio kept and a stretched network size dropped', () => {
    let h = perform(startHistory(photo), setCrop(drawCrop({ x: 0, y: 0 }, { x: 0.2, y: 0.3 }, 'free', size)));
    h = perform(h, setCrop(drawCrop({ x: 0, y: 0 }, { x: 0.5, y: 0.5 }, 'free', size)));
    expect(imageOutputSize(h.present)).toEqual({ width: 2000, height: 1500 });
    expect(undo(h).present.crop).toEqual(photo.crop);
    // A 1:1 resize stays for a square box and goes for a free one.
    const sized = run(photo, resizeTo(1080, 1080));
    const squareBox = drawCrop({ x: 0, y: 0 }, { x: 0.3, y: 0.3 }, '1:1', size);
    expect(run(sized, setCrop(squareBox)).resize).toEqual({ width: 1080, height: 1080 });
    const wide = run({ ...sized, ratio: 'free' }, setCrop(drawCrop({ x: 0, y: 0 }, { x: 0.5, y: 0.2 }, 'free', size)));
    expect(imageOutputSize(wide)).toEqual({ width: 2000, height: 600 });
    // Under a preset, a box of another shape is fitted to the ratio.
    expect(imageOutputSize(run(sized, setCrop(middle)))).toEqual({ width: 1080, height: 1080 });
    expect(imageDocumentSchema.safeParse(wide).success).toBe(true);
  });
});

describe('adjustments', () => {
  it('leaves a pixel as it is at zero and moves it by the documented amounts', () => {
    expect(adjustColor(10, 128, 250, NEUTRAL)).toEqual([10, 128, 250]);
    expect(adjustColor(100, 100, 100, { ...NEUTRAL, exposure: 100 })).toEqual([200, 200, 200]);
    expect(adjustColor(100, 100, 100, { ...NEUTRAL, brightness: 50 })).toEqual([132, 132, 132]);
    expect(adjustColor(100, 200, 128, { ...NEUTRAL, contrast: 100 })).toEqual([72, 255, 128]);
    expect(adjustColor(100, 200, 128, { ...NEUTRAL, contrast: -100 })).toEqual([128, 128, 128]);
    expect(adjustColor(100, 100, 100, { ...NEUTRAL, temperature: 100, tint: 50 })).toEqual([132, 84, 68]);
    const [r, g, b] = adjustColor(200, 100, 50, { ...NEUTRAL, saturation: -100 });
    expect(r).toBeCloseTo(0.2126 * 200 + 0.7152 * 100 + 0.0722 * 50, 9);
    expect(g).toBe(r);
    expect(b).toBe(r);
  });

  it('lifts the shadows and pulls the highlights by tone, leaving the other end alone', () => {
    expect(adjustColor(0, 0, 0, { ...NEUTRAL, shadows: 100 })).toEqual([64, 64, 64]);
    expect(adjustColor(255, 255, 255, { ...NEUTRAL, shadows: 100 })).toEqual([255, 255, 255]);
    expect(adjustColor(255, 255, 255, { ...NEUTRAL, highlights: -100 })).toEqual([191, 191, 191]);
    expect(adjustColor(0, 0, 0, { ...NEUTRAL, highlights: -100 })).toEqual([0, 0, 0]);
    // A grey at a luma of 0.5 moves a quarter of the full amount.
    const [mid] = adjustColor(127.5, 127.5, 127.5, { ...NEUTRAL, shadows: 100 });
    expect(mid).toBeCloseTo(127.5 + 16, 9);
  });

  it('sharpens edges by the unsharp mask and leaves flat areas as they are', () => {
    // One row 0, 0, 90, 0, 0: its radius-1 blur is 0, 30, 30, 30, 0; at 100 each pixel moves 1.5 × away from it.
    const data = new Uint8ClampedArray([0, 0, 90, 0, 0].flatMap((v) => [v, v, v, 200]));
    sharpen(data, 5, 1, 1, 100);
    expect([0, 1, 2, 3, 4].map((i) => data[i * 4])).toEqual([0, 0, 180, 0, 0]);
    expect(data[3]).toBe(200);
    const flat = new Uint8ClampedArray(Array.from({ length: 9 }, () => [70, 80, 90, 255]).flat());
    sharpen(flat, 3, 3, 1, 100);
    expect([...flat.slice(0, 4)]).toEqual([70, 80, 90, 255]);
    // The radius follows the image's size, so a 720 px preview and a 4000 px export sharpen the same detail.
    expect([sharpenRadius(0, 4000, 3000), sharpenRadius(50, 720, 540), sharpenRadius(50, 4000, 3000)]).toEqual([0, 1, 3]);
  });

  it('opens a document saved before an adjustment existed with that adjustment neutral', () => {
    const { highlights: _h, shadows: _s, sharpen: _p, ...older } = photo.adjustments;
    const parsed = imageDocumentSchema.parse({ ...photo, adjustments: older });
    expect(parsed.adjustments).toEqual(NEUTRAL);
  });

  it('darkens the corners, not the centre, with the vignette', () => {
    expect(vignetteFactor(50, 50, 101, 101, 100)).toBe(1);
    // The middle of the top edge is 0.49 of the half-diagonal out: half-way up the smooth ramp, 1 - 0.8 × 0.5.
    expect(vignetteFactor(50, 0, 101, 101, 100)).toBeCloseTo(0.6, 2);
    // A corner pixel's centre is 0.99 of the way out: nearly the full 80 % darker.
    expect(vignetteFactor(0, 0, 101, 101, 100)).toBeCloseTo(0.2006, 4);
    expect(vignetteFactor(0, 0, 101, 101, 50)).toBeCloseTo(0.6003, 4);
    expect(vignetteFactor(0, 0, 101, 101, 0)).toBe(1);
  });

  it('blurs by averaging the box around each pixel, edges repeated', () => {
    // One row: 0, 0, 90, 0, 0 with radius 1 averages three pixels.
    const data = new Uint8ClampedArray([0, 0, 90, 0, 0].flatMap((v) => [v, v, v, 255]));
    boxBlur(data, 5, 1, 1);
    expect([0, 1, 2, 3, 4].map((i) => data[i * 4])).toEqual([0, 30, 30, 30, 0]);
    expect(data[3]).toBe(255);
  });

  it('applies every adjustment to a copy of the pixels', () => {
    const src = { width: 2, height: 1, data: new Uint8ClampedArray([100, 100, 100, 255, 50, 60, 70, 128]) };
    const out = applyAdjustments(src, { ...NEUTRAL, exposure: 100 });
    expect([...out.data]).toEqual([200, 200, 200, 255, 100, 120, 140, 128]);
    expect(src.data[0]).toBe(100);
  });
});

describe('filters', () => {
  it('offers a dozen named presets that are plain, in-range adjustments', () => {
    expect(FILTER_IDS.length).toBeGreaterThanOrEqual(12);
    for (const id of FILTER_IDS) expect(imageDocumentSchema.safeParse(run(photo, applyFilter(id))).success, id).toBe(true);
    expect(filterAdjustments('mono')).toMatchObject({ saturation: -100, exposure: 0 });
  });

  it('is one undo step per slider drag and per filter', () => {
    let h = startHistory(photo);
    for (const v of [10, 20, 35]) h = perform(h, setAdjustment('contrast', v));
    h = perform(h, applyFilter('noir'));
    expect(h.present.filter).toBe('noir');
    h = undo(h);
    expect(h.present.adjustments.contrast).toBe(35);
    expect(undo(h).present.adjustments).toEqual(NEUTRAL);
  });
});

describe('texts', () => {
  // A stand-in font engine: every character half as wide as the text is high.
  const measure = (line: string, _t: unknown, px: number) => line.length * px * 0.5;
  const out = { width: 1000, height: 500 };

  it('adds, edits in one undo step per field, moves inside the picture and removes a text', () => {
    let h = startHistory(photo);
    h = perform(h, addText(newText('a', 'Oi')));
    for (const text of ['Ol', 'Olá']) h = perform(h, updateText('a', { text }));
    h = perform(h, updateText('a', { size: 0.2 }));
    expect(textsOf(h.present)).toMatchObject([{ id: 'a', text: 'Olá', size: 0.2, x: 0.5, y: 0.5 }]);
    expect(textsOf(undo(h).present)[0]!.text).toBe('Olá');
    expect(textsOf(undo(undo(h)).present)[0]!.text).toBe('Oi');
    h = perform(h, moveText('a', 0.3, -0.8));
    expect(textsOf(h.present)[0]).toMatchObject({ x: 0.8, y: 0 });
    expect(imageDocumentSchema.safeParse(h.present).success).toBe(true);
    expect(textsOf(perform(h, removeText('a')).present)).toEqual([]);
  });

  it('stops at twenty texts', () => {
    const many = Array.from({ length: 25 }, (_, i) => addText(newText(`t${i}`, 'x')));
    expect(textsOf(run(photo, ...many))).toHaveLength(20);
  });

  it('finds the topmost text under a point, by its measured block', () => {
    const low = { ...newText('low', 'Promo'), size: 0.1 };
    const high = { ...newText('high', 'Oi\nvocê'), size: 0.1, y: 0.55 };
    // 'Promo' at 50 px high: 125 px wide, centred on (500, 250): 437.5..562.5 × 220..280.
    expect(textBox(low, out, measure)).toMatchObject({ x: 437.5, y: 220, width: 125, height: 60, px: 50 });
    expect(layerAt([low, high], { x: 500, y: 280 }, out, measure)?.id).toBe('high');
    // Left of 'você' (100 px wide) but inside Promo's block and its grab margin.
    expect(layerAt([low, high], { x: 430, y: 225 }, out, measure)?.id).toBe('low');
    expect(layerAt([low, high], { x: 100, y: 100 }, out, measure)).toBeNull();
    expect(layerAt([{ ...low, text: '  ' }], { x: 500, y: 250 }, out, measure)).toBeNull();
  });
});

describe('magic resize', () => {
  const square = run(photo, setRatio('1:1'), dragCrop(0.9, 0), addText({ ...newText('a', 'Promo'), size: 0.1, y: 0.8 }));

  it('makes a story copy around the chosen part, with the text as large against the shorter side', () => {
    const story = resizedCopy(square, 1080, 1920);
    expect(imageOutputSize(story)).toEqual({ width: 1080, height: 1920 });
    expect(story.ratio).toBe('9:16');
    // The square crop's centre (2500 px of 4000) stays the centre of the story's crop.
    expect(story.crop.x + story.crop.width / 2).toBeCloseTo(2500 / 4000, 6);
    // A tenth of the square's side is 108 px of 1080; on a 1080 × 1920 story that is 0.056 of the height.
    expect(textsOf(story)).toMatchObject([{ text: 'Promo', size: 0.056, x: 0.5, y: 0.8 }]);
    expect(imageDocumentSchema.safeParse(story).success).toBe(true);
    expect(square.resize).toBeNull();
  });

  it('keeps a landscape text the same size in a square and never leaves the allowed sizes', () => {
    const wide = resizedCopy(square, 1920, 1080);
    expect(textsOf(wide)[0]!.size).toBe(0.1);
    expect(textsOf(resizedCopy(wide, 1080, 1080))[0]!.size).toBe(0.1);
    const tiny = run(photo, addText({ ...newText('b', 'x'), size: 0.02 }));
    expect(textsOf(resizedCopy(resizedCopy(tiny, 1920, 1080), 1080, 1920))[0]!.size).toBe(0.02);
  });
});
