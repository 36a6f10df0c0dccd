// The logo maker's document (kind `logo`, issue 34). It holds what a person
// chose, never drawn shapes: the brand's words, the layout picked among the
// proposals, the colours (copied from a brand kit when one was applied, so a
// later edit of the kit changes no logo already made), a bundled font and an
// icon of the curated set. The drawing is computed from these by the client's
// layout model, so a proposal, its preview and its exports always agree.
import { z } from 'zod';
import { BUNDLED_FONT_IDS } from '../brand/fonts';

export const LOGO_DOCUMENT_MAX_BYTES = 4 * 1024;
export const LOGO_NAME_MAX = 40;
export const LOGO_TAGLINE_MAX = 60;

/** The layouts the maker proposes: five families, each in a few variants. */
export const LOGO_LAYOUTS = [
  'wordmark',
  'wordmark-tagline',
  'wordmark-underline',
  'icon-left',
  'icon-left-tagline',
  'icon-right',
  'stacked',
  'stacked-tagline',
  'stacked-circle',
  'monogram-circle',
  'monogram-square',
  'badge-circle',
  'badge-emblem',
] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];

const hex = z.string().regex(/^#[0-9a-f]{6}$/, 'validation.colorInvalid');

export const logoColorsSchema = z.object({
  /** The icon, shapes and accents. */
  primary: hex,
  /** The name and tagline on a light background. */
  text: hex,
  /** The light background (and the text of the version for dark backgrounds). */
  background: hex,
});
export type LogoColors = z.output<typeof logoColorsSchema>;

/** The parts a person can move by hand on the canvas (the icon carries its circle along). */
export const LOGO_PARTS = ['icon', 'name', 'tagline'] as const;
export type LogoPart = (typeof LOGO_PARTS)[number];
/**
 * A part's move from where its layout puts it, in viewBox units. Bounded by the
 * viewBox itself (480 × 240): the layout model clamps further so the part never
 * leaves the drawing, whatever the words' widths are later.
 */
const offsetSchema = z.object({
  x: z.number().finite().min(-480, 'validation.invalidValue').max(480, 'validation.invalidValue'),
  y: z.number().finite().min(-240, 'validation.invalidValue').max(240, 'validation.invalidValue'),
});
export const logoOffsetsSchema = z.object({ icon: offsetSchema, name: offsetSchema, tagline: offsetSchema }).partial();
export type LogoOffsets = z.output<typeof logoOffsetsSchema>;

/**
 * The kit's uploaded heading font, when the logo's style came from a kit that
 * has one: fontkit outlines a TTF or OTF; a WOFF2 is kept too, so the editor can
 * say plainly that logos need that font's TTF or OTF and that `font` (a bundled
 * one) draws instead.
 */
export const logoKitFontSchema = z.object({
  id: z.string().min(1).max(64),
  family: z.string().max(100),
  /** A same-origin path (the API's brand font file): never another site, nor a protocol-relative `//host`. */
  url: z.string().regex(/^\/(?!\/)\S{1,300}$/, 'validation.invalidValue'),
  format: z.enum(['woff2', 'truetype', 'opentype'], { message: 'validation.invalidValue' }),
});
export type LogoKitFont = z.output<typeof logoKitFontSchema>;
/** A kit font fontkit can read: TTF or OTF, not WOFF2. */
export const outlinable = (f: LogoKitFont | null | undefined): f is LogoKitFont & { format: 'truetype' | 'opentype' } =>
  Boolean(f && f.format !== 'woff2');

export const logoDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  name: z.string().trim().min(1, 'validation.logoNameRequired').max(LOGO_NAME_MAX, 'validation.logoNameTooLong'),
  tagline: z.string().trim().max(LOGO_TAGLINE_MAX, 'validation.logoTaglineTooLong'),
  layout: z.enum(LOGO_LAYOUTS, { message: 'validation.invalidValue' }),
  colors: logoColorsSchema,
  font: z.enum(BUNDLED_FONT_IDS, { message: 'validation.invalidValue' }),
  /** A lucide icon's kebab name; the client's curated set says which it offers. */
  icon: z.string().regex(/^[a-z0-9-]{1,40}$/, 'validation.invalidValue'),
  /** The brand kit the colours and font came from, if any (for the export's kit slots). */
  kitId: z.string().min(1).max(64).nullable(),
  /** Parts moved by hand on the chosen layout; none by default, so documents saved before open unchanged. */
  offsets: logoOffsetsSchema.default({}),
  /** The kit's uploaded heading font; none for logos made before, or from a kit with a bundled one. */
  kitFont: logoKitFontSchema.nullable().default(null),
});
export type LogoDocument = z.output<typeof logoDocumentSchema>;

export type LogoSummary = { name: string; layout: LogoLayout; colors: LogoColors; icon: string };
export const logoSummary = (doc: LogoDocument): LogoSummary => ({ name: doc.name, layout: doc.layout, colors: doc.colors, icon: doc.icon });
