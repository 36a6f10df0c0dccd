import type { D1Database, Fetcher, KVNamespace, R2Bucket } from '@cloudflare/workers-types';

export type AppEnvName = 'development' | 'test' | 'production';

/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  APP_ENV: AppEnvName;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_DOMAIN: string;
  /** Set only in development and tests: the Auth Emulator's host:port. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

export function isProduction(env: Env): boolean {
  return env.APP_ENV === 'production';
}

/** The emulator is honoured only outside production, whatever the variables say. */
export function emulatorHost(env: Env): string | null {
  if (isProduction(env)) return null;
  return env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
}
