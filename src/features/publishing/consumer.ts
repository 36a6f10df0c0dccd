// The queue consumer (decision 057): publishes one post through its network's
// connector and records each state. A post is claimed (queued -> uploading,
// attempts + 1) by an update that only one delivery can win, so a redelivered
// message does nothing; the connector gets the post's idempotency key besides.
// A retryable failure puts the post back to queued and asks the queue to
// deliver again after a growing delay; the last attempt, or a failure that
// cannot be retried, leaves it failed with the reason, and tells the
// organization's admins and owners and the member who scheduled it (decision 077).
// A network that is still processing the upload (decision 078) leaves the post
// `processing` with the network's reference; a fresh message comes back after
// the connector's check-in time and polls it (never uploading again) until it
// is published, refused, or PROCESSING_TIMEOUT_MS has passed.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { MessageBatch, R2Bucket } from '@cloudflare/workers-types';
import { composeCaption, type Network, type OAuthNetwork, type PublishMessage } from '../../common/contracts/publishing';
import { createDb, type Db } from '../../db/client';
import { assets, memberships, socialAccounts, socialPosts, type SocialPost } from '../../db/schema';
import { socialTokenSecret, type Env } from '../../env';
import { mailerFor } from '../auth/deps';
import { notify, type NotifyDeps } from '../notifications/notify';
import { ConnectorError, type Connectors, type PublishFile } from './connector';
import { connectorsFor } from './connectors';
import { ensureFreshToken, oauthClient, type TokenDeps } from './oauth';
import { OAUTH_PROVIDERS } from './providers';
import { parseIds, parseTiktokOptions } from './posts';

export const MAX_ATTEMPTS = 3;
/** 30 s, 60 s, 120 s… capped at 10 min: well inside the scheduler's ENQUEUE_STALE_MS. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 600);
/** An upload this old never finished (the isolate died): it may be claimed again, the key keeps it single. */
export const UPLOADING_STALE_MS = 15 * 60 * 1000;
/** A network still processing an upload after this long has failed it in all but name (decision 078). */
export const PROCESSING_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/**
 * A processing post is polled by one delivery at a time: a poll claims it by moving
 * `updated_at`, and a second message arriving within this gap does nothing, so a
 * duplicate never doubles the chain of check-ins. Shorter than the shortest check-in.
 */
export const POLL_CLAIM_GAP_MS = 20 * 1000;
/** Check-ins wait 30 s to 10 min (the queue's delay allows 12 h; the cron's safety net is 30 min). */
const MIN_CHECK_IN_SECONDS = 30;
const MAX_CHECK_IN_SECONDS = 600;

/**
 * Done (ack); retry this message after a delay (a retryable failure, counted by the
 * queue); or done with this message and a new one to send after `checkInSeconds`
 * (a post being processed: a fresh message, so hours of polling never reach the queue's max_retries).
 */
export type Outcome = { done: true; checkInSeconds?: number } | { done: false; retryInSeconds: number };

