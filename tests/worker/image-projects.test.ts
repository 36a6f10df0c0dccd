// Image editor projects (kind `image`, issue 34) through the real Worker: made
// from a library image or a blank canvas, saved over their version, listed with
// their output size; a malformed document refused field by field; a source image
// that is not this organization's own library image refused with its code, and
// an image layer likewise (decision 061); texts saved before layers come back as text layers.
import { describe, expect, it } from 'vitest';
import type { ImageDocument } from '../../src/common/contracts/image';
import { api, expectDocumentErrors, expectRefusal, imagesToRefer, orgOwner, savedOverItsVersion } from './helpers';
import { NEUTRAL } from '../../client/features/image-editor/model/adjust';

const doc = (over: Partial<ImageDocument> = {}): ImageDocument => ({
  schemaVersion: 1,
  source: { type: 'blank', width: 1080, height: 1350, color: '#ffffff' },
  rotation: 0,
  flipX: false,
  flipY: false,
  ratio: 'free',
  crop: { x: 0, y: 0, width: 1, height: 1 },
  resize: null,
  adjustments: NEUTRAL,
  filter: null,
  layers: [],
  ...over,
});
const oldText = { id: 't1', text: 'Promo', x: 0.5, y: 0.8, size: 0.1, color: '#ffffff', font: 'sans' as const, bold: true, shadow: true };
const text = {
  ...oldText,
  kind: 'text' as const,
  rotation: 0,
  opacity: 1,
  blend: 'normal' as const,
  hidden: false,
  locked: false,
  group: null,
};
const shape = {
  ...text,
  kind: 'shape' as const,
  id: 's1',
  width: 0.2,
  height: 0.2,
  shape: 'rect' as const,
  fill: '#ff0000',
  stroke: null,
  strokeWidth: 0,
};

describe('image projects', () => {
  it('are made, saved over their version and listed with the size they export at', async () => {
    const o = await orgOwner('Estúdio Luz');
    // Turned a quarter and cropped to the top half: 1350 × 1080 turned, half its height.
    const second = doc({ rotation: 90, ratio: 'free', crop: { x: 0, y: 0, width: 1, height: 0.5 }, filter: 'vivid' });
    const { id, summary } = await savedOverItsVersion(o, 'image', 'Capa', doc(), second);
    expect(id).toMatch(/^img_/);
    expect(summary).toMatchObject({ width: 1350, height: 540, filter: 'vivid' });
  });

  it('refuses each malformed field with its path and reason', async () => {
    const o = await orgOwner();
    const cases: Array<[unknown, string, string]> = [
      [doc({ crop: { x: 0.5, y: 0, width: 0.7, height: 1 } }), 'crop', 'validation.cropOutside'],
      [doc({ crop: { x: -0.1, y: 0, width: 0.5, height: 1 } }), 'crop.x', 'validation.cropOutside'],
      [doc({ adjustments: { ...NEUTRAL, contrast: 101 } }), 'adjustments.contrast', 'validation.adjustmentRange'],
      [doc({ adjustments: { ...NEUTRAL, blur: -5 } }), 'adjustments.blur', 'validation.adjustmentRange'],
      [doc({ adjustments: { ...NEUTRAL, sharpen: -1 } }), 'adjustments.sharpen', 'validation.adjustmentRange'],
      [doc({ adjustments: { ...NEUTRAL, shadows: 150 } }), 'adjustments.shadows', 'validation.adjustmentRange'],
      [doc({ resize: { width: 9000, height: 100 } }), 'resize.width', 'validation.imageSize'],
      [doc({ source: { type: 'blank', width: 1080, height: 1080, color: 'red' } }), 'source.color', 'validation.invalidValue'],
      [doc({ layers: [{ ...text, text: 'a'.repeat(201) }] }), 'layers.0.text', 'validation.imageTextTooLong'],
      [doc({ layers: [text, { ...text, id: 't2', x: 1.2 }] }), 'layers.1.x', 'validation.textOutside'],
      [doc({ layers: Array.from({ length: 21 }, (_, i) => ({ ...text, id: `t${i}` })) }), 'layers', 'validation.tooManyTexts'],
      [doc({ layers: Array.from({ length: 41 }, (_, i) => ({ ...shape, id: `s${i}` })) }), 'layers', 'validation.tooManyLayers'],
      [doc({ layers: [{ ...shape, opacity: 1.5 }] }), 'layers.0.opacity', 'validation.invalidValue'],
      [doc({ layers: [{ ...shape, fill: 'blue' }] }), 'layers.0.fill', 'validation.invalidValue'],
      [doc({ layers: [{ ...shape, width: 0 }] }), 'layers.0.width', 'validation.invalidValue'],
    ];
    await expectDocumentErrors(o, 'image', cases);
    const turned = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'image',
      name: 'x',
      document: doc({ rotation: 45 as never }),
    });
    expect(turned.status).toBe(422);
    // A document saved before texts existed is still taken, and comes back with no layers.
    const { layers: _none, ...older } = doc();
    const made = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'image', name: 'antigo', document: older });
    expect(made.status).toBe(201);
    const view = (await made.json()) as { document: ImageDocument };
    expect(view.document.layers).toEqual([]);
    // One saved with texts (before layers) comes back with them as text layers, in order, drawn the same.
    const second = { ...oldText, id: 't2', text: 'Oi' };
    const withTexts = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'image',
      name: 'textos',
      document: { ...older, texts: [oldText, second] },
    });
    expect(withTexts.status).toBe(201);
    const texts = ((await withTexts.json()) as { document: ImageDocument }).document;
    expect(texts.layers).toEqual([text, { ...text, id: 't2', text: 'Oi' }]);
    expect(texts).not.toHaveProperty('texts');
  });

  it("opens the organization's own library images only", async () => {
    const { o, mine, theirs, video } = await imagesToRefer();
    const from = (assetId: string) => doc({ source: { type: 'asset', assetId, width: 640, height: 480 } });
    const ok = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'image', name: 'x', document: from(mine) });
    expect(ok.status).toBe(201);
    for (const id of [theirs, video, 'ast_missing'])
      await expectRefusal(
        await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'image', name: 'x', document: from(id) }),
        422,
        'image_source_not_found',
      );
  });

  it("draws the organization's own library images only as layers", async () => {
    const { o, mine, theirs, video } = await imagesToRefer();
    const withLayer = (assetId: string) =>
      doc({ layers: [shape, { ...shape, id: 'i1', kind: 'image', assetId } as unknown as ImageDocument['layers'][number]] });
    const ok = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'image', name: 'x', document: withLayer(mine) });
    expect(ok.status).toBe(201);
    for (const id of [theirs, video, 'ast_missing'])
      await expectRefusal(
        await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'image', name: 'x', document: withLayer(id) }),
        422,
        'image_layer_not_found',
      );
    // A save over a valid project is refused the same way, and the project keeps its version.
    const { id, version } = (await ok.json()) as { id: string; version: number };
    await expectRefusal(
      await api('PATCH', `/orgs/${o.org.id}/projects/${id}`, o.cookie, {
        kind: 'image',
        baseVersion: version,
        document: withLayer(theirs),
      }),
      422,
      'image_layer_not_found',
    );
  });
});
