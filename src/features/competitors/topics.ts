// A compared channel's topics through the AI layer (issue 37, decision 082):
// its stored videos' titles clustered into named topics, 1 credit (ai_text) a
// run, held and captured like every generation (generateStructured). Offline,
// the provider answers with the rules, and the page says so. A channel with no
// videos read has nothing to cluster: no run, no charge. A run is kept for its
// UTC day and language: asked again that day, the same topics come back free.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import {
  titleTopicsSchema,
  topicClustersProblem,
  type ChannelTopic,
  type CompetitorTopicsResult,
  type TitleTopics,
} from '../../common/contracts/competitors';
import type { Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { competitorChannels, competitorTopicRuns } from '../../db/schema';
import { utcDay } from '../../common/trends/rise';
import type { AiProvider } from '../../platform/ai/types';
import { generateStructured } from '../ai/generate';
import { titleTopicsPrompt } from '../ai/prompts-topics';
import type { OrgAccess } from '../orgs/access';
import { videosOf } from './snapshot';

/** The videos read at most: the latest uploads kept per channel (VIDEOS_READ), with room for older rows. */
const TITLES_MAX = 50;

export async function channelTopics(
  db: Db,
  provider: AiProvider,
  access: OrgAccess,
  id: string,
  language: Locale,
  now = Date.now(),
): Promise<CompetitorTopicsResult> {
  const row = await db
    .select()
    .from(competitorChannels)
    .where(and(eq(competitorChannels.id, id), eq(competitorChannels.organizationId, access.org.id)))
    .get();
  if (!row) throw new ApiError('competitor_not_found');
  const videos = (await videosOf(db, [row.channelId], row.demo)).slice(0, TITLES_MAX);
  const offline = provider.id === 'offline';
  if (videos.length === 0) return { id, topics: [], offline, credits: 0, generationId: null };
  const day = utcDay(now);
  const kept = await db
    .select()
    .from(competitorTopicRuns)
    .where(and(eq(competitorTopicRuns.competitorId, id), eq(competitorTopicRuns.language, language), eq(competitorTopicRuns.day, day)))
    .get();
  if (kept)
    return { id, topics: JSON.parse(kept.topics) as ChannelTopic[], offline: kept.offline, credits: 0, generationId: kept.generationId };
  const ids = videos.map((v) => v.videoId);
  const result = await generateStructured<TitleTopics>(db, provider, {
    organizationId: access.org.id,
    userId: access.userId,
    tool: 'competitor_analysis',
    item: 'ai_text',
    request: titleTopicsPrompt(
      videos.map((v) => ({ id: v.videoId, title: v.title })),
      language,
    ),
    schema: titleTopicsSchema,
    check: (answer) => topicClustersProblem(answer, ids),
  });
  const views = new Map(videos.map((v) => [v.videoId, v.views]));
  const topics: ChannelTopic[] = result.value.topics
    .map((t) => ({
      label: t.label,
      words: t.words,
      videos: t.videoIds.length,
      views: t.videoIds.reduce((s, v) => s + (views.get(v) ?? 0), 0),
    }))
    .sort((a, b) => b.videos - a.videos || b.views - a.views);
  // Two asks at once both ran and were both charged (each has its result); the first kept is the day's.
  await db
    .insert(competitorTopicRuns)
    .values({ competitorId: id, language, day, topics: JSON.stringify(topics), offline, generationId: result.generationId, createdAt: now })
    .onConflictDoNothing()
    .run();
  return { id, topics, offline, credits: result.credits, generationId: result.generationId };
}
