// What the TikTok form starts from and what stops it before sending (decision 092),
// apart from the component so it is tested plainly.
import type { PostPrivacy } from '@src/common/contracts/publishing';
import { tiktokOptionsSchema, type TiktokCreatorInfoView, type TiktokOptions } from '@src/common/contracts/tiktok-post';

/** TikTok's guidelines: every interaction and disclosure off until the person turns it on (the schema's defaults). */
export const NO_TIKTOK_CHOICES: TiktokOptions = tiktokOptionsSchema.parse({});

/** What stops a TikTok post before it is sent (a publishMessages key under tiktok.*), or null. */
export function tiktokBlocker(
  info: TiktokCreatorInfoView | undefined,
  privacy: PostPrivacy | null,
  media: { photos: boolean; videoMs: number | null },
): { field: string; key: string; values?: Record<string, number> } | null {
  if (!info) return { field: 'tiktok', key: 'tiktok.failed' };
  if (media.photos && !info.photoPosts) return { field: 'assetIds', key: 'tiktok.photosNeedDomain' };
  if (!media.photos && info.maxVideoSeconds && media.videoMs !== null && media.videoMs > info.maxVideoSeconds * 1000)
    return {
      field: 'assetIds',
      key: 'tiktok.tooLong',
      values: { length: Math.ceil(media.videoMs / 1000), seconds: info.maxVideoSeconds },
    };
  if (!privacy || !info.privacy.includes(privacy)) return { field: 'privacy', key: 'tiktok.privacyRequired' };
  return null;
}
