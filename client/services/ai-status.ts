// What the AI layer can do right now (/api/v1/ai/status): every tool with an AI action asks here
// before offering it. The owner of the shared AI calls, not the first tool that needed them
// (decision 031); each tool keeps its own paid calls.
import { queryOptions } from '@tanstack/react-query';
import type { AiStatus } from '@src/common/contracts/ai';
import { api } from '@client/lib/api';

export const aiStatusQuery = () =>
  queryOptions({ queryKey: ['ai', 'status'] as const, queryFn: () => api<AiStatus>('/ai/status'), staleTime: 5 * 60_000 });
