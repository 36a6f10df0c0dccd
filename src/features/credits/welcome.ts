// The welcome grant (product-decisions section 4, issue 23): 500 credits once
// per user, not per organization, to the first organization the user owns,
// and only once the email is verified. Further organizations start at 0.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, welcomeGrants, type User } from '../../db/schema';
import { grantOncePerUser } from './ledger';
import { WELCOME_GRANT } from './prices';

/**
 * Grants the welcome credits if they are due now; true when this call granted
 * them. Called wherever one of its conditions can become true: a first
 * organization, a verified email, a sign-in with a verified provider email.
 */
export async function grantWelcomeIfDue(db: Db, user: Pick<User, 'id' | 'emailVerified'>): Promise<boolean> {
  if (!user.emailVerified) return false;
  const done = await db.select({ userId: welcomeGrants.userId }).from(welcomeGrants).where(eq(welcomeGrants.userId, user.id)).get();
  if (done) return false;
  const first = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1)
    .get();
  if (!first) return false;
  return grantOncePerUser(db, { userId: user.id, organizationId: first.organizationId, amount: WELCOME_GRANT, reason: 'welcome' });
}

/** Whether the user still has the welcome grant to come (the UI says how to get it). */
export async function welcomePending(db: Db, user: Pick<User, 'id'>): Promise<boolean> {
  return (
    (await db.select({ userId: welcomeGrants.userId }).from(welcomeGrants).where(eq(welcomeGrants.userId, user.id)).get()) === undefined
  );
}
