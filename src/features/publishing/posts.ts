// Posts published now or at a time (decision 057): made and cancelled by any
// member; fired by the cron (scheduler.ts) and published by the queue consumer.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error';
import type {
  createPostSchema,
  reschedulePostSchema,
  Network,
  PostFileView,
  PostPrivacy,
  PostState,
  PostView,
} from '../../common/contracts/publishing';
import { limitProblem } from '../../common/contracts/publish-limits';
import { tiktokOptionsSchema, type TiktokOptions } from '../../common/contracts/tiktok-post';
import type { Db } from '../../db/client';
import { orgRowOr404 } from '../../db/org-row';
import { personColumns, personRef } from '../../db/people';
import { assets, socialAccounts, socialPosts, users, type SocialPost } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { requireAssets } from '../media/assets';
import { requireApprovedSources } from '../shares/approval';

const LIST_LIMIT = 200;

export const parseIds = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** The stored TikTok choices (migration 0037), read through their schema: anything else is none. */
export function parseTiktokOptions(json: string | null): TiktokOptions | null {
  if (!json) return null;
  try {
    const parsed = tiktokOptionsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the deployment offers beyond the post itself: TikTok photo posts need its verified public origin. */
export interface CreatePostOptions {
  tiktokMediaOrigin: string | null;
  /** Asks TikTok's creator_info whether this account offers the audience and may post the video's length (tiktok-creator.ts). */
  tiktokCheck?: (accountId: string, post: { privacy: PostPrivacy; videoMs: number | null }) => Promise<void>;
}

type Row = { post: SocialPost; by: Parameters<typeof personRef>[0] };

async function views(db: Db, rows: Row[]): Promise<PostView[]> {
  const ids = [...new Set(rows.flatMap((r) => parseIds(r.post.assetIds)))];
  const found = ids.length
    ? await db.select({ id: assets.id, name: assets.name, kind: assets.kind }).from(assets).where(inArray(assets.id, ids)).all()
    : [];
  const byId = new Map<string, PostFileView>(found.map((a) => [a.id, a]));
  const iso = (ms: number) => new Date(ms).toISOString();
  return rows.map(({ post, by }) => ({
    id: post.id,
    network: post.network as Network,
    accountName: post.accountName,
    files: parseIds(post.assetIds).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    caption: post.caption,
    title: post.title,
    hashtags: parseIds(post.hashtags),
    privacy: post.privacy,
    coverMs: post.coverMs,
    tiktok: parseTiktokOptions(post.tiktokOptions),
    scheduledAt: iso(post.scheduledAt),
    state: post.state as PostState,
    publishedUrl: post.publishedUrl,
    failureReason: post.failureReason,
    attempts: post.attempts,
    version: post.updatedAt,
    movable: post.state === 'queued' && post.enqueuedAt === null,
    createdBy: personRef(by),
    createdAt: iso(post.createdAt),
  }));
}

async function listWhere(db: Db, where: ReturnType<typeof eq>): Promise<PostView[]> {
  const rows = await db
    .select({ post: socialPosts, by: personColumns(users) })
    .from(socialPosts)
    .leftJoin(users, eq(users.id, socialPosts.createdBy))
    .where(where)
    .orderBy(desc(socialPosts.scheduledAt), desc(socialPosts.createdAt))
    .limit(LIST_LIMIT)
    .all();
  return views(db, rows);
}

export const listPosts = (db: Db, { org }: OrgAccess) => listWhere(db, eq(socialPosts.organizationId, org.id));

/** The post, queued; a "now" post is due at once (the route hands it to the queue itself). */
export async function createPost(
  db: Db,
  access: OrgAccess,
  input: z.output<typeof createPostSchema>,
  now = Date.now(),
  options: CreatePostOptions = { tiktokMediaOrigin: null },
): Promise<SocialPost> {
  const account = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, input.accountId), eq(socialAccounts.organizationId, access.org.id)))
    .get();
  if (!account || account.network !== input.network) throw new ApiError('publish_account_not_found');
  await requireAssets(db, access, input.assetIds, 'publish_file_not_found');
  // The admins' rule: a file from a project not approved is not scheduled (decision 071), as at a share link.
  await requireApprovedSources(db, access.org.id, input.assetIds, 'publish_project_not_approved');
  // The network's documented limits, before anything is queued (decision 078): a refusal now, not a failed post later.
  const facts = await db
    .select({
      kind: assets.kind,
      size: assets.size,
      durationMs: assets.durationMs,
      width: assets.width,
      height: assets.height,
      contentType: assets.contentType,
      pageCount: assets.pageCount,
    })
    .from(assets)
    .where(and(eq(assets.organizationId, access.org.id), inArray(assets.id, input.assetIds)))
    .all();
  const problem = limitProblem(account.network as Network, facts, input.title);
  if (problem) throw new ApiError(problem);
  // TikTok pulls a photo post's images from a domain verified with it: without one, refused now, not failed later.
  if (account.network === 'tiktok' && facts.some((f) => f.kind === 'image') && !options.tiktokMediaOrigin)
    throw new ApiError('publish_tiktok_photos_need_domain');
  if (account.network === 'tiktok' && options.tiktokCheck) {
    const video = facts.find((f) => f.kind === 'video');
    await options.tiktokCheck(account.id, { privacy: input.privacy, videoMs: video?.durationMs ?? null });
  }
  // A cover is a frame of the one video: within its length when the library knows it.
  if (input.coverMs !== null) {
    const [video] = facts;
    if (facts.length !== 1 || video?.kind !== 'video' || (video.durationMs !== null && input.coverMs > video.durationMs))
      throw new ApiError('publish_cover_invalid');
  }
  const id = newId('pst');
  const row = await db
    .insert(socialPosts)
    .values({
      id,
      organizationId: access.org.id,
      accountId: account.id,
      network: account.network,
      accountName: account.displayName,
      assetIds: JSON.stringify(input.assetIds),
      caption: input.caption,
      title: input.title,
      hashtags: JSON.stringify(input.hashtags),
      privacy: input.privacy,
      coverMs: input.coverMs,
      tiktokOptions: account.network === 'tiktok' && input.tiktok ? JSON.stringify(input.tiktok) : null,
      scheduledAt: input.when === 'now' ? now : Date.parse(input.scheduledAt!),
      state: 'queued',
      // One key per post and network: what the network is handed, so a retry is recognised.
      idempotencyKey: `${id}:${account.network}`,
      createdBy: access.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return row!;
}

export const postView = async (db: Db, id: string): Promise<PostView> => (await listWhere(db, eq(socialPosts.id, id)))[0]!;

/** Only a post still waiting can be cancelled: the update's own condition decides, so it races the consumer safely. */
export async function cancelPost(db: Db, { org }: OrgAccess, id: string, now = Date.now()): Promise<PostView> {
  const post = await orgRowOr404(db, socialPosts, org.id, id);
  const done = await db
    .update(socialPosts)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(socialPosts.id, post.id), eq(socialPosts.state, 'queued')))
    .returning({ id: socialPosts.id })
    .all();
  if (done.length === 0) throw new ApiError('publish_not_cancellable');
  return postView(db, post.id);
}

