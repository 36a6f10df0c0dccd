// The Worker's entry: no logic here, see app.ts and jobs.ts.
import { app } from './app';
import type { Env } from './env';
import { runScheduledJobs } from './jobs';
import type { PasswordResetMessage } from './common/contracts/password-reset';
import { consumePasswordResets } from './features/account/reset-queue';
import type { MessageBatch } from '@cloudflare/workers-types';

export default {
  fetch: app.fetch,
  scheduled(_controller: unknown, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(runScheduledJobs(env));
  },
  // The only queue this Worker consumes (wrangler.toml [[queues.consumers]]).
  queue(batch: MessageBatch<PasswordResetMessage>, env: Env) {
    return consumePasswordResets(batch, env);
  },
};
