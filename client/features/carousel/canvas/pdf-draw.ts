// What the PDF export writes with pdf-lib's low-level operators. Text: one line
// of real PDF text whose glyphs sit where the browser's canvas put them.
// pdf-lib's drawText advances each glyph by its plain width; the canvas
// also applies the font's kerning, so a long heading drifted a few pixels to
// the right. A TJ text operator takes a position adjustment between glyphs:
// the line stays one selectable run and every glyph lands on the canvas's spot.
// Pictures: raw RGB pixels as an image XObject, since embedPng decodes a PNG
// and deflates it again (~0.3 s a slide).
import {
  PDFArray,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  TextRenderingMode,
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setTextRenderingMode,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

let measurer: CanvasRenderingContext2D | null = null;

/**
 * Where each character of a line starts, in pixels from the line's start, as
 * the canvas shapes the line with this CSS font: the width of the line up to
 * and including the character, less the character's own width, so a kerning
 * pair moves the second glyph as it does on the canvas.
 */
export function glyphOffsets(cssFont: string, line: string): number[] {
  measurer ??= document.createElement('canvas').getContext('2d')!;
  measurer.font = cssFont;
  const chars = [...line];
  let prefix = '';
  return chars.map((char) => {
    prefix += char;
    return measurer!.measureText(prefix).width - measurer!.measureText(char).width;
  });
}

export interface PlacedLine {
  text: string;
  /** From glyphOffsets, one per character. */
  offsets: number[];
  /** Baseline start in PDF space (origin bottom left). */
  x: number;
  y: number;
  size: number;
  /** Counter-clockwise, radians, as PDF turns. */
  rotation: number;
  color: [number, number, number];
  opacity: number;
  /** Written but not painted: the page's picture shows these words already. */
  invisible?: boolean;
}

export function drawPlacedLine(pdf: PDFDocument, page: PDFPage, font: PDFFont, line: PlacedLine): void {
  const chars = [...line.text];
  const shown = PDFArray.withContext(pdf.context);
  chars.forEach((char, i) => {
    shown.push(font.encodeText(char));
    const next = line.offsets[i + 1];
    if (next === undefined) return;
    // TJ moves left by n/1000 of the font size: the plain advance less the canvas's.
    const adjust = ((font.widthOfTextAtSize(char, line.size) - (next - line.offsets[i]!)) * 1000) / line.size;
    if (Math.abs(adjust) > 0.01) shown.push(PDFNumber.of(Math.round(adjust * 100) / 100));
  });
  const fontKey = page.node.newFontDictionary(font.name, font.ref);
  const ops = [pushGraphicsState()];
  if (line.opacity < 1) ops.push(setGraphicsState(page.node.newExtGState('GS', pdf.context.obj({ Type: 'ExtGState', ca: line.opacity }))));
  ops.push(
    beginText(),
    setFillingRgbColor(...line.color),
    setFontAndSize(fontKey, line.size),
    setTextRenderingMode(line.invisible ? TextRenderingMode.Invisible : TextRenderingMode.Fill),
    rotateAndSkewTextRadiansAndTranslate(line.rotation, 0, 0, line.x, line.y),
    PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]),
    endText(),
    popGraphicsState(),
  );
  page.pushOperators(...ops);
}

/** A page's picture: 8-bit RGB pixels, zlib-compressed, stretched over the page. */
export function drawPicture(pdf: PDFDocument, page: PDFPage, rgbDeflated: Uint8Array, width: number, height: number): void {
  const image = pdf.context.register(
    pdf.context.stream(rgbDeflated, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  const name = page.node.newXObject('Image', image);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, 0, 0), drawObject(name), popGraphicsState());
}
