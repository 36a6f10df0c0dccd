// The carousel document: one zod schema shared by the editor's model (which
// only ever produces valid documents) and the Worker (which refuses anything
// else before it is stored). Colours and fonts may name a brand role, so
// applying another brand kit restyles the whole carousel at once.
import { z } from 'zod';
import { plainNameSchema } from '../names';
import { COLOR_ROLES, kitSnapshotSchema, normalizeColor } from './brand-kits';

export const CAROUSEL_FORMATS = {
  portrait: { width: 1080, height: 1350 },
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
} as const;
export type CarouselFormat = keyof typeof CAROUSEL_FORMATS;
export const FORMAT_IDS = Object.keys(CAROUSEL_FORMATS) as [CarouselFormat, ...CarouselFormat[]];
export const DEFAULT_FORMAT: CarouselFormat = 'portrait';

export const SLIDES_MIN = 1;
export const SLIDES_MAX = 20;
export const ELEMENTS_PER_SLIDE_MAX = 60;
export const TEXT_MAX = 2000;
/** The largest carousel document the project service stores (past 256 KB it lives in R2). */
export const CAROUSEL_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const PROJECT_NAME_MAX = 100;

/** '#rrggbb', or a role of the applied brand kit ('primary', 'text', ...). */
export const colorValueSchema = z.union([
  z.enum(COLOR_ROLES),
  z.string().transform((v, ctx) => {
    const c = normalizeColor(v);
    if (!c) {
      ctx.addIssue({ code: 'custom', message: 'validation.colorInvalid' });
      return z.NEVER;
    }
    return c;
  }),
]);
export type ColorValue = z.output<typeof colorValueSchema>;

/** 'heading' or 'body' of the applied kit, or a bundled font by id. */
export const fontValueSchema = z.union([z.enum(['heading', 'body']), z.object({ bundled: z.string().min(1).max(40) })]);
export type FontValue = z.infer<typeof fontValueSchema>;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const coord = z.number().finite().min(-10_000).max(10_000);
const size = z.number().finite().min(1).max(10_000);

const base = {
  id,
  x: coord,
  y: coord,
  width: size,
  height: size,
  rotation: z.number().finite().min(-360).max(360),
  opacity: z.number().min(0).max(1),
  locked: z.boolean(),
};

export const textElementSchema = z.object({
  ...base,
  type: z.literal('text'),
  text: z.string().max(TEXT_MAX, 'validation.textTooLong'),
  font: fontValueSchema,
  fontSize: z.number().min(8).max(400),
  fontWeight: z.union([z.literal(400), z.literal(700)]),
  italic: z.boolean(),
  color: colorValueSchema,
  align: z.enum(['left', 'center', 'right']),
  lineHeight: z.number().min(0.8).max(3),
  /** Lines drawn as a list: a bullet or a number before each. */
  list: z.enum(['none', 'bullet', 'number']),
});

export const imageElementSchema = z.object({
  ...base,
  type: z.literal('image'),
  /** A media library asset of the organization; null is an empty frame. */
  assetId: z.string().max(64).nullable(),
  fit: z.enum(['cover', 'contain']),
  cornerRadius: z.number().min(0).max(1000),
});

export const shapeElementSchema = z.object({
  ...base,
  type: z.literal('shape'),
  shape: z.enum(['rect', 'ellipse', 'line']),
  fill: colorValueSchema.nullable(),
  stroke: colorValueSchema.nullable(),
  strokeWidth: z.number().min(0).max(200),
  cornerRadius: z.number().min(0).max(1000),
});

export const logoElementSchema = z.object({
  ...base,
  type: z.literal('logo'),
  variant: z.enum(['light', 'dark', 'icon']),
});

export const elementSchema = z.discriminatedUnion('type', [textElementSchema, imageElementSchema, shapeElementSchema, logoElementSchema]);
export type CarouselElement = z.output<typeof elementSchema>;
export type TextElement = z.output<typeof textElementSchema>;
export type ElementType = CarouselElement['type'];

export const slideSchema = z.object({
  id,
  background: colorValueSchema,
  elements: z.array(elementSchema).max(ELEMENTS_PER_SLIDE_MAX, 'validation.tooManyElements'),
});
export type Slide = z.output<typeof slideSchema>;

/** Slide and element ids are unique across a document (stories share the rule). */
export function checkUniqueIds(slides: readonly Pick<Slide, 'id' | 'elements'>[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const slide of slides) {
    for (const x of [slide.id, ...slide.elements.map((e) => e.id)]) {
      if (seen.has(x)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['slides'] });
      seen.add(x);
    }
  }
}

export const carouselDocumentSchema = z
  .object({
    version: z.literal(1),
    format: z.enum(FORMAT_IDS),
    slides: z.array(slideSchema).min(SLIDES_MIN, 'validation.slidesMin').max(SLIDES_MAX, 'validation.slidesMax'),
    /** The brand kit applied, as a snapshot: later edits of the kit change nothing here. */
    brand: kitSnapshotSchema.nullable(),
  })
  .superRefine((doc, ctx) => checkUniqueIds(doc.slides, ctx));
export type CarouselDocument = z.output<typeof carouselDocumentSchema>;

/** The library images a carousel draws (image elements with an asset); each must be the organization's. */
export const carouselAssetIds = (doc: Pick<CarouselDocument, 'slides'>): string[] => [
  ...new Set(doc.slides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'image' && e.assetId ? [e.assetId] : [])))),
];

// Projects: a document with a name, in an organization, edited by its team.
export const projectNameSchema = plainNameSchema(PROJECT_NAME_MAX, {
  required: 'validation.nameRequired',
  tooLong: 'validation.nameTooLong',
});
export const duplicateProjectSchema = z.object({ name: projectNameSchema.optional() });
export const PROJECT_SORTS = ['updated', 'created', 'name'] as const;

/** The first slide with the applied kit: enough to draw the thumbnail. */
export interface ProjectCover {
  slide: Slide;
  brand: CarouselDocument['brand'];
}

/** What the projects list shows of a carousel without loading the document. */
export type CarouselSummary = {
  format: CarouselFormat;
  slideCount: number;
  cover: ProjectCover;
};

export const carouselSummary = (doc: CarouselDocument): CarouselSummary => ({
  format: doc.format,
  slideCount: doc.slides.length,
  cover: { slide: doc.slides[0]!, brand: doc.brand },
});
