// The limiter against D1: at most `max` hits in any window-long span, even
// across a window boundary, and a Retry-After that tells the truth.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/common/api-error';
import { hit, type Limit } from '../../src/features/rate-limit/limiter';
import { db } from './helpers';

const HOUR = 3_600_000;
const limit = (name: string): Limit => ({ name: `test-${name}-${Math.random()}`, max: 5, windowMs: HOUR });

async function attempt(l: Limit, now: number): Promise<'ok' | number> {
  try {
    await hit(db(), [[l, 'subject']], now);
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return Number(error.headers['Retry-After']);
    throw error;
  }
}

describe('rate limits', () => {
  it('allows max hits in a window and refuses the next', async () => {
    const l = limit('plain');
    const t = 10 * HOUR + 1000;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await attempt(l, t + i));
    expect(results.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(typeof results[5]).toBe('number');
  });

  it('does not let a second batch through just after the window boundary', async () => {
    const l = limit('boundary');
    const boundary = 20 * HOUR;
    for (let i = 0; i < 5; i++) expect(await attempt(l, boundary - 5000 + i)).toBe('ok');
    const after = await attempt(l, boundary + 1000);
    expect(after).not.toBe('ok');
    // The earlier hits fade out as the hour after them passes; Retry-After says when.
    expect(after as number).toBeGreaterThan(0);
    expect(after as number).toBeLessThanOrEqual(3600);
    expect(await attempt(l, boundary + HOUR - 1000)).toBe('ok');
  });

  it('skips subjects that are missing', async () => {
    await expect(hit(db(), [[limit('none'), null]])).resolves.toBeUndefined();
  });
});
