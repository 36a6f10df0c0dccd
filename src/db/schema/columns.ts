// Column builders every table repeats. Each call makes a fresh builder (drizzle
// keeps per-column state in it), so a table spreads or calls these, never shares one.
import { integer, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The row's text id (a ULID made by the server). */
export const idColumn = () => text('id').primaryKey();

/** A required link to a row this one belongs to: it goes when that row goes. */
export const ownedBy = (name: string, target: () => AnySQLiteColumn) => text(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional link that is cleared when the row it names goes. */
export const mayName = (name: string, target: () => AnySQLiteColumn) => text(name).references(target, { onDelete: 'set null' });

/** Epoch milliseconds the row was written. */
export const createdAt = () => integer('created_at').notNull();

/** Epoch milliseconds the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: integer('updated_at').notNull() });
