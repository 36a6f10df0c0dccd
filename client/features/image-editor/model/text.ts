// Texts over the picture, as pure commands and geometry. A text's place is the
// centre of its block in fractions of the output and its size the line height
// over the output's height, so the preview, the export and a later resize agree.
// Measuring a line's width needs a font engine: the caller passes one in.
import { IMAGE_TEXTS_MAX, type ImageDocument, type ImageText } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';

type C = Command<ImageDocument>;
export type TextPatch = Partial<Omit<ImageText, 'id'>>;
/** A line's width in output pixels for a text drawn at `px` pixels high. */
export type MeasureLine = (line: string, text: ImageText, px: number) => number;

/** Line height over font size: the block's height is lines × this × size. */
export const LINE_HEIGHT = 1.2;
export const CSS_FONTS: Record<ImageText['font'], string> = {
  sans: 'Inter, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  mono: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
  rounded: '"Arial Rounded MT Bold", "Nunito", "Varela Round", sans-serif',
};

export const fontCss = (t: ImageText, px: number) => `${t.bold ? 700 : 400} ${px}px ${CSS_FONTS[t.font]}`;

export const newText = (id: string, text: string): ImageText => ({
  id,
  text,
  x: 0.5,
  y: 0.5,
  size: 0.08,
  color: '#ffffff',
  font: 'sans',
  bold: true,
  shadow: true,
});

export const addText = (layer: ImageText): C => ({
  apply: (d) => (d.texts.length >= IMAGE_TEXTS_MAX ? d : { ...d, texts: [...d.texts, layer] }),
});

/** One undo step per field being edited (typing a word, dragging the size slider). */
export const updateText = (id: string, patch: TextPatch): C => ({
  mergeKey: `text-${id}-${Object.keys(patch).join(',')}`,
  apply: (d) => ({ ...d, texts: d.texts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
});

/** A drag by fractions of the output; the centre stays inside the picture. */
export const moveText = (id: string, dx: number, dy: number): C => ({
  mergeKey: `text-move-${id}`,
  apply: (d) => ({ ...d, texts: d.texts.map((t) => (t.id === id ? { ...t, x: clamp01(t.x + dx), y: clamp01(t.y + dy) } : t)) }),
});

export const removeText = (id: string): C => ({
  apply: (d) => (d.texts.some((t) => t.id === id) ? { ...d, texts: d.texts.filter((t) => t.id !== id) } : d),
});

/** The text's block in output pixels: its lines' widest width by their total height, centred on its place. */
export function textBox(t: ImageText, out: { width: number; height: number }, measure: MeasureLine) {
  const px = t.size * out.height;
  const lines = t.text.split('\n');
  const width = Math.max(0, ...lines.map((l) => measure(l, t, px)));
  const height = lines.length * px * LINE_HEIGHT;
  return { x: t.x * out.width - width / 2, y: t.y * out.height - height / 2, width, height, px, lines };
}

/** The topmost text under a point of the output (pixels), with a margin so a thin line is easy to grab. */
export function textAt(
  texts: readonly ImageText[],
  point: { x: number; y: number },
  out: { width: number; height: number },
  measure: MeasureLine,
) {
  for (let i = texts.length - 1; i >= 0; i--) {
    const t = texts[i]!;
    if (!t.text.trim()) continue;
    const b = textBox(t, out, measure);
    const pad = b.px * 0.25;
    if (point.x >= b.x - pad && point.x <= b.x + b.width + pad && point.y >= b.y - pad && point.y <= b.y + b.height + pad) return t;
  }
  return null;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
