// The competitor analysis (issue 37, decision 074): the channels an organization
// compares, each with its stored history and the numbers of its latest uploads;
// adding one resolves it on YouTube (or in the demonstration dataset) and
// measures it at once. Any member adds and removes (members create and edit);
// admins also see the YouTube quota, shared with the trend tracker.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { ApiError, FieldError } from '../../common/api-error';
import {
  COMPETITORS_MAX,
  parseChannelRef,
  type ChannelPoint,
  type CompetitorChannel,
  type CompetitorsView,
  type CompetitorVideo,
} from '../../common/contracts/competitors';
import { ROLE_RANK } from '../../common/contracts/orgs';
import { engagementOf, mean, meanEngagement, postingHeatmap, topicsOf, topVideos, uploadsPerWeek } from '../../common/competitors/stats';
import { utcDay } from '../../common/trends/rise';
import type { Db } from '../../db/client';
import { competitorChannels, competitorSnapshots, type CompetitorChannelRow } from '../../db/schema';
import { syncOwnChannel } from './own-channel';
import { newId } from '../../platform/crypto';
import { demoChannel } from '../../platform/trends/competitor-demo';
import { YoutubeApiError, YoutubeQuotaError } from '../../platform/trends/youtube';
import { channelByHandle, channelsByIds, QuotaRefused, type YoutubeChannel } from '../../platform/trends/youtube-channels';
import type { OrgAccess } from '../orgs/access';
import { quotaOf } from '../trends/quota';
import { measureDemo, readUploads, spendFor, storeMeasure, videosOf, type CompetitorDeps } from './snapshot';

const HISTORY_MS = 30 * 86_400_000;

/** The organization's tracked channels: its competitors, and its own channel when `own` (decision 085). */
const listOf = (db: Db, orgId: string, demo: boolean, own = false) =>
  db
    .select()
    .from(competitorChannels)
    .where(and(eq(competitorChannels.organizationId, orgId), eq(competitorChannels.demo, demo), eq(competitorChannels.own, own)))
    .orderBy(asc(competitorChannels.createdAt))
    .all();

export async function getCompetitors(deps: CompetitorDeps, access: OrgAccess, now = Date.now()): Promise<CompetitorsView> {
  const demo = !deps.apiKey;
  const isAdmin = ROLE_RANK[access.role] >= ROLE_RANK.admin;
  // The own channel follows the connected YouTube account: added, renamed or removed here before reading.
  const ownStatus = await syncOwnChannel(deps, access.org.id, now);
  const ownFound = ownStatus === 'connected' ? ((await listOf(deps.db, access.org.id, demo, true))[0] ?? null) : null;
  const ownRow = ownFound && !ownFound.hidden ? ownFound : null;
  const rows = [...(ownRow ? [ownRow] : []), ...(await listOf(deps.db, access.org.id, demo))];
  const ids = rows.map((r) => r.channelId);
  const points = ids.length
    ? await deps.db
        .select()
        .from(competitorSnapshots)
        .where(
          and(
            inArray(competitorSnapshots.channelId, ids),
            eq(competitorSnapshots.demo, demo),
            gte(competitorSnapshots.takenAt, now - HISTORY_MS),
          ),
        )
        .orderBy(asc(competitorSnapshots.takenAt))
        .all()
    : [];
  const videos = await videosOf(deps.db, ids, demo);
  const channels = rows.map((r) =>
    channelView(
      r,
      points.filter((p) => p.channelId === r.channelId),
      videos.filter((v) => v.channelId === r.channelId),
      now,
    ),
  );
  const own = ownRow ? channels.shift()! : null;
  return {
    demo,
    limit: COMPETITORS_MAX,
    channels,
    own: own
      ? { status: 'connected', channel: own }
      : ownFound?.hidden
        ? { status: 'hidden', title: ownFound.title }
        : { status: 'not_connected' },
    quota: isAdmin && !demo ? await quotaOf(deps.db, utcDay(now), deps.dailyLimit) : null,
  };
}

function channelView(
  row: CompetitorChannelRow,
  points: (typeof competitorSnapshots.$inferSelect)[],
  stored: { videoId: string; title: string; publishedAt: string; views: number; likes: number; comments: number }[],
  now: number,
): CompetitorChannel {
  const history: ChannelPoint[] = points.map((p) => ({
    at: p.takenAt,
    subscribers: p.subscribers,
    views: p.views,
    videos: p.videos,
    viewsPerVideo: p.viewsPerVideo,
    engagement: p.engagement,
  }));
  const videos: CompetitorVideo[] = stored.slice(0, 50).map((v) => ({
    videoId: v.videoId,
    title: v.title,
    publishedAt: v.publishedAt,
    views: v.views,
    likes: v.likes,
    comments: v.comments,
    engagement: engagementOf(v),
  }));
  return {
    id: row.id,
    channelId: row.channelId,
    title: row.title,
    handle: row.handle,
    latest: history.at(-1) ?? null,
    history,
    uploadsPerWeek: uploadsPerWeek(
      videos.map((v) => v.publishedAt),
      now,
    ),
    engagement: meanEngagement(videos),
    viewsPerVideo: Math.round(mean(videos.map((v) => v.views))),
    videos,
    topVideos: topVideos(videos, 5),
    heatmap: postingHeatmap(videos),
    topics: topicsOf(videos),
  };
}

