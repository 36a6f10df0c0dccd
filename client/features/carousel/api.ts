// The carousel's server call: the AI draft. Its projects are the `carousel` kind of client/projects;
// a slide's rewrite belongs to the slide editor (client/slides/api.ts), which the story generator uses too.
import type { CarouselDraftRequest, CarouselDraftResult } from '@src/common/contracts/ai';
import { usePaidAiAction } from '@client/services/ai-status';

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useDraftCarousel = (org: string) => usePaidAiAction<CarouselDraftRequest, CarouselDraftResult>(org, 'carousel-draft');
