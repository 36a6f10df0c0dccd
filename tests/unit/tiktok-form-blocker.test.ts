// The TikTok form's own stops before sending (decision 092): no creator_info, photos
// without the verified origin, a video longer than the creator may post, no audience chosen.
import { describe, expect, it } from 'vitest';
import { tiktokBlocker } from '../../client/features/publishing/tiktok-choices';
import type { TiktokCreatorInfoView } from '../../src/common/contracts/tiktok-post';

const info: TiktokCreatorInfoView = {
  nickname: 'Cozinha da Bia',
  username: 'cozinhadabia',
  privacy: ['followers', 'private'],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: false,
  maxVideoSeconds: 60,
  photoPosts: false,
};
const video = (ms: number | null) => ({ photos: false, videoMs: ms });

describe('tiktok form blocker', () => {
  it('nothing goes without creator_info', () => {
    expect(tiktokBlocker(undefined, 'followers', video(1000))?.key).toBe('tiktok.failed');
  });
  it('photos need the verified origin', () => {
    expect(tiktokBlocker(info, 'followers', { photos: true, videoMs: null })?.key).toBe('tiktok.photosNeedDomain');
    expect(tiktokBlocker({ ...info, photoPosts: true }, 'followers', { photos: true, videoMs: null })).toBeNull();
  });
  it("a video over the creator's limit is stopped, with both lengths", () => {
    expect(tiktokBlocker(info, 'followers', video(60_500))).toEqual({
      field: 'assetIds',
      key: 'tiktok.tooLong',
      values: { length: 61, seconds: 60 },
    });
    expect(tiktokBlocker(info, 'followers', video(60_000))).toBeNull();
    expect(tiktokBlocker(info, 'followers', video(null))).toBeNull();
  });
  it('an audience must be chosen among those the creator offers', () => {
    expect(tiktokBlocker(info, null, video(1000))?.key).toBe('tiktok.privacyRequired');
    expect(tiktokBlocker(info, 'public', video(1000))?.key).toBe('tiktok.privacyRequired');
  });
});
