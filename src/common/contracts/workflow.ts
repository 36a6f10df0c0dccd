// Where a project stands in the team's work (issue 35): its status on the
// project manager's board, who is on it, when it is due, its tags and
// priority. One schema for the board's forms and the Worker; messages are
// error codes (errors.<code>), so both say the same thing in the user's language.
import { z } from 'zod';

export const WORKFLOW_STATUSES = ['idea', 'in_production', 'in_review', 'approved', 'scheduled', 'published'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/**
 * Limits: a card shows a handful of tags and faces; past these a board is
 * noise. 24 characters hold "lançamento-primavera-26".
 */
export const TAGS_MAX = 8;
export const TAG_MAX_CHARS = 24;
export const ASSIGNEES_MAX = 10;
/** A bulk change touches at most a screenful of rows, each answered on its own. */
export const BULK_WORKFLOW_MAX = 100;

export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES, { error: 'workflow_value_invalid' });
export const prioritySchema = z.enum(PRIORITIES, { error: 'workflow_value_invalid' });

const tagSchema = z
  .string()
  .trim()
  .min(1, 'tag_invalid')
  .max(TAG_MAX_CHARS, 'tag_invalid')
  // One spelling per tag: "Lançamento" and "lançamento" are one tag on the filter.
  .transform((s) => s.replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR'));
export const tagsSchema = z
  .array(tagSchema)
  .max(TAGS_MAX, 'too_many_tags')
  .transform((tags) => [...new Set(tags)]);
export const assigneesSchema = z
  .array(z.string().min(1).max(64))
  .max(ASSIGNEES_MAX, 'too_many_assignees')
  .transform((ids) => [...new Set(ids)]);
/** A calendar day (YYYY-MM-DD): a due date has no hour, so no time zone moves it. */
export const dueDateSchema = z.iso.date({ error: 'due_date_invalid' }).nullable();

/** The fields a change may set; only those given change. */
const workflowFields = {
  status: workflowStatusSchema.optional(),
  assignees: assigneesSchema.optional(),
  dueDate: dueDateSchema.optional(),
  tags: tagsSchema.optional(),
  priority: prioritySchema.optional(),
};

/**
 * A change names the workflow version the board showed: an older one is
 * refused (409 workflow_conflict), so a stale board never overwrites a newer
 * status. The version is the workflow's own, not the document's: moving a card
 * never conflicts with an editor saving the same project.
 */
export const updateWorkflowSchema = z.object({ workflowVersion: z.number().int().min(1), ...workflowFields });
export type UpdateWorkflowInput = z.input<typeof updateWorkflowSchema>;

/** The same change for many projects, each with the version its row showed; every item is answered on its own. */
export const bulkWorkflowSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(64), workflowVersion: z.number().int().min(1) }))
    .min(1, 'validation_error')
    .max(BULK_WORKFLOW_MAX, 'bulk_too_many'),
  status: workflowStatusSchema.optional(),
  assignees: assigneesSchema.optional(),
  tags: tagsSchema.optional(),
  /** Added to each project's own (the list's bulk assign and tag, decision 055); replacing would wipe what differs per project. */
  addAssignees: assigneesSchema.optional(),
  addTags: tagsSchema.optional(),
});
export type BulkWorkflowInput = z.input<typeof bulkWorkflowSchema>;

export interface ProjectWorkflow {
  status: WorkflowStatus;
  priority: Priority;
  /** User ids of members of the organization. */
  assignees: string[];
  dueDate: string | null;
  tags: string[];
  workflowVersion: number;
}

export const DEFAULT_WORKFLOW: Omit<ProjectWorkflow, 'workflowVersion'> = {
  status: 'idea',
  priority: 'normal',
  assignees: [],
  dueDate: null,
  tags: [],
};

/** One answer per item of a bulk change: its new state, or the code that refused it. */
export type BulkWorkflowResult = { id: string; ok: true; workflow: ProjectWorkflow } | { id: string; ok: false; code: string };
