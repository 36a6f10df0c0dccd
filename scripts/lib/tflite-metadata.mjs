// Gives MediaPipe's legacy selfie segmentation model the TFLite metadata that
// @mediapipe/tasks-vision's ImageSegmenter needs (docs/decisions/062-background-removal.md).
// The legacy package's .tflite has none, and the task refuses a float32 input
// without NormalizationOptions ("Input tensor has type float32: it requires
// specifying NormalizationOptions metadata"). The metadata says what the
// legacy graph did before the model: RGB scaled to [0, 1], i.e. (x − 0) / 255.
//
// A .tflite is a FlatBuffer whose offsets only point forward. The model is not
// re-encoded: a new root table, a new buffers vector (the old entries plus one
// holding the metadata) and a new metadata vector are written in front of the
// old body, which follows unchanged, shifted by a multiple of 16 so every
// alignment inside it holds. The old root table stays, unreferenced.

/** A table: `fields[id]` is { u8 } | { u32 } | { ref: node } | { at: position in the old model }. */
export const table = (fields) => ({ kind: 'table', fields });
export const vector = (items) => ({ kind: 'vector', items });
export const floats = (values) => ({ kind: 'floats', values });
export const string = (text) => ({ kind: 'bytes', bytes: new TextEncoder().encode(text), nul: true });
export const bytes = (data) => ({ kind: 'bytes', bytes: data, align: 16 });

