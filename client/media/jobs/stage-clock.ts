// Where a render's time goes, for the bench (issue 33): milliseconds the job
// waited on each stage, summed. Stages that run beside each other (the sound
// while the frames are made) are timed on their own, so the sum may exceed the
// wall time.
export class StageClock {
  readonly ms: Record<string, number> = {};

  add(stage: string, ms: number): void {
    this.ms[stage] = (this.ms[stage] ?? 0) + ms;
  }

  /** Times `work` as `stage` and hands back its result. */
  async time<T>(stage: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
    const t0 = performance.now();
    try {
      return await (typeof work === 'function' ? work() : work);
    } finally {
      this.add(stage, performance.now() - t0);
    }
  }

  /** The same for synchronous work. */
  timeSync<T>(stage: string, work: () => T): T {
    const t0 = performance.now();
    try {
      return work();
    } finally {
      this.add(stage, performance.now() - t0);
    }
  }
}
