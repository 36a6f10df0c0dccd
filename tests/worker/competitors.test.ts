// The competitor analysis through the real Worker (decision 074): the YouTube
// adapter against its fake (shapes, paging, the quota error), channels added by
// handle or address with the measures stored at once, the 6-hourly cron within
// the day's quota shared with the trend tracker, the demonstration dataset when
// there is no key, and the access rules of every org tool.
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPETITORS_MAX, type CompetitorsView } from '../../src/common/contracts/competitors';
import { competitorChannels, competitorSnapshots, competitorVideos, trendQuota } from '../../src/db/schema';
import { COMPETITORS_CRON, runCron } from '../../src/jobs';
import { addCompetitor, getCompetitors } from '../../src/features/competitors/service';
import { snapshotCompetitors, type CompetitorDeps } from '../../src/features/competitors/snapshot';
import { YoutubeApiError, YoutubeQuotaError } from '../../src/platform/trends/youtube';
import { channelByHandle, channelsByIds, latestUploads, QuotaRefused, videoStats } from '../../src/platform/trends/youtube-channels';
import { newId } from '../../src/platform/crypto';
import { api, db, expectFieldError, expectRefusal, HEAVY_TEST_MS, joined, orgOwner, signedIn } from './helpers';
import { callsTo, FAKE_CHANNELS, FAKE_KEY, fakeYoutube } from './fake-youtube-channels';
import { restoreFetch } from './fake-google';

afterEach(restoreFetch);

const [BIA, RAFA] = FAKE_CHANNELS as [(typeof FAKE_CHANNELS)[0], (typeof FAKE_CHANNELS)[0]];
/** A fixed day per test: the quota is counted a UTC day, shared by every test of the file. */
const at = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const deps = (over: Partial<CompetitorDeps> = {}): CompetitorDeps => ({ db: db(), apiKey: FAKE_KEY, dailyLimit: 10_000, ...over });
const always = async () => true;
const unitsOn = async (day: string) => (await db().select().from(trendQuota).where(eq(trendQuota.day, day)).get())?.units ?? 0;
const snapshotsOf = (channelId: string, demo = false) =>
  db()
    .select()
    .from(competitorSnapshots)
    .where(and(eq(competitorSnapshots.channelId, channelId), eq(competitorSnapshots.demo, demo)))
    .orderBy(competitorSnapshots.takenAt)
    .all();
const accessOf = (o: Awaited<ReturnType<typeof orgOwner>>, role: 'owner' | 'admin' | 'member' = 'owner') => ({
  org: o.org,
  role,
  userId: o.user.id,
});

describe('YouTube channels, playlist items and videos against the fake', () => {
  it('finds a channel by handle with its statistics and uploads playlist, one unit a call; an unknown handle is null', async () => {
    const fake = fakeYoutube();
    let spent = 0;
    const spend = async (n: number) => ((spent += n), true);
    const bia = await channelByHandle(FAKE_KEY, '@CozinhaDaBia', spend);
    expect(bia).toEqual({
      channelId: BIA.id,
      title: 'Cozinha da Bia',
      handle: '@cozinhadabia',
      subscribers: 120_000,
      views: 9_000_000,
      videos: 3,
      uploads: `UU${BIA.id.slice(2)}`,
    });
    expect(Object.fromEntries(fake.calls[0]!.searchParams)).toMatchObject({
      part: 'snippet,statistics,contentDetails',
      forHandle: '@CozinhaDaBia',
    });
    expect(await channelByHandle(FAKE_KEY, '@nobody', spend)).toBeNull();
    expect((await channelsByIds(FAKE_KEY, [RAFA.id, 'UCunknown'], spend)).map((c) => c.title)).toEqual(['Tech do Rafa']);
    expect(callsTo(fake, 'channels')[2]!.searchParams.get('id')).toBe(`${RAFA.id},UCunknown`);
    expect(spent).toBe(3);
  });

  it('pages through the uploads playlist, then reads the videos’ statistics by ids', async () => {
    const fake = fakeYoutube({ pageSize: 2 });
    const ids = await latestUploads(FAKE_KEY, `UU${BIA.id.slice(2)}`, 24, always);
    expect(ids).toEqual(['bia00000003', 'bia00000002', 'bia00000001']);
    const pages = callsTo(fake, 'playlistItems');
    expect(pages).toHaveLength(2);
    expect(pages[0]!.searchParams.has('pageToken')).toBe(false);
    expect(pages[1]!.searchParams.get('pageToken')).toBe('EAE2');
    // At most what is asked for.
    expect(await latestUploads(FAKE_KEY, `UU${BIA.id.slice(2)}`, 1, always)).toEqual(['bia00000003']);
    // A channel without uploads has no playlist: no videos, no failure.
    expect(await latestUploads(FAKE_KEY, 'UUnone', 24, always)).toEqual([]);
    const stats = await videoStats(FAKE_KEY, ids, always);
    expect(stats[1]).toEqual({
      videoId: 'bia00000002',
      title: 'Bolo de cenoura fofinho',
      publishedAt: '2032-01-11T18:30:00Z',
      views: 50_000,
      likes: 2_000,
      comments: 500,
    });
    expect(callsTo(fake, 'videos')[0]!.searchParams.get('part')).toBe('snippet,statistics');
  });

  it('makes no call the budget refuses, and tells a 403 quotaExceeded from a bad key', async () => {
    const fake = fakeYoutube({ quotaAfter: 0 });
    await expect(channelByHandle(FAKE_KEY, '@cozinhadabia', async () => false)).rejects.toBeInstanceOf(QuotaRefused);
    expect(fake.calls).toHaveLength(0);
    const quota = await channelByHandle(FAKE_KEY, '@cozinhadabia', always).catch((e: unknown) => e);
    expect(quota).toBeInstanceOf(YoutubeQuotaError);
    expect((quota as YoutubeQuotaError).reason).toBe('quotaExceeded');
    const badKey = await videoStats('wrong', ['x'], always).catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(YoutubeApiError);
    expect(String(badKey)).toContain('keyInvalid');
  });
});

