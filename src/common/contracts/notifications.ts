// Notifications (issue 35, decision 067): the bell's list and count, and the
// email switches a user chooses. One schema each for the settings form and the
// Worker; messages are error codes (errors.<code>) read in the user's language.
import { z } from 'zod';
import type { PersonRef } from './comments';
import type { ProjectKind } from './projects';
import type { ReviewDecision } from './reviews';

/** publish_failed (decision 077): a post ended failed; it names no project. guest_comment (decision 081): a guest commented or replied. */
export const NOTIFICATION_KINDS = [
  'mention',
  'review_request',
  'review_decision',
  'due_tomorrow',
  'publish_failed',
  'guest_comment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often an open app asks for the unread count (and on window focus); the live socket will push it later. */
export const UNREAD_POLL_MS = 60_000;

/** A page of the bell's list, newest first: `page` 0 is the newest. */
export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation_error' })
    .int('validation_error')
    .min(0, 'validation_error')
    .max(1000, 'validation_error')
    .default(0),
});

/** Each switch says whether that kind also comes by email; all on unless the user turned one off. */
export const emailPreferencesSchema = z.object({
  mention: z.boolean({ error: 'validation_error' }),
  review_request: z.boolean({ error: 'validation_error' }),
  review_decision: z.boolean({ error: 'validation_error' }),
  due_tomorrow: z.boolean({ error: 'validation_error' }),
  publish_failed: z.boolean({ error: 'validation_error' }),
  guest_comment: z.boolean({ error: 'validation_error' }),
});
export type EmailPreferences = z.output<typeof emailPreferencesSchema>;
export const ALL_EMAILS_ON: EmailPreferences = {
  mention: true,
  review_request: true,
  review_decision: true,
  due_tomorrow: true,
  publish_failed: true,
  guest_comment: true,
};

/** What the bell shows of the thing: copied when it happened, so a renamed project still reads as it did. */
export interface NotificationPayload {
  projectName?: string;
  /** review_decision: what the reviewer decided. */
  decision?: Extract<ReviewDecision, 'approved' | 'changes_requested'>;
  /** due_tomorrow: the due day (YYYY-MM-DD). */
  dueDate?: string;
  /** mention and guest_comment: the comment's start. */
  excerpt?: string;
  /** guest_comment: an answer in a thread rather than a new one. */
  reply?: boolean;
  /** guest_comment: the guest rewrote a comment the team had heard of (decision 090); the excerpt is the new words. */
  edited?: boolean;
  /** review_decision and guest_comment by a guest through a review link (decisions 069, 081): the name they gave; there is no actor. */
  guestName?: string;
  /** publish_failed: the account it went to, and why (the network's words or a publish_reason_* code). */
  accountName?: string;
  reason?: string;
  /** publish_failed: the post's title, or its caption's start. */
  postLabel?: string;
}

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  project: { id: string; kind: ProjectKind } | null;
  actor: PersonRef | null;
  payload: NotificationPayload;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationPage {
  items: NotificationView[];
  nextPage: number | null;
}

export interface UnreadCount {
  unread: number;
}
