// The clipper's time left, fed sequences of progress reports whose true
// remaining time is known: it must settle near the truth from measured pace,
// never jump up by more than the time that passed, and never run the bar back.
import { describe, expect, it } from 'vitest';
import { reportProgress, startTimeLeft, type StagePlan } from '../../client/features/clipper/model/time-left';

type S = 'reading' | 'audio' | 'transcript' | 'scenes' | 'scoring';

/** Runs stages that truly take `took` ms, reporting every `everyMs`; returns each report's truth and estimate. */
function simulate(plan: StagePlan<S>[], took: number[], { everyMs = 500, jitter = (_t: number, part: number) => part } = {}) {
  const total = took.reduce((a, b) => a + b, 0);
  let state = startTimeLeft(plan, 0);
  const out: Array<{ t: number; truth: number; left: number; fraction: number }> = [];
  let begun = 0;
  plan.forEach((p, i) => {
    for (let t = 0; t <= took[i]!; t += everyMs) {
      const now = begun + t;
      const part = took[i] ? jitter(now, t / took[i]!) : 1;
      const r = reportProgress(state, p.stage, part, now);
      state = r.state;
      out.push({ t: now, truth: total - now, left: r.estimate.leftMs, fraction: r.estimate.fraction });
      if (!took[i]) break;
    }
    begun += took[i]!;
  });
  return { out, total };
}

const PLAN: StagePlan<S>[] = [
  { stage: 'reading', expectedMs: 300 },
  { stage: 'audio', expectedMs: 6_000 },
  { stage: 'transcript', expectedMs: 30_000 },
  { stage: 'scenes', expectedMs: 8_000 },
  { stage: 'scoring', expectedMs: 1_000 },
];

function neverJumpsUp(out: Array<{ t: number; left: number; fraction: number }>) {
  for (let i = 1; i < out.length; i++) {
    expect(out[i]!.left).toBeLessThanOrEqual(out[i - 1]!.left + (out[i]!.t - out[i - 1]!.t) + 1);
    expect(out[i]!.fraction).toBeGreaterThanOrEqual(out[i - 1]!.fraction);
  }
}

describe('time left from measured throughput', () => {
  it('on a machine twice as slow as the priors, settles within 20 % of the truth and only counts down', () => {
    const { out, total } = simulate(PLAN, [600, 12_000, 60_000, 16_000, 2_000]);
    neverJumpsUp(out);
    for (const r of out.filter((r) => r.t > total * 0.3)) expect(Math.abs(r.left - r.truth)).toBeLessThan(total * 0.2);
    expect(out[out.length - 1]!.left).toBeLessThan(1500);
  });

  it('when a slow stage stalls, the estimate rises no faster than the stall lasts', () => {
    // Scenes report 40 % at once, then nothing for 20 s, then the rest.
    const stall = (t: number, part: number) => (t < 50_000 ? part : Math.min(1, Math.max(0.4, (t - 70_000) / 10_000)));
    const { out } = simulate(
      [...PLAN.slice(0, 3), { stage: 'scenes', expectedMs: 10_000 }, PLAN[4]!],
      [300, 6_000, 30_000, 45_000, 1_000],
      { jitter: (t, part) => (t >= 36_300 && t < 81_300 ? stall(t, part) : part) },
    );
    neverJumpsUp(out);
    // It did rise during the stall (the truth was far above the first guess): an honest estimate is not stuck.
    const inStall = out.filter((r) => r.t > 52_000 && r.t < 70_000);
    expect(inStall[inStall.length - 1]!.left).toBeGreaterThan(inStall[0]!.left);
  });

  it('a skipped stage (a stored transcript) takes its expected time off, smoothly', () => {
    const { out } = simulate(PLAN, [300, 6_000, 0, 8_000, 1_000]);
    neverJumpsUp(out);
    const before = out.find((r) => r.t >= 6_000)!;
    const after = out.find((r) => r.t >= 12_000)!;
    expect(before.left).toBeGreaterThan(after.left + 15_000);
    expect(after.left).toBeLessThan(9_000);
  });

  it('the first estimate comes from the priors, before any pace is known', () => {
    const first = reportProgress(startTimeLeft(PLAN, 0), 'reading', 0, 0).estimate;
    expect(first.leftMs).toBe(45_300);
    expect(first.fraction).toBe(0);
  });
});