describe('adding a channel with a key', () => {
  it('resolves it on YouTube and stores its first measure and videos, counting the units', async () => {
    const day = '2032-01-15';
    const fake = fakeYoutube();
    const o = await orgOwner();
    await addCompetitor(deps(), accessOf(o), 'https://www.youtube.com/@cozinhadabia/videos', at(day));
    // channels.list, playlistItems.list, videos.list.
    expect(fake.calls).toHaveLength(3);
    expect(await unitsOn(day)).toBe(3);
    const view = await getCompetitors(deps(), accessOf(o), at(day));
    expect(view.demo).toBe(false);
    expect(view.quota).toEqual({ day, used: 3, limit: 10_000 });
    expect(view.own).toEqual({ status: 'not_connected' });
    const [bia] = view.channels;
    expect(bia).toMatchObject({ channelId: BIA.id, title: 'Cozinha da Bia', handle: '@cozinhadabia' });
    expect(bia!.latest).toMatchObject({ at: at(day), subscribers: 120_000, views: 9_000_000, videos: 3, viewsPerVideo: 30_000 });
    expect(bia!.latest!.engagement).toBeCloseTo(bia!.engagement);
    expect(bia!.videos.map((v) => v.videoId)).toEqual(['bia00000003', 'bia00000002', 'bia00000001']);
    expect(bia!.topVideos[0]!.videoId).toBe('bia00000002');
    expect(bia!.engagement).toBeCloseTo((1800 / 30_000 + 2500 / 50_000 + 500 / 10_000) / 3);
    expect(bia!.uploadsPerWeek).toBe(3 / 4);
    expect(bia!.heatmap[0]![18]).toBe(1); // Sunday 11 January 2032, 18:30 UTC, the most viewed
    expect(bia!.topics.map((t) => [t.label, t.words, t.videos])).toEqual([['pão', ['queijo'], 2]]);
    // A member does not see the quota.
    expect((await getCompetitors(deps(), accessOf(o, 'member'), at(day))).quota).toBeNull();
  });

  it('refuses a channel YouTube does not have, one already there, and the day without quota', async () => {
    const day = '2032-01-16';
    fakeYoutube();
    const o = await orgOwner();
    const refusal = (input: string, d = deps()) => addCompetitor(d, accessOf(o), input, at(day)).catch((e: unknown) => e);
    expect(await refusal('@nobody')).toMatchObject({ code: 'competitor_channel_not_found', loc: ['channel'] });
    await addCompetitor(deps(), accessOf(o), RAFA.id, at(day));
    expect(await refusal('@TechDoRafa')).toMatchObject({ code: 'competitor_exists' });
    expect(await refusal(`youtube.com/channel/${RAFA.id}`)).toMatchObject({ code: 'competitor_exists' });
    expect(await refusal('@cozinhadabia', deps({ dailyLimit: await unitsOn(day) }))).toMatchObject({ code: 'competitor_quota_exhausted' });
    fakeYoutube({ quotaAfter: 0 });
    expect(await refusal('@cozinhadabia')).toMatchObject({ code: 'competitor_quota_exhausted' });
  });
});

