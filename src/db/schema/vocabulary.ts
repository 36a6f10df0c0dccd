import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/** An organization's custom vocabulary: `terms` is a JSON array of strings (migration 0015, decision 037). */
export const organizationVocabulary = sqliteTable('organization_vocabulary', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  terms: text('terms').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at').notNull(),
});
