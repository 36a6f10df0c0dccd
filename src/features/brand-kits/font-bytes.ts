// Is this file a font? Decided by its bytes, never its name or declared type:
// the header must be a real sfnt (TrueType/OpenType) or WOFF2 header whose
// numbers agree with the file, so a renamed HTML or PNG file is refused.
import type { BrandFontView } from '../../common/contracts/brand-kits';

export type FontFormat = BrandFontView['format'];

const TRUETYPE = 0x00010000;
const TRUE_TAG = tag('true');
const OTTO = tag('OTTO');
const WOFF2 = tag('wOF2');
const HEAD_MAGIC = 0x5f0f3cf5;
/** A font without these tables cannot be drawn (OpenType spec, "Required tables"). */
const REQUIRED = ['cmap', 'head', 'name'].map(tag);

function tag(s: string): number {
  return ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;
}

export function detectFont(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = view.getUint32(0);
  if (signature === WOFF2) return validWoff2(view) ? 'woff2' : null;
  if (signature === TRUETYPE || signature === TRUE_TAG) return validSfnt(view) ? 'truetype' : null;
  if (signature === OTTO) return validSfnt(view) ? 'opentype' : null;
  return null;
}

/** WOFF2 header (W3C WOFF2 section 3): its length field is the file's length. */
function validWoff2(view: DataView): boolean {
  if (view.byteLength < 48) return false;
  const flavor = view.getUint32(4);
  const length = view.getUint32(8);
  const numTables = view.getUint16(12);
  const reserved = view.getUint16(14);
  return [TRUETYPE, TRUE_TAG, OTTO, tag('ttcf')].includes(flavor) && length === view.byteLength && numTables > 0 && reserved === 0;
}

/** sfnt table directory: every table lies inside the file, the required ones exist, head's magic holds. */
function validSfnt(view: DataView): boolean {
  const numTables = view.getUint16(4);
  if (numTables === 0 || numTables > 512 || 12 + numTables * 16 > view.byteLength) return false;
  const found = new Map<number, { offset: number; length: number }>();
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const entry = { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
    if (entry.offset + entry.length > view.byteLength) return false;
    found.set(view.getUint32(at), entry);
  }
  if (!REQUIRED.every((t) => found.has(t))) return false;
  const head = found.get(tag('head'))!;
  return head.length >= 54 && view.getUint32(head.offset + 12) === HEAD_MAGIC;
}

export const FONT_CONTENT_TYPES: Record<FontFormat, string> = { woff2: 'font/woff2', truetype: 'font/ttf', opentype: 'font/otf' };
