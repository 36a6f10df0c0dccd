// A logo document drawn as SVG markup with its fonts: the chosen layout or
// any other (the proposals), for light or dark backgrounds, or the icon-only mark.
import type { LogoDocument, LogoLayout } from '@src/common/contracts/logo';
import { ICON_NODES, type IconNode } from '@client/media/icons/icon-nodes';
import { drawLayout, drawMark, type Drawing } from './layout';
import { measureWith, outlineWith, type FontPair } from './outline';
import { drawingSvg, ICON_STROKE, iconParts, type LogoVersion } from './svg';

export type ExportVersion = LogoVersion | 'icon';
export const EXPORT_VERSIONS: readonly ExportVersion[] = ['light', 'dark', 'icon'];

export const iconNode = (id: string): IconNode => ICON_NODES[id] ?? ICON_NODES.sparkles!;

/**
 * The chosen layout as drawn, with the parts moved by hand (`moved: false`: as
 * the layout puts them, what the editor clamps a drag against). Another layout
 * (a proposal) is always drawn unmoved: moves belong to the layout they were made on.
 */
export function logoDrawing(doc: LogoDocument, fonts: FontPair, layout: LogoLayout = doc.layout, moved = true): Drawing {
  // A backup saved before offsets existed has none.
  const offsets = moved && layout === doc.layout ? (doc.offsets as LogoDocument['offsets'] | undefined) : undefined;
  return drawLayout(layout, { name: doc.name, tagline: doc.tagline }, measureWith(fonts), offsets ?? {});
}

export function logoSvg(doc: LogoDocument, fonts: FontPair, version: ExportVersion = 'light', layout: LogoLayout = doc.layout) {
  const drawing =
    version === 'icon' ? drawMark(layout, { name: doc.name, tagline: doc.tagline }, measureWith(fonts)) : logoDrawing(doc, fonts, layout);
  const svg = drawingSvg(drawing, doc.colors, version === 'dark' ? 'dark' : 'light', outlineWith(fonts), iconNode(doc.icon), doc.name);
  return { svg, ...drawing.view };
}

/** One icon alone, for the icon picker and the projects' covers. */
export function iconSvg(id: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${ICON_STROKE} stroke="${color}" aria-hidden="true">${iconParts(iconNode(id))}</svg>`;
}
