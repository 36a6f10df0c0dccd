// The carousel's server call: the AI draft. Its projects are the `carousel` kind of client/projects;
// a slide's rewrite belongs to the slide editor (client/slides/api.ts), which the story generator uses too.
import type { CarouselDraftRequest, CarouselDraftResult } from '@src/common/contracts/ai';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/mutation';
import { creditsKey, orgsQueryKey } from '../../services/orgs';

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useDraftCarousel = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: CarouselDraftRequest; idempotencyKey: string }) =>
      api<CarouselDraftResult>(`/orgs/${org}/ai/carousel-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
