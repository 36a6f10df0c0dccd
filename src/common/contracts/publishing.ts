// Publishing, first slice (issue 36, decision 057): one schema for the publish
// form and the Worker. Messages are error codes (errors.<code>).
import { z } from 'zod';
import { countFor, PLATFORM_RULES, type Platform } from './caption-platforms';
import { POST_PRIVACY, type PostPrivacy } from './post-privacy';
import { brandedButPrivate, tiktokOptionsSchema, type TiktokOptions } from './tiktok-post';

/** The networks this build knows: the offline test network and the four real ones (issue 36). */
export const NETWORKS = ['test', 'youtube', 'tiktok', 'instagram', 'linkedin'] as const;
/** The real networks, connected through OAuth with the deployment's client keys. */
export const OAUTH_NETWORKS = ['youtube', 'tiktok', 'instagram', 'linkedin'] as const satisfies readonly Network[];
export type OAuthNetwork = (typeof OAUTH_NETWORKS)[number];
export type Network = (typeof NETWORKS)[number];

/**
 * Whose caption rules a network follows (contracts/caption-platforms, decision 026).
 * The test network counts like Instagram, the strictest of the four the issue names,
 * so the limit is real even offline.
 */
export const NETWORK_PLATFORM: Record<Network, Platform> = {
  test: 'instagram',
  youtube: 'youtube_shorts',
  tiktok: 'tiktok',
  instagram: 'instagram',
  linkedin: 'linkedin',
};
export const captionMaxFor = (n: Network) => PLATFORM_RULES[NETWORK_PLATFORM[n]].maxLength;
export const captionLengthFor = (n: Network, text: string) => countFor(NETWORK_PLATFORM[n], text);

/** TikTok's photo post, the largest any network takes (35); each network's own count is in publish-limits. */
export const POST_FILES_MAX = 35;
/** Instagram's own cap, the strictest of the four; the others take as many as the caption holds. */
export const HASHTAGS_MAX = 30;

export { POST_PRIVACY, type PostPrivacy };
export const NETWORK_PRIVACY: Record<Network, readonly PostPrivacy[]> = {
  test: ['public', 'unlisted', 'private'],
  youtube: ['public', 'unlisted', 'private'],
  tiktok: ['public', 'followers', 'private'],
  instagram: ['public'],
  linkedin: ['public', 'followers'],
};
/** The networks that take a chosen frame of the video as its cover (TikTok's cover timestamp, Instagram's thumb offset). */
export const COVER_NETWORKS: readonly Network[] = ['test', 'tiktok', 'instagram'];

/** "#verão, receita  #airfryer" → ["#verão", "#receita", "#airfryer"]: tags as networks read them, once each. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,;]+/)
    .map((t) => t.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean)
    .map((t) => `#${t}`);
  return [...new Map(tags.map((t) => [t.toLocaleLowerCase(), t])).values()];
}

/** The text a network receives: the caption, then the hashtags on their own line. */
export const composeCaption = (caption: string, hashtags: readonly string[]) =>
  [caption.trim(), hashtags.join(' ')].filter(Boolean).join('\n\n');
export const POST_TITLE_MAX = 100;
/** The farthest a post may be scheduled. */
export const SCHEDULE_HORIZON_MS = 366 * 24 * 60 * 60 * 1000;
export const ACCOUNT_NAME_MAX = 60;

export const connectAccountSchema = z.object({
  network: z.enum(NETWORKS, { error: 'publish_network_unavailable' }),
  displayName: z.string().trim().min(1, 'name_required').max(ACCOUNT_NAME_MAX, 'publish_account_name_too_long'),
});
export type ConnectAccountInput = z.input<typeof connectAccountSchema>;

