// A drawing as an SVG file. Text is never written as <text>: every run is
// drawn by `outline` as glyph paths of the bundled font, so the file renders
// the same in any viewer, with no font installed. The preview, the PNG and the
// SVG export all use this one function.
import type { LogoColors } from '@src/common/contracts/logo';
import type { IconNode } from '@client/media/icons/icon-nodes';
import type { Drawing, LogoElement, Paint, TextElement } from './layout';

/** The path data of a text run at its place (its left edge and baseline). */
export type Outline = (run: TextElement) => string;
/** Light backgrounds; dark backgrounds (the words take the light colour); the shapes keep the brand's colour in both. */
export type LogoVersion = 'light' | 'dark';

export function paints(colors: LogoColors, version: LogoVersion): Record<Paint, string> {
  return { primary: colors.primary, ink: version === 'light' ? colors.text : colors.background, paper: colors.background };
}

const n = (v: number) => String(Math.round(v * 100) / 100);
const attr = (v: unknown) => String(v).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Lucide's way of drawing: no fill, 2-unit round strokes on a 24-unit grid. */
export const ICON_STROKE = 'fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
/** An icon's nodes as SVG elements. */
export const iconParts = (icon: IconNode) =>
  icon
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${attr(v)}"`)
          .join(' ')}/>`,
    )
    .join('');

function element(e: LogoElement, paint: Record<Paint, string>, outline: Outline, icon: IconNode): string {
  const fillStroke = (fill: Paint | null, stroke: Paint | null, w: number) =>
    `fill="${fill ? paint[fill] : 'none'}"${stroke ? ` stroke="${paint[stroke]}" stroke-width="${n(w)}"` : ''}`;
  switch (e.type) {
    case 'text':
      return `<path data-role="${e.role}" d="${outline(e)}" fill="${paint[e.paint]}"/>`;
    case 'circle':
      return `<circle cx="${n(e.cx)}" cy="${n(e.cy)}" r="${n(e.r)}" ${fillStroke(e.fill, e.stroke, e.strokeWidth)}/>`;
    case 'rect':
      return `<rect x="${n(e.x)}" y="${n(e.y)}" width="${n(e.width)}" height="${n(e.height)}" rx="${n(e.rx)}" ${fillStroke(e.fill, e.stroke, e.strokeWidth)}/>`;
    case 'icon':
      // Lucide draws on a 24-unit grid with 2-unit round strokes.
      return `<g data-role="icon" transform="translate(${n(e.x)} ${n(e.y)}) scale(${n(e.size / 24)})" ${ICON_STROKE} stroke="${paint[e.paint]}">${iconParts(icon)}</g>`;
  }
}

export function drawingSvg(d: Drawing, colors: LogoColors, version: LogoVersion, outline: Outline, icon: IconNode, title: string): string {
  const p = paints(colors, version);
  const body = d.elements.map((e) => element(e, p, outline, icon)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${d.view.width} ${d.view.height}" width="${d.view.width}" height="${d.view.height}" role="img"><title>${attr(title)}</title>${body}</svg>`;
}
