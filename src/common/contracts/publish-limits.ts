// What each network accepts in one post (issue 36, decision 078), checked
// before a post is queued and shown by the form. The numbers are the networks'
// documented limits for posting through their APIs; the codes are errors.<code>.
import type { Network } from './publishing';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const JPEG = ['image/jpeg'] as const;
/** TikTok's photo posts take JPEG and WebP (no PNG). */
const JPEG_WEBP = ['image/jpeg', 'image/webp'] as const;
/** TikTok's photo post: 1 to 35 images, each up to 20 MB. */
export const TIKTOK_PHOTOS_MAX = 35;

/** Subtitles are library files too (decision 097), but no network posts one: they are refused by name. */
export type FileKind = 'video' | 'image' | 'document' | 'subtitles';

/** One shape a post may take on a network: its files' kinds, count, sizes, durations and image ratios. */
export interface PostShape {
  kinds: readonly FileKind[];
  minFiles: number;
  maxFiles: number;
  /** Bytes, per kind. */
  maxBytes: { video?: number; image?: number; document?: number; subtitles?: number };
  /** Pages, for a document (one whose page count the library does not know is not refused here). */
  maxPages?: number;
  /** This shape needs a title even where the network's other posts do not (a LinkedIn document's name in the feed). */
  titleRequired?: boolean;
  /** Milliseconds, for videos (a video whose duration the library does not know is not refused here). */
  minDurationMs?: number;
  maxDurationMs?: number;
  /** Width / height bounds for images (Instagram's 4:5 to 1.91:1). */
  aspect?: { min: number; max: number };
  /** The image types the network takes, when it does not take them all (Instagram: JPEG only). */
  imageTypes?: readonly string[];
}

export interface NetworkLimits {
  /** The shapes a post may take; a post must fit one of them. */
  shapes: readonly PostShape[];
  titleRequired: boolean;
}

export const PUBLISH_LIMITS: Record<Network, NetworkLimits> = {
  // The offline stand-in keeps decision 057's rules: 1–20 library files of any kind.
  test: { shapes: [{ kinds: ['video', 'image'], minFiles: 1, maxFiles: 20, maxBytes: {} }], titleRequired: false },
  // videos.insert: one video, 256 GB, 12 hours; the title (≤ 100) is required by the API.
  youtube: {
    shapes: [{ kinds: ['video'], minFiles: 1, maxFiles: 1, maxBytes: { video: 256 * GB }, maxDurationMs: 12 * 60 * MINUTE }],
    titleRequired: true,
  },
  // Content Posting API: one video (4 GB, 3 s to 10 min), or a photo post of 1–35 JPEG/WebP images
  // (20 MB each) that TikTok pulls from our verified public origin (decision 092; without one the
  // server refuses photo posts, posts.ts). The creator's own longest video comes from creator_info.
  tiktok: {
    shapes: [
      { kinds: ['video'], minFiles: 1, maxFiles: 1, maxBytes: { video: 4 * GB }, minDurationMs: 3 * SECOND, maxDurationMs: 10 * MINUTE },
      { kinds: ['image'], minFiles: 1, maxFiles: TIKTOK_PHOTOS_MAX, maxBytes: { image: 20 * MB }, imageTypes: JPEG_WEBP },
    ],
    titleRequired: false,
  },
  // Graph API content publishing: a Reel (300 MB, 3 s to 15 min), one image (8 MB, 4:5 to 1.91:1),
  // or a carousel of 2–10 images and videos.
  instagram: {
    shapes: [
      { kinds: ['video'], minFiles: 1, maxFiles: 1, maxBytes: { video: 300 * MB }, minDurationMs: 3 * SECOND, maxDurationMs: 15 * MINUTE },
      { kinds: ['image'], minFiles: 1, maxFiles: 1, maxBytes: { image: 8 * MB }, aspect: { min: 4 / 5, max: 1.91 }, imageTypes: JPEG },
      {
        kinds: ['image', 'video'],
        minFiles: 2,
        maxFiles: 10,
        maxBytes: { image: 8 * MB, video: 300 * MB },
        minDurationMs: 3 * SECOND,
        maxDurationMs: 15 * MINUTE,
        aspect: { min: 4 / 5, max: 1.91 },
        imageTypes: JPEG,
      },
    ],
    titleRequired: false,
  },
  // Posts API: one video (5 GB, 3 s to 30 min), up to 20 images, or one document (Documents API:
  // PDF, 100 MB, 300 pages; the post's content.media names it with a title, decision 091).
  linkedin: {
    shapes: [
      { kinds: ['video'], minFiles: 1, maxFiles: 1, maxBytes: { video: 5 * GB }, minDurationMs: 3 * SECOND, maxDurationMs: 30 * MINUTE },
      { kinds: ['image'], minFiles: 1, maxFiles: 20, maxBytes: { image: 36 * MB } },
      { kinds: ['document'], minFiles: 1, maxFiles: 1, maxBytes: { document: 100 * MB }, maxPages: 300, titleRequired: true },
    ],
    titleRequired: false,
  },
};

