// The competitor analysis's pure numbers and its channel field (decision 074).
import { describe, expect, it } from 'vitest';
import { addCompetitorSchema, parseChannelRef, type CompetitorChannel } from '../../src/common/contracts/competitors';
import { comparisonCsv, csvCell } from '../../client/features/competitors/model/csv';
import { bestSlots } from '../../client/features/competitors/components/heatmap';
import { demoChannel, demoStatsAt, demoVideos } from '../../src/platform/trends/competitor-demo';
import {
  engagementOf,
  knownZone,
  postingHeatmap,
  slotIn,
  titleWords,
  topicsOf,
  topVideos,
  uploadsPerWeek,
} from '../../src/common/competitors/stats';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('a channel typed in the form', () => {
  it('reads handles, channel addresses and ids', () => {
    expect(parseChannelRef(' @cozinhadabia ')).toEqual({ kind: 'handle', value: '@cozinhadabia' });
    expect(parseChannelRef('https://www.youtube.com/@Some.Chef-1/videos')).toEqual({ kind: 'handle', value: '@Some.Chef-1' });
    expect(parseChannelRef('youtube.com/@café')).toEqual({ kind: 'handle', value: '@café' });
    expect(parseChannelRef('m.youtube.com/%40abc')).toBeNull();
    expect(parseChannelRef(`https://youtube.com/channel/${ID}?si=1`)).toEqual({ kind: 'id', value: ID });
    expect(parseChannelRef(ID)).toEqual({ kind: 'id', value: ID });
  });

  it('refuses what is no channel, with the code the form shows', () => {
    for (const bad of [
      'cozinha',
      '@ab',
      '@has space',
      'https://vimeo.com/@abc',
      'youtube.com/channel/UCshort',
      'https://youtube.com/watch?v=abc',
    ])
      expect(parseChannelRef(bad)).toBeNull();
    const empty = addCompetitorSchema.safeParse({ channel: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]!.message).toBe('competitor_channel_required');
    const bad = addCompetitorSchema.safeParse({ channel: 'not a channel' });
    expect(bad.error!.issues[0]!.message).toBe('competitor_channel_invalid');
    expect(addCompetitorSchema.parse({ channel: ' @abc ' })).toEqual({ channel: '@abc' });
  });
});

describe('channel numbers', () => {
  const now = Date.parse('2030-01-29T00:00:00Z');
  it('engagement is (likes + comments) / views, 0 without views', () => {
    expect(engagementOf({ views: 1000, likes: 40, comments: 10 })).toBeCloseTo(0.05);
    expect(engagementOf({ views: 0, likes: 3, comments: 1 })).toBe(0);
  });

  it('cadence counts the uploads of the last 4 weeks a week', () => {
    const days = [1, 3, 8, 10, 15, 20, 27, 40].map((d) => new Date(now - d * 86_400_000).toISOString());
    expect(uploadsPerWeek(days, now)).toBe(7 / 4);
    expect(uploadsPerWeek([], now)).toBe(0);
  });

  it('the heatmap weighs each slot by the views of what was published in it, the best at 1', () => {
    const map = postingHeatmap([
      { publishedAt: '2030-01-06T18:10:00Z', views: 300 }, // a Sunday, 18h
      { publishedAt: '2030-01-13T18:50:00Z', views: 100 }, // Sunday 18h again
      { publishedAt: '2030-01-08T09:00:00Z', views: 200 }, // Tuesday 9h
      { publishedAt: 'not a date', views: 1000 },
    ]);
    expect(map).toHaveLength(7);
    expect(map.every((r) => r.length === 24)).toBe(true);
    expect(map[0]![18]).toBe(1);
    expect(map[2]![9]).toBe(0.5);
    expect(map.flat().filter((c) => c > 0)).toHaveLength(2);
    expect(
      postingHeatmap([])
        .flat()
        .every((c) => c === 0),
    ).toBe(true);
  });

  it('top videos are the most viewed first', () => {
    const vids = [10, 50, 30, 50].map((views, i) => ({ views, publishedAt: `2030-01-0${i + 1}T00:00:00Z`, id: i }));
    expect(topVideos(vids, 3).map((v) => v.id)).toEqual([3, 1, 2]);
  });
});

describe('topics by rules', () => {
  it('drops stop words of both languages and short words', () => {
    expect(titleWords('Como fazer o PÃO de queijo perfeito')).toEqual(['fazer', 'pão', 'queijo', 'perfeito']);
    expect(titleWords('The best way to bake bread (part 2)')).toEqual(['way', 'bake', 'bread']);
  });

  it('clusters titles by their frequent words, a video in one cluster only', () => {
    const topics = topicsOf([
      { title: 'Pão de queijo mineiro', views: 100 },
      { title: 'Pão de queijo na airfryer', views: 300 },
      { title: 'Pão caseiro fácil', views: 50 },
      { title: 'Bolo de cenoura fofinho', views: 200 },
      { title: 'Bolo de cenoura com cobertura', views: 100 },
      { title: 'Viagem a Lisboa', views: 10 },
    ]);
    expect(topics.map((t) => [t.label, t.videos, t.views])).toEqual([
      ['pão', 3, 450],
      ['bolo', 2, 300],
    ]);
    expect(topics[0]!.words).toEqual(['queijo']);
    expect(topics[1]!.words).toEqual(['cenoura']);
    expect(topicsOf([])).toEqual([]);
  });
});

