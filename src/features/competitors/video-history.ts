// One compared video's history (issue 37, decision 082): its views, likes and
// comments at each measure of its channel over the last 30 days, read when the
// page picks a top video. The video must be one of that channel's stored
// uploads, in the organization's own data (demo or not), so another
// organization's channel id answers as missing.
import { and, asc, eq, gte } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import { engagementOf } from '../../common/competitors/stats';
import type { CompetitorVideoHistory } from '../../common/contracts/competitors';
import type { Db } from '../../db/client';
import { competitorChannels, competitorVideos, competitorVideoSnapshots } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';

const HISTORY_MS = 30 * 86_400_000;

export async function videoHistory(
  db: Db,
  access: OrgAccess,
  id: string,
  videoId: string,
  now = Date.now(),
): Promise<CompetitorVideoHistory> {
  const channel = await db
    .select({ channelId: competitorChannels.channelId, demo: competitorChannels.demo })
    .from(competitorChannels)
    .where(and(eq(competitorChannels.id, id), eq(competitorChannels.organizationId, access.org.id)))
    .get();
  if (!channel) throw new ApiError('competitor_not_found');
  const video = await db
    .select()
    .from(competitorVideos)
    .where(
      and(
        eq(competitorVideos.videoId, videoId),
        eq(competitorVideos.demo, channel.demo),
        eq(competitorVideos.channelId, channel.channelId),
      ),
    )
    .get();
  if (!video) throw new ApiError('competitor_video_not_found');
  const points = await db
    .select()
    .from(competitorVideoSnapshots)
    .where(
      and(
        eq(competitorVideoSnapshots.videoId, videoId),
        eq(competitorVideoSnapshots.demo, channel.demo),
        gte(competitorVideoSnapshots.takenAt, now - HISTORY_MS),
      ),
    )
    .orderBy(asc(competitorVideoSnapshots.takenAt))
    .all();
  return {
    videoId,
    title: video.title,
    publishedAt: video.publishedAt,
    points: points.map((p) => ({ at: p.takenAt, views: p.views, likes: p.likes, comments: p.comments, engagement: engagementOf(p) })),
  };
}
