import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { idColumn, createdAt } from './columns';

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: idColumn(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verification_codes_target_purpose').on(t.target, t.purpose)],
);

export const emailOutbox = sqliteTable('email_outbox', {
  id: idColumn(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  kind: text('kind').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

/** One counter per (key, window): the limiter's upsert relies on this key (migration 0002). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
