// TikTok and Instagram posts' real views beside their past viral scores (decision
// 087): read with the posting account's sealed token against the fake networks,
// kept 6 hours, a rate limit or a refused token keeping the stored views, LinkedIn
// said unavailable, and no other organization's account ever opened.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { assets, postViews, socialAccounts, socialPosts } from '../../src/db/schema';
import { saveState, stateRef } from '../../src/features/publishing/networks/instagram-state';
import { OAUTH_PROVIDERS } from '../../src/features/publishing/providers';
import { saveScore, scoreHistory, VIEWS_FRESH_MS, type HistoryDeps } from '../../src/features/viral/history';
import { tiktokVideoId, tiktokViews } from '../../src/features/viral/network-views';
import { encryptToken } from '../../src/platform/token-cipher';
import { restoreFetch } from './fake-google';
import { FAKE_KEY } from './fake-youtube-channels';
import { fakeViews, viewCalls } from './fake-views';
import { TIKTOK_CLIENT } from './fake-tiktok';
import { db, orgOwner } from './helpers';

afterEach(restoreFetch);

const SECRET = 'viral-views-test-secret';
type Owner = Awaited<ReturnType<typeof orgOwner>>;
const accessOf = (o: Owner) => ({ org: o.org, role: 'member' as const, userId: o.user.id });
const deps = (): HistoryDeps => ({
  db: db(),
  apiKey: FAKE_KEY,
  dailyLimit: 10_000,
  accounts: { bucket: env.FILES, tokens: { secret: SECRET, providers: OAUTH_PROVIDERS, client: () => TIKTOK_CLIENT } },
});
const NOW = Date.parse('2032-05-01T12:00:00Z');

async function account(o: Owner, network: string, token: string, expiresAt: number | null = null) {
  const id = `sac_${crypto.randomUUID().slice(0, 8)}`;
  await db()
    .insert(socialAccounts)
    .values({
      id,
      organizationId: o.org.id,
      network,
      displayName: `${network} conta`,
      tokenCiphertext: await encryptToken(SECRET, id, token),
      refreshCiphertext: await encryptToken(SECRET, `${id}:refresh`, `${token}-refresh`),
      expiresAt,
      createdAt: NOW,
      updatedAt: NOW,
    });
  return id;
}

async function scoredAsset(o: Owner, score: number) {
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  await db()
    .insert(assets)
    .values({
      id,
      organizationId: o.org.id,
      name: 'corte.mp4',
      kind: 'video',
      contentType: 'video/mp4',
      size: 1000,
      r2Key: `orgs/${o.org.id}/media/${id}`,
      createdBy: o.user.id,
      createdAt: NOW,
      updatedAt: NOW,
    });
  await saveScore(db(), accessOf(o), { subject: `asset:${id}`, score, network: 'tiktok' });
  return id;
}