/** Writes nodes front to back, each referring only to nodes written after it. */
class ForwardWriter {
  constructor() {
    this.buf = new Uint8Array(1 << 16);
    this.pos = 0;
    this.patches = [];
  }
  room(n) {
    if (this.pos + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    next.set(this.buf);
    this.buf = next;
  }
  view() {
    return new DataView(this.buf.buffer);
  }
  pad(to, plus = 0) {
    while ((this.pos + plus) % to) this.u8(0);
  }
  u8(v) {
    this.room(1);
    this.buf[this.pos++] = v;
  }
  u16(v) {
    this.room(2);
    this.view().setUint16(this.pos, v, true);
    this.pos += 2;
  }
  u32(v) {
    this.room(4);
    this.view().setUint32(this.pos, v >>> 0, true);
    this.pos += 4;
  }
  f32(v) {
    this.room(4);
    this.view().setFloat32(this.pos, v, true);
    this.pos += 4;
  }
  /** A 4-byte slot that will hold the forward offset to `target`. */
  slot(target) {
    this.patches.push({ at: this.pos, target });
    this.u32(0);
  }
  place(node) {
    if (node.pos !== undefined) return;
    if (node.kind === 'table') this.placeTable(node);
    else if (node.kind === 'vector') {
      this.pad(4);
      node.pos = this.pos;
      this.u32(node.items.length);
      for (const item of node.items) this.slot(item);
    } else if (node.kind === 'floats') {
      this.pad(4);
      node.pos = this.pos;
      this.u32(node.values.length);
      for (const v of node.values) this.f32(v);
    } else {
      this.pad(node.align ?? 4, 4);
      node.pos = this.pos;
      this.u32(node.bytes.length);
      this.room(node.bytes.length + 1);
      this.buf.set(node.bytes, this.pos);
      this.pos += node.bytes.length;
      if (node.nul) this.u8(0);
    }
    for (const child of children(node)) this.place(child);
  }
  placeTable(node) {
    // Offsets first (4 bytes each, aligned), then bytes: the table needs no padding inside.
    const ids = Object.keys(node.fields).map(Number);
    const wide = ids.filter((id) => !('u8' in node.fields[id]));
    const narrow = ids.filter((id) => 'u8' in node.fields[id]);
    const slots = ids.length ? Math.max(...ids) + 1 : 0;
    const vtableSize = 4 + 2 * slots;
    const inline = 4 + 4 * wide.length + narrow.length;
    const offsets = new Array(slots).fill(0);
    [...wide, ...narrow].reduce((at, id) => ((offsets[id] = at), at + ('u8' in node.fields[id] ? 1 : 4)), 4);
    this.pad(4, vtableSize);
    const vtable = this.pos;
    this.u16(vtableSize);
    this.u16(inline);
    offsets.forEach((o) => this.u16(o));
    node.pos = this.pos;
    this.u32(node.pos - vtable); // soffset: the vtable sits just before
    for (const id of wide) {
      const f = node.fields[id];
      if ('u32' in f) this.u32(f.u32);
      else this.slot(f.ref ?? f);
    }
    for (const id of narrow) this.u8(node.fields[id].u8);
  }
}

function children(node) {
  if (node.kind === 'vector') return node.items.filter((i) => i.kind);
  if (node.kind === 'table') return Object.values(node.fields).flatMap((f) => (f.ref ? [f.ref] : []));
  return [];
}

/** A complete FlatBuffer: root offset, 4-character identifier, then the tree. */
export function finish(root, identifier) {
  const w = new ForwardWriter();
  w.slot(root);
  for (const c of identifier) w.u8(c.charCodeAt(0));
  w.place(root);
  resolve(w, () => {
    throw new Error('a standalone buffer cannot point into another');
  });
  return w.buf.slice(0, w.pos);
}

function resolve(w, external) {
  const dv = w.view();
  for (const { at, target } of w.patches) {
    const to = target.kind ? target.pos : external(target.at);
    if (to <= at) throw new Error('FlatBuffer offsets must point forward');
    dv.setUint32(at, to - at, true);
  }
}

/** Reads a FlatBuffer table's fields (a small reader, enough for the model's root and the tests). */
export function reader(data) {
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const r = {
    root: () => dv.getUint32(0, true),
    identifier: () => new TextDecoder().decode(data.subarray(4, 8)),
    /** Where field `id` of the table at `t` is, or 0 when absent. */
    field(t, id) {
      const vt = t - dv.getInt32(t, true);
      const size = dv.getUint16(vt, true);
      return 4 + 2 * id < size ? dv.getUint16(vt + 4 + 2 * id, true) && t + dv.getUint16(vt + 4 + 2 * id, true) : 0;
    },
    /** The object a uoffset field points at, or 0. */
    ref(t, id) {
      const at = r.field(t, id);
      return at && at + dv.getUint32(at, true);
    },
    u32: (at) => dv.getUint32(at, true),
    u8: (at) => dv.getUint8(at),
    length: (v) => dv.getUint32(v, true),
    /** Element i of a vector of offsets. */
    item(v, i) {
      const at = v + 4 + 4 * i;
      return at + dv.getUint32(at, true);
    },
    floats: (v) => Array.from({ length: dv.getUint32(v, true) }, (_, i) => dv.getFloat32(v + 4 + 4 * i, true)),
    bytes: (v) => data.subarray(v + 4, v + 4 + dv.getUint32(v, true)),
    string: (v) => new TextDecoder().decode(data.subarray(v + 4, v + 4 + dv.getUint32(v, true))),
  };
  return r;
}

// tflite schema.fbs, table Model: the fields carried over and the two replaced.
const MODEL = { version: 0, operatorCodes: 1, subgraphs: 2, description: 3, buffers: 4, metadataBuffer: 5, metadata: 6, signatureDefs: 7 };

/** The model with a `TFLITE_METADATA` entry holding `metadata` (a ModelMetadata FlatBuffer). */
export function withMetadata(model, metadata) {
  const r = reader(model);
  if (r.identifier() !== 'TFL3') throw new Error('not a TFLite model');
  const old = r.root();
  const oldBuffers = r.ref(old, MODEL.buffers);
  const oldMetadata = r.ref(old, MODEL.metadata);
  const entries = oldMetadata ? Array.from({ length: r.length(oldMetadata) }, (_, i) => r.item(oldMetadata, i)) : [];
  if (entries.some((e) => r.string(r.ref(e, 0)) === 'TFLITE_METADATA')) throw new Error('the model already has TFLITE_METADATA');
  const bufferCount = r.length(oldBuffers);
  const fields = {};
  for (const id of [MODEL.operatorCodes, MODEL.subgraphs, MODEL.description, MODEL.metadataBuffer, MODEL.signatureDefs]) {
    const to = r.ref(old, id);
    if (to) fields[id] = { at: to };
  }
  const version = r.field(old, MODEL.version);
  fields[MODEL.version] = { u32: version ? r.u32(version) : 0 };
  const buffers = Array.from({ length: bufferCount }, (_, i) => ({ at: r.item(oldBuffers, i) }));
  fields[MODEL.buffers] = { ref: vector([...buffers, table({ 0: { ref: bytes(metadata) } })]) };
  fields[MODEL.metadata] = {
    ref: vector([...entries.map((at) => ({ at })), table({ 0: { ref: string('TFLITE_METADATA') }, 1: { u32: bufferCount } })]),
  };
  const w = new ForwardWriter();
  const root = table(fields);
  w.slot(root);
  for (const c of 'TFL3') w.u8(c.charCodeAt(0));
  w.place(root);
  // The old body (all but its root offset and identifier) keeps its place modulo 16.
  w.pad(16, 8);
  const shift = w.pos - 8;
  resolve(w, (at) => at + shift);
  const out = new Uint8Array(w.pos + model.length - 8);
  out.set(w.buf.subarray(0, w.pos));
  out.set(model.subarray(8), w.pos);
  return out;
}

/**
 * The metadata the ImageSegmenter reads for the selfie model: one RGB image
 * input normalized as (x − 0) / 255, one output (the person's confidence,
 * already a sigmoid in the model, so no activation), by name only.
 */
export function selfieSegmentationMetadata() {
  const image = table({ 0: { u8: 1 } }); // ImageProperties { color_space: RGB }
  const content = (type, properties) => table({ 0: { u8: type }, 1: { ref: properties } });
  const input = table({
    0: { ref: string('image') },
    3: { ref: content(2, image) },
    4: { ref: vector([table({ 0: { u8: 1 }, 1: { ref: table({ 0: { ref: floats([0]) }, 1: { ref: floats([255]) } }) } })]) },
    5: { ref: table({ 0: { ref: floats([1]) }, 1: { ref: floats([0]) } }) },
  });
  const output = table({ 0: { ref: string('segmentation') } });
  const subgraph = table({ 2: { ref: vector([input]) }, 3: { ref: vector([output]) } });
  return finish(
    table({
      0: { ref: string('Selfie segmentation') },
      3: { ref: vector([subgraph]) },
      5: { ref: string('Apache-2.0') },
      7: { ref: string('1.0.0') },
    }),
    'M001',
  );
}
