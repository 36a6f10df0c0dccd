// Forgot-password work in a Cloudflare Queue (decision 035). The request only
// validates and enqueues the same message for any email; this consumer, in
// another invocation, looks the account up and sends the code. Done after the
// answer in the same invocation (waitUntil, then a timer), the lookup and the
// mail still made a known email answer 28-73 ms later (issue 31): they shared
// the isolate with the response being written.
import type { MessageBatch, Queue } from '@cloudflare/workers-types';
import { createDb } from '../../db/client';
import { codeSecret, type Env } from '../../env';
import { mailerFor } from '../auth/deps';
import { requestPasswordReset } from './service';
import type { PasswordResetMessage } from '../../common/contracts/password-reset';

export async function enqueuePasswordReset(queue: Queue<PasswordResetMessage>, email: string): Promise<void> {
  await queue.send({ email });
}

/** The consumer: each message on its own, retried by the queue if it fails (max_retries in wrangler.toml). */
export async function consumePasswordResets(batch: MessageBatch<PasswordResetMessage>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const deps = { db, mailer: mailerFor({ env, var: { db } }), codeSecret: codeSecret(env) };
  for (const message of batch.messages) {
    try {
      await requestPasswordReset(deps, message.body.email);
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: `reset email: ${String(error)}` }));
      message.retry();
    }
  }
}
