import { expect } from 'vitest';
import { generateStructured, type StructuredJob } from '../../src/features/ai/generate';
import { balanceOf } from '../../src/features/credits/ledger';
import { AiUnavailable, type AiProvider, type TextRequest } from '../../src/platform/ai/types';
import { db, type OrgOwner } from './helpers';

/** A provider double that answers from a script (an Error is thrown), and keeps what it was asked. */
export function scripted(answers: (unknown | Error)[]): AiProvider & { asked: TextRequest[] } {
  const asked: TextRequest[] = [];
  return {
    id: 'openai',
    textModel: 'double-1',
    imageModel: 'double-img',
    asked,
    async generateText(req) {
      asked.push(req);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return { output: next, model: 'double-1' };
    },
    async generateImage() {
      throw new Error('not used');
    },
  };
}

/** A structured job asked by an organization's owner: whose it is, and the tool's ask. */
export const jobFor = <T>(o: OrgOwner, ask: Omit<StructuredJob<T>, 'organizationId' | 'userId'>): StructuredJob<T> => ({
  organizationId: o.org.id,
  userId: o.user.id,
  ...ask,
});

/** The job run while the provider is down: refused as 503 ai_unavailable, and the hold released (the balance unchanged). */
export async function expectOutage<T>(job: StructuredJob<T>): Promise<void> {
  const before = await balanceOf(db(), job.organizationId);
  await expect(generateStructured(db(), scripted([new AiUnavailable('down')]), job)).rejects.toMatchObject({
    status: 503,
    code: 'ai_unavailable',
  });
  expect(await balanceOf(db(), job.organizationId)).toBe(before);
}
