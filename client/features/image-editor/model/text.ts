// Texts over the picture, as pure commands and geometry. A text's place is the
// centre of its block in fractions of the output and its size the line height
// over the output's height, so the preview, the export and a later resize agree.
// Measuring a line's width needs a font engine: the caller passes one in. Texts
// are layers (model/layers.ts): these commands touch only the text ones.
import { IMAGE_LAYERS_MAX, IMAGE_TEXTS_MAX, type ImageDocument, type ImageText } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';

type C = Command<ImageDocument>;
export type TextPatch = Partial<Omit<ImageText, 'id' | 'kind'>>;
/** A line's width in output pixels for a text drawn at `px` pixels high. */
export type MeasureLine = (line: string, text: ImageText, px: number) => number;

/** Line height over font size: the block's height is lines × this × size. */
export const LINE_HEIGHT = 1.2;
export const CSS_FONTS: Record<'sans' | 'serif' | 'mono' | 'rounded', string> = {
  sans: 'Inter, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  mono: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
  rounded: '"Arial Rounded MT Bold", "Nunito", "Varela Round", sans-serif',
};

/** A face's CSS family list: a kit font (declared by the caller with FontFace) falls back to the sans. */
export const fontFamily = (font: ImageText['font']): string => {
  if (font in CSS_FONTS) return CSS_FONTS[font as keyof typeof CSS_FONTS];
  return `"${kitFontCssFamily(font)}", ${CSS_FONTS.sans}`;
};
/** The name a kit font is declared under in the editor (`bundled:inter` → palco-img-bundled-inter). */
export const kitFontCssFamily = (font: string) => `palco-img-${font.replace(':', '-')}`;

export const fontCss = (t: ImageText, px: number) => `${t.bold ? 700 : 400} ${px}px ${fontFamily(t.font)}`;

export const newText = (id: string, text: string): ImageText => ({
  id,
  kind: 'text',
  text,
  rotation: 0,
  opacity: 1,
  blend: 'normal',
  hidden: false,
  locked: false,
  group: null,
  x: 0.5,
  y: 0.5,
  size: 0.08,
  color: '#ffffff',
  font: 'sans',
  bold: true,
  shadow: true,
});

export const addText = (layer: ImageText): C => ({
  apply: (d) => (textsOf(d).length >= IMAGE_TEXTS_MAX || d.layers.length >= IMAGE_LAYERS_MAX ? d : { ...d, layers: [...d.layers, layer] }),
});

/** One undo step per field being edited (typing a word, dragging the size slider). */
export const updateText = (id: string, patch: TextPatch): C => ({
  mergeKey: `text-${id}-${Object.keys(patch).join(',')}`,
  apply: (d) => ({ ...d, layers: d.layers.map((t) => (t.id === id && t.kind === 'text' ? { ...t, ...patch } : t)) }),
});

/** A drag by fractions of the output; the centre stays inside the picture. */
export const moveText = (id: string, dx: number, dy: number): C => ({
  mergeKey: `text-move-${id}`,
  apply: (d) => ({ ...d, layers: d.layers.map((t) => (t.id === id ? { ...t, x: clamp01(t.x + dx), y: clamp01(t.y + dy) } : t)) }),
});

export const removeText = (id: string): C => ({
  apply: (d) => (d.layers.some((t) => t.id === id) ? { ...d, layers: d.layers.filter((t) => t.id !== id) } : d),
});

/** The document's text layers, in drawing order. */
export const textsOf = (d: ImageDocument): ImageText[] => d.layers.filter((l): l is ImageText => l.kind === 'text');

/** The text's block in output pixels: its lines' widest width by their total height, centred on its place. */
export function textBox(t: ImageText, out: { width: number; height: number }, measure: MeasureLine) {
  const px = t.size * out.height;
  const lines = t.text.split('\n');
  const width = Math.max(0, ...lines.map((l) => measure(l, t, px)));
  const height = lines.length * px * LINE_HEIGHT;
  return { x: t.x * out.width - width / 2, y: t.y * out.height - height / 2, width, height, px, lines };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
