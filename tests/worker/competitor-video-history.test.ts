// Each compared video's own history (decision 082): every measure of a channel
// stores its videos' points, the demonstration channels backfill theirs, and
// the route answers one video's line for the organization that compares it.
import { describe, expect, it } from 'vitest';
import type { CompetitorsView, CompetitorVideoHistory } from '../../src/common/contracts/competitors';
import { competitorChannels } from '../../src/db/schema';
import { storeMeasure } from '../../src/features/competitors/snapshot';
import { videoHistory } from '../../src/features/competitors/video-history';
import { newId } from '../../src/platform/crypto';
import { api, db, expectRefusal, HEAVY_TEST_MS, orgOwner } from './helpers';

const HOUR = 3_600_000;

describe('a video’s history', () => {
  it('a demonstration channel’s top video has a line that grows to its latest views', { timeout: HEAVY_TEST_MS }, async () => {
    const o = await orgOwner();
    const view = (await (
      await api('POST', `/orgs/${o.org.id}/competitors`, o.cookie, { channel: '@cozinhadabia' })
    ).json()) as CompetitorsView;
    const channel = view.channels[0]!;
    const top = channel.topVideos[0]!;
    const res = await api('GET', `/orgs/${o.org.id}/competitors/${channel.id}/videos/${top.videoId}`, o.cookie);
    expect(res.status).toBe(200);
    const h = (await res.json()) as CompetitorVideoHistory;
    expect(h).toMatchObject({ videoId: top.videoId, title: top.title, publishedAt: top.publishedAt });
    expect(h.points.length).toBeGreaterThan(1);
    const ats = h.points.map((p) => p.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    // Demonstration views only grow with a video's age, and the last point is the number the page shows.
    const views = h.points.map((p) => p.views);
    expect(views).toEqual([...views].sort((a, b) => a - b));
    expect(h.points.at(-1)).toMatchObject({ views: top.views, likes: top.likes, comments: top.comments });
    expect(h.points.at(-1)!.engagement).toBeCloseTo(top.engagement, 10);

    // Another organization cannot read it through its own id, nor through this one's.
    const other = await orgOwner('Outra');
    await expectRefusal(
      await api('GET', `/orgs/${other.org.id}/competitors/${channel.id}/videos/${top.videoId}`, other.cookie),
      404,
      'competitor_not_found',
    );
    await expectRefusal(
      await api('GET', `/orgs/${o.org.id}/competitors/${channel.id}/videos/nonexistent1`, o.cookie),
      404,
      'competitor_video_not_found',
    );
  });

  it('every measure with videos adds a point per video; a measure without them adds none', async () => {
    const o = await orgOwner();
    const channelId = `UC${'h'.repeat(10)}${newId('x')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-12)
      .padStart(12, '0')}`;
    const id = newId('cmp');
    await db()
      .insert(competitorChannels)
      .values({ id, organizationId: o.org.id, channelId, demo: false, title: 'Live', createdAt: Date.now() });
    const ch = { channelId, subscribers: 10, views: 100, videos: 1 };
    const video = (views: number) => ({
      videoId: `${channelId}-v`,
      title: 'Um vídeo',
      publishedAt: '2026-11-20T10:00:00Z',
      views,
      likes: views / 10,
      comments: 0,
    });
    const now = Date.now();
    await storeMeasure(db(), ch, [video(100)], false, now - 12 * HOUR);
    await storeMeasure(db(), ch, [], false, now - 6 * HOUR);
    await storeMeasure(db(), ch, [video(300)], false, now);
    // The same measure stored again (the add path stores its numbers, then its videos) keeps one point.
    await storeMeasure(db(), ch, [video(300)], false, now);
    const h = await videoHistory(db(), { org: o.org, role: 'member', userId: o.user.id }, id, `${channelId}-v`, now);
    expect(h.points).toEqual([
      { at: now - 12 * HOUR, views: 100, likes: 10, comments: 0, engagement: 0.1 },
      { at: now, views: 300, likes: 30, comments: 0, engagement: 0.1 },
    ]);
    // A demo point of the same video id is another dataset's: never mixed in.
    await storeMeasure(db(), ch, [video(999)], true, now - HOUR);
    expect((await videoHistory(db(), { org: o.org, role: 'member', userId: o.user.id }, id, `${channelId}-v`, now)).points).toHaveLength(2);
  });
});
