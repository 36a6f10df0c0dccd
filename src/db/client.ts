import { drizzle } from 'drizzle-orm/d1';
import type { D1Database } from '@cloudflare/workers-types';
import * as schema from './schema';

export type Db = ReturnType<typeof createDb>;

// drizzle builds its relational config from the schema on every call: keep
// one instance per D1 binding instead of one per request.
const instances = new WeakMap<D1Database, ReturnType<typeof build>>();

function build(d1: D1Database) {
  return drizzle(d1 as never, { schema });
}

export function createDb(d1: D1Database) {
  let db = instances.get(d1);
  if (!db) {
    db = build(d1);
    instances.set(d1, db);
  }
  return db;
}

/** The D1 binding under a drizzle instance, for statements drizzle cannot batch. */
export function rawD1(db: Db): D1Database {
  return (db as unknown as { $client: D1Database }).$client;
}
