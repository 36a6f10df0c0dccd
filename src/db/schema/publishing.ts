import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { POST_PRIVACY } from '../../common/contracts/publishing';
import { inOrganization, orgRow } from './organizations';
import { byUser } from './users';
import { createdAt, idColumn, mayName, timestamps } from './columns';

/** A social account an organization connected (decision 057); the token is AES-GCM ciphertext only. */
export const socialAccounts = sqliteTable(
  'social_accounts',
  {
    ...orgRow(),
    network: text('network').notNull(),
    displayName: text('display_name').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    /** The OAuth refresh token, sealed like the access token; null for the test network or a network that issues none. */
    refreshCiphertext: text('refresh_ciphertext'),
    /** When the access token expires (epoch ms); null when it does not. */
    expiresAt: integer('expires_at'),
    /** The network's id of the account (YouTube channel id…); null for the test network. */
    externalId: text('external_id'),
    connectedBy: byUser('connected_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('social_accounts_org_network_idx').on(t.organizationId, t.network),
    index('social_accounts_connected_by_idx').on(t.connectedBy),
  ],
);
export type SocialAccount = typeof socialAccounts.$inferSelect;

/** A post published now or at a time, and where it stands (PostState in contracts/publishing). */
export const socialPosts = sqliteTable(
  'social_posts',
  {
    ...orgRow(),
    // A disconnected account leaves its posts' history; a queued one then fails.
    accountId: mayName('account_id', () => socialAccounts.id),
    network: text('network').notNull(),
    accountName: text('account_name').notNull(),
    /** JSON array of library asset ids, in order. */
    assetIds: text('asset_ids').notNull(),
    caption: text('caption').notNull().default(''),
    title: text('title').notNull().default(''),
    /** PostPrivacy (contracts/publishing); migration 0030. */
    privacy: text('privacy', { enum: POST_PRIVACY }).notNull().default('public'),
    /** JSON array of "#tag", sent after the caption. */
    hashtags: text('hashtags').notNull().default('[]'),
    /** The video frame (ms) used as its cover, where the network takes one. */
    coverMs: integer('cover_ms'),
    /** TikTok's Direct Post choices, JSON TiktokOptions (migration 0037); null elsewhere. */
    tiktokOptions: text('tiktok_options'),
    scheduledAt: integer('scheduled_at').notNull(),
    state: text('state').notNull(),
    publishedUrl: text('published_url'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** When the cron (or "publish now") handed it to the queue: a second cron run skips it. */
    enqueuedAt: integer('enqueued_at'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** While uploading, the network's resumable session; while processing, the network's id of the upload (decision 078). */
    externalRef: text('external_ref'),
    /** When the network began processing it: the consumer gives up after PROCESSING_TIMEOUT_MS. */
    processingSince: integer('processing_since'),
    createdBy: byUser('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('social_posts_idempotency_idx').on(t.idempotencyKey, t.network),
    index('social_posts_org_scheduled_idx').on(t.organizationId, t.scheduledAt),
    index('social_posts_due_idx').on(t.state, t.scheduledAt),
    index('social_posts_account_idx').on(t.accountId),
    index('social_posts_created_by_idx').on(t.createdBy),
  ],
);
export type SocialPost = typeof socialPosts.$inferSelect;

/** What the offline test network "received": one row per idempotency key, whatever is redelivered. */
export const testNetworkOutbox = sqliteTable(
  'test_network_outbox',
  {
    id: idColumn(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    organizationId: inOrganization(),
    accountName: text('account_name').notNull(),
    caption: text('caption').notNull(),
    title: text('title').notNull(),
    /** JSON array of {id, name, kind}. */
    files: text('files').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_network_outbox_org_idx').on(t.organizationId)],
);
