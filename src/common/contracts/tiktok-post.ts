// TikTok's Direct Post choices (issue 36, decision 092). TikTok's UX guidelines
// for direct post require the person to choose them on our form, from what the
// creator's creator_info allows: interactions (comments, duet, stitch) and the
// commercial content disclosure. One schema for the form and the server; the
// server sends them in post_info. Messages are error codes (errors.<code>).
import { z } from 'zod';
import type { PostPrivacy } from './post-privacy';

export const tiktokOptionsSchema = z
  .object({
    /** Off unless ticked: TikTok's guidelines want no interaction turned on for the person. */
    allowComment: z.boolean({ error: 'validation_error' }).default(false),
    /** Videos only (a photo post has no duet or stitch). */
    allowDuet: z.boolean({ error: 'validation_error' }).default(false),
    allowStitch: z.boolean({ error: 'validation_error' }).default(false),
    /** "This content promotes a brand, product or service": then at least one of the two below. */
    commercial: z.boolean({ error: 'validation_error' }).default(false),
    /** Promotes the creator's own business: TikTok's brand_organic_toggle ("Promotional content"). */
    yourBrand: z.boolean({ error: 'validation_error' }).default(false),
    /** Promotes a third party for something of value: brand_content_toggle ("Paid partnership"). */
    brandedContent: z.boolean({ error: 'validation_error' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.commercial && !v.yourBrand && !v.brandedContent)
      ctx.addIssue({ code: 'custom', path: ['commercial'], message: 'publish_tiktok_commercial_choice' });
  });
export type TiktokOptions = z.output<typeof tiktokOptionsSchema>;
export type TiktokOptionsInput = z.input<typeof tiktokOptionsSchema>;

/** The flags TikTok's post_info takes, from the person's choices and what the creator allows. */
export interface TiktokPostInfoFlags {
  disable_comment: boolean;
  disable_duet?: boolean;
  disable_stitch?: boolean;
  brand_content_toggle: boolean;
  brand_organic_toggle: boolean;
}

/** What creator_info says the creator may do, in the shape the flags need. */
export interface CreatorAllows {
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

/**
 * post_info's flags: an interaction is on only when the person ticked it and the creator has it on
 * (the server's answer wins over a stale form). Photos carry no duet/stitch. Null options (a post
 * queued before these choices existed) keep what the creator allows, as this build did before.
 */
export function tiktokFlags(options: TiktokOptions | null, creator: CreatorAllows, photo: boolean): TiktokPostInfoFlags {
  const allow = options ?? {
    allowComment: true,
    allowDuet: true,
    allowStitch: true,
    commercial: false,
    yourBrand: false,
    brandedContent: false,
  };
  const commercial = options?.commercial ?? false;
  return {
    disable_comment: creator.commentDisabled || !allow.allowComment,
    ...(photo
      ? {}
      : { disable_duet: creator.duetDisabled || !allow.allowDuet, disable_stitch: creator.stitchDisabled || !allow.allowStitch }),
    brand_content_toggle: commercial && allow.brandedContent,
    brand_organic_toggle: commercial && allow.yourBrand,
  };
}

/** Branded content cannot be private on TikTok (its guidelines: "Only me" is not offered with it). */
export const brandedButPrivate = (options: TiktokOptions | null, privacy: PostPrivacy) =>
  !!options?.commercial && options.brandedContent && privacy === 'private';

/**
 * GET …/publishing/accounts/:id/tiktok/creator-info: what the form shows before a TikTok post —
 * the creator's nickname, the privacy choices the creator has (in our words), the interactions
 * the creator turned off, the longest video it may post, and whether photo posts can be sent.
 */
export interface TiktokCreatorInfoView {
  nickname: string;
  username: string;
  privacy: PostPrivacy[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoSeconds: number | null;
  /** False when the deployment has no TikTok-verified public origin (TIKTOK_MEDIA_ORIGIN). */
  photoPosts: boolean;
}

/** TikTok's privacy_level names, for each of our choices, the first one the creator offers being sent. */
export const TIKTOK_PRIVACY_LEVELS: Record<PostPrivacy, readonly string[]> = {
  public: ['PUBLIC_TO_EVERYONE'],
  followers: ['FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS'],
  unlisted: [],
  private: ['SELF_ONLY'],
};

/** Our choices the creator's privacy_level_options allow, in our order. */
export const privaciesOffered = (options: readonly string[]): PostPrivacy[] =>
  (Object.keys(TIKTOK_PRIVACY_LEVELS) as PostPrivacy[]).filter((p) => TIKTOK_PRIVACY_LEVELS[p].some((l) => options.includes(l)));
