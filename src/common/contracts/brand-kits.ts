// Brand kits: one schema per input, shared by the editor's form and the Worker,
// and the views and the snapshot the tools consume. Messages are i18n keys.
import { z } from 'zod';
import { plainNameSchema } from '../names';
import { BUNDLED_FONT_IDS, bundledCssFamily, bundledFontUrl, type BundledFont } from '../brand/fonts';
import { CAPTION_PRESETS_MAX, CAPTION_PRESET_NAME_MAX, captionStyleSchema } from './caption-styles';

export const KIT_NAME_MAX = 80;
export const KITS_PER_ORG = 20;
export const SWATCHES_MAX = 12;
export const WORDS_MAX = 30;
export const WORD_MAX = 40;
export const VOICE_TEXT_MAX = 500;
export const AUDIENCE_MAX = 200;
export const FONT_FAMILY_MAX = 60;
export const FONT_MAX_BYTES = 5 * 1024 * 1024;
export const TONES = ['friendly', 'professional', 'playful', 'bold', 'inspiring', 'educational'] as const;
export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export const COLOR_ROLES = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

/** '#ABC' and '#aabbcc' are both accepted and stored as '#aabbcc'. */
export function normalizeColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

export const colorSchema = z
  .string()
  .max(20, 'validation.colorInvalid')
  .transform((v, ctx) => {
    const color = normalizeColor(v);
    if (!color) {
      ctx.addIssue({ code: 'custom', message: 'validation.colorInvalid' });
      return z.NEVER;
    }
    return color;
  });

const assetRef = z.string().min(1).max(64).nullable();
const word = z.string().trim().min(1, 'validation.wordRequired').max(WORD_MAX, 'validation.wordTooLong');
const words = z.array(word).max(WORDS_MAX, 'validation.tooManyWords');

export const fontRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('bundled'), id: z.enum(BUNDLED_FONT_IDS) }),
  z.object({ source: z.literal('uploaded'), id: z.string().min(1).max(64) }),
]);
export type FontRef = z.infer<typeof fontRefSchema>;

export const kitNameSchema = plainNameSchema(KIT_NAME_MAX, {
  required: 'validation.kitNameRequired',
  tooLong: 'validation.kitNameTooLong',
});

function captionPresetSchema() {
  return z.object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().trim().min(1, 'validation.presetNameRequired').max(CAPTION_PRESET_NAME_MAX, 'validation.textTooLong'),
    style: captionStyleSchema,
    font: fontRefSchema,
    textColor: colorSchema,
    highlightColor: colorSchema,
    outlineColor: colorSchema,
    uppercase: z.boolean(),
  });
}
export type CaptionPreset = z.output<ReturnType<typeof captionPresetSchema>>;

export const kitFieldsSchema = z.object({
  name: kitNameSchema,
  logos: z.object({ light: assetRef, dark: assetRef, icon: assetRef }),
  colors: z.object({ primary: colorSchema, secondary: colorSchema, accent: colorSchema, background: colorSchema, text: colorSchema }),
  swatches: z
    .array(z.object({ name: z.string().trim().max(40, 'validation.swatchNameTooLong'), color: colorSchema }))
    .max(SWATCHES_MAX, 'validation.tooManySwatches'),
  fonts: z.object({ heading: fontRefSchema, body: fontRefSchema }),
  voice: z.object({
    tone: z.enum(TONES),
    audience: z.string().trim().max(AUDIENCE_MAX, 'validation.textTooLong'),
    wordsToUse: words,
    wordsToAvoid: words,
    description: z.string().trim().max(VOICE_TEXT_MAX, 'validation.textTooLong'),
  }),
  social: z.object({
    handle: z
      .string()
      .trim()
      .regex(/^(@?[A-Za-z0-9._]{1,30})?$/, 'validation.handleInvalid')
      .transform((h) => (h && !h.startsWith('@') ? `@${h}` : h)),
    avatar: assetRef,
  }),
  caption: z.object({
    font: fontRefSchema,
    textColor: colorSchema,
    highlightColor: colorSchema,
    outlineColor: colorSchema,
    position: z.enum(CAPTION_POSITIONS),
    uppercase: z.boolean(),
    /** How the words move; kits saved before styles existed highlight the spoken word. */
    style: captionStyleSchema.default('highlight'),
  }),
  /** Named caption looks the tools offer (style, font, colours), saved from the kit editor. */
  captionPresets: z.array(captionPresetSchema()).max(CAPTION_PRESETS_MAX, 'validation.tooManyPresets'),
});
export type KitFields = z.output<typeof kitFieldsSchema>;
export type KitFieldsInput = z.input<typeof kitFieldsSchema>;

