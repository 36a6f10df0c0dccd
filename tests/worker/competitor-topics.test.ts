// A compared channel's topics through the AI layer (decision 082): offline the
// rules answer for 1 credit and say so; with a model, its clusters are checked
// against the videos asked about (asked again once when they are not) and
// charged once; a channel with no videos costs nothing; another organization's
// channel, bad input and too few credits are refused before any charge.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompetitorsView, CompetitorTopicsResult } from '../../src/common/contracts/competitors';
import { aiGenerations, competitorChannels, competitorVideos } from '../../src/db/schema';
import { balanceOf } from '../../src/features/credits/ledger';
import { channelTopics } from '../../src/features/competitors/topics';
import { newId } from '../../src/platform/crypto';
import { AiUnavailable } from '../../src/platform/ai/types';
import { api, db, expectRefusal, generationsOf, HEAVY_TEST_MS, orgOwner, paid, setCredits, type OrgOwner } from './helpers';
import { scripted } from './ai-double';

const accessOf = (o: OrgOwner) => ({ org: o.org, role: 'owner' as const, userId: o.user.id });

/** A live (not demo) channel with three stored videos, inserted directly. */
async function liveChannel(o: OrgOwner, videos = true) {
  const id = newId('cmp');
  const channelId = `UC${newId('t')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(22, 'x')
    .slice(0, 22)}`;
  await db()
    .insert(competitorChannels)
    .values({ id, organizationId: o.org.id, channelId, demo: false, title: 'Bia', createdAt: Date.now() });
  if (videos)
    await db()
      .insert(competitorVideos)
      .values(
        [
          ['v1', 'Bolo de cenoura fácil', 1000],
          ['v2', 'Bolo de chocolate na caneca', 3000],
          ['v3', 'Como afiar facas em casa', 500],
        ].map(([videoId, title, views], i) => ({
          videoId: `${channelId}-${videoId}`,
          channelId,
          demo: false,
          title: title as string,
          publishedAt: `2026-11-0${i + 1}T12:00:00Z`,
          views: views as number,
          likes: 10,
          comments: 1,
          updatedAt: Date.now(),
        })),
      );
  return { id, channelId };
}

describe('competitor topics, offline', () => {
  it(
    'clusters a demo channel’s titles by the rules for 1 credit, says offline, and records the run',
    { timeout: HEAVY_TEST_MS },
    async () => {
      const o = await orgOwner();
      const added = (await (
        await api('POST', `/orgs/${o.org.id}/competitors`, o.cookie, { channel: '@cozinhadabia' })
      ).json()) as CompetitorsView;
      const channel = added.channels[0]!;
      const before = await balanceOf(db(), o.org.id);
      const res = await paid('POST', `/orgs/${o.org.id}/competitors/${channel.id}/topics`, o.cookie, { language: 'pt-BR' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as CompetitorTopicsResult;
      expect(body).toMatchObject({ id: channel.id, offline: true, credits: 1 });
      // The offline provider is the page's own rules: the same clusters, by the same words.
      expect(body.topics.map((t) => t.label).sort()).toEqual(channel.topics.map((t) => t.label).sort());
      expect(body.topics.reduce((s, t) => s + t.videos, 0)).toBeLessThanOrEqual(channel.videos.length);
      expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
      const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId!));
      expect(row).toMatchObject({ tool: 'competitor_analysis', status: 'succeeded', credits: 1, provider: 'offline' });

      // Asked again the same day in the same language: the kept topics, free, no new run.
      const again = (await (
        await paid('POST', `/orgs/${o.org.id}/competitors/${channel.id}/topics`, o.cookie, { language: 'pt-BR' })
      ).json()) as CompetitorTopicsResult;
      expect(again).toEqual({ ...body, credits: 0 });
      expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
      expect(await generationsOf(o.org.id)).toHaveLength(1);
      // In the other language it is another run.
      const en = (await (
        await paid('POST', `/orgs/${o.org.id}/competitors/${channel.id}/topics`, o.cookie, { language: 'en' })
      ).json()) as CompetitorTopicsResult;
      expect(en.credits).toBe(1);
      expect(await balanceOf(db(), o.org.id)).toBe(before - 2);
    },
  );

  it('refuses another organization’s channel, a bad language, no key and too few credits, charging nothing', async () => {
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const { id } = await liveChannel(other);
    const before = await balanceOf(db(), o.org.id);
    await expectRefusal(
      await paid('POST', `/orgs/${o.org.id}/competitors/${id}/topics`, o.cookie, { language: 'en' }),
      404,
      'competitor_not_found',
    );
    const own = await liveChannel(o);
    const bad = await paid('POST', `/orgs/${o.org.id}/competitors/${own.id}/topics`, o.cookie, { language: 'fr' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ detail: [{ loc: ['body', 'language'], msg: 'validation.invalidValue' }] });
    expect((await paid('POST', `/orgs/${o.org.id}/competitors/${own.id}/topics`, o.cookie, { language: 'en' }, null)).status).toBe(400);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
    await setCredits(o.org.id, 0);
    await expectRefusal(
      await paid('POST', `/orgs/${o.org.id}/competitors/${own.id}/topics`, o.cookie, { language: 'en' }),
      402,
      'insufficient_credits',
    );
  });

  it('a channel with no videos read has no topics, and no run or charge', async () => {
    const o = await orgOwner();
    const { id } = await liveChannel(o, false);
    const before = await balanceOf(db(), o.org.id);
    const res = await paid('POST', `/orgs/${o.org.id}/competitors/${id}/topics`, o.cookie, { language: 'en' });
    expect(await res.json()).toEqual({ id, topics: [], offline: true, credits: 0, generationId: null });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });
});

