// The script as a PDF to print or read from: A4 pages, the title and the
// estimate, then every part with its time, its words, its on-screen text and
// its b-roll note, as real text in the bundled Inter (so it can be selected and
// searched). Browser only: it fetches the font files.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { bundledFontTtfUrl } from '@src/common/brand/fonts';
import { clock, type PrintedPart } from './outputs';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

const fontBytes = async (weight: 400 | 700) => new Uint8Array(await (await fetch(bundledFontTtfUrl('inter', weight))).arrayBuffer());

/** Lines of at most `width` points, broken between words (a word longer than a line gets a line of its own). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export async function scriptPdf(
  title: string,
  summary: string,
  parts: PrintedPart[],
  labels: { onScreen: string; broll: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  const [regular, bold] = await Promise.all([
    fontBytes(400).then((b) => pdf.embedFont(b, { subset: true })),
    fontBytes(700).then((b) => pdf.embedFont(b, { subset: true })),
  ]);
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.12), gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < MARGIN) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };
  write(title, bold, 20, undefined, 8);
  write(summary, regular, 10, rgb(0.4, 0.4, 0.45), 14);
  for (const p of parts) {
    y -= 10;
    write(`${p.title}  ${clock(p.start)}–${clock(p.start + p.seconds)}`, bold, 13, rgb(0.35, 0.2, 0.75), 6);
    if (p.spoken) write(p.spoken, regular, 12, undefined, 5);
    if (p.onScreen) write(`${labels.onScreen}: ${p.onScreen}`, bold, 10, rgb(0.3, 0.3, 0.35));
    if (p.broll) write(`${labels.broll}: ${p.broll}`, regular, 10, rgb(0.4, 0.4, 0.45));
  }
  return pdf.save();
}
