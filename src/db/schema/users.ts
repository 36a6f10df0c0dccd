import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { idColumn, ownedBy, mayName, timestamps } from './columns';

// Keyed by the Firebase uid, never by email (product-decisions section 2).
export const users = sqliteTable(
  'users',
  {
    id: idColumn(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    locale: text('locale').notNull().default('pt-BR'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** The account has an email/password sign-in method. */
    passwordEnabled: integer('password_enabled', { mode: 'boolean' }).notNull().default(false),
    /** Google was linked to this account through Palco (or it was made with Google). */
    googleLinked: integer('google_linked', { mode: 'boolean' }).notNull().default(false),
    /** The organization the user works in now (checked against memberships on every request). */
    activeOrganizationId: text('active_organization_id'),
    ...timestamps(),
  },
  (t) => [index('users_email_idx').on(t.email), check('users_status_check', sql`${t.status} in ('active', 'suspended')`)],
);

export type User = typeof users.$inferSelect;

/** A required link to the user this row belongs to: it goes with the user. */
export const userOwned = (name: string) => ownedBy(name, () => users.id);
/** Who did something (created_by, updated_by, ...): cleared when the user goes. */
export const byUser = (name: string) => mayName(name, () => users.id);
