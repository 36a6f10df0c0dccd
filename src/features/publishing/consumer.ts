// The queue consumer (decision 057): publishes one post through its network's
// connector and records each state. A post is claimed (queued -> uploading,
// attempts + 1) by an update that only one delivery can win, so a redelivered
// message does nothing; the connector gets the post's idempotency key besides.
// A retryable failure puts the post back to queued and asks the queue to
// deliver again after a growing delay; the last attempt, or a failure that
// cannot be retried, leaves it failed with the reason, and tells the
// organization's admins and owners and the member who scheduled it (decision 077).
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { MessageBatch, R2Bucket } from '@cloudflare/workers-types';
import type { Network, PublishMessage } from '../../common/contracts/publishing';
import { createDb, type Db } from '../../db/client';
import { assets, memberships, socialAccounts, socialPosts, type SocialPost } from '../../db/schema';
import { socialTokenSecret, type Env } from '../../env';
import { mailerFor } from '../auth/deps';
import { notify, type NotifyDeps } from '../notifications/notify';
import { decryptToken } from '../../platform/token-cipher';
import { ConnectorError, type Connectors } from './connector';
import { CONNECTORS } from './connectors';
import { parseIds } from './posts';

export const MAX_ATTEMPTS = 3;
/** 30 s, 60 s, 120 s… capped at 10 min: well inside the scheduler's ENQUEUE_STALE_MS. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 600);
/** An upload this old never finished (the isolate died): it may be claimed again, the key keeps it single. */
export const UPLOADING_STALE_MS = 15 * 60 * 1000;

export type Outcome = { done: true } | { done: false; retryInSeconds: number };

interface Deps {
  db: Db;
  bucket: R2Bucket;
  secret: string;
  connectors: Connectors;
  /** Who is told when a post ends failed; without it nobody is (a test that only looks at states). */
  notify?: Omit<NotifyDeps, 'db'>;
}

/** The bell and an email (each user's switch) for the org's admins and owners and the post's author; once per post. */
export async function notifyFailure(deps: NotifyDeps, post: SocialPost, reason: string): Promise<void> {
  const admins = await deps.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, post.organizationId), inArray(memberships.role, ['owner', 'admin'])))
    .all();
  const label = (post.title || post.caption).trim();
  await notify(deps, {
    orgId: post.organizationId,
    kind: 'publish_failed',
    recipients: [...admins.map((a) => a.userId), ...(post.createdBy ? [post.createdBy] : [])],
    actorId: null,
    projectId: null,
    payload: {
      accountName: post.accountName,
      reason,
      ...(label ? { postLabel: label.length > 80 ? `${label.slice(0, 79)}…` : label } : {}),
    },
    dedupeKey: `publish_failed:${post.id}`,
  });
}

async function finish(db: Db, id: string, set: Partial<typeof socialPosts.$inferInsert>, now: number) {
  await db
    .update(socialPosts)
    .set({ ...set, updatedAt: now })
    .where(eq(socialPosts.id, id));
}

export async function publishPost(deps: Deps, postId: string, now = Date.now()): Promise<Outcome> {
  const { db } = deps;
  const [post] = await db
    .update(socialPosts)
    .set({ state: 'uploading', attempts: sql`${socialPosts.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(socialPosts.id, postId),
        or(eq(socialPosts.state, 'queued'), and(eq(socialPosts.state, 'uploading'), lt(socialPosts.updatedAt, now - UPLOADING_STALE_MS))),
      ),
    )
    .returning()
    .all();
  // Published, failed, cancelled, in another delivery's hands, or unknown: nothing to do.
  if (!post) return { done: true };
  const fail = async (reason: string) => {
    await finish(db, post.id, { state: 'failed', failureReason: reason }, Date.now());
    // A consequence: notify logs its own failures and never undoes the post's state.
    if (deps.notify) await notifyFailure({ db, ...deps.notify }, post, reason);
    return { done: true } as const;
  };

  const account = post.accountId ? await db.select().from(socialAccounts).where(eq(socialAccounts.id, post.accountId)).get() : undefined;
  if (!account) return fail('publish_reason_account_disconnected');
  const ids = parseIds(post.assetIds);
  const rows = ids.length
    ? await db
        .select()
        .from(assets)
        .where(and(eq(assets.organizationId, post.organizationId), inArray(assets.id, ids)))
        .all()
    : [];
  if (rows.length !== ids.length) return fail('publish_reason_files_missing');
  const files = ids
    .map((id) => rows.find((r) => r.id === id)!)
    .map((a) => ({
      id: a.id,
      name: a.name,
      kind: a.kind,
      r2Key: a.r2Key,
      size: a.size,
      mime: a.contentType,
      durationMs: a.durationMs,
      width: a.width,
      height: a.height,
    }));
  const connector = deps.connectors[post.network as Network];
  if (!connector) return fail('publish_reason_network_unavailable');

  try {
    const token = await decryptToken(deps.secret, account.id, account.tokenCiphertext);
    const result = await connector.publish(
      { db, bucket: deps.bucket },
      {
        idempotencyKey: post.idempotencyKey,
        organizationId: post.organizationId,
        accountName: account.displayName,
        token,
        caption: post.caption,
        title: post.title,
        files,
      },
    );
    // TODO(issue 36, YouTube helper): record `processing` and poll; until then a connector must answer published.
    if (result.state !== 'published') throw new Error('processing is not followed yet');
    await finish(db, post.id, { state: 'published', publishedUrl: result.url, failureReason: null }, Date.now());
    return { done: true };
  } catch (error) {
    const known = error instanceof ConnectorError;
    const reason = known ? error.reason : 'publish_reason_unexpected';
    if (!known) console.error(JSON.stringify({ level: 'error', message: `publish ${post.id}: ${String(error)}` }));
    if (known && error.retryable && post.attempts < MAX_ATTEMPTS) {
      await finish(db, post.id, { state: 'queued', failureReason: reason }, Date.now());
      return { done: false, retryInSeconds: backoffSeconds(post.attempts) };
    }
    return fail(reason);
  }
}

export async function consumePublishQueue(
  batch: MessageBatch<PublishMessage>,
  env: Env,
  connectors: Connectors = CONNECTORS,
): Promise<void> {
  const db = createDb(env.DB);
  const deps = {
    db,
    bucket: env.FILES,
    secret: socialTokenSecret(env),
    connectors,
    notify: { mailer: mailerFor({ env, var: { db } }), origin: env.APP_ORIGIN ?? null },
  };
  for (const message of batch.messages) {
    try {
      const outcome = await publishPost(deps, message.body.postId);
      if (outcome.done) message.ack();
      else message.retry({ delaySeconds: outcome.retryInSeconds });
    } catch (error) {
      // The database itself failed: the queue delivers again, and the claim keeps it single.
      console.error(JSON.stringify({ level: 'error', message: `publish queue: ${String(error)}` }));
      message.retry();
    }
  }
}
