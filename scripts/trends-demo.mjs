// Writes the trend tracker's demonstration dataset (decision 059):
// src/platform/trends/demo-data.json, from the topics in trends-demo-seeds.json.
// Used when no YOUTUBE_API_KEY is set (the local default) through the same
// snapshot code as the real adapters, and labelled "demonstration data" on the page. Deterministic: the same file every
// run (a seeded generator, no clock). Run: node scripts/trends-demo.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DAYS = 31; // today and the 30 days before it: the longest rise window

// mulberry32: a small seeded generator, so the file never changes between runs.
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A day-by-day series, oldest first, today last; 0 is a day the trend was not there. */
function series(shape, base, rand) {
  return Array.from({ length: DAYS }, (_, i) => {
    const t = i / (DAYS - 1); // 0 thirty days ago .. 1 today
    const noise = 0.9 + rand() * 0.2;
    const level = { rising: 0.3 + t * 1.7, steady: 1, fading: 2 - t * 1.6, new: i >= DAYS - 3 ? 1 + (i - (DAYS - 3)) : 0 }[shape];
    return Math.round((base * level * noise) / 100) * 100;
  });
}

// The topics, their shapes and sizes: [title, shape, base] a search,
// [title, channel, categoryId, shape, base] a video, per region.
const REGIONS = JSON.parse(readFileSync(new URL('./trends-demo-seeds.json', import.meta.url), 'utf8'));

const data = {};
for (const [region, { searches, videos }] of Object.entries(REGIONS)) {
  const rand = seeded(region === 'BR' ? 2026 : 1776);
  data[region] = {
    searches: searches.map(([title, shape, base], i) => ({
      title,
      shape,
      traffic: series(shape, base, rand),
      news: [{ title: `${title} (demo)`, url: `https://example.com/demo/${region.toLowerCase()}/${i + 1}`, source: 'Demo News' }],
    })),
    videos: videos.map(([title, channel, categoryId, shape, base], i) => ({
      videoId: `demo${region}${String(i + 1).padStart(7, '0')}`,
      title,
      channel,
      categoryId,
      shape,
      views: series(shape, base, rand),
    })),
  };
}

// Data, not code: the Worker imports the JSON (Vite bundles it), typed by demo-data.ts.
// Each series stays on one line, so the file reads (and diffs) a trend a line.
const out = fileURLToPath(new URL('../src/platform/trends/demo-data.json', import.meta.url));
const json = JSON.stringify({ days: DAYS, trends: data }, null, 2).replace(
  /\[\s+([\d,\s]+?)\s+\]/g,
  (_, nums) => `[${nums.split(/,\s+/).join(', ')}]`,
);
writeFileSync(out, `${json}\n`);
console.log(`wrote ${out}`);
