// Seeds for the views of published posts (decisions 087, 093): a connected
// account with its sealed token, a published post of a scored library video, and
// the Instagram connector's record holding a post's media id.
import { env } from 'cloudflare:workers';
import { socialPosts } from '../../src/db/schema';
import { saveState, stateRef } from '../../src/features/publishing/networks/instagram-state';
import { OAUTH_PROVIDERS } from '../../src/features/publishing/providers';
import { saveScore, type HistoryDeps } from '../../src/features/viral/history';
import { FAKE_KEY } from './fake-youtube-channels';
import { TIKTOK_CLIENT } from './fake-tiktok';
import { db, orgOwner, seedAsset, seedSocialAccount } from './helpers';

export const SECRET = 'viral-views-test-secret';
export type Owner = Awaited<ReturnType<typeof orgOwner>>;
export const accessOf = (o: Owner) => ({ org: o.org, role: 'member' as const, userId: o.user.id });
export const deps = (over: Partial<HistoryDeps> = {}): HistoryDeps => ({
  db: db(),
  apiKey: FAKE_KEY,
  dailyLimit: 10_000,
  accounts: { bucket: env.FILES, tokens: { secret: SECRET, providers: OAUTH_PROVIDERS, client: () => TIKTOK_CLIENT } },
  ...over,
});
export const NOW = Date.parse('2032-05-01T12:00:00Z');

/** `secret`: the deps' by default; the cron's own (socialTokenSecret(env)) when it runs through runCron. */
export const account = (o: Owner, network: string, token: string, expiresAt: number | null = null, secret = SECRET) =>
  seedSocialAccount(o.org.id, network, {
    displayName: `${network} conta`,
    token,
    secret,
    refresh: `${token}-refresh`,
    expiresAt,
    now: NOW,
  });

export async function scoredAsset(o: Owner, score: number) {
  const id = await seedAsset(o.org.id, o.user.id, { name: 'corte.mp4' });
  await saveScore(db(), accessOf(o), { subject: `asset:${id}`, score, network: 'tiktok' });
  return id;
}

export async function post(o: Owner, network: string, accountId: string | null, url: string | null, score: number) {
  const id = `pst_${crypto.randomUUID().slice(0, 8)}`;
  const asset = await scoredAsset(o, score);
  await db()
    .insert(socialPosts)
    .values({
      id,
      organizationId: o.org.id,
      accountId,
      network,
      accountName: 'Conta',
      assetIds: JSON.stringify([asset]),
      title: `${network} ${score}`,
      scheduledAt: NOW,
      state: 'published',
      publishedUrl: url,
      idempotencyKey: `${id}:${network}`,
      createdAt: NOW,
      updatedAt: NOW,
    });
  return id;
}

/** What the Instagram connector leaves once a post is published (decision 080): its media id. */
export async function igRecord(postId: string, mediaId: string) {
  await saveState(env.FILES, await stateRef(`${postId}:instagram`), {
    v: 1,
    igUserId: '17841405793187218',
    username: 'estudio.palco',
    items: ['c1'],
    carousel: false,
    uploaded: true,
    container: 'c1',
    caption: '',
    mediaId,
    url: `https://www.instagram.com/reel/${mediaId}/`,
    links: [],
    hasVideo: true,
  });
}
