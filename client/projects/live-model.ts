// The live channel's decisions, apart from the socket (decision 066): what an
// event makes stale, how long to wait before reconnecting, who else is here.
import type { LiveEvent, LivePerson } from '@src/common/contracts/live';
import { notificationsKey } from '@client/services/notification-keys';
import { projectKeys } from './api';

/** 1 s, 2 s, 4 s… up to 30 s, each with up to a fifth more at random, so a restarted object is not hit by every tab at once. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() / 5));
}

/**
 * The queries another tab's change made stale. A project's move reads every
 * list again (the board, each tool's page, its reviews and activity live under
 * the lists); a comment only its thread and its activity. Either may have
 * brought this person a notification (a review asked or decided, a mention):
 * the bell reads again too. The open editor's document is never read behind it
 * (its saves keep it, decision 029).
 */
export function staleKeys(org: string, event: LiveEvent): ReadonlyArray<readonly unknown[]> {
  if (event.type === 'project') return [projectKeys.lists(org), notificationsKey(org)];
  if (event.type === 'comment')
    return [projectKeys.comments(org, event.projectId), projectKeys.activity(org, event.projectId), notificationsKey(org)];
  return [];
}

/** The people in a project but me (my other tabs are me too). */
export const othersHere = (people: readonly LivePerson[] | undefined, me: string | undefined): LivePerson[] =>
  (people ?? []).filter((p) => p.userId !== me);

/** What a tab reads off the socket, or null for anything else (the keep-alive's answer, a newer server's event). */
export function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const e = JSON.parse(data) as Partial<LiveEvent>;
    if ((e.type === 'project' || e.type === 'comment') && typeof e.projectId === 'string') return e as LiveEvent;
    if (e.type === 'presence' && typeof e.projectId === 'string' && Array.isArray(e.people)) return e as LiveEvent;
  } catch {
    // Not JSON: the keep-alive's "pong".
  }
  return null;
}
