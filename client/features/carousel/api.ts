// The carousel's server calls: the AI draft and rewrite, and the brand kits a
// carousel can take. Its projects are the `carousel` kind of client/projects.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AiStatus, CarouselDraftRequest, CarouselDraftResult, SlideTextRequest, SlideTextResult } from '@src/common/contracts/ai';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/mutation';
import { creditsKey, orgsQueryKey } from '../orgs/api/orgs';

export const aiStatusQuery = () =>
  queryOptions({ queryKey: ['ai', 'status'] as const, queryFn: () => api<AiStatus>('/ai/status'), staleTime: 5 * 60_000 });
// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useRewriteSlide = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: SlideTextRequest; idempotencyKey: string }) =>
      api<SlideTextResult>(`/orgs/${org}/ai/slide-text`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
export const useDraftCarousel = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: CarouselDraftRequest; idempotencyKey: string }) =>
      api<CarouselDraftResult>(`/orgs/${org}/ai/carousel-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

/** Also the editor's "apply kit": a user action, so it runs as a mutation and its failure is reported like any other. */
export const useKitSnapshot = (org: string) => useMutation({ mutationFn: (kitId: string) => kitSnapshot(org, kitId) });
export const kitSnapshot = async (org: string, kitId?: string) =>
  (await api<{ snapshot: BrandKitSnapshot | null }>(`/orgs/${org}/brand-kit-snapshot${kitId ? `?kit=${encodeURIComponent(kitId)}` : ''}`))
    .snapshot;