export const createPostSchema = z
  .object({
    accountId: z.string({ error: 'publish_account_required' }).min(1, 'publish_account_required').max(64),
    network: z.enum(NETWORKS, { error: 'publish_network_unavailable' }),
    assetIds: z
      .array(z.string().min(1).max(64), { error: 'publish_files_required' })
      .min(1, 'publish_files_required')
      .max(POST_FILES_MAX, 'publish_too_many_files')
      .transform((ids) => [...new Set(ids)]),
    caption: z.string().trim().default(''),
    title: z.string().trim().max(POST_TITLE_MAX, 'publish_title_too_long').default(''),
    /** Typed as the person types them; kept as tags (parseHashtags). */
    hashtags: z.string().max(2000, 'publish_too_many_hashtags').default('').transform(parseHashtags),
    privacy: z.enum(POST_PRIVACY, { error: 'publish_privacy_unavailable' }).default('public'),
    /** The video's frame used as its cover, in ms from the start; checked against the file's length by the server. */
    coverMs: z
      .number({ error: 'publish_cover_invalid' })
      .int('publish_cover_invalid')
      .min(0, 'publish_cover_invalid')
      .nullable()
      .default(null),
    /** TikTok's Direct Post choices (decision 092): the TikTok form always sends them, other networks none. */
    tiktok: tiktokOptionsSchema.nullable().default(null),
    when: z.enum(['now', 'scheduled'], { error: 'publish_time_invalid' }),
    /** ISO 8601 with its offset; required when `when` is "scheduled". */
    scheduledAt: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (captionLengthFor(v.network, composeCaption(v.caption, v.hashtags)) > captionMaxFor(v.network)) {
      ctx.addIssue({ code: 'custom', path: ['caption'], message: 'publish_caption_too_long' });
    }
    if (v.hashtags.length > HASHTAGS_MAX) ctx.addIssue({ code: 'custom', path: ['hashtags'], message: 'publish_too_many_hashtags' });
    if (!NETWORK_PRIVACY[v.network].includes(v.privacy))
      ctx.addIssue({ code: 'custom', path: ['privacy'], message: 'publish_privacy_unavailable' });
    if (v.coverMs !== null && !COVER_NETWORKS.includes(v.network))
      ctx.addIssue({ code: 'custom', path: ['coverMs'], message: 'publish_cover_invalid' });
    if (v.tiktok !== null && v.network !== 'tiktok') ctx.addIssue({ code: 'custom', path: ['tiktok'], message: 'validation_error' });
    if (brandedButPrivate(v.tiktok, v.privacy))
      ctx.addIssue({ code: 'custom', path: ['privacy'], message: 'publish_tiktok_branded_private' });
    if (v.when !== 'scheduled') return;
    const at = v.scheduledAt ? Date.parse(v.scheduledAt) : NaN;
    if (!Number.isFinite(at)) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_invalid' });
    else if (at <= Date.now()) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_in_past' });
    else if (at > Date.now() + SCHEDULE_HORIZON_MS)
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_too_far' });
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** A post's new time (decision 077): in the future, within the horizon; `version` is the post as the caller saw it. */
export const reschedulePostSchema = z
  .object({
    scheduledAt: z.string({ error: 'publish_time_invalid' }),
    version: z.number({ error: 'validation_error' }).int('validation_error').min(0, 'validation_error'),
  })
  .superRefine((v, ctx) => {
    const at = Date.parse(v.scheduledAt);
    if (!Number.isFinite(at)) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_invalid' });
    else if (at <= Date.now()) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_in_past' });
    else if (at > Date.now() + SCHEDULE_HORIZON_MS)
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'publish_time_too_far' });
  });
export type ReschedulePostInput = z.input<typeof reschedulePostSchema>;

export const POST_STATES = ['queued', 'uploading', 'processing', 'published', 'failed', 'cancelled'] as const;
export type PostState = (typeof POST_STATES)[number];

export interface SocialAccountView {
  id: string;
  network: Network;
  displayName: string;
  connectedAt: string;
}

export interface PublishStatusView {
  /** Networks this deployment can connect (none real yet; the test network outside production). */
  networks: Network[];
  accounts: SocialAccountView[];
}

export interface PostFileView {
  id: string;
  name: string;
  /** Never subtitles in a post (publish_limit_subtitles); the library's kinds all the same. */
  kind: 'video' | 'image' | 'document' | 'subtitles';
}

export interface PostView {
  id: string;
  network: Network;
  accountName: string;
  files: PostFileView[];
  caption: string;
  title: string;
  hashtags: string[];
  privacy: PostPrivacy;
  coverMs: number | null;
  /** TikTok's choices sent with the post (decision 092); null elsewhere. */
  tiktok: TiktokOptions | null;
  scheduledAt: string;
  state: PostState;
  publishedUrl: string | null;
  /** A code of ours (publish_reason_*) or the network's own words. */
  failureReason: string | null;
  attempts: number;
  /** The row's last change (ms): a reschedule names it, so a post changed since is not moved blindly. */
  version: number;
  /** Still waiting and not yet handed to the queue: the calendar lets it be moved. */
  movable: boolean;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

/** wrangler.toml: the publishing queue's name, in development and production. */
export const PUBLISH_QUEUE_NAME = 'palco-publishing';

/** The queue's message: only the post id, the row says the rest. */
export interface PublishMessage {
  postId: string;
}
