// Firing (decision 057): the every-minute cron hands due posts to the queue.
// A post is claimed (enqueued_at set, under the update's own condition) before
// it is sent, so a second or concurrent cron run sends nothing again; a claim
// whose message was lost is taken again once it is STALE.
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Queue } from '@cloudflare/workers-types';
import type { PublishMessage } from '../../common/contracts/publishing';
import type { Db } from '../../db/client';
import { socialPosts } from '../../db/schema';

/** Longer than the whole retry backoff (consumer.ts), so a post still retrying is never sent twice. */
export const ENQUEUE_STALE_MS = 30 * 60 * 1000;
/**
 * Ids claimed (and sent) at a time. A Queue's sendBatch takes at most 100 messages, and D1 binds at
 * most 100 parameters a query: the claim's 90 ids and its 4 other values stay under both (decision 077;
 * 100 ids made the claim throw "too many SQL variables" once more than 96 posts were due).
 */
export const CLAIM_BATCH = 90;
export const DUE_PER_RUN = 1000;

/**
 * Queued and due, never sent or sent long ago; or processing with no check-in for
 * that long (its message was lost: each poll moves enqueued_at, decision 078).
 */
const due = (now: number) =>
  or(
    and(
      eq(socialPosts.state, 'queued'),
      lte(socialPosts.scheduledAt, now),
      or(isNull(socialPosts.enqueuedAt), lt(socialPosts.enqueuedAt, now - ENQUEUE_STALE_MS)),
    ),
    and(eq(socialPosts.state, 'processing'), lt(socialPosts.enqueuedAt, now - ENQUEUE_STALE_MS)),
  );

/** Sends every due post once; answers how many were sent. */
export async function enqueueDuePosts(db: Db, queue: Queue<PublishMessage>, now = Date.now()): Promise<number> {
  const ids = (await db.select({ id: socialPosts.id }).from(socialPosts).where(due(now)).limit(DUE_PER_RUN).all()).map((r) => r.id);
  let sent = 0;
  for (let i = 0; i < ids.length; i += CLAIM_BATCH) {
    const claimed = await db
      .update(socialPosts)
      .set({ enqueuedAt: now })
      .where(and(inArray(socialPosts.id, ids.slice(i, i + CLAIM_BATCH)), due(now)))
      .returning({ id: socialPosts.id })
      .all();
    if (claimed.length === 0) continue;
    await queue.sendBatch(claimed.map((c) => ({ body: { postId: c.id } })));
    sent += claimed.length;
  }
  return sent;
}

/** "Publish now": straight to the queue; if the send fails the next cron minute takes it. */
export async function enqueuePost(db: Db, queue: Queue<PublishMessage>, id: string, now = Date.now()): Promise<void> {
  const claimed = await db
    .update(socialPosts)
    .set({ enqueuedAt: now })
    .where(and(eq(socialPosts.id, id), isNull(socialPosts.enqueuedAt)))
    .returning({ id: socialPosts.id })
    .all();
  if (claimed.length === 0) return;
  try {
    await queue.send({ postId: id });
  } catch (error) {
    await db.update(socialPosts).set({ enqueuedAt: null }).where(eq(socialPosts.id, id));
    console.error(JSON.stringify({ level: 'error', message: `publish enqueue: ${String(error)}` }));
  }
}