describe('competitor topics with a model (production path)', () => {
  it('asks with the titles by id, asks again when a cluster names an unknown or repeated video, and charges 1 credit once', async () => {
    const o = await orgOwner();
    const { id, channelId } = await liveChannel(o);
    const before = await balanceOf(db(), o.org.id);
    const v = (n: number) => `${channelId}-v${n}`;
    const provider = scripted([
      { topics: [{ label: 'Bolos', words: [], videoIds: [v(1), 'made-up'] }] },
      {
        topics: [
          { label: 'Bolos', words: ['cenoura'], videoIds: [v(1), v(2)] },
          { label: 'Facas', words: [], videoIds: [v(2)] },
        ],
      },
      {
        topics: [
          { label: 'Facas', words: ['cozinha'], videoIds: [v(3)] },
          { label: 'Bolos', words: ['cenoura', 'chocolate'], videoIds: [v(1), v(2)] },
        ],
      },
    ]);
    // Two broken answers are the most it asks (MAX_ATTEMPTS): ai_output_invalid, nothing charged.
    await expect(channelTopics(db(), provider, accessOf(o), id, 'pt-BR')).rejects.toMatchObject({ code: 'ai_output_invalid' });
    expect(provider.asked[1]!.prompt).toContain('"made-up" is not');
    expect(provider.asked).toHaveLength(2);
    expect(await balanceOf(db(), o.org.id)).toBe(before);

    const r = await channelTopics(db(), provider, accessOf(o), id, 'en');
    expect(provider.asked[2]!.prompt).toContain(`${v(2)}\tBolo de chocolate na caneca`);
    expect(provider.asked[2]!.task).toMatchObject({ kind: 'title_topics', locale: 'en' });
    expect(provider.asked[2]!.system).toContain('English');
    // Biggest first, with the views of its videos.
    expect(r.topics).toEqual([
      { label: 'Bolos', words: ['cenoura', 'chocolate'], videos: 2, views: 4000 },
      { label: 'Facas', words: ['cozinha'], videos: 1, views: 500 },
    ]);
    expect(r).toMatchObject({ offline: false, credits: 1 });
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    // The same day again: the model is not asked, nothing is charged; the next day it is asked again.
    const now = Date.now();
    expect(await channelTopics(db(), provider, accessOf(o), id, 'en', now)).toEqual({ ...r, credits: 0 });
    expect(provider.asked).toHaveLength(3);
    // (The script is spent, so the model's empty answers are refused: the point is that it was asked.)
    await expect(channelTopics(db(), provider, accessOf(o), id, 'en', now + 86_400_000)).rejects.toMatchObject({
      code: 'ai_output_invalid',
    });
    expect(provider.asked).toHaveLength(5);
  });

  it('costs nothing when the provider is down (503 ai_unavailable)', async () => {
    const o = await orgOwner();
    const { id } = await liveChannel(o);
    const before = await balanceOf(db(), o.org.id);
    await expect(channelTopics(db(), scripted([new AiUnavailable('down')]), accessOf(o), id, 'en')).rejects.toMatchObject({
      status: 503,
      code: 'ai_unavailable',
    });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });
});
