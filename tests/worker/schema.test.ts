// The drizzle schema (what the code queries) and the SQL migrations (what D1
// has) are written by hand, twice. This suite reads the migrated database and
// says exactly where the two disagree: a table, a column, its type, NOT NULL,
// the primary key, or an index.
import { env } from 'cloudflare:workers';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

interface Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

const tables = (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable));
const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;

/** SQLite's type affinity (section 3.1 of its datatype page): what a declared type really means. */
function affinity(declared: string): string {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'TEXT';
  if (t === '' || t.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(t)) return 'REAL';
  return 'NUMERIC';
}

describe('drizzle schema and migrations agree', () => {
  it('every drizzle table exists, and every table the app has is declared in drizzle', async () => {
    const inDb = (await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'"))
      .map((r) => r.name)
      // SQLite's, D1's and wrangler's own tables.
      .filter((n) => !/^(sqlite_|_cf_|d1_migrations$)/.test(n));
    const declared = tables.map((t) => getTableConfig(t).name);
    expect({ missingInDatabase: declared.filter((n) => !inDb.includes(n)), undeclaredInDrizzle: inDb.filter((n) => !declared.includes(n)) }).toEqual({
      missingInDatabase: [],
      undeclaredInDrizzle: [],
    });
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))('%s: columns, types, NOT NULL and primary key', async (name, table) => {
    const config = getTableConfig(table);
    const actual = await rows<Column>(`PRAGMA table_info("${name}")`);
    const line = (c: { name: string; type: string; notNull: boolean; pk: boolean }) => `${c.name} ${affinity(c.type)}${c.notNull ? ' NOT NULL' : ''}${c.pk ? ' PK' : ''}`;
    const compositePk = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    const fromDrizzle = config.columns
      .map((c) => line({ name: c.name, type: c.getSQLType(), notNull: c.notNull || c.primary || compositePk.has(c.name), pk: c.primary || compositePk.has(c.name) }))
      .sort();
    // A key column counts as NOT NULL on both sides (the migrations all write NOT NULL on keys).
    const fromDb = actual.map((c) => line({ name: c.name, type: c.type, notNull: c.notnull === 1 || c.pk > 0, pk: c.pk > 0 })).sort();
    expect(fromDrizzle).toEqual(fromDb);
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))('%s: every index drizzle declares exists with its columns and uniqueness', async (name, table) => {
    const config = getTableConfig(table);
    const declared = config.indexes.map((i) => `${i.config.unique ? 'UNIQUE ' : ''}${i.config.name}(${i.config.columns.map((c) => (c as { name: string }).name).join(',')})`).sort();
    const list = await rows<{ name: string; unique: number }>(`PRAGMA index_list("${name}")`);
    const inDb: string[] = [];
    for (const index of list.filter((i) => !i.name.startsWith('sqlite_autoindex_'))) {
      const cols = await rows<{ name: string }>(`PRAGMA index_info("${index.name}")`);
      inDb.push(`${index.unique ? 'UNIQUE ' : ''}${index.name}(${cols.map((c) => c.name).join(',')})`);
    }
    // The database may hold indexes drizzle does not name (queries only benefit); every declared one must be there as declared.
    expect(declared.filter((d) => !inDb.includes(d))).toEqual([]);
  });
});