/** The channel a handle or id names on YouTube, or null; quota and API failures as the user's errors. */
async function resolveLive(deps: CompetitorDeps, input: string, now: number): Promise<YoutubeChannel | null> {
  const ref = parseChannelRef(input)!;
  const spend = spendFor(deps, now);
  try {
    return ref.kind === 'handle'
      ? await channelByHandle(deps.apiKey!, ref.value, spend)
      : ((await channelsByIds(deps.apiKey!, [ref.value], spend))[0] ?? null);
  } catch (e) {
    throw youtubeFailure(e);
  }
}

function youtubeFailure(e: unknown): ApiError {
  if (e instanceof QuotaRefused || e instanceof YoutubeQuotaError) return new ApiError('competitor_quota_exhausted');
  if (e instanceof YoutubeApiError) {
    console.warn('competitors: YouTube refused', e);
    return new ApiError('competitor_source_failed');
  }
  throw e;
}

export async function addCompetitor(deps: CompetitorDeps, { org, userId }: OrgAccess, input: string, now = Date.now()): Promise<void> {
  const demo = !deps.apiKey;
  const list = await listOf(deps.db, org.id, demo);
  if (list.length >= COMPETITORS_MAX) throw new ApiError('competitor_full');
  const ref = parseChannelRef(input);
  if (!ref) throw new FieldError('competitor_channel_invalid', ['channel']);
  // A handle already there is found without spending quota.
  // The own channel is already compared, first; adding it as a competitor too would draw it twice.
  const own = await listOf(deps.db, org.id, demo, true);
  if ([...list, ...own].some((c) => (ref.kind === 'id' ? c.channelId === ref.value : c.handle?.toLowerCase() === ref.value.toLowerCase())))
    throw new FieldError('competitor_exists', ['channel']);
  const channel = demo ? demoChannel(ref) : await resolveLive(deps, input, now);
  if (!channel) throw new FieldError('competitor_channel_not_found', ['channel']);
  if ([...list, ...own].some((c) => c.channelId === channel.channelId)) throw new FieldError('competitor_exists', ['channel']);
  const inserted = await deps.db
    .insert(competitorChannels)
    .values({
      id: newId('cmp'),
      organizationId: org.id,
      channelId: channel.channelId,
      demo,
      title: channel.title || channel.handle || channel.channelId,
      handle: channel.handle,
      createdBy: userId,
      createdAt: now,
    })
    // Two members adding the same channel at once: the second finds it there.
    .onConflictDoNothing()
    .returning({ id: competitorChannels.id })
    .all();
  if (inserted.length === 0) throw new FieldError('competitor_exists', ['channel']);
  if (demo) return measureDemo(deps.db, channel.channelId, channel.handle, now);
  // Measured at once, so the page has a point before the cron's next run; its videos if the quota allows.
  await storeMeasure(deps.db, channel, [], false, now);
  try {
    await storeMeasure(deps.db, channel, await readUploads(deps, channel, now), false, now);
  } catch (e) {
    console.warn('competitors: uploads not read on add', e);
  }
}

export async function removeCompetitor(db: Db, { org }: OrgAccess, id: string): Promise<void> {
  const row = await db
    .select({ own: competitorChannels.own })
    .from(competitorChannels)
    .where(and(eq(competitorChannels.id, id), eq(competitorChannels.organizationId, org.id)))
    .get();
  // The own channel goes with its YouTube account (disconnect it in Publishing), not from here.
  if (row?.own) throw new ApiError('competitor_own_not_removable');
  const gone = await db
    .delete(competitorChannels)
    .where(and(eq(competitorChannels.id, id), eq(competitorChannels.organizationId, org.id), eq(competitorChannels.own, false)))
    .returning({ id: competitorChannels.id })
    .all();
  if (gone.length === 0) throw new ApiError('competitor_not_found');
}

/** Hides the own channel from the comparison, or shows it again (decision 085); any member may, as with competitors. */
export async function setOwnHidden(db: Db, { org }: OrgAccess, hidden: boolean): Promise<void> {
  const changed = await db
    .update(competitorChannels)
    .set({ hidden })
    .where(and(eq(competitorChannels.organizationId, org.id), eq(competitorChannels.own, true)))
    .returning({ id: competitorChannels.id })
    .all();
  if (changed.length === 0) throw new ApiError('competitor_not_found');
}