interface Deps {
  db: Db;
  bucket: R2Bucket;
  secret: string;
  connectors: Connectors;
  /** A real network's token is refreshed before it expires; without it (the test network's tests) none is. */
  oauth?: Omit<TokenDeps, 'db' | 'secret'>;
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
  // Processing: ask the network where it stands. Published, failed, cancelled, in another delivery's hands, or unknown: nothing to do.
  if (!post) return pollProcessing(deps, postId, now);
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
  // Subtitles are refused when the post is queued (publish_limit_subtitles); one here could only be
  // a row changed behind our back, and no connector posts it: as good as missing.
  const postable = rows.filter((r): r is typeof r & { kind: PublishFile['kind'] } => r.kind !== 'subtitles');
  if (postable.length !== ids.length) return fail('publish_reason_files_missing');
  const files = ids
    .map((id) => postable.find((r) => r.id === id)!)
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
    const token = await ensureFreshToken(tokenDeps(deps), account, now);
    const result = await connector.publish(
      { db, bucket: deps.bucket },
      {
        idempotencyKey: post.idempotencyKey,
        organizationId: post.organizationId,
        accountName: account.displayName,
        token,
        caption: composeCaption(post.caption, parseIds(post.hashtags)),
        title: post.title,
        privacy: post.privacy,
        coverMs: post.coverMs,
        tiktok: parseTiktokOptions(post.tiktokOptions),
        files,
        // An interrupted upload's session, kept on the post: the next delivery resumes it.
        resume: { ref: post.externalRef, save: (ref) => finish(db, post.id, { externalRef: ref }, Date.now()) },
      },
    );
    if (result.state === 'processing') {
      const at = Date.now();
      await finish(
        db,
        post.id,
        { state: 'processing', externalRef: result.ref, processingSince: at, enqueuedAt: at, failureReason: null },
        at,
      );
      return { done: true, checkInSeconds: clampCheckIn(result.checkInSeconds) };
    }
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

const clampCheckIn = (s: number) => Math.min(Math.max(Math.round(s), MIN_CHECK_IN_SECONDS), MAX_CHECK_IN_SECONDS);

const tokenDeps = (deps: Deps): TokenDeps => ({
  db: deps.db,
  secret: deps.secret,
  providers: deps.oauth?.providers ?? {},
  client: deps.oauth?.client ?? (() => null),
});

/**
 * A post the network is processing: claimed for this poll (updated_at moved, so a
 * duplicate message does nothing; enqueued_at too, so the cron's safety net leaves it), then published with its URL, failed with the
 * network's reason or after PROCESSING_TIMEOUT_MS, or asked again later. Nothing
 * is uploaded here: the upload is done.
 */
async function pollProcessing(deps: Deps, postId: string, now: number): Promise<Outcome> {
  const { db } = deps;
  const [post] = await db
    .update(socialPosts)
    .set({ enqueuedAt: now, updatedAt: now })
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.state, 'processing'), lt(socialPosts.updatedAt, now - POLL_CLAIM_GAP_MS)))
    .returning()
    .all();
  if (!post) return { done: true };
  const fail = async (reason: string) => {
    const [failed] = await db
      .update(socialPosts)
      .set({ state: 'failed', failureReason: reason, updatedAt: Date.now() })
      .where(and(eq(socialPosts.id, post.id), eq(socialPosts.state, 'processing')))
      .returning({ id: socialPosts.id })
      .all();
    if (failed && deps.notify) await notifyFailure({ db, ...deps.notify }, post, reason);
    return { done: true } as const;
  };
  if (post.processingSince !== null && now - post.processingSince > PROCESSING_TIMEOUT_MS) return fail('publish_reason_processing_timeout');
  const account = post.accountId ? await db.select().from(socialAccounts).where(eq(socialAccounts.id, post.accountId)).get() : undefined;
  if (!account) return fail('publish_reason_account_disconnected');
  const connector = deps.connectors[post.network as Network];
  if (!connector?.poll || !post.externalRef) return fail('publish_reason_network_unavailable');
  try {
    const token = await ensureFreshToken(tokenDeps(deps), account, now);
    const result = await connector.poll({ db, bucket: deps.bucket }, { token, ref: post.externalRef });
    if (result.state === 'processing') return { done: true, checkInSeconds: clampCheckIn(result.checkInSeconds) };
    await db
      .update(socialPosts)
      .set({ state: 'published', publishedUrl: result.url, failureReason: null, updatedAt: Date.now() })
      .where(and(eq(socialPosts.id, post.id), eq(socialPosts.state, 'processing')));
    return { done: true };
  } catch (error) {
    const known = error instanceof ConnectorError;
    if (!known) console.error(JSON.stringify({ level: 'error', message: `publish poll ${post.id}: ${String(error)}` }));
    // A poll that may pass (quota, 5xx) is asked again; the timeout bounds how long.
    if (known && error.retryable) return { done: true, checkInSeconds: MAX_CHECK_IN_SECONDS };
    return fail(known ? error.reason : 'publish_reason_unexpected');
  }
}

export async function consumePublishQueue(
  batch: MessageBatch<PublishMessage>,
  env: Env,
  connectors: Connectors = connectorsFor(env),
): Promise<void> {
  const db = createDb(env.DB);
  const deps = {
    db,
    bucket: env.FILES,
    secret: socialTokenSecret(env),
    connectors,
    oauth: { providers: OAUTH_PROVIDERS, client: (n: OAuthNetwork) => oauthClient(env, n) },
    notify: { mailer: mailerFor({ env, var: { db } }), origin: env.APP_ORIGIN ?? null },
  };
  for (const message of batch.messages) {
    try {
      const outcome = await publishPost(deps, message.body.postId);
      if (!outcome.done) message.retry({ delaySeconds: outcome.retryInSeconds });
      else if (outcome.checkInSeconds === undefined) message.ack();
      else {
        // A fresh message for the next check-in; if it cannot be sent, this one comes back instead.
        try {
          await env.PUBLISH_QUEUE.send({ postId: message.body.postId }, { delaySeconds: outcome.checkInSeconds });
          message.ack();
        } catch {
          message.retry({ delaySeconds: outcome.checkInSeconds });
        }
      }
    } catch (error) {
      // The database itself failed: the queue delivers again, and the claim keeps it single.
      console.error(JSON.stringify({ level: 'error', message: `publish queue: ${String(error)}` }));
      message.retry();
    }
  }
}
