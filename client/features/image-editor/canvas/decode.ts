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

/** HEIC/HEIF, the iPhone's photo format: by type, or by name where the system gives no type. */
export const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * A decoded picture as a JPEG file: the library takes PNG, JPEG, WebP and SVG
 * only, so a HEIC photo the browser could decode is re-encoded before upload.
 */
export async function asJpeg(picture: ImageBitmap, name: string): Promise<File> {
  const canvas = new OffscreenCanvas(picture.width, picture.height);
  canvas.getContext('2d')!.drawImage(picture, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return new File([blob], `${name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg' });
}
