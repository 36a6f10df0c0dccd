import { sql, type SQL, type Column } from 'drizzle-orm';

/**
 * A case-insensitive "contains" for a name search. LIKE's wildcards in the
 * user's text are searched for literally (escaped), so "50%" finds "50%".
 */
export function nameContains(column: Column, text: string): SQL {
  return sql`lower(${column}) LIKE ${`%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`;
}
