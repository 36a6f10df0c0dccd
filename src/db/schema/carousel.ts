import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

export const carouselProjects = sqliteTable(
  'carousel_projects',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: ['portrait', 'square', 'story'] }).notNull(),
    slideCount: integer('slide_count').notNull(),
    /** CarouselDocument as JSON; parsed with the shared schema when read. */
    document: text('document').notNull(),
    /** ProjectCover as JSON: what the list draws as the thumbnail. */
    cover: text('cover').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('carousel_projects_org_idx').on(t.organizationId, t.updatedAt)],
);
export type CarouselProject = typeof carouselProjects.$inferSelect;
