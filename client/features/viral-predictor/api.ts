// The viral predictor's server calls: the paid text score. The drafts it
// scores (clip and video projects) are read through client/projects, and a
// clip's words through the library's stored transcripts.
import type { ViralTextRequest, ViralTextResult } from '@src/common/contracts/viral';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ViralHistoryView, ViralScoreSave } from '@src/common/contracts/viral-history';
import { api } from '@client/lib/api';
import { usePaidAiAction } from '@client/services/ai-status';

export const useTextScore = (org: string) => usePaidAiAction<ViralTextRequest, ViralTextResult>(org, 'viral-text-score');

/** The org's published posts of scored drafts with their views (decision 085). */
export const historyQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'viral', 'history'] as const,
    queryFn: () => api<ViralHistoryView>(`/orgs/${org}/viral/history`),
  });

/** Keeps a draft's latest score, so a post published from it is later set beside its views. */
export const useSaveScore = (org: string) =>
  useMutation({ mutationFn: (input: ViralScoreSave) => api<null>(`/orgs/${org}/viral/scores`, { method: 'PUT', body: input }) });