describe('the 6-hourly snapshot (cron)', () => {
  it('measures each watched channel once, whoever watches it, and not again within 6 hours', { timeout: HEAVY_TEST_MS }, async () => {
    const day = '2032-02-01';
    const fake = fakeYoutube();
    const a = await orgOwner();
    const b = await orgOwner('Outra');
    await addCompetitor(deps(), accessOf(a), '@cozinhadabia', at(day, 0));
    await addCompetitor(deps(), accessOf(b), '@cozinhadabia', at(day, 0));
    await addCompetitor(deps(), accessOf(b), '@techdorafa', at(day, 0));
    const before = fake.calls.length;
    const unitsBefore = await unitsOn(day);
    fake.channels[0]!.subscribers = 121_000;
    fake.channels[0]!.videos[0]!.views = 31_000;

    expect(await snapshotCompetitors(deps(), at(day, 6))).toBe(2);
    // One channels.list for both, then playlistItems and videos a channel.
    const calls = fake.calls.slice(before);
    expect(calls.map((u) => u.pathname.split('/').pop())).toEqual(['channels', 'playlistItems', 'videos', 'playlistItems', 'videos']);
    expect(await unitsOn(day)).toBe(unitsBefore + 5);
    // (An earlier test measured Bia too: the store is the file's.)
    expect((await snapshotsOf(BIA.id)).filter((s) => s.takenAt >= at(day, 0)).map((s) => s.subscribers)).toEqual([120_000, 121_000]);
    // The measure carries its videos' means: views per video and engagement over time.
    const last = (await snapshotsOf(BIA.id)).at(-1)!;
    expect(last.viewsPerVideo).toBe(Math.round((31_000 + 50_000 + 10_000) / 3));
    expect(last.engagement).toBeCloseTo((1800 / 31_000 + 2500 / 50_000 + 500 / 10_000) / 3);
    const video = await db().select().from(competitorVideos).where(eq(competitorVideos.videoId, 'bia00000003')).get();
    expect(video).toMatchObject({ views: 31_000, updatedAt: at(day, 6) });

    // Two hours later (a retried trigger): nothing is read.
    expect(await snapshotCompetitors(deps(), at(day, 8))).toBe(0);
    expect(fake.calls.length).toBe(before + 5);
    const view = await getCompetitors(deps(), accessOf(b), at(day, 8));
    expect(view.channels.map((c) => c.history.filter((p) => p.at >= at(day, 0)).map((p) => p.at))).toEqual([
      [at(day, 0), at(day, 6)],
      [at(day, 0), at(day, 6)],
    ]);
  });

  it('stops at the daily limit, keeping what it measured', { timeout: HEAVY_TEST_MS }, async () => {
    const day = '2032-02-02';
    const fake = fakeYoutube();
    const o = await orgOwner();
    for (const c of [BIA, RAFA])
      await db()
        .insert(competitorChannels)
        .values({
          id: newId('cmp'),
          organizationId: o.org.id,
          channelId: c.id,
          demo: false,
          title: c.title,
          handle: c.handle,
          createdAt: 0,
        });
    const channelsBefore = (await snapshotsOf(RAFA.id)).length;
    // channels.list and Bia's uploads fit in 3 units; Rafa's numbers are stored, his videos are not read.
    expect(await snapshotCompetitors(deps({ dailyLimit: 3 }), at(day))).toBe(2);
    expect(await unitsOn(day)).toBe(3);
    expect(fake.calls).toHaveLength(3);
    const rafa = await snapshotsOf(RAFA.id);
    expect(rafa.length).toBe(channelsBefore + 1);
    expect(rafa.at(-1)).toMatchObject({ takenAt: at(day), subscribers: 45_000, viewsPerVideo: null, engagement: null });
  });

  it('without a key, the cron trigger measures the demonstration channels, fetching nothing', { timeout: HEAVY_TEST_MS }, async () => {
    const fake = fakeYoutube();
    const o = await orgOwner();
    const res = await api('POST', `/orgs/${o.org.id}/competitors`, o.cookie, { channel: '@democanal' });
    expect(res.status).toBe(201);
    const channelId = ((await res.json()) as CompetitorsView).channels[0]!.channelId;
    const stored = (await snapshotsOf(channelId, true)).length;
    await runCron(COMPETITORS_CRON, env, Date.now() + 7 * 3_600_000);
    expect(fake.calls).toHaveLength(0);
    expect((await snapshotsOf(channelId, true)).length).toBe(stored + 1);
  });
});

