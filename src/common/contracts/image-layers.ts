// The layers over an image document's adjusted picture (issue 34, decision 061):
// texts, shapes, icons/stickers and library images, in one list whose order is
// the drawing order (the last on top). Every layer is placed by the centre of
// its box in fractions of the output, so a preview, an export and a magic resize
// draw it in the same place; a shape's, icon's or image's box is sized in
// fractions of the output's width and height, a text's by its measured words.
import { z } from 'zod';

export const IMAGE_LAYERS_MAX = 40;
export const IMAGE_TEXTS_MAX = 20;
export const IMAGE_TEXT_MAX = 200;

/** Blend modes, each a canvas globalCompositeOperation (normal is source-over). */
export const LAYER_BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten'] as const;
export type LayerBlend = (typeof LAYER_BLENDS)[number];
export const LAYER_SHAPES = ['rect', 'rounded', 'ellipse', 'line'] as const;
export type LayerShape = (typeof LAYER_SHAPES)[number];

/** The app's own faces and the browser's generic families. */
export const IMAGE_FONTS = ['sans', 'serif', 'mono', 'rounded'] as const;
/**
 * A text's face: one of IMAGE_FONTS, a bundled font (`bundled:<id>`) or an
 * organization's uploaded font (`uploaded:<id>`), the two a brand kit names.
 */
export const imageFontSchema = z.union([
  z.enum(IMAGE_FONTS),
  z.string().regex(/^(bundled:[a-z0-9-]{1,40}|uploaded:[A-Za-z0-9_-]{1,64})$/, 'validation.invalidValue'),
]);
export type ImageFont = z.output<typeof imageFontSchema>;

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidValue');
const place = z.number().min(0, 'validation.textOutside').max(1, 'validation.textOutside');
/** A box's side in fractions of the output's side: from a hairline to twice the picture. */
const extent = z.number().min(0.005, 'validation.invalidValue').max(2, 'validation.invalidValue');

// What every layer has. Defaults keep texts saved before layers existed valid.
const common = {
  id: z.string().min(1).max(16),
  x: place,
  y: place,
  /** Degrees clockwise about the box's centre. */
  rotation: z.number().min(-180, 'validation.invalidValue').max(180, 'validation.invalidValue').default(0),
  opacity: z.number().min(0, 'validation.invalidValue').max(1, 'validation.invalidValue').default(1),
  blend: z.enum(LAYER_BLENDS).default('normal'),
  hidden: z.boolean().default(false),
  /** A locked layer is not moved by a drag on the preview. */
  locked: z.boolean().default(false),
  /** Layers sharing a group select and move together. */
  group: z.string().min(1).max(16).nullable().default(null),
};
const box = { width: extent, height: extent };

export const imageTextSchema = z.object({
  ...common,
  kind: z.literal('text'),
  text: z.string().max(IMAGE_TEXT_MAX, 'validation.imageTextTooLong'),
  /** The line height over the output's height. */
  size: z.number().min(0.02, 'validation.invalidValue').max(0.3, 'validation.invalidValue'),
  color,
  font: imageFontSchema,
  bold: z.boolean(),
  shadow: z.boolean(),
});
export const shapeLayerSchema = z.object({
  ...common,
  ...box,
  kind: z.literal('shape'),
  shape: z.enum(LAYER_SHAPES),
  fill: color.nullable(),
  stroke: color.nullable(),
  /** The stroke's width over the output's shorter side. */
  strokeWidth: z.number().min(0, 'validation.invalidValue').max(0.1, 'validation.invalidValue'),
});
/** A lucide icon; with a badge colour it is a sticker: the icon on a filled circle. */
export const iconLayerSchema = z.object({
  ...common,
  ...box,
  kind: z.literal('icon'),
  icon: z.string().regex(/^[a-z0-9-]{1,48}$/, 'validation.invalidValue'),
  color,
  badge: color.nullable(),
});
/** One of the organization's library images (a photo, a kit logo, a cut-out PNG). */
export const imageLayerSchema = z.object({ ...common, ...box, kind: z.literal('image'), assetId: z.string().min(1).max(64) });

export const layerSchema = z.discriminatedUnion('kind', [imageTextSchema, shapeLayerSchema, iconLayerSchema, imageLayerSchema]);
export type ImageLayer = z.output<typeof layerSchema>;
export type ImageText = z.output<typeof imageTextSchema>;
export type ShapeLayer = z.output<typeof shapeLayerSchema>;
export type IconLayer = z.output<typeof iconLayerSchema>;
export type PictureLayer = z.output<typeof imageLayerSchema>;
export type BoxLayer = ShapeLayer | IconLayer | PictureLayer;

export const layersSchema = z
  .array(layerSchema)
  .max(IMAGE_LAYERS_MAX, 'validation.tooManyLayers')
  .refine((ls) => ls.filter((l) => l.kind === 'text').length <= IMAGE_TEXTS_MAX, 'validation.tooManyTexts')
  .refine((ls) => new Set(ls.map((l) => l.id)).size === ls.length, 'validation.invalidValue');

/**
 * Documents saved before layers had `texts` (drawn over the picture in order): they
 * become text layers, in the same order, so an old document opens and draws unchanged.
 */
export function migrateTexts(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('texts' in value)) return value;
  const { texts, ...rest } = value as { texts: unknown; layers?: unknown };
  if (!Array.isArray(texts)) return value;
  const layers = Array.isArray(rest.layers) ? rest.layers : [];
  return { ...rest, layers: [...layers, ...texts.map((t: unknown) => (t && typeof t === 'object' ? { kind: 'text', ...t } : t))] };
}
