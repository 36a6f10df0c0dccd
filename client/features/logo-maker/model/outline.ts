// Text as glyph outlines through fontkit (already shipped for the PDF exports):
// the measure the layout model takes and the path data the SVG draws, from the
// same font, so what the layout measured is what is drawn.
import type { Measure, TextElement, Weight } from './layout';

/** What this module needs of a fontkit font (the one `fontkit.create` returns). */
export interface GlyphFont {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { path: { commands: { command: string; args: number[] }[] } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  };
}
export type FontPair = Record<Weight, GlyphFont>;

export const measureWith =
  (fonts: FontPair): Measure =>
  (text, size, weight) =>
    (fonts[weight].layout(text).advanceWidth * size) / fonts[weight].unitsPerEm;

const CMD: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };
const r = (v: number) => String(Math.round(v * 100) / 100);

/** The run's glyphs as one path's data, font units turned to viewBox units (y down). */
export function outlineWith(fonts: FontPair) {
  return (run: TextElement): string => {
    const font = fonts[run.weight];
    const s = run.size / font.unitsPerEm;
    const laid = font.layout(run.text);
    let pen = 0;
    const out: string[] = [];
    laid.glyphs.forEach((g, i) => {
      const pos = laid.positions[i]!;
      const ox = run.x + (pen + pos.xOffset) * s;
      const oy = run.y - pos.yOffset * s;
      for (const c of g.path.commands) {
        const pts: string[] = [];
        for (let k = 0; k < c.args.length; k += 2) pts.push(`${r(ox + c.args[k]! * s)} ${r(oy - c.args[k + 1]! * s)}`);
        out.push(`${CMD[c.command] ?? ''}${pts.join(' ')}`);
      }
      pen += pos.xAdvance;
    });
    // An empty path draws nothing yet stays a valid attribute.
    return out.join('') || 'M0 0';
  };
}
