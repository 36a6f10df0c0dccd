// Time left for a job of several stages, from the throughput measured in each:
// a stage's length is estimated from its own pace so far, blended with a prior
// (what it usually takes for a video this long, scaled by how this machine did
// on the stages already finished) that weighs as much as a tenth of the stage
// done, so the first seconds of a stage cannot swing the estimate. The shown
// value counts down between reports and moves toward the new estimate
// smoothly; it may rise only by as much time as has passed since the last
// report (a stall can hold the countdown up, not throw it back by minutes).
// Pure: time comes in with each event, so a sequence of events can be tested.

export interface StagePlan<S extends string> {
  stage: S;
  /** What the stage usually takes for this input on an average machine, ms. */
  expectedMs: number;
}

export interface TimeLeftState<S extends string> {
  plan: ReadonlyArray<StagePlan<S>>;
  /** Index in `plan` of the running stage. */
  current: number;
  /** When the running stage began, and the share of it done at the last report. */
  stageStartMs: number;
  part: number;
  /** Measured length of each finished stage, ms (by index in `plan`). */
  took: number[];
  startedMs: number;
  lastMs: number;
  /** The time left last shown, ms; null before the first report. */
  shownMs: number | null;
  /** The progress bar last shown: it never goes back. */
  fraction: number;
}

export interface Estimate {
  /** 0..1 of the whole job's time. */
  fraction: number;
  leftMs: number;
}

/** How much the prior counts, as a share of a stage: after 10 % done, the measured pace weighs as much. */
const PRIOR_WEIGHT = 0.1;
/** The shown value moves this fast toward the new estimate (time constant, ms). */
const SMOOTH_MS = 3000;

export function startTimeLeft<S extends string>(plan: ReadonlyArray<StagePlan<S>>, nowMs: number): TimeLeftState<S> {
  return { plan, current: 0, stageStartMs: nowMs, part: 0, took: [], startedMs: nowMs, lastMs: nowMs, shownMs: null, fraction: 0 };
}

/** How much slower (>1) or faster this machine has been than the priors, over the finished stages. */
function machineFactor<S extends string>(s: TimeLeftState<S>): number {
  let took = 0;
  let expected = 0;
  s.took.forEach((ms, i) => {
    took += ms;
    expected += s.plan[i]!.expectedMs;
  });
  // The priors count as one stage's worth of evidence, so one odd stage does not rescale the rest.
  const prior = s.plan[0]?.expectedMs ?? 1;
  return (took + prior) / Math.max(1, expected + prior);
}

/** The raw estimate of the time left at `nowMs`, before smoothing. */
export function rawLeftMs<S extends string>(s: TimeLeftState<S>, nowMs: number): number {
  const factor = machineFactor(s);
  const stage = s.plan[s.current];
  if (!stage) return 0;
  const elapsed = nowMs - s.stageStartMs;
  const prior = stage.expectedMs * factor;
  // A stage's whole length: its pace so far, with the prior counting as PRIOR_WEIGHT of the stage.
  const whole = (prior * PRIOR_WEIGHT + elapsed) / (PRIOR_WEIGHT + s.part);
  let left = Math.max(0, whole * (1 - s.part));
  for (let i = s.current + 1; i < s.plan.length; i++) left += s.plan[i]!.expectedMs * factor;
  return left;
}

/**
 * A report: `stage` is `part` (0..1) done at `nowMs`. A later stage than the
 * running one closes the stages between (a stage skipped takes 0 ms); an
 * earlier one is ignored.
 */
export function reportProgress<S extends string>(
  s: TimeLeftState<S>,
  stage: S,
  part: number,
  nowMs: number,
): { state: TimeLeftState<S>; estimate: Estimate } {
  const index = s.plan.findIndex((p) => p.stage === stage);
  let next: TimeLeftState<S> = { ...s, took: [...s.took] };
  if (index > next.current) {
    // The running stage has ended; any between were skipped.
    next.took[next.current] = nowMs - next.stageStartMs;
    for (let i = next.current + 1; i < index; i++) next.took[i] = 0;
    next = { ...next, current: index, stageStartMs: nowMs, part: 0 };
  }
  if (index === next.current) next.part = Math.max(next.part, Math.min(1, Math.max(0, part)));
  const raw = rawLeftMs(next, nowMs);
  const dt = Math.max(0, nowMs - s.lastMs);
  let shown: number;
  if (s.shownMs === null) shown = raw;
  else {
    const countdown = Math.max(0, s.shownMs - dt);
    shown = countdown + (1 - Math.exp(-dt / SMOOTH_MS)) * (raw - countdown);
    shown = Math.min(shown, s.shownMs + dt);
  }
  shown = Math.max(0, shown);
  const elapsed = nowMs - s.startedMs;
  const fraction = Math.max(s.fraction, elapsed + shown > 0 ? elapsed / (elapsed + shown) : 0);
  next = { ...next, lastMs: nowMs, shownMs: shown, fraction };
  return { state: next, estimate: { fraction, leftMs: Math.round(shown) } };
}
