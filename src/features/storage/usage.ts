// What an organization keeps against its quota (decision 034). Summed from the
// rows that record each stored object's size, in one statement, when asked:
// there is no counter to drift from what R2 holds.
import { sql } from 'drizzle-orm';
import { DEFAULT_STORAGE_QUOTA_BYTES, type StorageView } from '../../common/contracts/storage';
import type { Db } from '../../db/client';
import { ApiError } from '../../common/api-error';

export async function storageUsage(db: Db, orgId: string): Promise<StorageView> {
  const row = await db.get<{ media: number; uploading: number; projects: number; fonts: number; quota: number | null }>(sql`
    SELECT
      (SELECT COALESCE(SUM(size), 0) FROM assets WHERE organization_id = ${orgId}) AS media,
      (SELECT COALESCE(SUM(size), 0) FROM uploads WHERE organization_id = ${orgId} AND status = 'uploading') AS uploading,
      (SELECT COALESCE(SUM(document_size), 0) FROM projects WHERE organization_id = ${orgId} AND document_key IS NOT NULL) AS projects,
      (SELECT COALESCE(SUM(size), 0) FROM brand_fonts WHERE organization_id = ${orgId}) AS fonts,
      (SELECT storage_quota_bytes FROM organizations WHERE id = ${orgId}) AS quota`);
  const { media, uploading, projects, fonts } = row;
  return {
    usedBytes: media + uploading + projects + fonts,
    quotaBytes: row.quota ?? DEFAULT_STORAGE_QUOTA_BYTES,
    media,
    uploading,
    projects,
    fonts,
  };
}

/**
 * Called when an upload starts, before any byte is stored: 413
 * storage_quota_exceeded when `bytes` more would pass the quota. Saving a
 * project's document is never refused here: losing an edit is worse than a
 * small overshoot, and documents are bounded by their kind and the project limit.
 */
export async function requireRoom(db: Db, orgId: string, bytes: number): Promise<void> {
  const { usedBytes, quotaBytes } = await storageUsage(db, orgId);
  if (usedBytes + bytes > quotaBytes) throw new ApiError('storage_quota_exceeded');
}