describe('/orgs/:org/competitors', () => {
  it('any member adds demonstration channels by handle or address and reads them compared', { timeout: HEAVY_TEST_MS }, async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const add = (channel: unknown) => api('POST', `/orgs/${o.org.id}/competitors`, member.cookie, { channel });
    expect((await add('@cozinhadabia')).status).toBe(201);
    const res = await add('https://youtube.com/@techdorafa');
    expect(res.status).toBe(201);
    const view = (await res.json()) as CompetitorsView;
    expect(view).toMatchObject({ demo: true, limit: COMPETITORS_MAX, quota: null, own: { status: 'not_connected' } });
    expect(view.channels.map((c) => [c.handle, c.title])).toEqual([
      ['@cozinhadabia', 'Cozinhadabia'],
      ['@techdorafa', 'Techdorafa'],
    ]);
    for (const c of view.channels) {
      // 14 days of history every 6 hours, and today's measure.
      expect(c.history.length).toBeGreaterThan(50);
      expect(c.latest!.subscribers).toBeGreaterThan(c.history[0]!.subscribers);
      expect(c.videos.length).toBe(24);
      expect(c.engagement).toBeGreaterThan(0);
      expect(c.heatmap.flat().some((x) => x === 1)).toBe(true);
      expect(c.topics.length).toBeGreaterThan(0);
    }
    // The same handle is the same demonstration channel, in any case, for another organization too.
    const other = await orgOwner('Outra');
    const again = (await (
      await api('POST', `/orgs/${other.org.id}/competitors`, other.cookie, { channel: '@CozinhaDaBia' })
    ).json()) as CompetitorsView;
    expect(again.channels[0]!.channelId).toBe(view.channels[0]!.channelId);

    // Another organization cannot remove this one's channel by its id.
    await expectRefusal(
      await api('DELETE', `/orgs/${other.org.id}/competitors/${view.channels[0]!.id}`, other.cookie),
      404,
      'competitor_not_found',
    );
    // The owner reads the same list; removing goes by our id.
    const read = (await (await api('GET', `/orgs/${o.org.id}/competitors`, o.cookie)).json()) as CompetitorsView;
    expect(read.channels).toHaveLength(2);
    expect((await api('DELETE', `/orgs/${o.org.id}/competitors/${read.channels[0]!.id}`, member.cookie)).status).toBe(204);
    await expectRefusal(
      await api('DELETE', `/orgs/${o.org.id}/competitors/${read.channels[0]!.id}`, o.cookie),
      404,
      'competitor_not_found',
    );
    const after = (await (await api('GET', `/orgs/${o.org.id}/competitors`, o.cookie)).json()) as CompetitorsView;
    expect(after.channels.map((c) => c.handle)).toEqual(['@techdorafa']);
  });

  it('refuses what is no channel, one already there, a full list, and strangers', async () => {
    const o = await orgOwner();
    const add = (channel: unknown) => api('POST', `/orgs/${o.org.id}/competitors`, o.cookie, { channel });
    await expectFieldError(await add('   '), 'channel', 'competitor_channel_required');
    await expectFieldError(await add('cozinha da bia'), 'channel', 'competitor_channel_invalid');
    await expectFieldError(await add('https://vimeo.com/@bia'), 'channel', 'competitor_channel_invalid');
    await expectFieldError(await add(42), 'channel', 'validation.required');
    expect((await add('@bia.cozinha')).status).toBe(201);
    await expectFieldError(await add('youtube.com/@BIA.COZINHA'), 'channel', 'competitor_exists');
    const rows = Array.from({ length: COMPETITORS_MAX - 1 }, (_, i) => ({
      id: newId('cmp'),
      organizationId: o.org.id,
      channelId: `UCfull${i}`,
      demo: true,
      title: `Full ${i}`,
      createdAt: Date.now(),
    }));
    await db().insert(competitorChannels).values(rows);
    await expectRefusal(await add('@onemore'), 409, 'competitor_full');

    expect((await api('GET', `/orgs/${o.org.id}/competitors`, null)).status).toBe(401);
    const stranger = await signedIn();
    await expectRefusal(await api('GET', `/orgs/${o.org.id}/competitors`, stranger.cookie), 404, 'organization_not_found');
    await expectRefusal(
      await api('POST', `/orgs/${o.org.id}/competitors`, stranger.cookie, { channel: '@x12' }),
      404,
      'organization_not_found',
    );
  });
});
