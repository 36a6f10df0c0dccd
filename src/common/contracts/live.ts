// The organization's live channel (issue 35, decision 066): what the Worker's
// Durable Object sends to every open tab of the organization, and what a tab
// tells it. One schema for the socket's client and the object.
import { z } from 'zod';

/** One person in a project, as a tab shows them ("Also here: Ana"). */
export interface LivePerson {
  userId: string;
  name: string;
}

/**
 * What the object pushes. `project`: its status or fields changed (the board,
 * its reviews, its activity are stale); `comment`: its thread changed;
 * `presence`: who has it open now (everyone, a person once however many tabs).
 */
export type LiveEvent =
  | { type: 'project'; projectId: string }
  | { type: 'comment'; projectId: string }
  | { type: 'presence'; projectId: string; people: LivePerson[] };

/** The changes the Worker announces (presence is the object's own). */
export type LiveChange = Extract<LiveEvent, { type: 'project' | 'comment' }>;

export const LIVE_PROJECT_ID_MAX = 64;

/** What a tab says: it opened a project (in an editor, or its details on the board), or closed it. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('viewing'), projectId: z.string().min(1).max(LIVE_PROJECT_ID_MAX) }),
  z.object({ type: z.literal('left') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Keep-alive: the object answers this text itself without waking (hibernation's auto-response). */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';
