import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { userOwned, users } from './users';
import { idColumn, ownedBy, createdAt, timestamps } from './columns';

export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const organizations = sqliteTable('organizations', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  creditBalance: integer('credit_balance').notNull().default(0),
  /** Bytes this organization may keep; null is DEFAULT_STORAGE_QUOTA_BYTES (decision 034). */
  storageQuotaBytes: integer('storage_quota_bytes'),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id),
  ...timestamps(),
});
export type Organization = typeof organizations.$inferSelect;

/** The organization a row belongs to: every org-scoped table has it, and it goes with the organization. */
export const inOrganization = () => ownedBy('organization_id', () => organizations.id);

/** The columns an org-scoped table starts with: its own id, then the organization it belongs to. */
export const orgRow = () => ({ id: idColumn(), organizationId: inOrganization() });

export const memberships = sqliteTable(
  'memberships',
  {
    ...orgRow(),
    userId: userOwned('user_id'),
    role: text('role', { enum: ROLES }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('memberships_org_user').on(t.organizationId, t.userId), index('memberships_user_idx').on(t.userId)],
);
export type Membership = typeof memberships.$inferSelect;

export const invitations = sqliteTable('invitations', {
  ...orgRow(),
  email: text('email').notNull(),
  role: text('role', { enum: ['admin', 'member'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by')
    .notNull()
    .references(() => users.id),
  expiresAt: integer('expires_at').notNull(),
  acceptedAt: integer('accepted_at'),
  revokedAt: integer('revoked_at'),
  createdAt: createdAt(),
});
export type Invitation = typeof invitations.$inferSelect;

export const LEDGER_KINDS = ['grant', 'spend', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    ...orgRow(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_ledger_idempotency').on(t.organizationId, t.idempotencyKey)],
);
export type LedgerEntry = typeof creditLedger.$inferSelect;

export const creditHolds = sqliteTable('credit_holds', {
  ...orgRow(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['held', 'captured', 'released'] }).notNull(),
  spendEntryId: text('spend_entry_id').notNull(),
  createdAt: createdAt(),
  settledAt: integer('settled_at'),
  /** Past this, a hold still 'held' is released by the scheduled job. */
  expiresAt: integer('expires_at'),
});

/** Once per user: the claim that makes the welcome grant happen once (credits/welcome.ts). */
export const welcomeGrants = sqliteTable('welcome_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').notNull(),
  ledgerId: text('ledger_id').notNull(),
  createdAt: createdAt(),
});

/** Idempotency-Key of paid requests: the first answer, kept for retries. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: userOwned('user_id'),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
