// TikTok's creator_info for the publish form (issue 36, decision 092): TikTok's
// UX guidelines for direct post have the form show the creator's nickname, offer
// only the privacy levels the creator has, turn off the interactions the creator
// turned off, and respect the longest video the creator may post. The Worker asks
// with the connected account's token (refreshed when due); the token never
// reaches the browser.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { PostPrivacy } from '../../common/contracts/publishing';
import { privaciesOffered, type TiktokCreatorInfoView } from '../../common/contracts/tiktok-post';
import { socialAccounts } from '../../db/schema';
import { ConnectorError } from './connector';
import { queryCreatorInfo, type CreatorInfo } from './networks/tiktok';
import { ensureFreshToken, type TokenDeps } from './oauth';
import type { OrgAccess } from '../orgs/access';

async function creatorInfoOf(deps: TokenDeps, { org }: OrgAccess, accountId: string): Promise<CreatorInfo> {
  const account = await deps.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.organizationId, org.id)))
    .get();
  if (!account || account.network !== 'tiktok') throw new ApiError('publish_account_not_found');
  try {
    return await queryCreatorInfo(await ensureFreshToken(deps, account));
  } catch (error) {
    // TikTok's own words stay in the log; the form gets one code (reconnect or try again).
    if (!(error instanceof ConnectorError)) throw error;
    console.warn(JSON.stringify({ level: 'warn', message: `tiktok creator_info: ${error.reason}` }));
    throw new ApiError('publish_tiktok_creator_info_failed');
  }
}

/** GET …/accounts/:id/tiktok/creator-info. */
export async function tiktokCreatorInfo(
  deps: TokenDeps,
  access: OrgAccess,
  accountId: string,
  mediaOrigin: string | null,
): Promise<TiktokCreatorInfoView> {
  const info = await creatorInfoOf(deps, access, accountId);
  return {
    nickname: info.creator_nickname || info.creator_username,
    username: info.creator_username,
    privacy: privaciesOffered(info.privacy_level_options ?? []),
    commentDisabled: info.comment_disabled ?? false,
    duetDisabled: info.duet_disabled ?? false,
    stitchDisabled: info.stitch_disabled ?? false,
    maxVideoSeconds: info.max_video_post_duration_sec ?? null,
    photoPosts: mediaOrigin !== null,
  };
}

/**
 * Before a TikTok post is queued, what creator_info can tell now: an audience this creator does
 * not offer (publish_privacy_unavailable) and a video longer than it may post
 * (publish_tiktok_video_too_long). TikTok not answering does not block a scheduled post: the
 * connector checks both again when it publishes.
 */
export async function checkTiktokPost(
  deps: TokenDeps,
  access: OrgAccess,
  accountId: string,
  post: { privacy: PostPrivacy; videoMs: number | null },
): Promise<void> {
  let info: CreatorInfo;
  try {
    info = await creatorInfoOf(deps, access, accountId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'publish_tiktok_creator_info_failed') return;
    throw error;
  }
  if (!privaciesOffered(info.privacy_level_options ?? []).includes(post.privacy)) throw new ApiError('publish_privacy_unavailable');
  const max = info.max_video_post_duration_sec;
  if (max && post.videoMs !== null && post.videoMs > max * 1000) throw new ApiError('publish_tiktok_video_too_long');
}
