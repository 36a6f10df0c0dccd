// Spearman's rank correlation of past viral scores and real views (decision 085).
import { describe, expect, it } from 'vitest';
import { MIN_POSTS_FOR_CORRELATION, ranks, spearman, strengthOf } from '../../src/common/viral/correlation';

describe('ranks', () => {
  it('ranks from 1, ties sharing the mean of their ranks', () => {
    expect(ranks([30, 10, 20])).toEqual([3, 1, 2]);
    expect(ranks([5, 7, 5, 9, 5])).toEqual([2, 4, 2, 5, 2]);
    expect(ranks([])).toEqual([]);
  });
});

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for any decreasing one, whatever the scale', () => {
    expect(spearman([10, 20, 30, 40, 50], [1, 10, 100, 1_000, 1_000_000])).toBeCloseTo(1, 10);
    expect(spearman([10, 20, 30, 40, 50], [900, 800, 50, 7, 1])).toBeCloseTo(-1, 10);
  });

  it('matches the textbook value without ties: 1 - 6Σd²/(n(n²-1))', () => {
    // d = ranks differ by [0, 1, -1, 1, -1]: Σd² = 4, n = 5 → 1 - 24/120 = 0.8
    expect(spearman([1, 2, 3, 4, 5], [1, 3, 2, 5, 4])).toBeCloseTo(0.8, 10);
  });

  it('handles ties as Pearson on the fractional ranks', () => {
    // ranks x = [1.5, 1.5, 3, 4, 5], y = [1, 2, 3, 4, 5]
    const rho = spearman([2, 2, 3, 4, 5], [10, 20, 30, 40, 50])!;
    expect(rho).toBeCloseTo(0.9747, 4);
  });

  it('answers null below the minimum, on unequal lengths, or when one side never changes', () => {
    expect(MIN_POSTS_FOR_CORRELATION).toBe(5);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeNull();
    expect(spearman([1, 2, 3, 4, 5], [1, 2, 3, 4])).toBeNull();
    expect(spearman([50, 50, 50, 50, 50], [1, 2, 3, 4, 5])).toBeNull();
  });

  it('words the strength by the absolute value', () => {
    expect(strengthOf(0.85)).toBe('strong');
    expect(strengthOf(-0.5)).toBe('moderate');
    expect(strengthOf(0.25)).toBe('weak');
    expect(strengthOf(-0.1)).toBe('none');
  });
});
