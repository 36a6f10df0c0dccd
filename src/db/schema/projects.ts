import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ProjectKind } from '../../common/contracts/projects';
import type { Priority, WorkflowStatus } from '../../common/contracts/workflow';
import { orgRow } from './organizations';
import { byUser } from './users';
import { timestamps } from './columns';

/**
 * A project of any editor. Its document is either inline (`document`, JSON) or
 * in R2 under `document_key`, never both (migration 0009 checks it).
 */
export const projects = sqliteTable(
  'projects',
  {
    ...orgRow(),
    kind: text('kind').$type<ProjectKind>().notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    document: text('document'),
    documentKey: text('document_key'),
    /** UTF-8 bytes of the document's JSON, wherever it is kept. */
    documentSize: integer('document_size').notNull(),
    /** JSON of the kind's list fields (carousel: format, slideCount, cover), so a list never loads documents. */
    summary: text('summary').notNull(),
    /** The brand kit the document is made with (migration 0023), for the board's filter; null for none. */
    brandKitId: text('brand_kit_id'),
    createdBy: byUser('created_by'),
    updatedBy: byUser('updated_by'),
    ...timestamps(),
    /** Set while the project is in the trash (decision 034): hidden everywhere but the trash, purged 30 days on. */
    deletedAt: integer('deleted_at'),
    deletedBy: byUser('deleted_by'),
    /** The project manager's fields (migration 0016, decision 052); JSON arrays of user ids and of tags. */
    status: text('status').$type<WorkflowStatus>().notNull().default('idea'),
    priority: text('priority').$type<Priority>().notNull().default('normal'),
    assignees: text('assignees').notNull().default('[]'),
    dueDate: text('due_date'),
    tags: text('tags').notNull().default('[]'),
    /** The board's own version, apart from the document's: a card move never conflicts with an editor's save. */
    workflowVersion: integer('workflow_version').notNull().default(1),
  },
  (t) => [
    index('projects_org_kind_updated_idx').on(t.organizationId, t.kind, t.updatedAt),
    index('projects_deleted_at_idx').on(t.deletedAt),
    index('projects_org_status_idx').on(t.organizationId, t.status),
    check('projects_document_home', sql`(${t.document} IS NULL) <> (${t.documentKey} IS NULL)`),
  ],
);
export type Project = typeof projects.$inferSelect;
