// Runs one generation the way every tool needs it: credits held first (402 when
// short), the provider asked, the answer checked against its schema and asked
// again once if it breaks it, then the hold captured on success or released on
// failure (failed work costs nothing), and the whole run recorded. The brand's
// words to avoid are asked for again like a rule, but the last answer is
// delivered with the ones it still uses (decision 033).
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import { AiUnavailable, type AiProvider, type TextRequest } from '../../platform/ai/types';
import { captureStatement, hold, release } from '../credits/ledger';
import type { ChargeReason } from '../credits/prices';

export const MAX_ATTEMPTS = 2;

export interface StructuredJob<T> {
  organizationId: string;
  userId: string;
  /** The tool that asks, for the record (carousel, captions, ...). */
  tool: string;
  /** What it is charged as (its price and its ledger reason); `free` for work the price list gives away (the clipper's analysis). */
  item: ChargeReason | 'free';
  request: TextRequest;
  schema: z.ZodType<T>;
  /** Rules the schema cannot say (a count, an order); returns what is wrong, or null. */
  check?: (value: T) => string | null;
  /**
   * The brand kit's words to avoid that a valid answer still uses. The list is
   * the user's own: when it holds common words no answer can leave them out,
   * and refusing would make every run fail, free (issue 31). So they are asked
   * for again once, and then the answer is delivered (and charged) with them.
   */
  avoided?: (value: T) => string[];
}

export interface StructuredResult<T> {
  value: T;
  generationId: string;
  credits: number;
  attempts: number;
  /** Words to avoid the delivered answer still uses; empty when none. */
  avoidedWords: string[];
}

/** What was wrong with an answer, in words a model can act on when asked again. */
function problemOf<T>(job: StructuredJob<T>, output: unknown): { value: T } | { problem: string } {
  const parsed = job.schema.safeParse(output);
  if (!parsed.success)
    return {
      problem: parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; '),
    };
  const rule = job.check?.(parsed.data);
  return rule ? { problem: rule } : { value: parsed.data };
}

export async function generateStructured<T>(
  db: Db,
  provider: AiProvider,
  job: StructuredJob<T>,
  now = Date.now,
): Promise<StructuredResult<T>> {
  const generationId = newId('gen');
  const held =
    job.item === 'free'
      ? null
      : await hold(db, {
          organizationId: job.organizationId,
          item: job.item,
          reference: generationId,
          idempotencyKey: `ai:${generationId}`,
          actorId: job.userId,
        });
  const started = now();
  let attempts = 0;
  let last: unknown = null;
  let problem = '';
  /** The best answer so far that keeps every rule, and the avoided words it uses. */
  let kept: { value: T; avoidedWords: string[] } | null = null;
  const record = (status: 'succeeded' | 'failed', output: unknown, error: string | null, credits: number) =>
    db.insert(aiGenerations).values({
      id: generationId,
      organizationId: job.organizationId,
      userId: job.userId,
      tool: job.tool,
      kind: 'text',
      provider: provider.id,
      model: provider.textModel,
      status,
      input: JSON.stringify({ task: job.request.task, system: job.request.system, prompt: job.request.prompt }),
      output: output === null ? null : JSON.stringify(output),
      error,
      attempts,
      latencyMs: Math.max(0, Math.round(now() - started)),
      credits,
      holdId: held?.id ?? null,
      createdAt: started,
    });

  // On success the result is recorded and the hold captured in one batch, so
  // a fault there charges nothing (issue 23: capture came first, and a failed
  // record answered 500 with the credits gone).
  try {
    while (attempts < MAX_ATTEMPTS) {
      attempts++;
      const request =
        attempts === 1
          ? job.request
          : {
              ...job.request,
              prompt: `${job.request.prompt}\n\nYour previous answer was not valid (${problem}). Answer again with JSON that follows the schema exactly.`,
            };
      const answer = await provider.generateText(request);
      last = answer.output;
      const checked = problemOf(job, answer.output);
      if ('value' in checked) {
        const avoidedWords = job.avoided?.(checked.value) ?? [];
        if (avoidedWords.length === 0) return await succeed({ value: checked.value, avoidedWords });
        if (!kept || avoidedWords.length < kept.avoidedWords.length) kept = { value: checked.value, avoidedWords };
        problem = `never use these words: ${avoidedWords.join(', ')}`;
      } else problem = checked.problem;
    }
    if (kept) return await succeed(kept);
  } catch (error) {
    await settleFailed((error as Error).message);
    if (error instanceof AiUnavailable) throw new ApiError('ai_unavailable');
    throw error;
  }
  await settleFailed(`invalid output after ${attempts} attempts: ${problem}`);
  throw new ApiError('ai_output_invalid');

  async function succeed(answer: { value: T; avoidedWords: string[] }): Promise<StructuredResult<T>> {
    const credits = held?.amount ?? 0;
    const succeeded = record('succeeded', answer.value, null, credits);
    if (held) await db.batch([succeeded, captureStatement(db, job.organizationId, held.id)]);
    else await succeeded;
    return { value: answer.value, generationId, credits, attempts, avoidedWords: answer.avoidedWords };
  }

  /** Failed work costs nothing. If the database is what failed, the scheduled job releases the hold later. */
  async function settleFailed(message: string) {
    try {
      if (held) await release(db, job.organizationId, held.id, job.userId);
      await record('failed', last, message.slice(0, 500), 0);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: `generation ${generationId} not settled: ${String(error)}` }));
    }
  }
}
