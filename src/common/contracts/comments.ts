// Comments and activity of a project (issue 35, decision 058). One schema for
// the details dialog's form and the Worker; messages are error codes
// (errors.<code>) read in the user's language by both.
import { z } from 'zod';
import type { ProjectKind } from './projects';

export const COMMENT_MAX_CHARS = 2000;
export const MENTIONS_MAX = 20;
/** A thread holds a conversation, not a chat log: past this the project needs a call. */
export const COMMENTS_PER_PROJECT_MAX = 500;
/** Six hours: longer than any video the tools take. */
export const PIN_SECONDS_MAX = 6 * 60 * 60;
export const PIN_SLIDE_MAX = 99;

/** Kinds whose comments pin to a time, and kinds whose comments pin to a slide and a point on it. */
export const TIME_PIN_KINDS: readonly ProjectKind[] = ['video', 'clip', 'subtitles'];
export const SLIDE_PIN_KINDS: readonly ProjectKind[] = ['carousel', 'story'];

const fraction = z.number({ error: 'comment_pin_invalid' }).min(0, 'comment_pin_invalid').max(1, 'comment_pin_invalid');
export const timePinSchema = z.object({
  seconds: z.number({ error: 'comment_pin_invalid' }).min(0, 'comment_pin_invalid').max(PIN_SECONDS_MAX, 'comment_pin_invalid'),
});
/** A slide (0-based) and a point on it, as fractions of its width and height: the same spot at every zoom. */
export const slidePinSchema = z.object({
  slide: z
    .number({ error: 'comment_pin_invalid' })
    .int('comment_pin_invalid')
    .min(0, 'comment_pin_invalid')
    .max(PIN_SLIDE_MAX, 'comment_pin_invalid'),
  x: fraction,
  y: fraction,
});
export const commentPinSchema = z.union([timePinSchema, slidePinSchema], { error: 'comment_pin_invalid' });
export type CommentPin = z.output<typeof commentPinSchema>;
export const isTimePin = (p: CommentPin): p is z.output<typeof timePinSchema> => 'seconds' in p;

/**
 * The nine spots a slide pin can be put on without a pointer (decisions 076 and 081): the middle of
 * each third of the slide's width and height, numbered 0–8 left to right, top to bottom. The guest
 * page's select and the members' keyboard picker and form choose one of these.
 */
export const PIN_SPOT_COUNT = 9;
export const PIN_SPOT_CENTRE = 4;
const SPOT_FRACTIONS = [1 / 6, 1 / 2, 5 / 6];
export function spotPoint(spot: number): { x: number; y: number } {
  const i = Number.isInteger(spot) && spot >= 0 && spot < PIN_SPOT_COUNT ? spot : PIN_SPOT_CENTRE;
  return { x: SPOT_FRACTIONS[i % 3]!, y: SPOT_FRACTIONS[Math.floor(i / 3)]! };
}

/** A comment's text: the same rule for members and guests (decision 069). */
export const commentBodySchema = z
  .string({ error: 'comment_body_required' })
  .trim()
  .min(1, 'comment_body_required')
  .max(COMMENT_MAX_CHARS, 'comment_too_long');
/** The thread a reply answers (none for a new thread). */
export const commentParentSchema = z.string().min(1).max(64).nullable().default(null);
/** A reply sits in its thread: its pin is the thread's, never its own. */
export const replyHasNoPin: [(c: { parentId: string | null; pin: CommentPin | null }) => boolean, { message: string; path: string[] }] = [
  (c) => !(c.parentId && c.pin),
  { message: 'comment_pin_invalid', path: ['pin'] },
];
/** User ids of members named with @; the server refuses a non-member at its place (mention_not_member). */
const mentionsSchema = z
  .array(z.string().min(1).max(64))
  .max(MENTIONS_MAX, 'too_many_mentions')
  .transform((ids) => [...new Set(ids)]);

