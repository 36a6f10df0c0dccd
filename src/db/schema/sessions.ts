import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userOwned } from './users';
import { idColumn, createdAt } from './columns';

// One row per issued token. Rotation adds a row to the same family and marks the
// old one replaced; presenting a replaced token after the grace period is reuse.
export const sessions = sqliteTable(
  'sessions',
  {
    id: idColumn(),
    userId: userOwned('user_id'),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: integer('persistent', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at').notNull(),
    idleExpiresAt: integer('idle_expires_at').notNull(),
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
    replacedAt: integer('replaced_at'),
    replacedBy: text('replaced_by'),
    revokedAt: integer('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

export type Session = typeof sessions.$inferSelect;
