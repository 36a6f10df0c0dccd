// The competitor analysis's measures (decision 074): a channel's statistics and
// its latest uploads' statistics, stored in D1 when a channel is added and every
// 6 hours by the cron (src/jobs.ts). With a YouTube key the API is read within
// the day's quota, the same count as the trend tracker's (trend_quota); without
// one the demonstration dataset goes through the same store.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitorChannels, competitorSnapshots, competitorVideos, competitorVideoSnapshots } from '../../db/schema';
import { utcDay } from '../../common/trends/rise';
import { engagementOf, mean } from '../../common/competitors/stats';
import {
  channelsByIds,
  latestUploads,
  videoStats,
  type Spend,
  type YoutubeChannel,
  type YoutubeVideoStats,
} from '../../platform/trends/youtube-channels';
import { channelFromId, demoStatsAt, demoVideos } from '../../platform/trends/competitor-demo';
import { claimUnits } from '../trends/quota';
import type { SnapshotDeps } from '../trends/snapshot';

export type CompetitorDeps = SnapshotDeps;

/** Uploads read a channel each time (one playlistItems call, one videos.list call). */
export const VIDEOS_READ = 24;
/** The cron's period; a channel measured more recently than most of it is not measured again. */
export const SNAPSHOT_EVERY_MS = 6 * 3_600_000;
const FRESH_MS = SNAPSHOT_EVERY_MS - 30 * 60_000;
/** The demonstration history stored the first time a demo channel is added. */
const DEMO_HISTORY_DAYS = 14;

export const spendFor =
  (deps: CompetitorDeps, now: number): Spend =>
  (units) =>
    claimUnits(deps.db, utcDay(now), units, deps.dailyLimit, now);

/** Rows a multi-row insert of video points carries: 6 values each, within D1's 100 bound parameters. */
const POINTS_PER_INSERT = 16;

/**
 * Stores one measure of a channel with its latest uploads' mean views and
 * engagement, each video's point in its own history (unless `videoHistory` is
 * false), and (unless `keepVideos` is false) those videos' latest statistics.
 * A measure stored before its videos were read gets their means when they come.
 */
export async function storeMeasure(
  db: Db,
  channel: Pick<YoutubeChannel, 'channelId' | 'subscribers' | 'views' | 'videos'>,
  videos: readonly YoutubeVideoStats[],
  demo: boolean,
  at: number,
  keepVideos = true,
  videoHistory = true,
): Promise<void> {
  const means = videos.length
    ? { viewsPerVideo: Math.round(mean(videos.map((v) => v.views))), engagement: mean(videos.filter((v) => v.views > 0).map(engagementOf)) }
    : null;
  const insert = db.insert(competitorSnapshots).values({
    channelId: channel.channelId,
    demo,
    takenAt: at,
    subscribers: channel.subscribers,
    views: channel.views,
    videos: channel.videos,
    ...means,
  });
  await (
    means
      ? insert.onConflictDoUpdate({
          target: [competitorSnapshots.channelId, competitorSnapshots.demo, competitorSnapshots.takenAt],
          set: means,
        })
      : insert.onConflictDoNothing()
  ).run();
  if (videoHistory) await storeVideoPoints(db, videos, demo, at);
  if (!keepVideos) return;
  const rows = videos.filter((v) => v.videoId && v.publishedAt).map((v) => ({ ...v, channelId: channel.channelId, demo, updatedAt: at }));
  for (const r of rows)
    await db
      .insert(competitorVideos)
      .values(r)
      .onConflictDoUpdate({
        target: [competitorVideos.videoId, competitorVideos.demo],
        set: { title: r.title, views: r.views, likes: r.likes, comments: r.comments, updatedAt: at },
      })
      .run();
}

/** Each video's statistics at `at`, one point of its history (decision 082); a point already there is kept. */
async function storeVideoPoints(db: Db, videos: readonly YoutubeVideoStats[], demo: boolean, at: number): Promise<void> {
  const points = videos
    .filter((v) => v.videoId)
    .map((v) => ({ videoId: v.videoId, demo, takenAt: at, views: v.views, likes: v.likes, comments: v.comments }));
  const inserts = [];
  for (let i = 0; i < points.length; i += POINTS_PER_INSERT)
    inserts.push(
      db
        .insert(competitorVideoSnapshots)
        .values(points.slice(i, i + POINTS_PER_INSERT))
        .onConflictDoNothing(),
    );
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
}

