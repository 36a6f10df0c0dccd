import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('verification_codes_target_purpose').on(t.target, t.purpose)],
);

export const emailOutbox = sqliteTable('email_outbox', {
  id: text('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  kind: text('kind').notNull(),
  locale: text('locale').notNull(),
  createdAt: integer('created_at').notNull(),
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