/** What a new kit starts with: a readable palette and two bundled fonts. */
export function defaultKitFields(name: string): KitFields {
  return {
    name,
    logos: { light: null, dark: null, icon: null },
    colors: { primary: '#6d28d9', secondary: '#0ea5e9', accent: '#f59e0b', background: '#ffffff', text: '#111827' },
    swatches: [],
    fonts: { heading: { source: 'bundled', id: 'montserrat' }, body: { source: 'bundled', id: 'inter' } },
    voice: { tone: 'friendly', audience: '', wordsToUse: [], wordsToAvoid: [], description: '' },
    social: { handle: '', avatar: null },
    caption: {
      font: { source: 'bundled', id: 'montserrat' },
      textColor: '#ffffff',
      highlightColor: '#facc15',
      outlineColor: '#000000',
      position: 'bottom',
      uppercase: false,
      style: 'highlight',
    },
    captionPresets: [],
  };
}

export const createKitSchema = z.object({ name: kitNameSchema });
/** The editor sends whole sections; each one present replaces the stored one. */
export const updateKitSchema = kitFieldsSchema.partial();
export const duplicateKitSchema = z.object({ name: kitNameSchema.optional() });
export const fontFamilySchema = z
  .string()
  .trim()
  .min(1, 'validation.fontFamilyRequired')
  .max(FONT_FAMILY_MAX, 'validation.fontFamilyTooLong');
export const FONT_EXTENSIONS = ['woff2', 'ttf', 'otf'] as const;

/** The browser's check before sending a font; the Worker checks the bytes again. */
export function fontPrecheck(name: string, size: number): 'font_invalid' | 'upload_too_large' | null {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FONT_EXTENSIONS as readonly string[]).includes(ext)) return 'font_invalid';
  return size > FONT_MAX_BYTES ? 'upload_too_large' : null;
}

export interface BrandKitView extends KitFields {
  id: string;
  isDefault: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface BrandFontView {
  id: string;
  family: string;
  /** The unique name the font is declared under with @font-face. */
  cssFamily: string;
  format: 'woff2' | 'truetype' | 'opentype';
  size: number;
  url: string;
  createdAt: string;
}

// The snapshot a job keeps: everything a generator or renderer needs, resolved
// (font files, image URLs), so a later edit of the kit changes nothing already made.
const resolvedFont = z.object({
  source: z.enum(['bundled', 'uploaded']),
  id: z.string(),
  family: z.string(),
  cssFamily: z.string(),
  files: z.array(z.object({ weight: z.number().int(), url: z.string(), format: z.enum(['woff2', 'truetype', 'opentype']) })),
});
export type ResolvedFont = z.infer<typeof resolvedFont>;
/** A bundled font resolved: its family's name on the page and its woff2 files (a kit's snapshot and a kit-less editor draw with it). */
export const resolvedBundledFont = (f: BundledFont): ResolvedFont => ({
  source: 'bundled',
  id: f.id,
  family: f.family,
  cssFamily: bundledCssFamily(f.id),
  files: f.weights.map((weight) => ({ weight, url: bundledFontUrl(f.id, weight), format: 'woff2' as const })),
});
const resolvedImage = z
  .object({ assetId: z.string(), url: z.string(), contentType: z.string(), width: z.number().nullable(), height: z.number().nullable() })
  .nullable();
export type ResolvedImage = z.infer<typeof resolvedImage>;

export const kitSnapshotSchema = z.object({
  schemaVersion: z.literal(1),
  kitId: z.string(),
  kitVersion: z.number().int(),
  capturedAt: z.string(),
  name: z.string(),
  colors: kitFieldsSchema.shape.colors,
  swatches: kitFieldsSchema.shape.swatches,
  fonts: z.object({ heading: resolvedFont, body: resolvedFont }),
  logos: z.object({ light: resolvedImage, dark: resolvedImage, icon: resolvedImage }),
  voice: kitFieldsSchema.shape.voice,
  social: z.object({ handle: z.string(), avatar: resolvedImage }),
  caption: kitFieldsSchema.shape.caption.omit({ font: true }).extend({ font: resolvedFont }),
  /** Snapshots taken before presets existed have none. */
  captionPresets: z.array(kitFieldsSchema.shape.captionPresets.element.omit({ font: true }).extend({ font: resolvedFont })).default([]),
});
export type BrandKitSnapshot = z.infer<typeof kitSnapshotSchema>;
