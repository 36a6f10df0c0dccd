// The pixel size of a PNG or JPEG from its bytes, for an image the server
// itself stores (an AI image): an upload's size is told by the browser that
// decoded it, a model's answer has no browser behind it. Pure.

/** Width and height, or null when the bytes do not say (another type, a damaged file). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk comes first, its width and height right after the signature and chunk header.
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452)
    return positive(view.getUint32(16), view.getUint32(20));
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return null;
  // JPEG: walk the segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC), which holds the size.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return positive(view.getUint16(at + 7), view.getUint16(at + 5));
    at += 2 + length;
  }
  return null;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