/** Whether this network takes a PDF document at all: only then does the form offer the library's documents. */
export const takesDocuments = (network: Network) => PUBLISH_LIMITS[network].shapes.some((s) => s.kinds.includes('document'));

/** Whether a post of these kinds needs a title on this network (always on YouTube; on LinkedIn for a document). */
export function titleRequiredFor(network: Network, kinds: readonly FileKind[]): boolean {
  const limits = PUBLISH_LIMITS[network];
  if (limits.titleRequired) return true;
  return kinds.length > 0 && limits.shapes.some((s) => s.titleRequired && kinds.every((k) => s.kinds.includes(k)));
}

/** What the library knows of a file (assets row). */
export interface FileFacts {
  kind: FileKind;
  size: number;
  /** A document's pages, when known (assets.page_count); absent or null otherwise. */
  pageCount?: number | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** The library's content type (assets.content_type). */
  contentType: string;
}

export type LimitProblem =
  | 'publish_limit_kind'
  | 'publish_limit_file_count'
  | 'publish_limit_too_large'
  | 'publish_limit_too_short'
  | 'publish_limit_too_long'
  | 'publish_limit_aspect'
  | 'publish_limit_image_type'
  | 'publish_limit_too_many_pages'
  | 'publish_limit_document_network'
  | 'publish_limit_subtitles'
  | 'publish_limit_title_required';

/** The first thing one shape refuses in these files, or null when they fit it. */
function shapeProblem(shape: PostShape, files: FileFacts[], title: string): LimitProblem | null {
  if (files.some((f) => !shape.kinds.includes(f.kind))) return 'publish_limit_kind';
  if (files.length < shape.minFiles || files.length > shape.maxFiles) return 'publish_limit_file_count';
  for (const f of files) {
    const max = shape.maxBytes[f.kind];
    if (max !== undefined && f.size > max) return 'publish_limit_too_large';
    if (f.kind === 'video' && f.durationMs !== null) {
      if (shape.minDurationMs !== undefined && f.durationMs < shape.minDurationMs) return 'publish_limit_too_short';
      if (shape.maxDurationMs !== undefined && f.durationMs > shape.maxDurationMs) return 'publish_limit_too_long';
    }
    if (f.kind === 'image' && shape.imageTypes && !shape.imageTypes.includes(f.contentType)) return 'publish_limit_image_type';
    if (f.kind === 'image' && shape.aspect && f.width && f.height) {
      const ratio = f.width / f.height;
      // A hair of tolerance: 1080 × 566 is Instagram's own 1.91:1 example (1.908…).
      if (ratio < shape.aspect.min - 0.005 || ratio > shape.aspect.max + 0.005) return 'publish_limit_aspect';
    }
    if (f.kind === 'document' && shape.maxPages !== undefined && f.pageCount != null && f.pageCount > shape.maxPages)
      return 'publish_limit_too_many_pages';
  }
  if (shape.titleRequired && !title.trim()) return 'publish_limit_title_required';
  return null;
}

const ORDER: LimitProblem[] = [
  'publish_limit_title_required',
  'publish_limit_too_many_pages',
  'publish_limit_too_long',
  'publish_limit_too_short',
  'publish_limit_too_large',
  'publish_limit_aspect',
  'publish_limit_image_type',
  'publish_limit_file_count',
  'publish_limit_kind',
];

/**
 * Null when the post fits one of the network's shapes; else the most telling
 * problem among the shapes whose kinds fit (a too-long video says "too long",
 * not "wrong kind" because a photo post also exists).
 */
export function limitProblem(network: Network, files: FileFacts[], title: string): LimitProblem | null {
  const limits = PUBLISH_LIMITS[network];
  // No network's API posts a caption file on its own (decision 097): said by name, before anything else.
  if (files.some((f) => f.kind === 'subtitles')) return 'publish_limit_subtitles';
  if (limits.titleRequired && !title.trim()) return 'publish_limit_title_required';
  // A PDF where the network takes none says so by name, not as "wrong kind of file".
  if (files.some((f) => f.kind === 'document') && !limits.shapes.some((s) => s.kinds.includes('document')))
    return 'publish_limit_document_network';
  const problems = limits.shapes.map((s) => shapeProblem(s, files, title));
  if (problems.includes(null)) return null;
  return ORDER.find((p) => problems.includes(p)) ?? 'publish_limit_kind';
}
