// Decides a file's type from its leading bytes. The declared Content-Type and
// the file name are the client's word; what we store and serve must be what the
// bytes prove, so an HTML page renamed to clip.mp4 never lands as video.
// Pure: no I/O, works in workerd and Node alike.

import { SUBTITLE_TYPES, subtitleFormat } from '../../common/subtitle-files';

export type MediaType =
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm'
  | 'video/ogg'
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'image/svg+xml'
  | 'application/pdf'
  | 'application/x-subrip'
  | 'text/vtt';

/** How many leading bytes sniffMedia needs at most. */
export const SNIFF_BYTES = 4096;

/** The type the leading bytes prove, or null. SVG is not sniffed here (see svg.ts). */
export function sniffMedia(head: Uint8Array): MediaType | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SOI)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  if (startsWith(head, OGGS)) return 'video/ogg';
  if (startsWith(head, EBML_MAGIC)) return ebmlDocType(head) === 'webm' ? 'video/webm' : null;
  if (startsWith(head, FTYP, 4)) return isoBmff(head);
  // A PDF opens with "%PDF-" and its version. Readers forgive junk before it;
  // we do not (decision 091): a file that does not start so is not taken as one.
  if (startsWith(head, PDF_MAGIC) && head.length >= PDF_MAGIC.length + 3 && /^\d\.\d$/.test(ascii8(head, PDF_MAGIC.length, 3)))
    return 'application/pdf';
  return null;
}

/**
 * An SRT or WebVTT file proven by its whole text (decision 097): valid UTF-8
 * (a BOM allowed), then `WEBVTT`, or a cue number and its `-->` timing. Text
 * files have no magic number, so the whole file is read: it is at most 2 MiB.
 */
export function sniffSubtitles(bytes: Uint8Array): 'application/x-subrip' | 'text/vtt' | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // A NUL never belongs in a text file; a binary that happens to be valid UTF-8 stops here.
  if (text.includes('\0')) return null;
  const format = subtitleFormat(text);
  return format ? SUBTITLE_TYPES[format] : null;
}

/**
 * Whether a detected type is acceptable for a declared type: same family. MP4
 * and QuickTime are one family (both ISO BMFF, and clients label .mov files
 * either way); every other type is its own family.
 */
export function sameFamily(declared: MediaType, detected: MediaType): boolean {
  return family(declared) === family(detected);
}

const family = (type: MediaType) => (type === 'video/quicktime' ? 'video/mp4' : type);

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG_SOI = Uint8Array.of(0xff, 0xd8, 0xff);
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const OGGS = ascii('OggS');
const FTYP = ascii('ftyp');
const PDF_MAGIC = ascii('%PDF-');
const EBML_MAGIC = Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3);
const EBML_DOCTYPE_ID = Uint8Array.of(0x42, 0x82);

// HEIF/AVIF stills (and their image sequences) are ISO BMFF too; they are
// images we do not accept, not video.
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** ISO BMFF with an ftyp box first: the major brand (bytes 8..12) says which. */
function isoBmff(head: Uint8Array): MediaType | null {
  // An ftyp box holds at least size, "ftyp", major brand and minor version.
  if (head.length < 16 || readUint32(head, 0) < 16) return null;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (brand === 'qt  ') return 'video/quicktime';
  if (IMAGE_BRANDS.has(brand)) return null;
  return 'video/mp4';
}

/**
 * The DocType of the EBML header at offset 0 ("webm", "matroska"), or null
 * when the header is malformed, truncated or has none. Every size is checked
 * against both the header's own size and the buffer, so a lying length can
 * neither read past the end nor stray into the segment.
 */
function ebmlDocType(head: Uint8Array): string | null {
  let pos = EBML_MAGIC.length;
  const headerSize = readVint(head, pos);
  if (!headerSize || headerSize.value === null) return null; // the EBML header may not have an unknown size
  pos += headerSize.length;
  const end = pos + headerSize.value;
  if (end > head.length) return null; // truncated: the DocType may be in the part we lack
  while (pos < end) {
    const idLength = vintLength(head[pos]);
    if (idLength === null || idLength > 4 || pos + idLength > end) return null;
    const id = head.subarray(pos, pos + idLength);
    pos += idLength;
    const size = readVint(head, pos, end);
    if (!size || size.value === null) return null;
    pos += size.length;
    if (size.value > end - pos) return null;
    if (startsWith(id, EBML_DOCTYPE_ID) && id.length === EBML_DOCTYPE_ID.length) {
      // EBML strings may be padded with NULs.
      return String.fromCharCode(...head.subarray(pos, pos + size.value)).replace(/\0+$/, '');
    }
    pos += size.value;
  }
  return null;
}

/** Bytes a vint takes, from its first byte's leading zeros; null for 0x00 (more than 8). */
function vintLength(first: number | undefined): number | null {
  if (first === undefined || first === 0) return null;
  return Math.clz32(first) - 23;
}

/**
 * An EBML variable-size integer at `pos`, read no further than `limit`. The
 * value is null when every value bit is 1, which EBML reserves for "unknown
 * size". Returns null when the bytes run out.
 */
function readVint(buf: Uint8Array, pos: number, limit = buf.length): { length: number; value: number | null } | null {
  const length = vintLength(buf[pos]);
  if (length === null || pos + length > Math.min(limit, buf.length)) return null;
  let value = (buf[pos] as number) & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i] as number;
    allOnes &&= byte === 0xff;
    // Multiplication, not shifts: a 7-byte value overflows 32-bit bitwise ops.
    value = value * 256 + byte;
  }
  return { length, value: allOnes ? null : value };
}

function readUint32(buf: Uint8Array, pos: number): number {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(pos);
}

function startsWith(buf: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (buf.length < at + prefix.length) return false;
  return prefix.every((byte, i) => buf[at + i] === byte);
}

function ascii8(buf: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...buf.subarray(at, at + length));
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