describe('the comparison as CSV', () => {
  const header = {
    channel: 'channel',
    handle: 'handle',
    channelId: 'channel id',
    subscribers: 'subscribers',
    views: 'views',
    videos: 'videos',
    uploadsPerWeek: 'uploads per week',
    engagement: 'engagement',
    viewsPerVideo: 'views per video',
    topics: 'topics',
    measuredAt: 'measured at',
  };
  const channel = (over: Partial<CompetitorChannel>): CompetitorChannel => ({
    id: 'c1',
    channelId: ID,
    title: 'Cozinha, da "Bia"',
    handle: '@cozinhadabia',
    latest: { at: Date.parse('2030-01-01T00:00:00Z'), subscribers: 1200, views: 90000, videos: 30, viewsPerVideo: 3000, engagement: 0.05 },
    history: [],
    uploadsPerWeek: 1.75,
    engagement: 0.054321,
    viewsPerVideo: 3000,
    videos: [],
    topVideos: [],
    heatmap: [],
    topics: [{ label: 'pão', words: [], videos: 2, views: 10 }],
    ...over,
  });

  it('has a header and a row a channel, quoted where needed, formulas defused', () => {
    const csv = comparisonCsv([channel({}), channel({ title: '=HYPERLINK("x")', handle: null, latest: null, topics: [] })], header);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'channel,handle,channel id,subscribers,views,videos,uploads per week,engagement,views per video,topics,measured at',
    );
    expect(lines[1]).toBe(`"Cozinha, da ""Bia""",@cozinhadabia,${ID},1200,90000,30,1.75,0.0543,3000,pão,2030-01-01T00:00:00.000Z`);
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")",,${ID},,,,1.75,0.0543,3000,,`);
    expect(lines).toHaveLength(4);
    expect(csvCell('-5 reasons')).toBe("'-5 reasons");
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('the demonstration channels', () => {
  const now = Date.parse('2030-06-01T12:00:00Z');
  it('are the same channel for the same name, case aside, and another for another name', () => {
    const a = demoChannel({ kind: 'handle', value: '@CozinhaDaBia' });
    const b = demoChannel({ kind: 'handle', value: '@cozinhadabia' });
    const c = demoChannel({ kind: 'handle', value: '@techdorafa' });
    expect(a.channelId).toBe(b.channelId);
    expect(a.channelId).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    expect(c.channelId).not.toBe(a.channelId);
    expect(demoChannel({ kind: 'id', value: ID }).channelId).toBe(ID);
  });

  it('grow over time, and publish before now, newest first', () => {
    const c = demoChannel({ kind: 'handle', value: '@cozinhadabia' });
    const earlier = demoStatsAt(c, now - 14 * 86_400_000);
    const later = demoStatsAt(c, now);
    expect(later.subscribers).toBeGreaterThan(earlier.subscribers);
    expect(later.views).toBeGreaterThan(earlier.views);
    const videos = demoVideos(c, now);
    expect(videos).toHaveLength(24);
    expect(videos.every((v) => Date.parse(v.publishedAt) <= now && v.views >= 0)).toBe(true);
    expect(videos.map((v) => v.publishedAt)).toEqual([...videos.map((v) => v.publishedAt)].sort().reverse());
    expect(new Set(videos.map((v) => v.videoId)).size).toBe(24);
    expect(demoVideos(c, now)).toEqual(videos);
  });
});

describe("the heatmap's best slots", () => {
  it('are the strongest cells, best first, none without views', () => {
    const map = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    map[5]![11] = 1;
    map[2]![18] = 0.4;
    map[0]![9] = 0.7;
    expect(bestSlots(map)).toEqual([
      [5, 11],
      [0, 9],
      [2, 18],
    ]);
    expect(bestSlots(postingHeatmap([]))).toEqual([]);
  });
});

describe('the heatmap in the viewer’s time zone (decision 082)', () => {
  const videos = [
    // Sunday 01:30 UTC is Saturday 22:30 in São Paulo (UTC−3) and Sunday 07:00 in Kolkata (UTC+5:30).
    { publishedAt: '2026-11-01T01:30:00Z', views: 100 },
    // Wednesday 14:45 UTC is Wednesday 11:45 in São Paulo and Wednesday 20:15 in Kolkata.
    { publishedAt: '2026-11-04T14:45:00Z', views: 50 },
  ];
  it('buckets by day and hour of the given zone, across midnight and half-hour offsets', () => {
    expect(slotIn(new Date('2026-11-01T01:30:00Z'), 'America/Sao_Paulo')).toEqual([6, 22]);
    expect(slotIn(new Date('2026-11-01T01:30:00Z'), 'Asia/Kolkata')).toEqual([0, 7]);
    expect(slotIn(new Date('2026-11-04T00:00:00Z'), 'UTC')).toEqual([3, 0]);
    const sp = postingHeatmap(videos, 'America/Sao_Paulo');
    expect(sp[6]![22]).toBe(1);
    expect(sp[3]![11]).toBe(0.5);
    expect(sp.flat().filter((c) => c > 0)).toHaveLength(2);
    const kolkata = postingHeatmap(videos, 'Asia/Kolkata');
    expect(kolkata[0]![7]).toBe(1);
    expect(kolkata[3]![20]).toBe(0.5);
  });
  it('is UTC by default, and for a zone this runtime does not know', () => {
    const utc = postingHeatmap(videos);
    expect(utc[0]![1]).toBe(1);
    expect(utc[3]![14]).toBe(0.5);
    expect(postingHeatmap(videos, 'Mars/Olympus_Mons')).toEqual(utc);
    expect(knownZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownZone(undefined)).toBe('UTC');
    expect(knownZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
  });
});
