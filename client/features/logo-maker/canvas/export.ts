// A logo's files: the SVG as drawn (text already outlined), and a transparent
// PNG made by the browser from that same SVG at four times its size.
import type { LogoDocument } from '@src/common/contracts/logo';
import type { FontPair } from '../model/outline';
import { EXPORT_VERSIONS, logoSvg, type ExportVersion } from '../model/render';

export interface LogoFile {
  version: ExportVersion;
  file: File;
  width: number;
  height: number;
}
const PNG_SCALE = 4;

async function pngOf(svg: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('png'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The base of every file's name: the project's name, safe in any file system. */
export const fileBase = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, '')
    .trim()
    .slice(0, 80) || 'logo';

export async function logoFile(
  doc: LogoDocument,
  fonts: FontPair,
  version: ExportVersion,
  type: 'svg' | 'png',
  base: string,
): Promise<LogoFile> {
  const { svg, width, height } = logoSvg(doc, fonts, version);
  if (type === 'svg') return { version, file: new File([svg], `${base}-${version}.svg`, { type: 'image/svg+xml' }), width, height };
  const png = await pngOf(svg, width * PNG_SCALE, height * PNG_SCALE);
  return {
    version,
    file: new File([png], `${base}-${version}.png`, { type: 'image/png' }),
    width: width * PNG_SCALE,
    height: height * PNG_SCALE,
  };
}

/** Every version in both formats, SVG first. */
export const allLogoFiles = (doc: LogoDocument, fonts: FontPair, base: string) =>
  Promise.all(EXPORT_VERSIONS.flatMap((v) => [logoFile(doc, fonts, v, 'svg', base), logoFile(doc, fonts, v, 'png', base)]));
