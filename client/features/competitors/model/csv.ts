// The compared channels as CSV (decision 074): one row a channel, the header in
// the user's language, numbers unformatted (dot decimals) so a spreadsheet reads them.
import type { CompetitorChannel } from '@src/common/contracts/competitors';

export type CsvHeader = Record<
  | 'channel'
  | 'handle'
  | 'channelId'
  | 'subscribers'
  | 'views'
  | 'videos'
  | 'uploadsPerWeek'
  | 'engagement'
  | 'viewsPerVideo'
  | 'topics'
  | 'measuredAt',
  string
>;

/** A cell quoted when it must be; text a spreadsheet would run as a formula starts with an apostrophe (a handle's "@name" is kept). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^@[\p{L}\p{N}_.-]+$/u.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function comparisonCsv(channels: readonly CompetitorChannel[], h: CsvHeader): string {
  const keys = Object.keys(h) as (keyof CsvHeader)[];
  const rows = channels.map((c) => {
    const cells: Record<keyof CsvHeader, string | number | null> = {
      channel: c.title,
      handle: c.handle,
      channelId: c.channelId,
      subscribers: c.latest?.subscribers ?? null,
      views: c.latest?.views ?? null,
      videos: c.latest?.videos ?? null,
      uploadsPerWeek: Number(c.uploadsPerWeek.toFixed(2)),
      engagement: Number(c.engagement.toFixed(4)),
      viewsPerVideo: c.viewsPerVideo,
      topics: c.topics.map((t) => t.label).join(' | '),
      measuredAt: c.latest ? new Date(c.latest.at).toISOString() : null,
    };
    return keys.map((k) => csvCell(cells[k])).join(',');
  });
  return [keys.map((k) => csvCell(h[k])).join(','), ...rows].join('\r\n') + '\r\n';
}
