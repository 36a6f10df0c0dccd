// Reviews and approvals of a project (issue 35, decision 055): a member sends a
// project for review to named members; each reviewer approves or asks for
// changes with a comment, and the project's status follows. Messages are error
// codes (errors.<code>), read in the user's language by the form and the Worker alike.
import { z } from 'zod';
import { assigneesSchema, type ProjectWorkflow } from './workflow';

export const REVIEW_DECISIONS = ['pending', 'approved', 'changes_requested', 'cancelled'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_COMMENT_MAX = 1000;

/** Sent over the workflow version the board showed: a review request moves the card to in_review. */
export const requestReviewSchema = z.object({
  workflowVersion: z.number().int().min(1),
  reviewers: assigneesSchema.refine((ids) => ids.length > 0, 'reviewers_required'),
});
export type RequestReviewInput = z.input<typeof requestReviewSchema>;

/** A decision's fields, shared with a guest's decision (decision 069). */
export const decisionFields = {
  decision: z.enum(['approved', 'changes_requested'], { error: 'workflow_value_invalid' }),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, 'review_comment_too_long').optional(),
};
/** Asking for changes says which: its comment is required. */
export const commentRequiredForChanges: [(v: { decision: string; comment?: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.decision === 'approved' || Boolean(v.comment),
  { message: 'review_comment_required', path: ['comment'] },
];
export const decideReviewSchema = z.object(decisionFields).refine(...commentRequiredForChanges);
export type DecideReviewInput = z.input<typeof decideReviewSchema>;

export const reviewSettingsSchema = z.object({ requireApproval: z.boolean({ error: 'validation_error' }) });
export type ReviewSettings = z.output<typeof reviewSettingsSchema>;

export interface ReviewView {
  reviewerId: string;
  requestedBy: string | null;
  decision: ReviewDecision;
  comment: string | null;
  requestedAt: number;
  decidedAt: number | null;
}

/** A project's latest review round (empty when it was never sent), and whether it stands approved. */
export interface ProjectReviewsView {
  round: number;
  reviews: ReviewView[];
  approved: boolean;
  workflow: ProjectWorkflow;
}
