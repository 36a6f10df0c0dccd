// WOFF 1.0 to a plain TrueType/OpenType file (W3C WOFF, section 4 and 5):
// the tables are zlib-deflated one by one; the sfnt is the same tables, inflated,
// behind a rebuilt offset table. Used at build time so the PDF export can embed
// the bundled fonts (PDF embedding wants an sfnt, not a web font).
import { inflateSync } from 'node:zlib';

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (v.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = v.getUint32(4);
  const numTables = v.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = v.getUint32(at + 4);
    const compLength = v.getUint32(at + 8);
    const origLength = v.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: v.getUint32(at), checksum: v.getUint32(at + 16), data: compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = new Uint8Array(headerSize + tables.reduce((n, t) => n + pad(t.data.length), 0));
  const o = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, power * 16);
  o.setUint16(8, Math.log2(power));
  o.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += pad(t.data.length);
  });
  return out;
}
