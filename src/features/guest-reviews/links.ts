// Guest review links (issue 35, decision 069), managed by the organization's
// admins (product-decisions: admins manage guests). A link names one live
// project; its token is 128 random bits shown once in the answer that made it,
// and only its SHA-256 is stored, so a database leak opens nothing.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GUEST_LINKS_LIST_MAX,
  type createGuestLinkSchema,
  type CreatedGuestLink,
  type GuestLinkState,
  type GuestLinkView,
} from '../../common/contracts/guest-reviews';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { guestReviewLinks, users, type GuestReviewLink } from '../../db/schema';
import { personColumns, personRef } from '../../db/people';
import { base64url, newId, randomBytes, sha256Hex } from '../../platform/crypto';
import { requireRole, type OrgAccess } from '../orgs/access';
import { requireLiveProject } from '../projects/live';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashGuestToken = (token: string) => sha256Hex(token);

export function linkState(link: Pick<GuestReviewLink, 'revokedAt' | 'expiresAt'>, now = Date.now()): GuestLinkState {
  if (link.revokedAt !== null) return 'revoked';
  return link.expiresAt <= now ? 'expired' : 'open';
}

type Row = { link: GuestReviewLink; by: Parameters<typeof personRef>[0] };

function view({ link, by }: Row): GuestLinkView {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: link.id,
    guestName: link.guestName,
    state: linkState(link),
    createdBy: personRef(by),
    createdAt: iso(link.createdAt),
    expiresAt: iso(link.expiresAt),
    revokedAt: link.revokedAt === null ? null : iso(link.revokedAt),
    decision:
      link.decision && link.decidedName && link.decidedAt
        ? { decision: link.decision, name: link.decidedName, at: iso(link.decidedAt) }
        : null,
  };
}

async function rows(db: Db, where: ReturnType<typeof eq>): Promise<GuestLinkView[]> {
  const found = await db
    .select({ link: guestReviewLinks, by: personColumns(users) })
    .from(guestReviewLinks)
    .leftJoin(users, eq(users.id, guestReviewLinks.createdBy))
    .where(where)
    .orderBy(desc(guestReviewLinks.createdAt))
    .limit(GUEST_LINKS_LIST_MAX)
    .all();
  return found.map(view);
}

export async function listGuestLinks(db: Db, access: OrgAccess, projectId: string): Promise<GuestLinkView[]> {
  const { org } = requireRole(access, 'admin');
  const project = await requireLiveProject(db, org.id, projectId);
  return rows(db, and(eq(guestReviewLinks.projectId, project.id), eq(guestReviewLinks.organizationId, org.id))!);
}

/** Makes a link; `pageUrl` turns the token into the page's absolute URL, answered this once. */
export async function createGuestLink(
  db: Db,
  access: OrgAccess,
  projectId: string,
  input: z.output<typeof createGuestLinkSchema>,
  pageUrl: (token: string) => string,
): Promise<CreatedGuestLink> {
  const { org, userId } = requireRole(access, 'admin');
  const project = await requireLiveProject(db, org.id, projectId);
  const token = base64url(randomBytes(16));
  const now = Date.now();
  const id = newId('gst');
  await db.insert(guestReviewLinks).values({
    id,
    organizationId: org.id,
    projectId: project.id,
    tokenHash: await hashGuestToken(token),
    guestName: input.guestName || null,
    createdBy: userId,
    expiresAt: now + input.expiresInDays * DAY_MS,
    createdAt: now,
  });
  const [made] = await rows(db, eq(guestReviewLinks.id, id));
  return { ...made!, url: pageUrl(token) };
}

/** Revoking twice keeps the first time; another organization's or project's link is 404. */
export async function revokeGuestLink(db: Db, access: OrgAccess, projectId: string, linkId: string): Promise<GuestLinkView> {
  const { org } = requireRole(access, 'admin');
  await requireLiveProject(db, org.id, projectId);
  const mine = and(eq(guestReviewLinks.id, linkId), eq(guestReviewLinks.projectId, projectId), eq(guestReviewLinks.organizationId, org.id));
  const found = await db.select({ id: guestReviewLinks.id }).from(guestReviewLinks).where(mine).get();
  if (!found) throw new ApiError('not_found');
  await db
    .update(guestReviewLinks)
    .set({ revokedAt: Date.now() })
    .where(and(eq(guestReviewLinks.id, found.id), isNull(guestReviewLinks.revokedAt)));
  return (await rows(db, eq(guestReviewLinks.id, found.id)))[0]!;
}