/** A new comment, or a reply (parentId); a reply sits in its thread and has no pin of its own. */
export const createCommentSchema = z
  .object({
    body: commentBodySchema,
    mentions: mentionsSchema.default([]),
    pin: commentPinSchema.nullable().default(null),
    parentId: commentParentSchema,
  })
  .refine(...replyHasNoPin);
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** Its author rewrites a comment (its text and mentions); its pin stays. */
export const editCommentSchema = z.object({ body: commentBodySchema, mentions: mentionsSchema.default([]) });
export type EditCommentInput = z.input<typeof editCommentSchema>;

/**
 * Whether a pin fits the project: a time in a video, clip or subtitles project
 * (within its duration when the project knows it), a slide of a carousel or a
 * story (one it has). `summary` is the project's list summary.
 */
export function pinFits(kind: ProjectKind, summary: Record<string, unknown>, pin: CommentPin): boolean {
  return pinProblem(kind, summary, pin) === null;
}

/**
 * Why a pin does not fit, as an error code: `comment_pin_past_end` for a time past the end of the
 * media the project knows (the one people make by mistake, so it says so), `comment_pin_invalid`
 * for a pin of the wrong sort or a slide it lacks; null when it fits.
 */
export function pinProblem(
  kind: ProjectKind,
  summary: Record<string, unknown>,
  pin: CommentPin,
): 'comment_pin_invalid' | 'comment_pin_past_end' | null {
  if (isTimePin(pin)) {
    if (!TIME_PIN_KINDS.includes(kind)) return 'comment_pin_invalid';
    const ms = summary.durationMs;
    return typeof ms !== 'number' || ms <= 0 || pin.seconds * 1000 <= ms ? null : 'comment_pin_past_end';
  }
  if (!SLIDE_PIN_KINDS.includes(kind)) return 'comment_pin_invalid';
  const count = summary.slideCount;
  return typeof count !== 'number' || pin.slide < count ? null : 'comment_pin_invalid';
}

/** A pin as people read it: 0:12 (1:02:03 past an hour), or the slide's number from 1. */
export function pinText(pin: CommentPin): { time: string } | { slide: number } {
  if (!isTimePin(pin)) return { slide: pin.slide + 1 };
  const s = Math.floor(pin.seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return { time: h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}` };
}

export interface PersonRef {
  id: string;
  name: string;
}

export interface CommentView {
  id: string;
  parentId: string | null;
  author: PersonRef | null;
  /** Written through a guest review link (decision 069): no author, the name the guest gave. */
  guest: { name: string } | null;
  body: string;
  mentions: string[];
  pin: CommentPin | null;
  /** `guest`: the thread's own guest resolved it through their link (decision 081); `by` is then null. */
  resolved: { by: PersonRef | null; guest: { name: string } | null; at: string } | null;
  createdAt: string;
  updatedAt: string;
  /** When its words last changed (decision 090): the "edited" mark; null when never edited. */
  editedAt: string | null;
}

/** What the activity of a project records (decision 058 lists where each is written). */
export const ACTIVITY_KINDS = [
  'created',
  'renamed',
  'status_changed',
  'review_requested',
  'review_decided',
  'commented',
  'rendered',
  'exported',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityView {
  id: string;
  kind: ActivityKind;
  actor: PersonRef | null;
  /** renamed: {from, to}; status_changed: {from, to}; review_requested: {reviewers}; review_decided: {decision}; commented: {commentId}; rendered and exported: {name, assetId} (decision 071). */
  detail: Record<string, unknown>;
  createdAt: string;
}
/** The latest entries first, at most this many. */
export const ACTIVITY_LIST_MAX = 100;

/**
 * A file an editor exported as a download only, never saved to the library (the carousel's PNG, ZIP
 * or PDF, subtitles' SRT or VTT): the browser tells the project's activity its name (decision 071).
 */
export const downloadedExportSchema = z.object({
  name: z.string({ error: 'validation_error' }).trim().min(1, 'validation_error').max(200, 'validation_error'),
});
export type DownloadedExportInput = z.input<typeof downloadedExportSchema>;
