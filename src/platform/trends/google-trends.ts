// Google Trends' daily trending searches, its public RSS feed per country
// (decision 059): each item a search with its approximate traffic and the news
// behind it. No key and no quota; read once a day by the cron.
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { TrendNews, TrendRegion } from '../../common/contracts/trends';
import { parseTraffic } from '../../common/trends/rise';

export const TRENDS_RSS = 'https://trends.google.com/trending/rss';
/** The feed's namespace for its own elements (ht:approx_traffic, ht:news_item…). */
const HT = 'https://trends.google.com/trending/rss';

export interface TrendingSearch {
  title: string;
  traffic: number;
  news: TrendNews[];
}

export class TrendsFeedError extends Error {}

const text = (el: Element | undefined | null) => el?.textContent?.trim() ?? '';

function firstChild(parent: Element, ns: string | null, name: string): Element | undefined {
  const list = ns ? parent.getElementsByTagNameNS(ns, name) : parent.getElementsByTagName(name);
  return list[0] ?? undefined;
}

/** The feed's items as searches; an answer that is not the feed is an error. */
export function parseTrendsFeed(xml: string): TrendingSearch[] {
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, msg) => {
        if (level === 'fatalError') throw new TrendsFeedError(msg);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (e) {
    throw e instanceof TrendsFeedError ? e : new TrendsFeedError(String(e));
  }
  if (!doc.documentElement || doc.documentElement.nodeName !== 'rss') throw new TrendsFeedError('not an RSS feed');
  const items = Array.from(doc.getElementsByTagName('item'));
  return items
    .map((item) => ({
      title: text(firstChild(item, null, 'title')),
      traffic: parseTraffic(text(firstChild(item, HT, 'approx_traffic'))),
      news: Array.from(item.getElementsByTagNameNS(HT, 'news_item')).map((n) => ({
        title: text(firstChild(n, HT, 'news_item_title')),
        url: text(firstChild(n, HT, 'news_item_url')),
        source: text(firstChild(n, HT, 'news_item_source')),
      })),
    }))
    .filter((s) => s.title.length > 0);
}

export async function fetchTrendingSearches(region: TrendRegion): Promise<TrendingSearch[]> {
  const res = await fetch(`${TRENDS_RSS}?geo=${region}`, { headers: { accept: 'application/rss+xml, text/xml' } });
  if (!res.ok) throw new TrendsFeedError(`trends feed ${res.status}`);
  return parseTrendsFeed(await res.text());
}
