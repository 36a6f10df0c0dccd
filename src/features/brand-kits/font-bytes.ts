// Is this file a font? Decided by its bytes, never its name or declared type,
// and by the whole file, not a header: issue 31 found a WOFF2 accepted from a
// 48-byte header followed by anything. A TrueType/OpenType file must have a
// table directory whose tables lie in the file without overlapping, each with
// its checksum right; a WOFF2 file must have a directory and a Brotli stream
// that decompresses to exactly the tables it lists, and nothing after them.
// Then the tables every font needs are read field by field (sfnt-tables.ts).
import { brotliDecompressSync } from 'node:zlib';
import type { BrandFontView } from '../../common/contracts/brand-kits';
import { FONT_MAX_BYTES } from '../../common/contracts/brand-kits';
import { tag, validTables, type Tables } from './sfnt-tables';

export type FontFormat = BrandFontView['format'];

const TRUETYPE = 0x00010000;
const TRUE_TAG = tag('true');
const OTTO = tag('OTTO');
const WOFF2 = tag('wOF2');

export function detectFont(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = view.getUint32(0);
  if (signature === WOFF2) return woff2Format(bytes);
  if (signature !== TRUETYPE && signature !== TRUE_TAG && signature !== OTTO) return null;
  const tables = sfntTables(bytes);
  if (!tables || !validTables(tables, signature === OTTO)) return null;
  return signature === OTTO ? 'opentype' : 'truetype';
}

/** Sum of big-endian 32-bit words, the last one zero-padded (OpenType "Calculating checksums"). */
function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  const whole = bytes.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  if (whole < bytes.length) {
    let last = 0;
    for (let i = whole; i < whole + 4; i++) last = (last << 8) | (i < bytes.length ? bytes[i]! : 0);
    sum = (sum + (last >>> 0)) >>> 0;
  }
  return sum;
}

/**
 * The sfnt table directory: tables inside the file, after the directory, not
 * overlapping, each checksum right (head's counted with checkSumAdjustment as 0),
 * and no more than padding after the last one.
 */
function sfntTables(bytes: Uint8Array): Tables | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numTables = view.getUint16(4);
  const dirEnd = 12 + numTables * 16;
  if (numTables === 0 || numTables > 512 || dirEnd > bytes.length) return null;
  const entries: { tag: number; sum: number; offset: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const entry = { tag: view.getUint32(at), sum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
    if (entry.offset < dirEnd || entry.offset % 4 !== 0 || entry.offset + entry.length > bytes.length) return null;
    entries.push(entry);
  }
  const tables: Tables = new Map();
  let end = dirEnd;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset || a.length - b.length)) {
    if (entry.offset < end || tables.has(entry.tag)) return null;
    const data = bytes.subarray(entry.offset, entry.offset + entry.length);
    const counted = entry.tag === tag('head') && data.length >= 12 ? withoutAdjustment(data) : data;
    if (checksum(counted) !== entry.sum) return null;
    tables.set(entry.tag, data);
    end = entry.offset + entry.length;
  }
  return bytes.length - end <= 3 ? tables : null;
}

function withoutAdjustment(head: Uint8Array): Uint8Array {
  const copy = head.slice();
  copy.fill(0, 8, 12);
  return copy;
}

/** The 63 tags a WOFF2 directory names by index (W3C WOFF2, table 1: "Known Table Tags"). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF ' +
  'GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx ' +
  'opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((t) => tag(t.slice(0, 4)));

/** UIntBase128 (WOFF2 section 4.1): at most 5 bytes, no leading zeros, fits 32 bits. */
function readBase128(bytes: Uint8Array, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    if (at + i >= bytes.length) return null;
    const byte = bytes[at + i]!;
    if (i === 0 && byte === 0x80) return null;
    if (value > 0x01ffffff) return null;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  return null;
}

const pad4 = (n: number) => (n + 3) & ~3;

