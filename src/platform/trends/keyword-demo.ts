// The keyword search's demonstration answer (decision 082, no API key): made-up
// videos for any keyword, the same ones for the same keyword, region and day,
// in the region's language, so the watchlist can show "the videos behind a
// keyword" offline. The page says it is demonstration data.
import type { KeywordVideo, TrendRegion } from '../../common/contracts/trends';
import { hash, random } from './competitor-demo';

const TITLES: Record<TrendRegion, ((k: string) => string)[]> = {
  BR: [
    (k) => `${k}: tudo o que você precisa saber`,
    (k) => `Testei ${k} por 7 dias`,
    (k) => `${k} explicado em 5 minutos`,
    (k) => `O que ninguém te conta sobre ${k}`,
    (k) => `${k} vale a pena em 2026?`,
    (k) => `Reagindo aos melhores vídeos de ${k}`,
    (k) => `${k} para iniciantes`,
    (k) => `Os erros mais comuns com ${k}`,
  ],
  US: [
    (k) => `${k}: everything you need to know`,
    (k) => `I tried ${k} for 7 days`,
    (k) => `${k} explained in 5 minutes`,
    (k) => `What nobody tells you about ${k}`,
    (k) => `Is ${k} worth it in 2026?`,
    (k) => `Reacting to the best ${k} videos`,
    (k) => `${k} for beginners`,
    (k) => `The most common ${k} mistakes`,
  ],
};
const CHANNELS = ['Canal Aurora', 'Dia a Dia Criativo', 'Tech & Café', 'Studio Norte', 'Mesa Posta', 'Rota Livre', 'Lab do Léo'];
const DAY = 86_400_000;

/** Up to `max` demonstration videos for a keyword, newest first, published in the 30 days before `day` (UTC, YYYY-MM-DD). */
export function demoKeywordVideos(keyword: string, region: TrendRegion, day: string, max = 8): KeywordVideo[] {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const rnd = random(hash(`${region}:${keyword.toLowerCase()}`));
  const titles = TITLES[region];
  const start = Math.floor(rnd() * titles.length);
  const out: KeywordVideo[] = [];
  for (let i = 0; i < Math.min(max, titles.length); i++) {
    const published = dayStart - Math.floor(rnd() * 30 * DAY);
    out.push({
      videoId: `demo${hash(`${keyword}:${region}:${i}`).toString(36).padStart(7, '0').slice(0, 7)}`,
      title: titles[(start + i) % titles.length]!(keyword),
      channel: CHANNELS[Math.floor(rnd() * CHANNELS.length)]!,
      publishedAt: new Date(Math.floor(published / 60_000) * 60_000).toISOString().replace('.000Z', 'Z'),
    });
  }
  return out.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
