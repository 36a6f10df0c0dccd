// The drizzle schema (what the code queries) and the SQL migrations (what D1
// has) are written by hand, twice. This suite reads the migrated database and
// says exactly where the two disagree: a table, a column, its type, NOT NULL,
// the primary key, a unique constraint, or an index.
import { env } from 'cloudflare:workers';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

interface TableInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}
interface IndexList {
  name: string;
  unique: number;
  partial: number;
}

/**
 * Tables the app has that drizzle does not declare, each with its reason.
 * Keep this short: a table the code reaches through drizzle belongs in src/db/schema.
 * (Empty: every app table, raw-SQL ones like rate_limits included, is declared.)
 */
const UNDECLARED_ALLOWED: Record<string, string> = {};

/** SQLite's, D1's and wrangler's own tables. */
const INTERNAL = /^(sqlite_|_cf_|d1_migrations$)/;

const tables = (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable));
const byName = tables.map((t) => [getTableConfig(t).name, t] as const);
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

/** Columns as "name AFFINITY [NOT NULL] [PK<position>]", keyed by name, from both sides. */
type Shape = Map<string, string>;
const describeColumn = (type: string, notNull: boolean, pkPosition: number) =>
  `${affinity(type)}${notNull ? ' NOT NULL' : ''}${pkPosition ? ` PK${pkPosition}` : ''}`;

function drizzleColumns(table: SQLiteTable): Shape {
  const config = getTableConfig(table);
  const composite = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
  const shape: Shape = new Map();
  for (const c of config.columns) {
    const pkPosition = c.primary ? 1 : composite.indexOf(c.name) + 1;
    shape.set(c.name, describeColumn(c.getSQLType(), c.notNull, pkPosition));
  }
  return shape;
}

function databaseColumns(info: TableInfo[]): Shape {
  const pkColumns = info.filter((c) => c.pk > 0).length;
  const shape: Shape = new Map();
  for (const c of info) {
    // A lone INTEGER PRIMARY KEY is the rowid and can never be NULL, written NOT NULL or not;
    // any other key column without NOT NULL really does accept NULL in SQLite.
    const rowid = c.pk === 1 && pkColumns === 1 && c.type.toUpperCase() === 'INTEGER';
    shape.set(c.name, describeColumn(c.type, c.notnull === 1 || rowid, c.pk));
  }
  return shape;
}

/** Every difference between two shapes, one line each, naming the table and column. */
function differences(table: string, drizzle: Shape, database: Shape): string[] {
  const out: string[] = [];
  for (const [name, d] of drizzle) {
    const db = database.get(name);
    if (db === undefined) out.push(`${table}.${name}: declared in drizzle (${d}) but not a column in the database`);
    else if (db !== d) out.push(`${table}.${name}: drizzle says ${d}, the database has ${db}`);
  }
  for (const [name, db] of database) {
    if (!drizzle.has(name)) out.push(`${table}.${name}: a column in the database (${db}) that drizzle does not declare`);
  }
  return out;
}

/** The database's indexes on a table as "[UNIQUE ]name(col,...)[ WHERE]", plus the column lists of its unique ones. */
async function databaseIndexes(table: string) {
  const described: string[] = [];
  const uniqueColumnLists: string[] = [];
  for (const index of await rows<IndexList>(`PRAGMA index_list("${table}")`)) {
    const cols = (await rows<{ name: string }>(`PRAGMA index_info("${index.name}")`)).map((c) => c.name).join(',');
    described.push(`${index.unique ? 'UNIQUE ' : ''}${index.name}(${cols})${index.partial ? ' WHERE' : ''}`);
    if (index.unique && !index.partial) uniqueColumnLists.push(cols);
  }
  return { described, uniqueColumnLists };
}

describe('drizzle schema and migrations agree', () => {
  it('finds the drizzle tables to compare', () => {
    expect(tables.length, 'src/db/schema exports no drizzle SQLite tables; is the import right?').toBeGreaterThan(10);
  });

  it('every drizzle table exists, and every app table in the database is declared in drizzle', async () => {
    const inDb = (await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'"))
      .map((r) => r.name)
      .filter((n) => !INTERNAL.test(n));
    const declared = byName.map(([name]) => name);
    const problems = [
      ...declared.filter((n) => !inDb.includes(n)).map((n) => `table ${n}: declared in drizzle but no migration creates it`),
      ...inDb
        .filter((n) => !declared.includes(n) && !(n in UNDECLARED_ALLOWED))
        .map((n) => `table ${n}: in the database but not declared in src/db/schema (declare it, or allowlist it with a reason)`),
      ...Object.keys(UNDECLARED_ALLOWED)
        .filter((n) => declared.includes(n) || !inDb.includes(n))
        .map(
          (n) =>
            `table ${n}: allowlisted as undeclared but ${declared.includes(n) ? 'drizzle declares it' : 'the database does not have it'}; drop it from UNDECLARED_ALLOWED`,
        ),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(byName)('%s: columns, type affinity, NOT NULL and primary key', async (name, table) => {
    const info = await rows<TableInfo>(`PRAGMA table_info("${name}")`);
    expect(info.length, `table ${name} does not exist in the migrated database`).toBeGreaterThan(0);
    const problems = differences(name, drizzleColumns(table), databaseColumns(info));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(byName)('%s: every index and unique constraint drizzle declares exists as declared', async (name, table) => {
    const config = getTableConfig(table);
    const { described, uniqueColumnLists } = await databaseIndexes(name);
    const problems: string[] = [];
    // Named indexes: name, uniqueness, columns in order, partial or not.
    for (const i of config.indexes) {
      const cols = i.config.columns.map((c) => (c as { name: string }).name).join(',');
      const want = `${i.config.unique ? 'UNIQUE ' : ''}${i.config.name}(${cols})${i.config.where ? ' WHERE' : ''}`;
      if (!described.includes(want)) {
        const same = described.find((d) => d.replace(/^UNIQUE /, '').startsWith(`${i.config.name}(`));
        problems.push(`${name}: drizzle declares index ${want}; the database has ${same ?? 'no index of that name'}`);
      }
    }
    // .unique() columns and unique() constraints: drizzle relies on them (onConflict targets); the
    // database must enforce them with some unique index on exactly those columns, whatever its name.
    const uniques = [
      ...config.columns.filter((c) => c.isUnique).map((c) => c.name),
      ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(',')),
    ];
    for (const cols of uniques) {
      if (!uniqueColumnLists.includes(cols))
        problems.push(`${name}: drizzle declares UNIQUE (${cols}); the database has no unique index on exactly those columns`);
    }
    // The database may hold indexes drizzle does not name (queries only benefit).
    expect(problems, `${problems.join('\n')}\n(database indexes on ${name}: ${described.join('; ') || 'none'})`).toEqual([]);
  });
});