/**
 * WOFF2 (W3C WOFF2, sections 3 to 5): header, table directory, one Brotli
 * stream holding every table, then optional metadata and private blocks; the
 * length field is the file's length and nothing else follows.
 */
function woff2Format(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 48) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const totalCompressedSize = view.getUint32(20);
  const [metaOffset, metaLength, privOffset, privLength] = [28, 32, 40, 44].map((at) => view.getUint32(at)) as [
    number,
    number,
    number,
    number,
  ];
  // A collection holds several faces; a brand font is one.
  if (flavor !== TRUETYPE && flavor !== TRUE_TAG && flavor !== OTTO) return null;
  if (view.getUint32(8) !== bytes.length || numTables === 0 || view.getUint16(14) !== 0) return null;

  let at = 48;
  const entries: { tag: number; length: number; stored: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    if (at >= bytes.length) return null;
    const flags = bytes[at++]!;
    let entryTag: number;
    if ((flags & 0x3f) === 0x3f) {
      if (at + 4 > bytes.length) return null;
      entryTag = view.getUint32(at);
      at += 4;
    } else {
      entryTag = KNOWN_TAGS[flags & 0x3f]!;
    }
    const orig = readBase128(bytes, at);
    if (!orig) return null;
    at = orig.next;
    const version = flags >> 6;
    const glyfOrLoca = entryTag === tag('glyf') || entryTag === tag('loca');
    const transformed = glyfOrLoca ? version !== 3 : version !== 0;
    let stored = orig.value;
    if (transformed) {
      const t = readBase128(bytes, at);
      if (!t) return null;
      at = t.next;
      stored = t.value;
    }
    if (entries.some((e) => e.tag === entryTag)) return null;
    entries.push({ tag: entryTag, length: orig.value, stored, transformed });
  }

  // The blocks in order, each inside the file, only padding between and after them.
  const dataEnd = at + totalCompressedSize;
  let end = dataEnd;
  for (const [offset, length] of [
    [metaOffset, metaLength],
    [privOffset, privLength],
  ] as const) {
    if (offset === 0 && length === 0) continue;
    if (offset < end || offset > pad4(end) || offset + length > bytes.length) return null;
    end = offset + length;
  }
  if (dataEnd > bytes.length || bytes.length > pad4(end)) return null;

  const expected = entries.reduce((n, e) => n + e.stored, 0);
  if (expected === 0 || expected > MAX_TABLE_BYTES) return null;
  const data = decompress(bytes.subarray(at, dataEnd), expected);
  if (!data || data.length !== expected) return null;
  // The decoder stops at the stream's end and ignores what follows, so a payload could
  // hide behind a font inside totalCompressedSize: the stream must need its last byte.
  if (decompress(bytes.subarray(at, dataEnd - 1), expected)?.length === expected) return null;

  const tables: Tables = new Map();
  const transformed = new Set<number>();
  let offset = 0;
  for (const e of entries) {
    tables.set(e.tag, data.subarray(offset, offset + e.stored));
    if (e.transformed) transformed.add(e.tag);
    offset += e.stored;
  }
  if (!validTables(tables, flavor === OTTO, transformed)) return null;
  return 'woff2';
}

/**
 * The bound is the largest table data a font may hold, not `expected + 1`: workerd's
 * node:zlib checks it against its growing output buffer, not the bytes written, and
 * refused a real 41 KB WOFF2 ("Memory limit exceeded") under a bound just above its size.
 */
const MAX_TABLE_BYTES = FONT_MAX_BYTES * 8;

function decompress(stream: Uint8Array, expected: number): Uint8Array | null {
  try {
    return new Uint8Array(brotliDecompressSync(stream, { maxOutputLength: MAX_TABLE_BYTES + 1 })).subarray(0, expected + 1);
  } catch {
    return null;
  }
}

export const FONT_CONTENT_TYPES: Record<FontFormat, string> = { woff2: 'font/woff2', truetype: 'font/ttf', opentype: 'font/otf' };
