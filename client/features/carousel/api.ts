// The carousel's server calls: the AI draft and a slide's rewrite. Its projects are the `carousel` kind of client/projects.
import type { CarouselDraftRequest, CarouselDraftResult, SlideTextRequest, SlideTextResult } from '@src/common/contracts/ai';
import { usePaidAiAction } from '../ai/api';

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useRewriteSlide = (org: string) => usePaidAiAction<SlideTextRequest, SlideTextResult>(org, 'slide-text');
export const useDraftCarousel = (org: string) => usePaidAiAction<CarouselDraftRequest, CarouselDraftResult>(org, 'carousel-draft');