async function post(o: Owner, network: string, accountId: string | null, url: string | null, score: number) {
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
async function igRecord(postId: string, mediaId: string) {
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

const byId = async (o: Owner, now: number) => new Map((await scoreHistory(deps(), accessOf(o), now)).posts.map((p) => [p.postId, p]));

describe('TikTok and Instagram views', () => {
  it('reads a TikTok address', () => {
    expect(tiktokVideoId('https://www.tiktok.com/@estudio.palco/video/7301234567890123456')).toBe('7301234567890123456');
    expect(tiktokVideoId('https://www.tiktok.com/@estudio.palco')).toBeNull();
    expect(tiktokVideoId('https://example.com/@x/video/1')).toBeNull();
  });

  it('asks TikTok for at most 20 videos a call', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => `73012345678900001${String(i).padStart(2, '0')}`);
    const fake = fakeViews({ tiktokTokens: new Set(['tt-access']), tiktokViews: new Map(ids.map((id, i) => [id, i])) });
    const read = await tiktokViews('tt-access', ids);
    expect(read.size).toBe(21);
    expect(read.get(ids[20]!)).toBe(20);
    expect(viewCalls(fake, 'tiktok').map((c) => (c.body as { filters: { video_ids: string[] } }).filters.video_ids.length)).toEqual([
      20, 1,
    ]);
  });

  it('joins TikTok and Instagram views with each account’s token, LinkedIn unavailable, read again after 6 hours', async () => {
    const fake = fakeViews({
      tiktokTokens: new Set(['tt-access']),
      tiktokViews: new Map([['7301234567890123456', 12_500]]),
      igTokens: new Set(['ig-access']),
      igViews: new Map([['18011223344556677', 4_321]]),
      igUnsupported: new Set(['18099999999999999']),
    });
    const o = await orgOwner();
    const tt = await account(o, 'tiktok', 'tt-access');
    const ig = await account(o, 'instagram', 'ig-access');
    const tPost = await post(o, 'tiktok', tt, 'https://www.tiktok.com/@estudio.palco/video/7301234567890123456', 70);
    const iPost = await post(o, 'instagram', ig, 'https://www.instagram.com/reel/abc/', 60);
    const iOther = await post(o, 'instagram', ig, 'https://www.instagram.com/p/def/', 50);
    const lPost = await post(o, 'linkedin', null, 'https://www.linkedin.com/feed/update/urn:li:share:1/', 40);
    await igRecord(iPost, '18011223344556677');
    await igRecord(iOther, '18099999999999999');

    const first = await byId(o, NOW);
    expect(first.get(tPost)).toMatchObject({ views: 12_500, viewsNote: null });
    expect(first.get(iPost)).toMatchObject({ views: 4_321, viewsNote: null });
    expect(first.get(iOther)).toMatchObject({ views: null, viewsNote: 'unavailable' });
    expect(first.get(lPost)).toMatchObject({ views: null, viewsNote: 'linkedin' });
    const tCalls = viewCalls(fake, 'tiktok');
    expect(tCalls).toHaveLength(1);
    expect(tCalls[0]!.url.searchParams.get('fields')).toBe('id,view_count,like_count,comment_count');
    expect(tCalls[0]!.body).toEqual({ filters: { video_ids: ['7301234567890123456'] } });
    expect(viewCalls(fake, 'instagram')).toHaveLength(2);
    expect((await db().select().from(postViews).where(eq(postViews.postId, iOther)).get())?.unavailable).toBe(true);

    // Within 6 hours nothing is asked (the unavailable answer is kept too); at 6 hours all is read again.
    fake.tiktokViews.set('7301234567890123456', 20_000);
    expect((await byId(o, NOW + VIEWS_FRESH_MS - 1)).get(tPost)!.views).toBe(12_500);
    expect(viewCalls(fake, 'tiktok')).toHaveLength(1);
    expect(viewCalls(fake, 'instagram')).toHaveLength(2);
    expect((await byId(o, NOW + VIEWS_FRESH_MS)).get(tPost)!.views).toBe(20_000);
    expect(viewCalls(fake, 'tiktok')).toHaveLength(2);
    expect(viewCalls(fake, 'instagram')).toHaveLength(4);
  });

  it('a rate limit keeps the stored views without failing the other network', async () => {
    const fake = fakeViews({
      tiktokTokens: new Set(['tt-access']),
      tiktokViews: new Map([['7301234567890000001', 900]]),
      igTokens: new Set(['ig-access']),
      igViews: new Map([['18011223344550001', 300]]),
    });
    const o = await orgOwner();
    const tt = await account(o, 'tiktok', 'tt-access');
    const ig = await account(o, 'instagram', 'ig-access');
    const tPost = await post(o, 'tiktok', tt, 'https://www.tiktok.com/@estudio.palco/video/7301234567890000001', 70);
    const iPost = await post(o, 'instagram', ig, 'https://www.instagram.com/reel/x/', 60);
    await igRecord(iPost, '18011223344550001');
    await byId(o, NOW);
    fake.tiktokRateLimited = true;
    fake.tiktokViews.set('7301234567890000001', 5_000);
    fake.igViews.set('18011223344550001', 700);
    const later = await byId(o, NOW + VIEWS_FRESH_MS);
    expect(later.get(tPost)).toMatchObject({ views: 900, viewsNote: null });
    expect(later.get(iPost)).toMatchObject({ views: 700, viewsNote: null });
    expect((await db().select().from(postViews).where(eq(postViews.postId, tPost)).get())?.readAt).toBe(NOW);
    // Instagram throttled too: its stored views stay as well.
    fake.igThrottled = true;
    expect((await byId(o, NOW + 2 * VIEWS_FRESH_MS)).get(iPost)).toMatchObject({ views: 700, viewsNote: null });
  });

  it('an expired token that cannot be refreshed keeps the stored views and asks to reconnect', async () => {
    const fake = fakeViews({ tiktokTokens: new Set(['tt-access']), tiktokViews: new Map([['7301234567890000002', 1_234]]) });
    const o = await orgOwner();
    const tt = await account(o, 'tiktok', 'tt-access', NOW + 24 * 3_600_000);
    const tPost = await post(o, 'tiktok', tt, 'https://www.tiktok.com/@estudio.palco/video/7301234567890000002', 70);
    expect((await byId(o, NOW)).get(tPost)).toMatchObject({ views: 1_234, viewsNote: null });
    // A day later the token has expired; TikTok refuses the refresh (invalid_grant).
    const later = (await byId(o, NOW + 25 * 3_600_000)).get(tPost);
    expect(later).toMatchObject({ views: 1_234, viewsNote: 'reconnect' });
    expect(fake.calls.filter((c) => c.url.pathname === '/v2/oauth/token/')).toHaveLength(1);
    expect(viewCalls(fake, 'tiktok')).toHaveLength(1);
    // A token TikTok itself refuses says the same.
    fake.tiktokTokens.clear();
    await db().update(socialAccounts).set({ expiresAt: null }).where(eq(socialAccounts.id, tt));
    expect((await byId(o, NOW + 26 * 3_600_000)).get(tPost)).toMatchObject({ views: 1_234, viewsNote: 'reconnect' });
  });

  it('never opens another organization’s account or reads its posts', async () => {
    const fake = fakeViews({
      tiktokTokens: new Set(['mine', 'theirs']),
      tiktokViews: new Map([
        ['7301234567890000003', 10],
        ['7301234567890000004', 20],
      ]),
    });
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const theirs = await account(other, 'tiktok', 'theirs');
    const theirPost = await post(other, 'tiktok', theirs, 'https://www.tiktok.com/@outra/video/7301234567890000004', 90);
    // A post of this org naming the other org's account (never made by the app) is not read with it.
    const forged = await post(o, 'tiktok', theirs, 'https://www.tiktok.com/@outra/video/7301234567890000003', 50);
    const view = await byId(o, NOW);
    expect([...view.keys()]).toEqual([forged]);
    expect(view.get(forged)).toMatchObject({ views: null, viewsNote: 'reconnect' });
    expect(view.has(theirPost)).toBe(false);
    expect(viewCalls(fake, 'tiktok')).toHaveLength(0);
  });
});
