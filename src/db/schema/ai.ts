import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

export const aiGenerations = sqliteTable(
  'ai_generations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tool that asked (carousel, captions, ...). */
    tool: text('tool').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'speech'] }).notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    /** The task and prompt as JSON. */
    input: text('input').notNull(),
    /** The validated answer as JSON, or the last invalid one for a failure. */
    output: text('output'),
    error: text('error'),
    attempts: integer('attempts').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    credits: integer('credits').notNull(),
    holdId: text('hold_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('ai_generations_org_idx').on(t.organizationId, t.createdAt)],
);
export type AiGeneration = typeof aiGenerations.$inferSelect;
