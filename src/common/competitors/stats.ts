// The competitor analysis's numbers (decision 074), pure: upload cadence,
// engagement, the best days and hours to post, top videos, and the topics a
// channel covers, clustered from its titles by rules (stop words in Portuguese
// and English, then words that appear together).
import type { ChannelTopic, CompetitorVideo } from '../contracts/competitors';

const WEEK_MS = 7 * 86_400_000;

/** (likes + comments) / views, 0 without views. */
export const engagementOf = (v: { views: number; likes: number; comments: number }): number =>
  v.views > 0 ? (v.likes + v.comments) / v.views : 0;

/** Uploads a week over the `weeks` weeks before `now`. */
export function uploadsPerWeek(publishedAt: readonly string[], now: number, weeks = 4): number {
  const from = now - weeks * WEEK_MS;
  const n = publishedAt.filter((p) => {
    const t = Date.parse(p);
    return t > from && t <= now;
  }).length;
  return n / weeks;
}

export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The mean engagement of videos that have views. */
export const meanEngagement = (videos: readonly CompetitorVideo[]): number =>
  mean(videos.filter((v) => v.views > 0).map((v) => v.engagement));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const slotFormats = new Map<string, Intl.DateTimeFormat>();

/** A time zone Intl knows, else UTC (a browser may report one this runtime lacks). */
export function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The day of week (Sunday 0) and hour (0–23) of a time in a time zone (decision 082). */
export function slotIn(time: Date, timeZone: string): [number, number] {
  let format = slotFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    slotFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(time);
  const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value) % 24;
  return [day, hour];
}

/**
 * 7 × 24 cells (day of week, Sunday first, × hour in `timeZone`, UTC unless
 * given): each cell's share of the views of the videos published in it, so the
 * best slot is 1 and the others are relative to it. All zeros without views.
 * The server answers UTC; the page buckets again in the viewer's zone.
 */
export function postingHeatmap(videos: readonly { publishedAt: string; views: number }[], timeZone = 'UTC'): number[][] {
  const cells = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const zone = knownZone(timeZone);
  for (const v of videos) {
    const d = new Date(v.publishedAt);
    if (Number.isNaN(d.getTime())) continue;
    const [day, hour] = zone === 'UTC' ? [d.getUTCDay(), d.getUTCHours()] : slotIn(d, zone);
    cells[day]![hour]! += Math.max(0, v.views);
  }
  const top = Math.max(0, ...cells.flat());
  return top > 0 ? cells.map((row) => row.map((c) => c / top)) : cells;
}

/** The `n` most viewed, most viewed first (ties: the newer first). */
export function topVideos<T extends { views: number; publishedAt: string }>(videos: readonly T[], n = 5): T[] {
  return [...videos].sort((a, b) => b.views - a.views || b.publishedAt.localeCompare(a.publishedAt)).slice(0, n);
}

// Words that say nothing of a topic, in both languages (and the words of video titles that never do).
const STOP_WORDS = new Set(
  `a o as os um uma uns umas de do da dos das no na nos nas em por para pra pro com sem sob sobre e ou mas que se
  como quando onde porque qual quais quem eu tu ele ela nos vos eles elas meu minha meus minhas seu sua seus suas
  esse essa esses essas este esta estes estas isso isto aquilo ao aos à às é são foi ser ter tem têm vai vou já
  mais menos muito muita muitos muitas todo toda todos todas nao não sim até ate também tambem só so você voce vocês
  the a an of to in on for with without and or but is are was were be been it its this that these those how what
  why when where who which my your our their his her we you they i me vs versus at by from as into about just
  new novo nova parte part ep episode episódio episodio video vídeo videos vídeos official oficial live ao-vivo
  shorts short com my top melhor melhores best dia day`
    .split(/\s+/)
    .filter(Boolean),
);

/** A title's words worth clustering: lower-cased, accents kept, digits and stop words out. */
export function titleWords(title: string): string[] {
  const words = title.toLowerCase().match(/[\p{L}][\p{L}\p{N}'-]*/gu) ?? [];
  return [...new Set(words.map((w) => w.replace(/^['-]+|['-]+$/g, '')).filter((w) => w.length >= 3 && !STOP_WORDS.has(w)))];
}

/** A cluster of titles by rules: the word that names it, its other frequent words, and the titles' indexes. */
export interface TitleCluster {
  label: string;
  words: string[];
  members: number[];
}

/**
 * Titles clustered by rules: each frequent word (in 2 titles or more) names a
 * cluster of the titles that hold it, biggest first; a title joins only its
 * first cluster, so clusters do not count a video twice. At most `max`. The
 * offline AI provider answers the topics ask with these (decision 082).
 */
export function clusterTitles(titles: readonly string[], max = 6): TitleCluster[] {
  const words = titles.map(titleWords);
  const freq = new Map<string, number>();
  for (const ws of words) for (const w of ws) freq.set(w, (freq.get(w) ?? 0) + 1);
  const candidates = [...freq.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const taken = new Set<number>();
  const clusters: TitleCluster[] = [];
  for (const [word] of candidates) {
    if (clusters.length >= max) break;
    const members = words.map((ws, i) => (ws.includes(word) && !taken.has(i) ? i : -1)).filter((i) => i >= 0);
    if (members.length < 2) continue;
    for (const i of members) taken.add(i);
    const others = new Map<string, number>();
    for (const i of members) for (const w of words[i]!) if (w !== word) others.set(w, (others.get(w) ?? 0) + 1);
    clusters.push({
      label: word,
      words: [...others.entries()]
        .filter(([, n]) => n >= 2)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([w]) => w),
      members,
    });
  }
  return clusters;
}

/** The topics of a channel by rules (`clusterTitles`), with each cluster's videos and views. */
export function topicsOf(videos: readonly { title: string; views: number }[], max = 6): ChannelTopic[] {
  return clusterTitles(
    videos.map((v) => v.title),
    max,
  ).map((c) => ({
    label: c.label,
    words: c.words,
    videos: c.members.length,
    views: c.members.reduce((s, i) => s + videos[i]!.views, 0),
  }));
}
