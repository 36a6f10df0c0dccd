// The competitor analysis's demonstration dataset (decision 074): without a
// YouTube key any handle or channel id resolves to a made-up channel, generated
// deterministically from its name (the same name is the same channel, its
// numbers a function of time), so the page, the cron and the tests work
// offline. The page labels it; nothing here pretends to be YouTube's data.
import type { ChannelRef } from '../../common/contracts/competitors';
import type { YoutubeChannel, YoutubeVideoStats } from './youtube-channels';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Demo time starts here: channels "exist" from then on. */
const EPOCH = Date.UTC(2024, 0, 1);

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, the same numbers for the same seed. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The topics demo channels speak of: a subject and the titles made of it. */
const TOPICS: readonly { titles: readonly string[] }[] = [
  { titles: ['Receita de bolo de cenoura fofinho', 'Bolo de chocolate sem forno', 'Bolo de fubá da vovó', 'Bolo de limão rápido'] },
  { titles: ['Pão de queijo mineiro', 'Pão caseiro na airfryer', 'Pão de queijo recheado', 'Pão integral fácil'] },
  { titles: ['Setup gamer barato', 'Review do novo console', 'Console portátil vale a pena?', 'Setup minimalista'] },
  { titles: ['Morning routine that works', 'Productivity routine for students', 'My weekly routine', 'Night routine reset'] },
  { titles: ['Budget travel in Lisbon', 'Lisbon food tour', 'Travel hacks for cheap flights', 'Travel vlog: Porto'] },
  { titles: ['Treino de pernas em casa', 'Treino HIIT de 20 minutos', 'Treino para iniciantes', 'Alongamento depois do treino'] },
  {
    titles: [
      'Marketing no Instagram em 2026',
      'Marketing de conteúdo para pequenos negócios',
      'Erros de marketing',
      'Marketing com pouco dinheiro',
    ],
  },
];

export interface DemoChannel extends YoutubeChannel {
  /** Hours between uploads. */
  gap: number;
  /** The UTC weekday and hour it likes to publish at. */
  day: number;
  hour: number;
  topics: number[];
  /** Subscribers at the epoch and growth a day. */
  base: number;
  growth: number;
}

/** The demo channel a handle or id names (the same for the same name, case aside). */
export function demoChannel(ref: ChannelRef): DemoChannel {
  const name = ref.value.toLowerCase();
  const seed = hash(name);
  const rnd = random(seed);
  const channelId = ref.kind === 'id' ? ref.value : `UC${Array.from({ length: 22 }, () => ID_CHARS[Math.floor(rnd() * 64)]).join('')}`;
  return channelFromId(channelId, ref.kind === 'handle' ? ref.value : null);
}

/** A demo channel from its id (the cron knows ids only); its handle, when it has one, comes from our row. */
export function channelFromId(channelId: string, handle: string | null): DemoChannel {
  const rnd = random(hash(channelId));
  const base = Math.round(5_000 + rnd() * 400_000);
  const first = Math.floor(rnd() * TOPICS.length);
  const topics = [first, (first + 1 + Math.floor(rnd() * (TOPICS.length - 1))) % TOPICS.length];
  const title = handle
    ? handle
        .slice(1)
        .split(/[._-]+/)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : `Canal ${channelId.slice(2, 8)}`;
  return {
    channelId,
    title,
    handle,
    subscribers: 0,
    views: 0,
    videos: 0,
    uploads: `UU${channelId.slice(2)}`,
    gap: [24, 36, 48, 72][Math.floor(rnd() * 4)]!,
    day: Math.floor(rnd() * 7),
    hour: 9 + Math.floor(rnd() * 12),
    topics,
    base,
    growth: 0.0002 + rnd() * 0.001,
  };
}

/** The channel's statistics at `at`. */
export function demoStatsAt(c: DemoChannel, at: number): YoutubeChannel {
  const days = Math.max(0, (at - EPOCH) / DAY);
  const subscribers = Math.round(c.base * Math.exp(c.growth * days));
  const videos = Math.floor((at - EPOCH) / (c.gap * HOUR)) + 1;
  return { ...c, subscribers, views: Math.round(subscribers * 38 + videos * c.base * 0.4), videos };
}

/** The latest `max` uploads before `at`, newest first, with their statistics at `at`. */
export function demoVideos(c: DemoChannel, at: number, max = 24): YoutubeVideoStats[] {
  const out: YoutubeVideoStats[] = [];
  const last = Math.floor((at - EPOCH) / (c.gap * HOUR));
  for (let k = last; k >= 0 && out.length < max; k--) {
    const rnd = random(hash(`${c.channelId}:${k}`));
    // Published on its slot, moved to the channel's favourite hour; one in three on its favourite weekday.
    const slot = new Date(EPOCH + k * c.gap * HOUR);
    slot.setUTCHours(rnd() < 0.7 ? c.hour : 6 + Math.floor(rnd() * 16), Math.floor(rnd() * 60), 0, 0);
    if (rnd() < 0.35) slot.setUTCDate(slot.getUTCDate() + ((c.day - slot.getUTCDay() + 7) % 7) - 7);
    const publishedAt = slot.getTime();
    if (publishedAt > at) continue;
    const topic = TOPICS[c.topics[k % c.topics.length]!]!;
    const title = topic.titles[Math.floor(rnd() * topic.titles.length)]!;
    const ageDays = (at - publishedAt) / DAY;
    const onFavourite = slot.getUTCDay() === c.day ? 1.8 : 1;
    const peak = c.base * (0.05 + rnd() * 0.4) * onFavourite;
    const views = Math.round(peak * (1 - Math.exp(-ageDays / 3)));
    out.push({
      videoId: `${c.channelId.slice(2, 8)}${String(k).padStart(5, '0')}`,
      title,
      publishedAt: new Date(publishedAt).toISOString().replace('.000Z', 'Z'),
      views,
      likes: Math.round(views * (0.02 + rnd() * 0.05)),
      comments: Math.round(views * (0.001 + rnd() * 0.006)),
    });
  }
  return out.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
