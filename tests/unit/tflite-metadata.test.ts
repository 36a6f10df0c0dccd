// The TFLite metadata writer (scripts/lib/tflite-metadata.mjs, decision 062): a
// FlatBuffer written front to back reads back field by field, with the alignments
// a verifier checks; a model given metadata keeps every old field and buffer
// (its body shifted by a multiple of 16) and gains a TFLITE_METADATA entry whose
// buffer is the ModelMetadata; the selfie model's metadata says RGB, (x − 0) / 255.
import { describe, expect, it } from 'vitest';
import {
  bytes,
  finish,
  floats,
  reader,
  selfieSegmentationMetadata,
  string,
  table,
  vector,
  withMetadata,
} from '../../scripts/lib/tflite-metadata.mjs';

/** A small stand-in for a .tflite: version, a subgraph, a description, two buffers. */
const fakeModel = () =>
  finish(
    table({
      0: { u32: 3 },
      2: { ref: vector([table({ 4: { ref: string('main') } })]) },
      3: { ref: string('converted') },
      4: { ref: vector([table({}), table({ 0: { ref: bytes(new Uint8Array([7, 8, 9])) } })]) },
    }),
    'TFL3',
  );

describe('FlatBuffer writer', () => {
  it('writes a table that reads back, tables 4-aligned and byte vectors 16-aligned', () => {
    const data = finish(table({ 0: { ref: string('olá') }, 1: { u32: 70000 }, 2: { u8: 5 }, 4: { ref: floats([0.5, 255]) } }), 'ABCD');
    const r = reader(data);
    const root = r.root();
    expect(r.identifier()).toBe('ABCD');
    expect(root % 4).toBe(0);
    expect(r.string(r.ref(root, 0))).toBe('olá');
    expect(r.u32(r.field(root, 1))).toBe(70000);
    expect(r.u8(r.field(root, 2))).toBe(5);
    expect(r.field(root, 3)).toBe(0);
    expect(r.floats(r.ref(root, 4))).toEqual([0.5, 255]);
    // Strings end with a NUL the length does not count.
    const s = r.ref(root, 0);
    expect(data[s + 4 + r.length(s)]).toBe(0);
    const withBytes = finish(table({ 0: { ref: bytes(new Uint8Array([1, 2])) } }), 'ABCD');
    const v = reader(withBytes).ref(reader(withBytes).root(), 0);
    expect((v + 4) % 16).toBe(0);
    expect(Array.from(reader(withBytes).bytes(v))).toEqual([1, 2]);
  });
});

describe('withMetadata', () => {
  it('keeps the model and adds TFLITE_METADATA pointing at a new last buffer', () => {
    const model = fakeModel();
    const meta = finish(table({ 0: { ref: string('m') } }), 'M001');
    const out = withMetadata(model, meta);
    const r = reader(out);
    const root = r.root();
    expect(r.identifier()).toBe('TFL3');
    expect(r.u32(r.field(root, 0))).toBe(3);
    expect(r.string(r.ref(root, 3))).toBe('converted');
    expect(r.string(r.ref(r.item(r.ref(root, 2), 0), 4))).toBe('main');
    const buffers = r.ref(root, 4);
    expect(r.length(buffers)).toBe(3);
    expect(r.field(r.item(buffers, 0), 0)).toBe(0);
    const old = r.ref(r.item(buffers, 1), 0);
    expect(Array.from(r.bytes(old))).toEqual([7, 8, 9]);
    // The old body moved by a multiple of 16: its aligned buffers stay aligned.
    const was = reader(model).ref(reader(model).item(reader(model).ref(reader(model).root(), 4), 1), 0);
    expect((old - was) % 16).toBe(0);
    const entries = r.ref(root, 6);
    expect(r.length(entries)).toBe(1);
    const entry = r.item(entries, 0);
    expect(r.string(r.ref(entry, 0))).toBe('TFLITE_METADATA');
    expect(r.u32(r.field(entry, 1))).toBe(2);
    expect(Array.from(r.bytes(r.ref(r.item(buffers, 2), 0)))).toEqual(Array.from(meta));
  });

  it('refuses a file that is not a model, and a model that already has metadata', () => {
    const meta = finish(table({}), 'M001');
    expect(() => withMetadata(meta, meta)).toThrow('not a TFLite model');
    expect(() => withMetadata(withMetadata(fakeModel(), meta), meta)).toThrow('already has TFLITE_METADATA');
  });

  it("describes the selfie model's input as RGB normalized by (x − 0) / 255", () => {
    const md = selfieSegmentationMetadata();
    const r = reader(md);
    expect(r.identifier()).toBe('M001');
    const root = r.root();
    expect(r.string(r.ref(root, 7))).toBe('1.0.0');
    const subgraph = r.item(r.ref(root, 3), 0);
    const input = r.item(r.ref(subgraph, 2), 0);
    const content = r.ref(input, 3);
    expect(r.u8(r.field(content, 0))).toBe(2); // ImageProperties
    expect(r.u8(r.field(r.ref(content, 1), 0))).toBe(1); // RGB
    const unit = r.item(r.ref(input, 4), 0);
    expect(r.u8(r.field(unit, 0))).toBe(1); // NormalizationOptions
    const normalization = r.ref(unit, 1);
    expect(r.floats(r.ref(normalization, 0))).toEqual([0]);
    expect(r.floats(r.ref(normalization, 1))).toEqual([255]);
    expect(r.length(r.ref(subgraph, 3))).toBe(1);
  });
});
