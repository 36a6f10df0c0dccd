// Projects of every editor: one versioned document per project, its shape
// checked by the schema of its kind. A kind joins this table when its editor's
// document schema exists.
import { z } from 'zod';
import type { ProjectWorkflow } from './workflow';
import { clipDocumentSchema, CLIP_DOCUMENT_MAX_BYTES } from './clip';
import { videoDocumentSchema, VIDEO_DOCUMENT_MAX_BYTES } from './video';
import { subtitlesDocumentSchema, SUBTITLES_DOCUMENT_MAX_BYTES } from './subtitles';
import { scriptDocumentSchema, SCRIPT_DOCUMENT_MAX_BYTES } from './script';
import { storyDocumentSchema, STORY_DOCUMENT_MAX_BYTES } from './story';
import { captionDocumentSchema, CAPTION_DOCUMENT_MAX_BYTES } from './caption';
import { imageDocumentSchema, IMAGE_DOCUMENT_MAX_BYTES } from './image';
import { logoDocumentSchema, LOGO_DOCUMENT_MAX_BYTES } from './logo';
import { carouselDocumentSchema, CAROUSEL_DOCUMENT_MAX_BYTES, duplicateProjectSchema, PROJECT_SORTS, projectNameSchema } from './carousel';

export const PROJECT_DOCUMENT_SCHEMAS = {
  carousel: carouselDocumentSchema,
  clip: clipDocumentSchema,
  video: videoDocumentSchema,
  subtitles: subtitlesDocumentSchema,
  script: scriptDocumentSchema,
  story: storyDocumentSchema,
  caption: captionDocumentSchema,
  image: imageDocumentSchema,
  logo: logoDocumentSchema,
} as const;
export type ProjectKind = keyof typeof PROJECT_DOCUMENT_SCHEMAS;
export const PROJECT_KINDS = Object.keys(PROJECT_DOCUMENT_SCHEMAS) as [ProjectKind, ...ProjectKind[]];
export type ProjectDocument<K extends ProjectKind = ProjectKind> = z.output<(typeof PROJECT_DOCUMENT_SCHEMAS)[K]>;

/** The largest document of each kind, serialized (UTF-8 bytes of its JSON). */
export const PROJECT_DOCUMENT_MAX_BYTES: Record<ProjectKind, number> = {
  carousel: CAROUSEL_DOCUMENT_MAX_BYTES,
  clip: CLIP_DOCUMENT_MAX_BYTES,
  video: VIDEO_DOCUMENT_MAX_BYTES,
  subtitles: SUBTITLES_DOCUMENT_MAX_BYTES,
  script: SCRIPT_DOCUMENT_MAX_BYTES,
  story: STORY_DOCUMENT_MAX_BYTES,
  caption: CAPTION_DOCUMENT_MAX_BYTES,
  image: IMAGE_DOCUMENT_MAX_BYTES,
  logo: LOGO_DOCUMENT_MAX_BYTES,
};
/** Past this a document is kept in R2 and D1 holds only its key: D1 rows stay small and a row can never reach D1's 2 MB limit. */
export const INLINE_DOCUMENT_MAX_BYTES = 256 * 1024;

export const projectKindSchema = z.enum(PROJECT_KINDS);

const byKind = <T extends z.ZodRawShape>(extra: (document: (typeof PROJECT_DOCUMENT_SCHEMAS)[ProjectKind]) => T) =>
  z.discriminatedUnion(
    'kind',
    PROJECT_KINDS.map((kind) => z.object({ kind: z.literal(kind), ...extra(PROJECT_DOCUMENT_SCHEMAS[kind]) })) as unknown as [
      z.ZodObject<{ kind: z.ZodLiteral<ProjectKind> } & T>,
    ],
  );

/** A new project: its kind picks the schema its document must pass. */
export const createAnyProjectSchema = byKind((document) => ({ name: projectNameSchema, document }));
/** A save names the kind it edits (a project of another kind is not found) and the version it started from. */
export const updateAnyProjectSchema = byKind((document) => ({
  name: projectNameSchema.optional(),
  document: document.optional(),
  baseVersion: z.number().int().min(1),
}));
/** A copy keeps the kind; the name is the original's unless given. */
export { duplicateProjectSchema };
/** `?kind=` narrows a read of one project: a project of another kind is then not found. */
export const projectReadQuerySchema = z.object({ kind: projectKindSchema.optional() });
/** A list holds this many projects unless `?limit=` asks otherwise (the dashboard's last three). */
export const PROJECT_LIST_MAX = 200;
/**
 * The most `?limit=` may ask for: the project manager's board reads every project of the organization at
 * once (decision 070). Twice the organization's cap (1,000, the trash included, decision 034), so no live
 * organization is ever cut short, and the size issue 35's bench renders.
 */
export const PROJECT_BOARD_MAX = 2000;
export const projectListQuerySchema = z.object({
  kind: projectKindSchema.optional(),
  q: z.string().max(100).optional(),
  sort: z.enum(PROJECT_SORTS).default('updated'),
  limit: z.coerce.number().int().min(1).max(PROJECT_BOARD_MAX).default(PROJECT_LIST_MAX),
});

/** What a list of projects of any kind shows: the kind's own fields are in `summary` (for carousels: format, slideCount, cover). */
export interface ProjectListItem {
  id: string;
  kind: ProjectKind;
  name: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string; name: string } | null;
  summary: Record<string, unknown>;
  /** The brand kit the project is made with, if its kind names one (the board's filter). */
  brandKitId: string | null;
  /** Where the project stands on the project manager's board (decision 052). */
  workflow: ProjectWorkflow;
}

export interface AnyProjectView extends ProjectListItem {
  document: ProjectDocument;
}
