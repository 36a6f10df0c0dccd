// The viral predictor's text score (issue 37, decision 054): a hook or a post
// caption scored for a network through the AI layer (1 credit) or, offline, by
// the same rules the page uses; what the model answers and what the route says.
import { z } from 'zod';
import { kitIdSchema, type AiAnswer } from './ai';
import { LOCALES } from '../locales';
import { NETWORKS, type Score } from '../viral/factors';

export const VIRAL_TEXT_ROLES = ['hook', 'caption'] as const;
export type ViralTextRole = (typeof VIRAL_TEXT_ROLES)[number];
export const VIRAL_TEXT_MAX = 2200;

export const viralTextRequestSchema = z.object({
  text: z.string().trim().min(1, 'validation.viralTextRequired').max(VIRAL_TEXT_MAX, 'validation.viralTextTooLong'),
  role: z.enum(VIRAL_TEXT_ROLES, { message: 'validation.invalidValue' }),
  network: z.enum(NETWORKS, { message: 'validation.invalidValue' }),
  language: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type ViralTextRequest = z.input<typeof viralTextRequestSchema>;
export type ViralTextInput = z.output<typeof viralTextRequestSchema>;

/** The model's judgement: a score of its own, up to three reasons, and the text rewritten for the network. */
export const viralJudgementSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string().trim().min(1).max(200)).min(1).max(3),
  rewrite: z.string().trim().min(1).max(VIRAL_TEXT_MAX),
});
export type ViralJudgement = z.output<typeof viralJudgementSchema>;

export interface ViralTextResult extends AiAnswer {
  /** The rules' checklist, the same the page shows for a video. */
  rules: Score;
  judgement: ViralJudgement;
  /** Offline, the rules' total; with a model, half the rules and half its judgement. */
  total: number;
}
