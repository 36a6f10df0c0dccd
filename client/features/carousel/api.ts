// The carousel's server calls: the AI draft and a slide's rewrite. Its projects are the `carousel` kind of client/projects.
import type { CarouselDraftRequest, CarouselDraftResult, SlideTextRequest, SlideTextResult } from '@src/common/contracts/ai';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/mutation';
import { creditsKey, orgsQueryKey } from '../../services/orgs';

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
