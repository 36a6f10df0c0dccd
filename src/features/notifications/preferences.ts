// A user's email switches (decision 067): one per kind, all on until the user
// turns one off. The bell gets every notification whatever the switches say.
import { eq } from 'drizzle-orm';
import { ALL_EMAILS_ON, type EmailPreferences } from '../../common/contracts/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

export async function emailPreferencesOf(db: Db, userId: string): Promise<EmailPreferences> {
  const row = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).get();
  if (!row) return { ...ALL_EMAILS_ON };
  return {
    mention: row.emailMention,
    review_request: row.emailReviewRequest,
    review_decision: row.emailReviewDecision,
    due_tomorrow: row.emailDueTomorrow,
    publish_failed: row.emailPublishFailed,
    guest_comment: row.emailGuestComment,
  };
}

export async function setEmailPreferences(db: Db, userId: string, input: EmailPreferences): Promise<EmailPreferences> {
  const values = {
    emailMention: input.mention,
    emailReviewRequest: input.review_request,
    emailReviewDecision: input.review_decision,
    emailDueTomorrow: input.due_tomorrow,
    emailPublishFailed: input.publish_failed,
    emailGuestComment: input.guest_comment,
    updatedAt: Date.now(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .run();
  return emailPreferencesOf(db, userId);
}
