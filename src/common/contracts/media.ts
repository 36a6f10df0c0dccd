// The media library's inputs and views: shared by the uploader (which checks a
// file before sending it) and the Worker (which checks it again, then by bytes).
import { z } from 'zod';
import { plainName } from '../names';

const MiB = 1024 * 1024;

/** product-decisions section 6. */
export const MEDIA_RULES = {
  video: { types: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'], maxBytes: 2 * 1024 * MiB },
  image: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], maxBytes: 20 * MiB },
  /**
   * PDF documents (decision 091): a carousel's export or any PDF, posted as a LinkedIn document post.
   * 100 MiB is LinkedIn's own ceiling for a document, so the library never holds one it could not post.
   */
  document: { types: ['application/pdf'], maxBytes: 100 * MiB },
  /**
   * SRT and WebVTT files (decision 097). 2 MiB holds a feature film's subtitles many times over
   * (two hours are about 150 KB), and keeps every file one part the Worker reads whole: its UTF-8
   * and cues are checked on upload, and the share page parses it server-side.
   */
  subtitles: { types: ['application/x-subrip', 'text/vtt'], maxBytes: 2 * MiB },
} as const;

export type AssetKind = keyof typeof MEDIA_RULES;
export type AcceptedType = (typeof MEDIA_RULES)[AssetKind]['types'][number];

/**
 * Every part but the last has exactly this size: R2 wants equal parts of at
 * least 5 MiB, and a Worker request must stay well under 100 MB.
 */
export const PART_SIZE = 16 * MiB;
/** An SVG is sanitised whole, so it travels as one part (it is at most 20 MB). */
export const SVG_TYPE = 'image/svg+xml';
export const PDF_TYPE = 'application/pdf';
/** A document's page count, as its maker or the browser counted it; past this it is surely wrong. */
export const PAGE_COUNT_MAX = 10_000;
export const NAME_MAX = 200;
export const THUMBNAIL_MAX_BYTES = 512 * 1024;
/** Uploads with no new part for this long are aborted by the scheduled job. */
export const UPLOAD_IDLE_MS = 24 * 60 * 60 * 1000;

/** Browsers leave `type` empty for some files (e.g. .mov on Linux): the extension then names it. */
const BY_EXTENSION: Record<string, AcceptedType> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
};

export function kindOf(type: string): AssetKind | null {
  for (const kind of Object.keys(MEDIA_RULES) as AssetKind[]) {
    if ((MEDIA_RULES[kind].types as readonly string[]).includes(type)) return kind;
  }
  return null;
}

/**
 * The type a file claims: its MIME type when it has one, else its extension's. A subtitles file's
 * extension wins over any type we do not take: browsers label .srt as '', application/octet-stream,
 * text/plain or application/x-srt, and the bytes are checked anyway.
 */
export function declaredType(name: string, type: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const lower = type.toLowerCase();
  if ((ext === 'srt' || ext === 'vtt') && kindOf(lower) === null) return BY_EXTENSION[ext]!;
  if (lower) return lower;
  return BY_EXTENSION[ext] ?? '';
}

/** The check both sides make before any byte moves; null when the file may be sent. */
export function precheck(type: string, size: number): 'unsupported_media_type' | 'upload_too_large' | null {
  const kind = kindOf(type);
  if (!kind) return 'unsupported_media_type';
  return size > MEDIA_RULES[kind].maxBytes ? 'upload_too_large' : null;
}

export function partPlan(type: string, size: number): { partSize: number; partCount: number } {
  if (type === SVG_TYPE || size <= PART_SIZE) return { partSize: Math.max(size, 1), partCount: 1 };
  return { partSize: PART_SIZE, partCount: Math.ceil(size / PART_SIZE) };
}

/** Control characters (CR/LF among them) and direction overrides never reach storage or a header. */
export function cleanName(name: string): string {
  return plainName(name).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
}

const nameSchema = z.string().max(1000).transform(cleanName).pipe(z.string().min(1, 'validation.nameRequired'));
const dimension = z.number().int().positive().max(100_000);

export const createUploadSchema = z.object({
  name: nameSchema,
  size: z.number().int().positive(),
  type: z.string().max(100),
  fingerprint: z.string().max(200).optional(),
  folderId: z.string().max(64).nullish(),
  durationMs: z
    .number()
    .int()
    .nonnegative()
    .max(48 * 3600 * 1000)
    .nullish(),
  width: dimension.nullish(),
  height: dimension.nullish(),
  /** A PDF's pages, when the browser could count them (the carousel knows its slides); the library keeps it. */
  pageCount: z.number().int().positive().max(PAGE_COUNT_MAX).nullish(),
  /**
   * The project this file is an export or render of, when an editor saves it (decision 071): the
   * asset keeps it, the project's activity records it, and the approval rule holds the file back.
   */
  projectId: z.string().min(1).max(64).nullish(),
});
export type CreateUploadInput = z.input<typeof createUploadSchema>;

export const updateAssetSchema = z.object({ name: nameSchema.optional(), folderId: z.string().max(64).nullable().optional() });
export const folderSchema = z.object({
  name: z.string().max(1000).transform(cleanName).pipe(z.string().min(1, 'validation.nameRequired').max(60, 'validation.nameTooLong')),
});

export const assetQuerySchema = z.object({
  kind: z.enum(['video', 'image', 'document', 'subtitles']).optional(),
  q: z.string().max(200).optional(),
  folder: z.string().max(64).optional(),
});

export interface UploadView {
  id: string;
  name: string;
  size: number;
  type: string;
  partSize: number;
  partCount: number;
  fingerprint: string | null;
  createdAt: string;
  parts: { partNumber: number; size: number }[];
}

/** What became of an upload, for any member (a clipper project started on it reads it): GET /orgs/:org/uploads/:id/state. */
export interface UploadStateView {
  status: 'uploading' | 'completed' | 'aborted';
  /** The library video it became, once completed. */
  assetId: string | null;
}

export interface AssetView {
  id: string;
  name: string;
  kind: AssetKind;
  contentType: string;
  size: number;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** A document's pages when known (null for videos and images, and for a PDF nobody counted). */
  pageCount: number | null;
  folderId: string | null;
  hasThumbnail: boolean;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

export interface FolderView {
  id: string;
  name: string;
  assetCount: number;
}

/** Where an asset's bytes are served (members of its organization only). */
export const assetContentPath = (org: string, id: string, download = false) =>
  `/api/v1/orgs/${org}/assets/${id}/content${download ? '?download=1' : ''}`;
