// What an organization may keep (decision 034): a storage quota per
// organization, a bound on its projects, and the trash deleted projects wait in.
import { z } from 'zod';
import { projectKindSchema, type ProjectKind } from './projects';

const GiB = 1024 ** 3;

/** product-decisions section 4: 50 GiB unless an operator sets another (`npm run storage:quota`). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 50 * GiB;

/**
 * What counts against the quota, in bytes: the library's files, uploads still
 * going (their declared size is reserved, so two uploads cannot both take the
 * last gigabytes), project documents kept in R2 (trashed ones too, until they
 * are purged) and uploaded brand fonts.
 */
export interface StorageView {
  usedBytes: number;
  quotaBytes: number;
  media: number;
  uploading: number;
  projects: number;
  fonts: number;
}

/** An organization holds at most this many projects, the trash included (it is stored too). */
export const PROJECT_LIMIT_PER_ORG = 1000;

/** Days a deleted project stays restorable before the scheduled job purges it and its files. */
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export const trashListQuerySchema = z.object({ kind: projectKindSchema.optional() });

/** A project in the trash: enough to recognise it and to say when it goes for good. */
export interface TrashedProjectView {
  id: string;
  kind: ProjectKind;
  name: string;
  createdBy: { id: string; name: string } | null;
  deletedBy: { id: string; name: string } | null;
  deletedAt: string;
  /** When the scheduled job purges it. */
  purgeAt: string;
}
