// Who may see a post (issue 36), apart so the per-network option contracts
// (tiktok-post.ts) and publishing.ts can both use it.
/**
 * Who may see a post, in our words; each network offers some of them under its own names
 * (YouTube privacyStatus, TikTok privacy_level, LinkedIn visibility). Instagram posts are public.
 */
export const POST_PRIVACY = ['public', 'followers', 'unlisted', 'private'] as const;
export type PostPrivacy = (typeof POST_PRIVACY)[number];
