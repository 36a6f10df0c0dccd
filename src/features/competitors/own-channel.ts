// The organization's own channel beside its competitors (issue 37, decision 085):
// while a YouTube account is connected for publishing, its channel (the account's
// external_id) is tracked like a competitor, flagged `own`, named by the account.
// The page's read keeps the row in step with the account: added (and measured at
// once) when one is connected, renamed or moved when it changes, removed when it
// is gone (disconnecting also removes it at once, see publishing/accounts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitorChannels, socialAccounts } from '../../db/schema';
import { newId } from '../../platform/crypto';
import { channelsByIds } from '../../platform/trends/youtube-channels';
import { measureDemo, readUploads, spendFor, storeMeasure, type CompetitorDeps } from './snapshot';

export type OwnStatus = 'connected' | 'not_connected';

/** Removes an organization's own channel rows (both datasets): its YouTube account is gone. */
export const dropOwnChannel = (db: Db, orgId: string) =>
  db
    .delete(competitorChannels)
    .where(and(eq(competitorChannels.organizationId, orgId), eq(competitorChannels.own, true)))
    .run();

export async function syncOwnChannel(deps: CompetitorDeps, orgId: string, now: number): Promise<OwnStatus> {
  const demo = !deps.apiKey;
  const account = await deps.db
    .select({ channelId: socialAccounts.externalId, name: socialAccounts.displayName })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.organizationId, orgId), eq(socialAccounts.network, 'youtube')))
    .get();
  if (!account?.channelId) {
    await dropOwnChannel(deps.db, orgId);
    return 'not_connected';
  }
  const rows = await deps.db
    .select()
    .from(competitorChannels)
    .where(and(eq(competitorChannels.organizationId, orgId), eq(competitorChannels.demo, demo)))
    .all();
  const current = rows.find((r) => r.own);
  if (current?.channelId === account.channelId) {
    if (current.title !== account.name)
      await deps.db.update(competitorChannels).set({ title: account.name }).where(eq(competitorChannels.id, current.id)).run();
    return 'connected';
  }
  // Another channel was connected since: the old one leaves with its flag.
  if (current) await deps.db.delete(competitorChannels).where(eq(competitorChannels.id, current.id)).run();
  const asCompetitor = rows.find((r) => !r.own && r.channelId === account.channelId);
  if (asCompetitor) {
    // Already compared as a competitor: the same row becomes the own channel (one row per channel).
    await deps.db
      .update(competitorChannels)
      .set({ own: true, title: account.name })
      .where(eq(competitorChannels.id, asCompetitor.id))
      .run();
    return 'connected';
  }
  const inserted = await deps.db
    .insert(competitorChannels)
    .values({
      id: newId('cmp'),
      organizationId: orgId,
      channelId: account.channelId,
      demo,
      own: true,
      title: account.name,
      handle: null,
      createdBy: null,
      createdAt: now,
    })
    // Two reads at once: the second finds the row there.
    .onConflictDoNothing()
    .returning({ id: competitorChannels.id })
    .all();
  if (inserted.length) await measureOwn(deps, account.channelId, now);
  return 'connected';
}

/** The first measure, so the page draws the channel before the cron's next run; the quota may refuse it (the cron tries again). */
async function measureOwn(deps: CompetitorDeps, channelId: string, now: number): Promise<void> {
  if (!deps.apiKey) return measureDemo(deps.db, channelId, null, now);
  try {
    const [channel] = await channelsByIds(deps.apiKey, [channelId], spendFor(deps, now));
    if (!channel) return;
    await storeMeasure(deps.db, channel, [], false, now);
    await storeMeasure(deps.db, channel, await readUploads(deps, channel, now), false, now);
  } catch (e) {
    console.warn('competitors: own channel not measured now', e);
  }
}
