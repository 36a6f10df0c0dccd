// The caption generator's server calls: the paid generation and the library
// videos it reads (their transcripts through the library's own query). Its saved history is the
// `caption` kind of client/projects, and its other sources (carousels, clip
// projects) are read through the same projects queries their own tools use.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostCaptionsRequest, PostCaptionsResult } from '@src/common/contracts/caption';
import type { AssetView } from '@src/common/contracts/media';
import { api } from '@client/lib/api';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { creditsQuery } from '@client/services/orgs';
import { usePaidAiAction } from '@client/services/ai-status';

export type CaptionItem = ProjectItem<'caption'>;
export type CaptionView = ProjectView<'caption'>;

// Paid: the user action's Idempotency-Key goes along; the balance is read again after.
export const useGenerateCaptions = (org: string) => usePaidAiAction<PostCaptionsRequest, PostCaptionsResult>(org, 'post-captions');

/** A generation's price and the balance, as the server says (prices live on the server only); null until known. */
export function useTextCredits(org: string) {
  const credits = useQuery({ ...creditsQuery(org), enabled: Boolean(org) });
  return {
    price: credits.data?.prices.find((p) => p.item === 'ai_text')?.credits ?? null,
    balance: credits.data?.balance ?? null,
  };
}

// Sources.
export const videosQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'library', 'assets', { kind: 'video' }] as const,
    queryFn: () => api<AssetView[]>(`/orgs/${org}/assets?kind=video`),
  });
