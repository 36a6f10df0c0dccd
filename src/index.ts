// The Worker's entry: no logic here, see app.ts and jobs.ts.
import { app } from './app';
import type { Env } from './env';
import { runScheduledJobs } from './jobs';

export default {
  fetch: app.fetch,
  scheduled(_controller: unknown, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(runScheduledJobs(env));
  },
};
