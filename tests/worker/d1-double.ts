// A D1 binding that wraps the real one to see and break what the app asks of
// it: every statement is recorded when it runs, and a rule may throw instead,
// the way production D1 does (faults, limits the local D1 does not enforce).
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export interface Executed {
  sql: string;
  params: unknown[];
}

/** Returns an Error to throw for a statement, or null to run it. */
export type Rule = (s: Executed) => Error | null;

export function d1Double(real: D1Database, rule: Rule = () => null) {
  const executed: Executed[] = [];
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const infoOf = new WeakMap<object, Executed>();

  const check = (s: Executed) => {
    executed.push(s);
    const error = rule(s);
    if (error) throw error;
  };

  function wrap(stmt: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement {
    const info = { sql, params };
    const wrapper = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql, values),
      first: async (col?: string) => (check(info), col === undefined ? stmt.first() : stmt.first(col)),
      run: async () => (check(info), stmt.run()),
      all: async () => (check(info), stmt.all()),
      raw: async (opts?: { columnNames?: boolean }) => (check(info), stmt.raw(opts as never)),
    };
    realOf.set(wrapper, stmt);
    infoOf.set(wrapper, info);
    return wrapper as unknown as D1PreparedStatement;
  }

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql, []),
    batch: async (stmts: D1PreparedStatement[]) => {
      // A batch is one transaction: a rule that refuses any statement fails it whole.
      for (const s of stmts) check(infoOf.get(s)!);
      return real.batch(stmts.map((s) => realOf.get(s)!));
    },
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: () => db,
  };
  return { db: db as unknown as D1Database, executed };
}

/** The message D1 gives for a fault of its own (storage, restart, overload). */
export const d1Fault = () => new Error('D1_ERROR: Network connection lost. SQLITE_IOERR');

/**
 * D1 refuses a LIKE or GLOB pattern longer than 50 bytes (SQLITE_LIMIT_LIKE_PATTERN_LENGTH,
 * set by D1; the local D1 keeps SQLite's default of 50,000). This rule enforces
 * it on every bound string of a statement that uses LIKE or GLOB.
 */
export const D1_LIKE_PATTERN_MAX_BYTES = 50;
export const d1LikeLimit: Rule = ({ sql, params }) => {
  if (!/\b(LIKE|GLOB)\b/i.test(sql)) return null;
  const long = params.some((p) => typeof p === 'string' && new TextEncoder().encode(p).length > D1_LIKE_PATTERN_MAX_BYTES);
  return long ? new Error('D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR') : null;
};
