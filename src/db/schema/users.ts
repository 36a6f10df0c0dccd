import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Keyed by the Firebase uid, never by email (product-decisions section 2).
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
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
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('users_email_idx').on(t.email), check('users_status_check', sql`${t.status} in ('active', 'suspended')`)],
);

export type User = typeof users.$inferSelect;
