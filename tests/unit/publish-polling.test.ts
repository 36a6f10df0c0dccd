// The posts list's polling (client/features/publishing/api.ts): often while a post is
// going out, slowly while a network processes, and woken a minute before a scheduled
// post is due, so the page shows it published without a reload.
import { describe, expect, it } from 'vitest';
import { postsRefetchMs } from '../../client/features/publishing/api';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('posts polling', () => {
  it('nothing waiting: no polling', () => {
    expect(postsRefetchMs([], NOW)).toBe(false);
    expect(postsRefetchMs([{ state: 'published', scheduledAt: at(-5_000) }], NOW)).toBe(false);
    expect(postsRefetchMs([{ state: 'cancelled', scheduledAt: at(60_000) }], NOW)).toBe(false);
  });

  it('a post due within the minute (or late) is watched every 3 s', () => {
    expect(postsRefetchMs([{ state: 'queued', scheduledAt: at(30_000) }], NOW)).toBe(3000);
    expect(postsRefetchMs([{ state: 'uploading', scheduledAt: at(-90_000) }], NOW)).toBe(3000);
  });

  it('a network processing an upload is asked every 15 s', () => {
    expect(postsRefetchMs([{ state: 'processing', scheduledAt: at(-600_000) }], NOW)).toBe(15_000);
  });

  it('a post scheduled two minutes ahead wakes the list a minute before it is due; one far off, every 5 min', () => {
    expect(postsRefetchMs([{ state: 'queued', scheduledAt: at(120_000) }], NOW)).toBe(60_000);
    expect(postsRefetchMs([{ state: 'queued', scheduledAt: at(61_000) }], NOW)).toBe(3000);
    expect(postsRefetchMs([{ state: 'queued', scheduledAt: at(86_400_000) }], NOW)).toBe(300_000);
  });
});
