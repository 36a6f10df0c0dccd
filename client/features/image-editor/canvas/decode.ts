// Decodes a picture for the editor, SVG included. Chromium's createImageBitmap
// refuses an SVG blob, yet SVG is one of the library's image types (a logo, the
// offline AI placeholder): an SVG is drawn by an <img> first, at its own size,
// and the bitmap made from that.
import { SVG_TYPE } from '@src/common/contracts/media';

/** The decoded picture, or null when the browser cannot decode it. */
export async function decodePicture(data: Blob): Promise<ImageBitmap | null> {
  if (data.type.split(';')[0]!.trim() === SVG_TYPE) return decodeSvg(data);
  try {
    return await createImageBitmap(data, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

async function decodeSvg(data: Blob): Promise<ImageBitmap | null> {
  const url = URL.createObjectURL(data);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) return null;
    return await createImageBitmap(img);
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