/**
 * A new time for a post still waiting (decision 077). Only a queued post the cron
 * has not yet handed to the queue moves: the update's own condition decides, so
 * it races the cron and the consumer safely. `version` must be the row's last
 * change as the caller saw it; a post changed since is refused, not moved blindly.
 */
export async function reschedulePost(
  db: Db,
  { org }: OrgAccess,
  id: string,
  input: z.output<typeof reschedulePostSchema>,
  now = Date.now(),
): Promise<PostView> {
  const post = await orgRowOr404(db, socialPosts, org.id, id);
  const moved = await db
    .update(socialPosts)
    .set({ scheduledAt: Date.parse(input.scheduledAt), updatedAt: Math.max(now, post.updatedAt + 1) })
    .where(
      and(
        eq(socialPosts.id, post.id),
        eq(socialPosts.state, 'queued'),
        isNull(socialPosts.enqueuedAt),
        eq(socialPosts.updatedAt, input.version),
      ),
    )
    .returning({ id: socialPosts.id })
    .all();
  if (moved.length === 0) {
    const current = (await db.select().from(socialPosts).where(eq(socialPosts.id, post.id)).get())!;
    if (current.state !== 'queued' || current.enqueuedAt !== null) throw new ApiError('publish_not_reschedulable');
    throw new ApiError('publish_post_changed');
  }
  return postView(db, post.id);
}
