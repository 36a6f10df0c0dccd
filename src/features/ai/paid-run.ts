// A paid AI run within the AI limits (decision 033), for every route that
// charges for a generation: the AI table's routes and the tools that ask the
// AI layer from their own routes (the competitor analysis's topics, 082).
import type { Context } from 'hono';
import { ApiError } from '../../common/api-error';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { admitRun, countFailedRun } from './limits';

/** A run that reached the provider and failed (nothing charged); not a refusal before it (402, 404). */
const failedRun = (error: unknown) => !(error instanceof ApiError) || error.code === 'ai_output_invalid' || error.code === 'ai_unavailable';

/** A paid run within the AI limits: admitted first, and counted again when it reached the provider and failed. */
export async function paidRun<T>(c: Context<OrgEnv>, run: () => Promise<T>): Promise<T> {
  const who = { userId: requireAuth(c).user.id, organizationId: c.var.access.org.id };
  await admitRun(c.var.db, who);
  try {
    return await run();
  } catch (error) {
    if (failedRun(error)) await countFailedRun(c.var.db, who);
    throw error;
  }
}
