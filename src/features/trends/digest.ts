// The watchlist's weekly digest (decision 073), run by the hourly cron: from
// Monday 11:00 UTC (8:00 in São Paulo) each organization with keywords and
// subscribers gets one digest a week. The week is claimed in D1 before any email
// goes (one row per organization and ISO week), so a retried or overlapping
// cron sends nothing twice; a claimed week whose emails fail is not retried
// (a digest is news, not a record).
import { and, eq, inArray } from 'drizzle-orm';
import { TREND_REGIONS, type TrendRegion, type WatchedKeyword } from '../../common/contracts/trends';
import { isLocale } from '../../common/locales';
import type { Db } from '../../db/client';
import { memberships, organizations, trendDigestSends, trendDigestSubscribers, users } from '../../db/schema';
import type { Mailer } from '../../platform/mailer';
import { renderDigestEmail } from './digest-email';
import { recentRows, watchedIn, withMovement } from './watchlist';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  /** The app's origin for the email's link (none: no link). */
  origin: string | null;
  /** No YouTube key: the demonstration dataset, and the email says so. */
  demo: boolean;
}

/** The ISO week of a time, as 2026-W48. */
export function isoWeek(ms: number): string {
  const d = new Date(ms);
  const day = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day + 3));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A week's digest may go from Monday 11:00 UTC on (later in the week too, after a missed run). */
export const digestDue = (ms: number): boolean => {
  const d = new Date(ms);
  return d.getUTCDay() !== 1 || d.getUTCHours() >= 11;
};

/** Sends the week's digests not sent yet; answers how many emails went. */
export async function sendWeeklyDigests(deps: DigestDeps, now = Date.now()): Promise<number> {
  if (!digestDue(now)) return 0;
  const { db } = deps;
  const week = isoWeek(now);
  // Organizations whose week is claimed are passed over before anything is read for them: the cron runs hourly all week.
  const done = new Set(
    (await db.select({ id: trendDigestSends.organizationId }).from(trendDigestSends).where(eq(trendDigestSends.week, week)).all()).map(
      (r) => r.id,
    ),
  );
  const orgIds = (await db.selectDistinct({ id: trendDigestSubscribers.organizationId }).from(trendDigestSubscribers).all())
    .map((r) => r.id)
    .filter((id) => !done.has(id));
  // A region's recent trends are the same for every organization: read once a run.
  const regionRows = new Map<TrendRegion, ReturnType<typeof recentRows>>();
  const rowsOf = (region: TrendRegion) => {
    if (!regionRows.has(region)) regionRows.set(region, recentRows(db, region, deps.demo, now));
    return regionRows.get(region)!;
  };
  let sent = 0;
  for (const orgId of orgIds) {
    const lists = await Promise.all(TREND_REGIONS.map(async (region) => ({ region, list: await watchedIn(db, orgId, region) })));
    if (lists.every((l) => l.list.length === 0)) continue;
    const claimed = await db
      .insert(trendDigestSends)
      .values({ organizationId: orgId, week, sentAt: now })
      .onConflictDoNothing()
      .returning({ week: trendDigestSends.week })
      .all();
    if (claimed.length === 0) continue;
    const keywords: WatchedKeyword[] = [];
    for (const { region, list } of lists) {
      if (list.length === 0) continue;
      const { day, rows } = await rowsOf(region);
      keywords.push(...withMovement(list, day, rows));
    }
    const org = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId)).get();
    // Subscribers still members (a member who left keeps no row in memberships).
    const subscribed = (
      await db
        .select({ userId: trendDigestSubscribers.userId })
        .from(trendDigestSubscribers)
        .where(eq(trendDigestSubscribers.organizationId, orgId))
        .all()
    ).map((r) => r.userId);
    const people = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, orgId)))
      .where(inArray(users.id, subscribed))
      .all();
    for (const person of people) {
      const locale = isLocale(person.locale) ? person.locale : 'pt-BR';
      const link = deps.origin ? `${deps.origin}/${locale}/tools/trend-tracker` : null;
      try {
        await deps.mailer.send(renderDigestEmail(locale, person.email, { org: org?.name ?? '', keywords, demo: deps.demo, link }));
        sent += 1;
      } catch (e) {
        console.warn('trends: a digest email failed', orgId, e);
      }
    }
  }
  return sent;
}
