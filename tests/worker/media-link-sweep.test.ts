// The housekeeping cron removes networks' media links past their expiry (decision 080's grants), and
// only those: an open link keeps working, the library file behind an expired one stays.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { grantMediaLink, MEDIA_LINK_TTL_MS, openMediaLink, sweepMediaLinks } from '../../src/features/publishing/networks/media-link';
import { runScheduledJobs } from '../../src/jobs';

const file = (r2Key: string) => ({ r2Key, mime: 'image/jpeg' }) as Parameters<typeof grantMediaLink>[1];
const grants = async () => (await env.FILES.list({ prefix: 'publishing/media-links/' })).objects.length;

describe('media link sweep', () => {
  it('removes expired grants and keeps open ones and the files', async () => {
    const now = Date.now();
    await env.FILES.put('orgs/o/sweep/photo.jpg', new Uint8Array([0xff, 0xd8, 0xff]));
    const before = await grants();
    const old = await grantMediaLink(env.FILES, file('orgs/o/sweep/photo.jpg'), now - 2 * MEDIA_LINK_TTL_MS);
    const open = await grantMediaLink(env.FILES, file('orgs/o/sweep/photo.jpg'), now);
    expect(await grants()).toBe(before + 2);

    expect(await sweepMediaLinks(env.FILES, now)).toBeGreaterThanOrEqual(1);
    expect(await env.FILES.head(`publishing/media-links/${old}`)).toBeNull();
    expect(await openMediaLink(env.FILES, open, now)).not.toBeNull();
    expect(await env.FILES.head('orgs/o/sweep/photo.jpg')).not.toBeNull();
  });

  it('pages through more grants than one listing holds, and stops at its pages', async () => {
    const now = Date.now();
    // Only this test's grants: the open one of the test before would take a place in a listing (keys are random).
    const earlier = (await env.FILES.list({ prefix: 'publishing/media-links/' })).objects.map((o) => o.key);
    if (earlier.length) await env.FILES.delete(earlier);
    await Promise.all(Array.from({ length: 12 }, () => grantMediaLink(env.FILES, file('orgs/o/sweep/x.jpg'), now - 2 * MEDIA_LINK_TTL_MS)));
    expect(await sweepMediaLinks(env.FILES, now, { pages: 1, pageSize: 5 })).toBe(5);
    expect(await sweepMediaLinks(env.FILES, now, { pages: 4, pageSize: 5 })).toBe(7);
    const left = (await env.FILES.list({ prefix: 'publishing/media-links/', include: ['customMetadata'] })).objects;
    expect(left.filter((o) => !(Number(o.customMetadata?.expiresAt) > now))).toEqual([]);
  });

  it('runs in the hourly housekeeping', async () => {
    const now = Date.now();
    const old = await grantMediaLink(env.FILES, file('orgs/o/sweep/y.jpg'), now - 2 * MEDIA_LINK_TTL_MS);
    await runScheduledJobs(env, now);
    expect(await env.FILES.head(`publishing/media-links/${old}`)).toBeNull();
  });
});
