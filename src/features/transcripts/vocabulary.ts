// An organization's custom vocabulary (decision 037): read by every member (it
// is applied to the transcripts they make), changed by admins and owners. The
// rules are the settings form's schema; a break answers its error code.
import { eq } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import { vocabularySchema, type VocabularyView } from '../../common/contracts/vocabulary';
import type { ErrorCode } from '../../common/errors';
import type { Db } from '../../db/client';
import { organizationVocabulary } from '../../db/schema';
import { requireRole, type OrgAccess } from '../orgs/access';

/** The organization's terms; an empty list when it never saved one. */
export async function getVocabulary(db: Db, organizationId: string): Promise<VocabularyView> {
  const row = await db.select().from(organizationVocabulary).where(eq(organizationVocabulary.organizationId, organizationId)).get();
  if (!row) return { terms: [], updatedAt: null };
  return { terms: JSON.parse(row.terms) as string[], updatedAt: new Date(row.updatedAt).toISOString() };
}

/** Replaces the list (admins and owners only). The schema's first broken rule is the answer's code. */
export async function putVocabulary(db: Db, access: OrgAccess, body: { terms: string[] }): Promise<VocabularyView> {
  requireRole(access, 'admin');
  const parsed = vocabularySchema.safeParse(body);
  if (!parsed.success) throw new ApiError(parsed.error.issues[0]!.message as ErrorCode);
  const row = {
    organizationId: access.org.id,
    terms: JSON.stringify(parsed.data.terms),
    updatedBy: access.userId,
    updatedAt: Date.now(),
  };
  await db.insert(organizationVocabulary).values(row).onConflictDoUpdate({ target: organizationVocabulary.organizationId, set: row });
  return { terms: parsed.data.terms, updatedAt: new Date(row.updatedAt).toISOString() };
}
