// The image editor's document (kind `image`, issue 34). It never holds pixels:
// it names its source (a library image, or a blank canvas of a colour at a
// social size) and the steps applied to it, in the order the renderer applies
// them: orient (quarter turns, flips), crop (fractions of the oriented image, so
// a downscaled preview and the full-size export crop the same part), resize,
// then the adjustments (a named filter is only a preset of them).
import { z } from 'zod';
import { layersSchema, migrateTexts } from './image-layers';

// 32 KB (was 16): forty layers of about 300 bytes each, plus twenty texts of up to 200
// characters, fit with room; still tiny next to any other kind's document.
export const IMAGE_DOCUMENT_MAX_BYTES = 32 * 1024;
/** The largest side an export may have (a 4K-class photo and a bit more). */
export const IMAGE_SIDE_MAX = 8192;

/** The blank canvases and network sizes the editor offers. */
export const SOCIAL_SIZES = [
  { id: 'square', width: 1080, height: 1080 },
  { id: 'portrait', width: 1080, height: 1350 },
  { id: 'story', width: 1080, height: 1920 },
  { id: 'landscape', width: 1920, height: 1080 },
] as const;
export type SocialSizeId = (typeof SOCIAL_SIZES)[number]['id'];

export const CROP_RATIOS = ['free', '1:1', '4:5', '9:16', '16:9', '1.91:1'] as const;
export type CropRatio = (typeof CROP_RATIOS)[number];

export const ADJUSTMENTS = [
  'exposure',
  'brightness',
  'contrast',
  'highlights',
  'shadows',
  'saturation',
  'temperature',
  'tint',
  'vignette',
  'sharpen',
  'blur',
] as const;
export type AdjustmentId = (typeof ADJUSTMENTS)[number];
const ONLY_ADD: readonly AdjustmentId[] = ['vignette', 'sharpen', 'blur'];
/** Every adjustment is -100..100 but vignette, sharpen and blur, which only add (0..100). */
export const ADJUSTMENT_RANGE: Record<AdjustmentId, { min: number; max: number }> = Object.fromEntries(
  ADJUSTMENTS.map((a) => [a, { min: ONLY_ADD.includes(a) ? 0 : -100, max: 100 }]),
) as Record<AdjustmentId, { min: number; max: number }>;

const side = z.number().int('validation.imageSize').min(1, 'validation.imageSize').max(IMAGE_SIDE_MAX, 'validation.imageSize');
const fraction = z.number().min(0, 'validation.cropOutside').max(1, 'validation.cropOutside');

export const imageSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('asset'), assetId: z.string().min(1).max(64), width: side, height: side }),
  z.object({
    type: z.literal('blank'),
    width: side,
    height: side,
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidValue'),
  }),
]);
export type ImageSource = z.output<typeof imageSourceSchema>;

/** A rectangle of the oriented image, in fractions of its sides. */
export const cropSchema = z
  .object({ x: fraction, y: fraction, width: fraction, height: fraction })
  .refine((c) => c.width > 0 && c.height > 0 && c.x + c.width <= 1 + 1e-9 && c.y + c.height <= 1 + 1e-9, 'validation.cropOutside');
export type Crop = z.output<typeof cropSchema>;

// A missing adjustment is neutral: documents saved before highlights, shadows and
// sharpen existed open unchanged.
const adjustmentsShape = Object.fromEntries(
  ADJUSTMENTS.map((a) => [
    a,
    z
      .number()
      .min(ADJUSTMENT_RANGE[a].min, 'validation.adjustmentRange')
      .max(ADJUSTMENT_RANGE[a].max, 'validation.adjustmentRange')
      .default(0),
  ]),
) as Record<AdjustmentId, z.ZodDefault<z.ZodNumber>>;
export const adjustmentsSchema = z.object(adjustmentsShape);
export type Adjustments = z.output<typeof adjustmentsSchema>;

export {
  IMAGE_FONTS,
  IMAGE_LAYERS_MAX,
  IMAGE_TEXT_MAX,
  IMAGE_TEXTS_MAX,
  LAYER_BLENDS,
  LAYER_SHAPES,
  type ImageFont,
  type ImageLayer,
  type ImageText,
} from './image-layers';

// Documents saved before layers had `texts`: they are read as text layers (migrateTexts).
export const imageDocumentSchema = z.preprocess(
  migrateTexts,
  z.object({
    schemaVersion: z.literal(1),
    source: imageSourceSchema,
    /** Clockwise quarter turns. */
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
    flipX: z.boolean(),
    flipY: z.boolean(),
    ratio: z.enum(CROP_RATIOS),
    crop: cropSchema,
    /** The export's size in pixels; null keeps the cropped size. */
    resize: z.object({ width: side, height: side }).nullable(),
    adjustments: adjustmentsSchema,
    /** The named filter last applied (its values are in `adjustments`), shown as chosen. */
    filter: z.string().max(40).nullable(),
    /** Texts, shapes, icons and images drawn over the adjusted picture, in order (the last on top). */
    layers: layersSchema.default([]),
  }),
);
export type ImageDocument = z.output<typeof imageDocumentSchema>;

export type ImageSummary = {
  width: number;
  height: number;
  source: ImageSource;
  filter: string | null;
};

/** The size of the image the document makes, in pixels. */
export function imageOutputSize(doc: ImageDocument): { width: number; height: number } {
  if (doc.resize) return doc.resize;
  const turned = doc.rotation % 180 !== 0;
  const w = turned ? doc.source.height : doc.source.width;
  const h = turned ? doc.source.width : doc.source.height;
  return { width: Math.max(1, Math.round(w * doc.crop.width)), height: Math.max(1, Math.round(h * doc.crop.height)) };
}

export const imageSummary = (doc: ImageDocument): ImageSummary => ({ ...imageOutputSize(doc), source: doc.source, filter: doc.filter });

/** The library image a document starts from (none for a blank canvas), the organization's own. */
export const imageAssetIds = (doc: ImageDocument): string[] => (doc.source.type === 'asset' ? [doc.source.assetId] : []);
/** The library images its layers draw (photos, kit logos, cut-outs), each the organization's own. */
export const imageLayerAssetIds = (doc: ImageDocument): string[] => [
  ...new Set(doc.layers.flatMap((l) => (l.kind === 'image' ? [l.assetId] : []))),
];
