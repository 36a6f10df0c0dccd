// The tables every font needs, read field by field (OpenType spec, "Required
// tables" and "Tables related to TrueType/CFF outlines"): numbers that agree
// with one another and with the tables' lengths, offsets that stay inside.
// Shared by the plain sfnt files and the tables a WOFF2 stream decompresses to.

/** Tables by tag; `transformed` names those a WOFF2 file stores transformed (glyf, loca, hmtx). */
export type Tables = Map<number, Uint8Array>;

export function tag(s: string): number {
  return ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;
}

const HEAD_MAGIC = 0x5f0f3cf5;
const CMAP_FORMATS = new Set([0, 2, 4, 6, 8, 10, 12, 13, 14]);

const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

export function validTables(tables: Tables, cff: boolean, transformed: Set<number> = new Set()): boolean {
  const get = (t: string) => tables.get(tag(t));
  const [head, maxp, hhea, hmtx, cmap, name] = ['head', 'maxp', 'hhea', 'hmtx', 'cmap', 'name'].map(get);
  if (!head || !maxp || !hhea || !hmtx || !cmap || !name) return false;
  try {
    const h = viewOf(head);
    if (head.length < 54 || h.getUint16(0) !== 1 || h.getUint32(12) !== HEAD_MAGIC) return false;
    const unitsPerEm = h.getUint16(18);
    const locFormat = h.getInt16(50);
    if (unitsPerEm < 16 || unitsPerEm > 16384 || (locFormat !== 0 && locFormat !== 1)) return false;

    const m = viewOf(maxp);
    const maxpVersion = m.getUint32(0);
    if (!((maxpVersion === 0x00005000 && maxp.length >= 6) || (maxpVersion === 0x00010000 && maxp.length >= 32))) return false;
    const numGlyphs = m.getUint16(4);
    if (numGlyphs === 0) return false;

    const hh = viewOf(hhea);
    if (hhea.length < 36 || hh.getUint16(0) !== 1) return false;
    const numberOfHMetrics = hh.getUint16(34);
    if (numberOfHMetrics === 0 || numberOfHMetrics > numGlyphs) return false;
    if (!transformed.has(tag('hmtx')) && hmtx.length < 4 * numberOfHMetrics + 2 * (numGlyphs - numberOfHMetrics)) return false;

    if (!validCmap(cmap) || !validName(name)) return false;
    if (cff) {
      const cffTable = get('CFF ');
      const cff2Table = get('CFF2');
      return cffTable ? validCff(cffTable, numGlyphs) : cff2Table ? validCff2(cff2Table, numGlyphs) : false;
    }
    const glyf = get('glyf');
    const loca = get('loca');
    if (!glyf || !loca) return false;
    if (transformed.has(tag('glyf'))) return loca.length === 0 && validTransformedGlyf(glyf, numGlyphs, locFormat);
    return validLoca(loca, glyf.length, numGlyphs, locFormat);
  } catch {
    return false; // a read past a table's end: the numbers lied
  }
}

function validCmap(cmap: Uint8Array): boolean {
  const v = viewOf(cmap);
  const count = v.getUint16(2);
  if (v.getUint16(0) !== 0 || count === 0 || 4 + count * 8 > cmap.length) return false;
  for (let i = 0; i < count; i++) {
    const offset = v.getUint32(4 + i * 8 + 4);
    const format = v.getUint16(offset);
    if (!CMAP_FORMATS.has(format)) return false;
    const length = format < 8 ? v.getUint16(offset + 2) : format === 14 ? v.getUint32(offset + 2) : v.getUint32(offset + 4);
    if (length < 6 || offset + length > cmap.length) return false;
  }
  return true;
}

function validName(name: Uint8Array): boolean {
  const v = viewOf(name);
  const format = v.getUint16(0);
  const count = v.getUint16(2);
  const storage = v.getUint16(4);
  if (format > 1 || 6 + count * 12 > name.length || storage > name.length) return false;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    if (storage + v.getUint16(at + 10) + v.getUint16(at + 8) > name.length) return false;
  }
  return true;
}

/** loca: numGlyphs + 1 offsets, never going back, the last within glyf. */
function validLoca(loca: Uint8Array, glyfLength: number, numGlyphs: number, locFormat: number): boolean {
  const size = locFormat === 0 ? 2 : 4;
  if (loca.length < (numGlyphs + 1) * size) return false;
  const v = viewOf(loca);
  let previous = 0;
  for (let i = 0; i <= numGlyphs; i++) {
    const offset = locFormat === 0 ? v.getUint16(i * 2) * 2 : v.getUint32(i * 4);
    if (offset < previous || offset > glyfLength) return false;
    previous = offset;
  }
  return true;
}

