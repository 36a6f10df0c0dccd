import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { orgRow } from './organizations';
import { byUser, userOwned } from './users';
import { ownedBy, mayName, createdAt, timestamps } from './columns';
import { projects } from './projects';

/** What the probe of a video or image found; an upload carries it to its asset. */
const mediaFacts = () => ({ durationMs: integer('duration_ms'), width: integer('width'), height: integer('height') });
/** A PDF's page count, when known (decision 091). */
const pageCount = () => ({ pageCount: integer('page_count') });

export const UPLOAD_STATUSES = ['uploading', 'completed', 'aborted'] as const;
export const ASSET_KINDS = ['video', 'image', 'document', 'subtitles'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** A multipart upload to R2 in flight; its key is built by the server only. */
export const uploads = sqliteTable(
  'uploads',
  {
    ...orgRow(),
    createdBy: userOwned('created_by'),
    name: text('name').notNull(),
    declaredType: text('declared_type').notNull(),
    detectedType: text('detected_type'),
    size: integer('size').notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    r2Key: text('r2_key').notNull(),
    r2UploadId: text('r2_upload_id').notNull(),
    fingerprint: text('fingerprint'),
    folderId: text('folder_id'),
    ...mediaFacts(),
    ...pageCount(),
    /** The project whose export this is (decision 071); its asset inherits it. */
    sourceProjectId: mayName('source_project_id', () => projects.id),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull(),
    ...timestamps(),
  },
  (t) => [index('uploads_org_status_idx').on(t.organizationId, t.status), index('uploads_status_updated_idx').on(t.status, t.updatedAt)],
);
export type Upload = typeof uploads.$inferSelect;

export const uploadParts = sqliteTable(
  'upload_parts',
  {
    uploadId: ownedBy('upload_id', () => uploads.id),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

export const assetFolders = sqliteTable(
  'asset_folders',
  {
    ...orgRow(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('asset_folders_org_name').on(t.organizationId, t.name)],
);
export type AssetFolder = typeof assetFolders.$inferSelect;

export const assets = sqliteTable(
  'assets',
  {
    ...orgRow(),
    folderId: mayName('folder_id', () => assetFolders.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    r2Key: text('r2_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    ...mediaFacts(),
    createdBy: byUser('created_by'),
    ...timestamps(),
    /** The project this file was exported or rendered from, when an editor saved it (decision 071); null for an upload. */
    sourceProjectId: mayName('source_project_id', () => projects.id),
    ...pageCount(),
  },
  (t) => [index('assets_org_created_idx').on(t.organizationId, t.createdAt), index('assets_source_project_idx').on(t.sourceProjectId)],
);
export type Asset = typeof assets.$inferSelect;
