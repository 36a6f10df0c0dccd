// The Worker's entry: no logic here, see app.ts and jobs.ts. It exports the
// default handler and the Durable Object classes its bindings name, nothing
// else: workerd takes every named export for an entrypoint.
import { app } from './app';
import type { Env } from './env';
import { runCron } from './jobs';
import type { PasswordResetMessage } from './common/contracts/password-reset';
import { PUBLISH_QUEUE_NAME, type PublishMessage } from './common/contracts/publishing';
import { consumePasswordResets } from './features/account/reset-queue';
import { consumePublishQueue } from './features/publishing/consumer';
import type { MessageBatch } from '@cloudflare/workers-types';

export { OrgLive } from './features/live/org-live';

export default {
  fetch: app.fetch,
  scheduled(controller: { cron: string; scheduledTime: number }, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(runCron(controller.cron, env, controller.scheduledTime));
  },
  // The queues this Worker consumes (wrangler.toml [[queues.consumers]]), told apart by name.
  queue(batch: MessageBatch<PasswordResetMessage> | MessageBatch<PublishMessage>, env: Env) {
    if (batch.queue === PUBLISH_QUEUE_NAME) return consumePublishQueue(batch as MessageBatch<PublishMessage>, env);
    return consumePasswordResets(batch as MessageBatch<PasswordResetMessage>, env);
  },
};