/** WOFF2's transformed glyf (section 5.1): its header's stream sizes add up to the table. */
function validTransformedGlyf(glyf: Uint8Array, numGlyphs: number, locFormat: number): boolean {
  const v = viewOf(glyf);
  if (v.getUint16(0) !== 0 || v.getUint16(4) !== numGlyphs || v.getUint16(6) !== locFormat) return false;
  let size = 36;
  for (let i = 0; i < 7; i++) size += v.getUint32(8 + i * 4);
  if (v.getUint16(2) & 1) size += 4 * Math.floor((numGlyphs + 31) / 32);
  return size === glyf.length;
}

/** A CFF INDEX (CFF spec section 5): its offsets start at 1, never go back, end inside the table. */
function readIndex(t: Uint8Array, at: number, countSize: 2 | 4): { items: [number, number][]; end: number } {
  const v = viewOf(t);
  const count = countSize === 2 ? v.getUint16(at) : v.getUint32(at);
  if (count === 0) return { items: [], end: at + countSize };
  const offSize = v.getUint8(at + countSize);
  if (offSize < 1 || offSize > 4) throw new RangeError('offSize');
  const offsetAt = at + countSize + 1;
  const dataStart = offsetAt + (count + 1) * offSize - 1;
  const offset = (i: number) => {
    let n = 0;
    for (let k = 0; k < offSize; k++) n = n * 256 + v.getUint8(offsetAt + i * offSize + k);
    return n;
  };
  if (offset(0) !== 1) throw new RangeError('first offset');
  const items: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const [a, b] = [offset(i), offset(i + 1)];
    if (b < a) throw new RangeError('offsets go back');
    items.push([dataStart + a, dataStart + b]);
  }
  const end = dataStart + offset(count);
  if (end > t.length) throw new RangeError('index past the table');
  return { items, end };
}

/** The operand of a DICT operator (CFF spec section 4), or null when absent. */
function dictOperand(t: Uint8Array, start: number, end: number, operator: number): number | null {
  const operands: number[] = [];
  let at = start;
  while (at < end) {
    const b0 = t[at]!;
    if (b0 <= 21) {
      const op = b0 === 12 ? 1200 + t[at + 1]! : b0;
      at += b0 === 12 ? 2 : 1;
      if (op === operator) return operands.at(-1) ?? null;
      operands.length = 0;
    } else if (b0 === 28) {
      operands.push(viewOf(t).getInt16(at + 1));
      at += 3;
    } else if (b0 === 29) {
      operands.push(viewOf(t).getInt32(at + 1));
      at += 5;
    } else if (b0 === 30) {
      at++;
      while (at < end && (t[at]! & 0x0f) !== 0x0f && (t[at]! & 0xf0) !== 0xf0) at++;
      at++;
      operands.push(0);
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(b0 - 139);
      at += 1;
    } else if (b0 >= 247 && b0 <= 250) {
      operands.push((b0 - 247) * 256 + t[at + 1]! + 108);
      at += 2;
    } else if (b0 >= 251 && b0 <= 254) {
      operands.push(-(b0 - 251) * 256 - t[at + 1]! - 108);
      at += 2;
    } else {
      throw new RangeError('dict byte');
    }
  }
  if (at > end) throw new RangeError('dict past its end');
  return null;
}

const CHARSTRINGS = 17;

/** CFF: header, Name, Top DICT, String and Global Subr INDEXes, and one charstring per glyph. */
function validCff(t: Uint8Array, numGlyphs: number): boolean {
  if (t[0] !== 1 || t[2]! < 4 || t[3]! < 1 || t[3]! > 4) return false;
  const names = readIndex(t, t[2]!, 2);
  const topDicts = readIndex(t, names.end, 2);
  if (names.items.length === 0 || topDicts.items.length !== names.items.length) return false;
  const strings = readIndex(t, topDicts.end, 2);
  readIndex(t, strings.end, 2);
  const [start, end] = topDicts.items[0]!;
  const charStrings = dictOperand(t, start, end, CHARSTRINGS);
  return charStrings !== null && charStrings > 0 && readIndex(t, charStrings, 2).items.length === numGlyphs;
}

/** CFF2: header, Top DICT, Global Subr INDEX, and one charstring per glyph. */
function validCff2(t: Uint8Array, numGlyphs: number): boolean {
  const v = viewOf(t);
  const headerSize = t[2]!;
  const topDictLength = v.getUint16(3);
  if (t[0] !== 2 || headerSize < 5 || headerSize + topDictLength > t.length) return false;
  readIndex(t, headerSize + topDictLength, 4);
  const charStrings = dictOperand(t, headerSize, headerSize + topDictLength, CHARSTRINGS);
  return charStrings !== null && charStrings > 0 && readIndex(t, charStrings, 4).items.length === numGlyphs;
}
