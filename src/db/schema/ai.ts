import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { orgRow } from './organizations';
import { byUser } from './users';
import { createdAt } from './columns';

export const aiGenerations = sqliteTable(
  'ai_generations',
  {
    ...orgRow(),
    userId: byUser('user_id'),
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
    createdAt: createdAt(),
  },
  (t) => [index('ai_generations_org_idx').on(t.organizationId, t.createdAt)],
);
export type AiGeneration = typeof aiGenerations.$inferSelect;
