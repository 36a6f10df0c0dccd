import { describe, expect, it } from 'vitest';
import { hex, newId, sha256Hex } from '../../src/platform/crypto';

describe('crypto helpers', () => {
  it('writes bytes as two lower-case hex digits each', () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
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
