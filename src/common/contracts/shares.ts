// Quick share (issue 36, decision 053): one schema for the share dialog and the
// Worker. Messages are error codes (errors.<code>), so both say the same thing
// in the user's language.
import { z } from 'zod';

/** A carousel is at most 20 slides; a share holds one output, so no more files than that. */
export const SHARE_FILES_MAX = 20;
/** WhatsApp and Instagram captions run to ~2,200 characters; a share's caption is that size. */
export const SHARE_CAPTION_MAX = 2200;
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 128;

export const SHARE_EXPIRIES = ['never', '1d', '7d', '30d'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];
const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_MS: Record<ShareExpiry, number | null> = { never: null, '1d': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

export const createShareSchema = z.object({
  assetIds: z
    .array(z.string().min(1).max(64), { error: 'share_files_required' })
    .min(1, 'share_files_required')
    .max(SHARE_FILES_MAX, 'share_too_many_files')
    .transform((ids) => [...new Set(ids)]),
  caption: z.string().trim().max(SHARE_CAPTION_MAX, 'share_caption_too_long').default(''),
  allowDownload: z.boolean().default(false),
  expiresIn: z.enum(SHARE_EXPIRIES, { error: 'share_expiry_invalid' }).default('never'),
  /** Empty means no password: the dialog's field left blank. */
  password: z
    .string()
    .max(SHARE_PASSWORD_MAX, 'share_password_too_short')
    .refine((p) => p.length === 0 || p.length >= SHARE_PASSWORD_MIN, 'share_password_too_short')
    .default(''),
});
export type CreateShareInput = z.input<typeof createShareSchema>;

export interface ShareFileView {
  id: string;
  name: string;
  kind: 'video' | 'image' | 'document' | 'subtitles';
  /** A PDF's pages when known (decision 091); null for other files or an uncounted PDF. */
  pageCount: number | null;
}

export interface ShareView {
  id: string;
  /** The public page is `/{locale}/s/{token}`. */
  token: string;
  files: ShareFileView[];
  caption: string;
  allowDownload: boolean;
  hasPassword: boolean;
  expiresAt: string | null;
  revokedAt: string | null;
  views: number;
  downloads: number;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

/** Whether a share opens now: what its row says, whatever the list is asked. */
export type ShareState = 'active' | 'expired' | 'revoked';
export function shareState(s: Pick<ShareView, 'expiresAt' | 'revokedAt'>, now = Date.now()): ShareState {
  if (s.revokedAt) return 'revoked';
  if (s.expiresAt && Date.parse(s.expiresAt) <= now) return 'expired';
  return 'active';
}
