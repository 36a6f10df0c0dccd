// The slide editor's server call: the AI rewrite of a slide's texts, for every document made of
// slides (the carousel's and the story generator's), so it lives with the editor, not in one tool.
import type { SlideTextRequest, SlideTextResult } from '@src/common/contracts/ai';
import { usePaidAiAction } from '@client/services/ai-status';

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useRewriteSlide = (org: string) => usePaidAiAction<SlideTextRequest, SlideTextResult>(org, 'slide-text');
