// Organizations, team and credits: shared by the forms and the Worker.
import { z } from 'zod';
import { emailSchema } from './auth';

export const ORG_NAME_MAX = 80;
export const SLUG_MIN = 3;
export const SLUG_MAX = 48;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type Role = 'owner' | 'admin' | 'member';
export const ROLE_RANK: Record<Role, number> = { member: 1, admin: 2, owner: 3 };

export function isValidSlug(slug: string): boolean {
  return slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG_RE.test(slug);
}

/** "Café & Cia." -> "cafe-cia": the slug suggested from a name. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return base.length >= SLUG_MIN ? base : `${base || 'org'}-${'x'.repeat(Math.max(0, SLUG_MIN - base.length - 1))}`.slice(0, SLUG_MAX);
}

/** Form-side rules; the server answers the catalogue codes (name_required, slug_invalid_format). */
export const orgNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.organizationNameRequired')
  .max(ORG_NAME_MAX, 'validation.organizationNameTooLong');
export const slugSchema = z.string().trim().toLowerCase().refine(isValidSlug, 'validation.slugFormat');
export const orgFormSchema = z.object({ name: orgNameSchema, slug: slugSchema });

// API bodies: loose shapes; the rules and their codes live in the service.
export const createOrgSchema = z.object({ name: z.string().max(200), slug: z.string().max(100).optional() });
export const updateOrgSchema = z.object({ name: z.string().max(200).optional(), slug: z.string().max(100).optional() });
export const deleteOrgSchema = z.object({ confirm_name: z.string().max(200) });
export const inviteSchema = z.object({ email: emailSchema, role: z.enum(['admin', 'member']) });
export const changeRoleSchema = z.object({ role: z.enum(['owner', 'admin', 'member']) });
export const transferSchema = z.object({ user_id: z.string().min(1).max(64) });
export const acceptInvitationSchema = z.object({ token: z.string().min(16).max(128) });

export interface OrganizationSummary {
  id: string;
  name: string;
  slug: string;
  role: Role;
  creditBalance: number;
  active: boolean;
}

export interface MemberView {
  userId: string;
  email: string;
  displayName: string | null;
  role: Role;
  joinedAt: string;
}

export interface InvitationView {
  id: string;
  email: string;
  role: 'admin' | 'member';
  expiresAt: string;
  invitedBy: string | null;
}

export interface LedgerEntryView {
  id: string;
  kind: 'grant' | 'spend' | 'refund' | 'adjustment';
  amount: number;
  reason: string;
  reference: string | null;
  actor: string | null;
  createdAt: string;
}

export interface CreditsView {
  balance: number;
  prices: { item: string; credits: number }[];
  entries: LedgerEntryView[];
}
