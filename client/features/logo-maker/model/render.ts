// A logo document drawn as SVG markup with its fonts: the chosen layout or
// any other (the proposals), for light or dark backgrounds, or the icon-only mark.
import type { LogoDocument, LogoLayout } from '@src/common/contracts/logo';
import { ICON_NODES, type IconNode } from '@client/media/icons/icon-nodes';
import { drawLayout, drawMark } from './layout';
import { measureWith, outlineWith, type FontPair } from './outline';
import { drawingSvg, ICON_STROKE, iconParts, type LogoVersion } from './svg';

export type ExportVersion = LogoVersion | 'icon';
export const EXPORT_VERSIONS: readonly ExportVersion[] = ['light', 'dark', 'icon'];

export const iconNode = (id: string): IconNode => ICON_NODES[id] ?? ICON_NODES.sparkles!;

export function logoSvg(doc: LogoDocument, fonts: FontPair, version: ExportVersion = 'light', layout: LogoLayout = doc.layout) {
  const measure = measureWith(fonts);
  const words = { name: doc.name, tagline: doc.tagline };
  const drawing = version === 'icon' ? drawMark(layout, words, measure) : drawLayout(layout, words, measure);
  const svg = drawingSvg(drawing, doc.colors, version === 'dark' ? 'dark' : 'light', outlineWith(fonts), iconNode(doc.icon), doc.name);
  return { svg, ...drawing.view };
}

/** One icon alone, for the icon picker and the projects' covers. */
export function iconSvg(id: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${ICON_STROKE} stroke="${color}" aria-hidden="true">${iconParts(iconNode(id))}</svg>`;
}
