// TikTok's Direct Post choices (decision 092): one schema for the form and the
// server, the post_info flags they become, and the privacy choices a creator has.
import { describe, expect, it } from 'vitest';
import { createPostSchema, type CreatePostInput } from '../../src/common/contracts/publishing';
import { privaciesOffered, tiktokFlags, tiktokOptionsSchema } from '../../src/common/contracts/tiktok-post';

const post = (extra: Partial<CreatePostInput>): CreatePostInput => ({
  accountId: 'acc_1',
  network: 'tiktok',
  assetIds: ['ast_1'],
  caption: 'Pão de queijo',
  when: 'now',
  ...extra,
});
const codes = (input: CreatePostInput) => {
  const r = createPostSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const allows = { commentDisabled: false, duetDisabled: false, stitchDisabled: false };

describe('tiktok options', () => {
  it('every interaction and disclosure is off unless chosen', () => {
    expect(tiktokOptionsSchema.parse({})).toEqual({
      allowComment: false,
      allowDuet: false,
      allowStitch: false,
      commercial: false,
      yourBrand: false,
      brandedContent: false,
    });
  });

  it('a commercial disclosure needs "your brand" or "branded content"', () => {
    expect(codes(post({ tiktok: { commercial: true } }))).toEqual(['publish_tiktok_commercial_choice']);
    expect(codes(post({ tiktok: { commercial: true, yourBrand: true } }))).toEqual([]);
  });

  it('branded content cannot be private; your own brand can', () => {
    expect(codes(post({ privacy: 'private', tiktok: { commercial: true, brandedContent: true } }))).toEqual([
      'publish_tiktok_branded_private',
    ]);
    expect(codes(post({ privacy: 'private', tiktok: { commercial: true, yourBrand: true } }))).toEqual([]);
    // Unticking "commercial" drops the disclosure, and with it the rule.
    expect(codes(post({ privacy: 'private', tiktok: { commercial: false, brandedContent: true } }))).toEqual([]);
  });

  it('the options belong to TikTok posts only', () => {
    expect(codes(post({ network: 'youtube', title: 'T', tiktok: {} }))).toEqual(['validation_error']);
    expect(createPostSchema.parse(post({ network: 'linkedin' })).tiktok).toBeNull();
  });

  it('post_info flags: on only when chosen and the creator allows it; photos carry no duet or stitch', () => {
    const chosen = tiktokOptionsSchema.parse({
      allowComment: true,
      allowDuet: true,
      allowStitch: false,
      commercial: true,
      brandedContent: true,
    });
    expect(tiktokFlags(chosen, { ...allows, duetDisabled: true }, false)).toEqual({
      disable_comment: false,
      disable_duet: true,
      disable_stitch: true,
      brand_content_toggle: true,
      brand_organic_toggle: false,
    });
    expect(tiktokFlags(chosen, { ...allows, commentDisabled: true }, true)).toEqual({
      disable_comment: true,
      brand_content_toggle: true,
      brand_organic_toggle: false,
    });
    // Chosen but not commercial: no disclosure is sent.
    const notCommercial = tiktokOptionsSchema.parse({ yourBrand: true });
    expect(tiktokFlags(notCommercial, allows, true).brand_organic_toggle).toBe(false);
  });

  it("the creator's privacy_level_options in our words", () => {
    expect(privaciesOffered(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'])).toEqual(['public', 'followers', 'private']);
    expect(privaciesOffered(['SELF_ONLY'])).toEqual(['private']);
    expect(privaciesOffered(['FOLLOWER_OF_CREATOR', 'SELF_ONLY'])).toEqual(['followers', 'private']);
  });
});