/** Reads a channel's latest uploads and their statistics from the API (two calls, two units). */
export async function readUploads(deps: CompetitorDeps, channel: YoutubeChannel, now: number): Promise<YoutubeVideoStats[]> {
  if (!channel.uploads) return [];
  const spend = spendFor(deps, now);
  const ids = await latestUploads(deps.apiKey!, channel.uploads, VIDEOS_READ, spend);
  return ids.length ? videoStats(deps.apiKey!, ids, spend) : [];
}

/** A demo channel's measures: its history the first time (every 6 hours over 14 days), then the one at `now`. */
export async function measureDemo(db: Db, channelId: string, handle: string | null, now: number): Promise<void> {
  const c = channelFromId(channelId, handle);
  const seen = await db
    .select({ at: competitorSnapshots.takenAt })
    .from(competitorSnapshots)
    .where(and(eq(competitorSnapshots.channelId, channelId), eq(competitorSnapshots.demo, true)))
    .limit(1)
    .get();
  const times = [now];
  if (!seen) {
    const grid = Math.floor(now / SNAPSHOT_EVERY_MS) * SNAPSHOT_EVERY_MS;
    for (let at = grid - DEMO_HISTORY_DAYS * 86_400_000; at < now; at += SNAPSHOT_EVERY_MS) times.unshift(at);
  }
  // Earlier measures carry their videos' means; only today's videos are kept. Each video's own
  // history is backfilled once a day (a 14-day line needs no more), which bounds the rows written.
  times.sort((a, b) => a - b);
  for (const [i, at] of times.entries())
    await storeMeasure(
      db,
      demoStatsAt(c, at),
      demoVideos(c, at, VIDEOS_READ),
      true,
      at,
      at === now,
      at === now || (times.length - 1 - i) % 4 === 0,
    );
}

async function lastMeasured(db: Db, channelId: string, demo: boolean): Promise<number | null> {
  const row = await db
    .select({ at: competitorSnapshots.takenAt })
    .from(competitorSnapshots)
    .where(and(eq(competitorSnapshots.channelId, channelId), eq(competitorSnapshots.demo, demo)))
    .orderBy(desc(competitorSnapshots.takenAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

/**
 * The cron's part: every channel some organization watches, measured once
 * (however many organizations watch it) unless measured in the last 6 hours.
 * Stops at the day's quota; what was measured before is kept. Returns the
 * channels measured.
 */
export async function snapshotCompetitors(deps: CompetitorDeps, now = Date.now()): Promise<number> {
  const demo = !deps.apiKey;
  const watched = await deps.db
    .selectDistinct({ channelId: competitorChannels.channelId, handle: competitorChannels.handle })
    .from(competitorChannels)
    // A hidden own channel is not measured (decision 085): it spends no quota until shown again.
    .where(and(eq(competitorChannels.demo, demo), eq(competitorChannels.hidden, false)))
    .all();
  const handles = new Map<string, string | null>();
  for (const w of watched) if (!handles.get(w.channelId)) handles.set(w.channelId, w.handle);
  const due: string[] = [];
  for (const id of handles.keys()) {
    const last = await lastMeasured(deps.db, id, demo);
    if (last === null || now - last >= FRESH_MS) due.push(id);
  }
  if (demo) {
    for (const id of due) await measureDemo(deps.db, id, handles.get(id) ?? null, now);
    return due.length;
  }
  let measured = 0;
  try {
    const channels = await channelsByIds(deps.apiKey!, due, spendFor(deps, now));
    for (const c of channels) {
      // The channel's numbers first: its videos cost two more units the budget may refuse.
      await storeMeasure(deps.db, c, [], false, now);
      measured++;
      // Titles and handles change: keep ours current. The own channel is named by its account (decision 085).
      await deps.db
        .update(competitorChannels)
        .set({ title: c.title, ...(c.handle ? { handle: c.handle } : {}) })
        .where(and(eq(competitorChannels.channelId, c.channelId), eq(competitorChannels.demo, false), eq(competitorChannels.own, false)))
        .run();
      const videos = await readUploads(deps, c, now);
      await storeMeasure(deps.db, c, videos, false, now);
    }
  } catch (e) {
    console.warn('competitors: snapshot stopped', e);
  }
  return measured;
}

export const videosOf = (db: Db, channelIds: string[], demo: boolean) =>
  channelIds.length
    ? db
        .select()
        .from(competitorVideos)
        .where(and(inArray(competitorVideos.channelId, channelIds), eq(competitorVideos.demo, demo)))
        .orderBy(desc(competitorVideos.publishedAt))
        .all()
    : Promise.resolve([]);
