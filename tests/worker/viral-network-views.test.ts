// TikTok and Instagram posts' real views beside their past viral scores (decision
// 087): read with the posting account's sealed token against the fake networks,
// kept 6 hours, a rate limit or a refused token keeping the stored views, LinkedIn
// said unavailable, and no other organization's account ever opened.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { postViews, socialAccounts } from '../../src/db/schema';
import { scoreHistory, VIEWS_FRESH_MS } from '../../src/features/viral/history';
import { tiktokVideoId, tiktokViews } from '../../src/features/viral/network-views';
import { restoreFetch } from './fake-google';
import { fakeViews, viewCalls } from './fake-views';
import { db, orgOwner } from './helpers';
import { account, accessOf, deps, igRecord, NOW, post, type Owner } from './viral-seed';

afterEach(restoreFetch);

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
