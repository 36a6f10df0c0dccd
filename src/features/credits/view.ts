import { desc, eq } from 'drizzle-orm';
import type { CreditsView } from '../../common/contracts/orgs';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { balanceOf } from './ledger';
import { PRICES } from './prices';

/** The credits page: balance, the price table and the newest history first. */
export async function creditsView(db: Db, organizationId: string, limit = 100): Promise<CreditsView> {
  const rows = await db
    .select({ entry: creditLedger, actor: users.email })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorId))
    .where(eq(creditLedger.organizationId, organizationId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit)
    .all();
  return {
    balance: await balanceOf(db, organizationId),
    prices: Object.entries(PRICES).map(([item, credits]) => ({ item, credits })),
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      reason: entry.reason,
      reference: entry.reference,
      actor,
      createdAt: new Date(entry.createdAt).toISOString(),
    })),
  };
}
