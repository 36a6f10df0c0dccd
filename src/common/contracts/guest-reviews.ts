// Guest review (issue 35, decision 069): an admin makes a link that lets one
// person outside the organization see one project, comment and approve it (or
// ask for changes), without an account, until it expires or is revoked. One
// schema per input, shared by the forms and the Worker; messages are codes.
import { z } from 'zod';
import type { CommentPin, PersonRef } from './comments';
import { commentBodySchema, commentParentSchema, commentPinSchema, replyHasNoPin } from './comments';
import { commentRequiredForChanges, decisionFields } from './reviews';
import type { ProjectKind } from './projects';
import type { WorkflowStatus } from './workflow';

/** A link always expires: a week unless the admin says otherwise, a month at most. */
export const GUEST_LINK_DAYS_DEFAULT = 7;
export const GUEST_LINK_DAYS_MAX = 30;
export const GUEST_NAME_MAX = 80;
/** A project's list of links (revoked and expired ones included) stops here. */
export const GUEST_LINKS_LIST_MAX = 50;

export type GuestDecision = 'approved' | 'changes_requested';

const days = z.coerce
  .number({ error: 'guest_link_expiry_invalid' })
  .int('guest_link_expiry_invalid')
  .min(1, 'guest_link_expiry_invalid')
  .max(GUEST_LINK_DAYS_MAX, 'guest_link_expiry_invalid');

/** The admin's form: how many days the link lives, and optionally who it is for. */
export const createGuestLinkSchema = z.object({
  expiresInDays: days.default(GUEST_LINK_DAYS_DEFAULT),
  guestName: z.string().trim().max(GUEST_NAME_MAX, 'guest_name_too_long').default(''),
});
export type CreateGuestLinkInput = z.input<typeof createGuestLinkSchema>;

/** The name a guest signs with: required, since their comments carry no account. */
export const guestNameSchema = z
  .string({ error: 'guest_name_required' })
  .trim()
  .min(1, 'guest_name_required')
  .max(GUEST_NAME_MAX, 'guest_name_too_long');

/**
 * A guest's comment: their name and a body under the members' own rule; like a member's it may
 * answer a thread (`parentId`, one of the guest threads) or, starting one, pin to a time or to a
 * slide and a point on it (decision 072's pins; a reply has no pin of its own).
 */
export const guestCommentSchema = z
  .object({
    name: guestNameSchema,
    body: commentBodySchema,
    pin: commentPinSchema.nullable().default(null),
    parentId: commentParentSchema,
  })
  .refine(...replyHasNoPin);
export type GuestCommentInput = z.input<typeof guestCommentSchema>;

/** A guest rewrites one of their own comments (decision 081): the words only, under the members' rule. */
export const guestEditCommentSchema = z.object({ body: commentBodySchema });
export type GuestEditCommentInput = z.input<typeof guestEditCommentSchema>;

/** A guest approves, or asks for changes saying which (like a member reviewer). */
export const guestDecisionSchema = z.object({ name: guestNameSchema, ...decisionFields }).refine(...commentRequiredForChanges);
export type GuestDecisionInput = z.input<typeof guestDecisionSchema>;

export type GuestLinkState = 'open' | 'expired' | 'revoked';

export interface GuestLinkView {
  id: string;
  guestName: string | null;
  state: GuestLinkState;
  createdBy: PersonRef | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The guest's latest decision through this link. */
  decision: { decision: GuestDecision; name: string; at: string } | null;
}

/** Answered once, when the link is made: only the token's hash is kept, so the URL cannot be shown again. */
export interface CreatedGuestLink extends GuestLinkView {
  url: string;
}

/** A comment as a guest sees it: names only, no member ids. */
export interface GuestCommentView {
  id: string;
  parentId: string | null;
  author: string;
  guest: boolean;
  body: string;
  /** A thread's pin (a time, or a slide and a point on it); replies have none. */
  pin: CommentPin | null;
  /** Whether the thread is resolved (a thread's first comment only). */
  resolved: boolean;
  /** The guest's name when the thread's own guest resolved it; null when the team did (decision 081). */
  resolvedByGuest: string | null;
  /** Written through the link this page was opened with: its guest may edit or delete it (decision 081). */
  mine: boolean;
  createdAt: string;
  /** When its words last changed (decision 090): the "edited" mark; null when never edited. */
  editedAt: string | null;
}

/** A file the project made (exported or rendered to the library, decision 071), as a guest may see it. */
export interface GuestFile {
  id: string;
  kind: 'video' | 'image';
  name: string;
  width: number | null;
  height: number | null;
}
/** The newest files a guest's page shows. */
export const GUEST_FILES_MAX = 12;

/** What a guest's page shows (decision 069 says why this much and no more). */
export interface GuestReviewView {
  org: string;
  /** The project's output, newest first: its exports and renders saved to the library. */
  files: GuestFile[];
  project: { name: string; kind: ProjectKind; status: WorkflowStatus; dueDate: string | null };
  expiresAt: string;
  comments: GuestCommentView[];
  decision: GuestLinkView['decision'];
}
