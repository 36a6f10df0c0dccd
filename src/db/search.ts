import { sql, type SQL, type Column } from 'drizzle-orm';

/**
 * A case-insensitive "contains" for a name search. `instr`, not LIKE: D1
 * refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"),
 * which a search of 25 "ç" or 13 emoji already reaches, and instr has no
 * wildcards, so "50%" finds "50%" with nothing to escape. lower() folds ASCII
 * only, on both sides, as the LIKE did.
 */
export function nameContains(column: Column, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
