import { describe, expect, it } from 'vitest';
import { hex, newId, randomBytes, sha256Hex } from '../../src/platform/crypto';

describe('crypto helpers', () => {
  it('writes bytes as two lower-case hex digits each', () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
  });

  it('hands out pooled random bytes once each: no two draws share their bytes, across refills too', () => {
    // 3 000 draws of 16 bytes cross the 4 KiB pool's refill more than ten times.
    const draws = Array.from({ length: 3000 }, () => hex(randomBytes(16)));
    expect(draws.every((d) => d.length === 32)).toBe(true);
    expect(new Set(draws).size).toBe(draws.length);
    // A draw is a copy: changing it does not change what later draws see.
    const a = randomBytes(8);
    a.fill(0);
    expect(hex(randomBytes(8))).not.toBe('0000000000000000');
    // Larger than the pool: drawn directly, still random.
    const big = randomBytes(10_000);
    expect(big.length).toBe(10_000);
    expect(new Set(big).size).toBeGreaterThan(200);
  });

  it('hashes with SHA-256 (the standard test vector)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes prefixed ids of 24 hex digits that do not repeat', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newId('req')));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
  });
});
