// The viral predictor's server calls: the paid text score. The drafts it
// scores (clip and video projects) are read through client/projects, and a
// clip's words through the library's stored transcripts.
import type { ViralTextRequest, ViralTextResult } from '@src/common/contracts/viral';
import { usePaidAiAction } from '@client/services/ai-status';

export const useTextScore = (org: string) => usePaidAiAction<ViralTextRequest, ViralTextResult>(org, 'viral-text-score');
