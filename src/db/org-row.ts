// The one way a route reads "this organization's row with this id": a row of
// another organization is simply not found (404), never forbidden, so ids do
// not leak across organizations.
import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ApiError } from '../common/api-error';
import type { Db } from './client';

type OrgScoped = SQLiteTable & { id: AnySQLiteColumn; organizationId: AnySQLiteColumn };

export async function orgRowOr404<T extends OrgScoped>(db: Db, table: T, orgId: string, id: string): Promise<InferSelectModel<T>> {
  const row = await db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), eq(table.organizationId, orgId)))
    .get();
  if (!row) throw new ApiError('not_found');
  return row as InferSelectModel<T>;
}
