// Where a notification is made (decision 067): the service where the thing
// happened calls `notify` after it happened. One row per recipient, never one
// for the actor themself; then an email to each recipient whose switch for
// that kind is on, in their language. Like the activity, a notification is a
// consequence: a failed write or a mail outage is logged and never fails (or
// undoes) the comment, request or decision that already landed.
import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationKind, NotificationPayload } from '../../common/contracts/notifications';
import { toLocale } from '../../common/locales';
import type { Db } from '../../db/client';
import { memberships, notifications, users } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { Mailer } from '../../platform/mailer';
import { renderNotificationEmail } from './emails';
import { emailPreferencesOf } from './preferences';

/** What making a notification needs: the database, the mailer, and the app's origin for the email's link (none: no link). */
export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  origin: string | null;
}

export interface NewNotification {
  orgId: string;
  kind: NotificationKind;
  recipients: readonly string[];
  actorId: string | null;
  /** None for a kind about something else (publish_failed: a post). */
  projectId: string | null;
  payload: NotificationPayload;
  /** Per recipient: a key already written for them makes no second row and no second email. */
  dedupeKey?: string;
}

const logFailure = (what: string, err: unknown) =>
  console.error(JSON.stringify({ level: 'error', message: `notification ${what}: ${String(err)}` }));

/** Writes the rows and sends the emails; answers the users who got a new row. */
export async function notify(deps: NotifyDeps, n: NewNotification): Promise<string[]> {
  const wanted = [...new Set(n.recipients)].filter((id) => id !== n.actorId);
  if (wanted.length === 0) return [];
  // Someone who left the organization since (an old assignee) hears nothing more of its projects.
  const members = await deps.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, n.orgId), inArray(memberships.userId, wanted)))
    .all();
  const recipients = wanted.filter((id) => members.some((m) => m.userId === id));
  if (recipients.length === 0) return [];
  const now = Date.now();
  let written: string[];
  try {
    const rows = await deps.db
      .insert(notifications)
      .values(
        recipients.map((userId) => ({
          id: newId('ntf'),
          organizationId: n.orgId,
          userId,
          kind: n.kind,
          projectId: n.projectId,
          actorId: n.actorId,
          payload: JSON.stringify(n.payload),
          dedupeKey: n.dedupeKey ?? null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: notifications.userId })
      .all();
    written = rows.map((r) => r.userId);
  } catch (err) {
    logFailure('not recorded', err);
    return [];
  }
  await sendEmails(deps, n, written).catch((err: unknown) => logFailure('emails not sent', err));
  return written;
}

async function sendEmails(deps: NotifyDeps, n: NewNotification, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const people = await deps.db
    .select({ id: users.id, email: users.email, locale: users.locale, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...userIds, ...(n.actorId ? [n.actorId] : [])]))
    .all();
  const actor = people.find((p) => p.id === n.actorId);
  const actorName = actor ? actor.name || actor.email : null;
  for (const person of people) {
    if (!userIds.includes(person.id)) continue;
    const prefs = await emailPreferencesOf(deps.db, person.id);
    if (!prefs[n.kind]) continue;
    const locale = toLocale(person.locale);
    // paths.projectManager / paths.publish (src/common/routes.ts, which a feature may not import by its name's rule).
    const page = n.kind === 'publish_failed' ? 'publish' : 'project-manager';
    const link = deps.origin ? `${deps.origin}/${locale}/tools/${page}` : null;
    // One recipient's failed send must not keep the others' emails.
    await deps.mailer
      .send(renderNotificationEmail(n.kind, locale, person.email, { actor: actorName, payload: n.payload, link }))
      .catch((err: unknown) => logFailure(`email to ${person.id} not sent`, err));
  }
}

/** The start of a comment, for the bell and the email. */
export const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);
