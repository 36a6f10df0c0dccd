// What the AI layer can do right now (/api/v1/ai/status): every tool with an AI action asks here
// before offering it. The owner of the shared AI calls, not the first tool that needed them
// (decision 031); each tool names its own paid calls through the one usePaidAiAction below.
import { queryOptions } from '@tanstack/react-query';
import type { AiStatus } from '@src/common/contracts/ai';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, orgsQueryKey } from '@client/services/orgs';

export const aiStatusQuery = () =>
  queryOptions({ queryKey: ['ai', 'status'] as const, queryFn: () => api<AiStatus>('/ai/status'), staleTime: 5 * 60_000 });

/**
 * A tool's paid AI action (`POST /orgs/:org/ai/<action>`): each call carries the user action's
 * Idempotency-Key, so a retry is not charged twice, and spends credits, so the balance is read again.
 */
export const usePaidAiAction = <Req, Res>(org: string, action: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: Req; idempotencyKey: string }) =>
      api<Res>(`/orgs/${org}/ai/${action}`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
