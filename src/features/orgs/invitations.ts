// Invitations by email: a random token in the link (only its hash stored),
// valid 7 days, accepted by a signed-in user with that email.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { InvitationView } from '../../common/contracts/orgs';
import type { Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { invitations, memberships, users, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { base64url, newId, randomBytes, sha256Hex } from '../../platform/crypto';
import type { Mailer } from '../../platform/mailer';
import { renderInvitation } from '../mail/templates';
import { hit, LIMITS } from '../rate-limit/limiter';
import type { OrgAccess } from './access';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** Scheme and host of the site, for the link in the email. */
  origin: string;
  locale: Locale;
  ip: string | null;
}

type InviteRole = 'admin' | 'member';

/**
 * Every invitation and resend mails an address the inviter typed, so each is
 * a possible relay (issue 23): only a verified account sends, within limits
 * per organization, per account and per address, by the hour and the day.
 */
async function mayMail(deps: InvitationDeps, access: OrgAccess, inviter: User, email: string): Promise<void> {
  if (!inviter.emailVerified) throw new ApiError('email_not_verified');
  await hit(deps.db, [
    [LIMITS.invitePerOrgHour, access.org.id],
    [LIMITS.invitePerOrgDay, access.org.id],
    [LIMITS.invitePerAccountHour, inviter.id],
    [LIMITS.invitePerAccountDay, inviter.id],
    [LIMITS.invitePerAddressHour, email],
    [LIMITS.invitePerAddressDay, email],
    [LIMITS.invitePerOrgAddressDay, `${access.org.id}:${email}`],
  ]);
}

/** Writes a fresh invitation (replacing any open one for the email) and emails its link. */
async function issue(deps: InvitationDeps, access: OrgAccess, inviter: User, email: string, role: InviteRole) {
  await mayMail(deps, access, inviter, email);
  const token = base64url(randomBytes(32));
  const now = Date.now();
  const id = newId('inv');
  await deps.db.batch([
    deps.db
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.organizationId, access.org.id),
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      ),
    deps.db.insert(invitations).values({
      id,
      organizationId: access.org.id,
      email,
      role,
      tokenHash: await sha256Hex(token),
      invitedBy: inviter.id,
      expiresAt: now + INVITATION_TTL_MS,
      createdAt: now,
    }),
  ]);
  const link = `${deps.origin}/${deps.locale}/invite/${token}`;
  await deps.mailer.send(
    renderInvitation(deps.locale, email, {
      organization: access.org.name,
      inviter: inviter.displayName ?? inviter.email,
      inviterEmail: inviter.email,
      link,
    }),
  );
  return { id, token };
}

export async function invite(deps: InvitationDeps, access: OrgAccess, inviter: User, input: { email: string; role: InviteRole }) {
  const email = input.email.trim().toLowerCase();
  const member = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, access.org.id), eq(users.email, email)))
    .get();
  if (member) throw new ApiError('already_member');
  return issue(deps, access, inviter, email, input.role);
}

async function openInvitation(db: Db, organizationId: string, id: string) {
  const row = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}

/** A new link (and 7 more days) for the same email and role. */
export async function resend(deps: InvitationDeps, access: OrgAccess, inviter: User, id: string) {
  const row = await openInvitation(deps.db, access.org.id, id);
  return issue(deps, access, inviter, row.email, row.role);
}

export async function revoke(db: Db, access: OrgAccess, id: string): Promise<void> {
  const row = await openInvitation(db, access.org.id, id);
  await db.update(invitations).set({ revokedAt: Date.now() }).where(eq(invitations.id, row.id));
}

export async function listInvitations(db: Db, organizationId: string): Promise<InvitationView[]> {
  const rows = await db
    .select({ inv: invitations, inviter: users.email })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, Date.now()),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .all();
  return rows.map(({ inv, inviter }) => ({
    id: inv.id,
    email: inv.email,
    role: inv.role,
    expiresAt: new Date(inv.expiresAt).toISOString(),
    invitedBy: inviter,
  }));
}

/** The signed-in user accepts; the invitation must be theirs, open and in date. */
export async function accept(db: Db, user: User, token: string): Promise<{ organizationId: string }> {
  const row = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, await sha256Hex(token)))
    .get();
  const now = Date.now();
  if (!row || row.acceptedAt !== null || row.revokedAt !== null || row.expiresAt <= now) throw new ApiError('invitation_invalid');
  if (row.email !== user.email.toLowerCase()) throw new ApiError('invitation_email_mismatch');
  // Anyone can sign up with any address; only a verified one proves it is theirs.
  if (!user.emailVerified) throw new ApiError('email_not_verified');
  const claimed = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (claimed.length !== 1) throw new ApiError('invitation_invalid');
  await db
    .insert(memberships)
    .values({ id: newId('mem'), organizationId: row.organizationId, userId: user.id, role: row.role, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await db.update(users).set({ activeOrganizationId: row.organizationId }).where(eq(users.id, user.id));
  return { organizationId: row.organizationId };
}
