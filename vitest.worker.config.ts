// Worker integration tests: the real Worker in workerd (Cloudflare's Vitest
// integration), with local D1/KV/R2 and the real migrations applied first.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';

// A throwaway service account for the production identity-admin path.
const serviceAccount = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          APP_ENV: 'test',
          // Verification runs the production path (real RS256 signatures) by
          // default here; emulator tokens are tested by calling the verifier.
          FIREBASE_AUTH_EMULATOR_HOST: '',
          GOOGLE_SERVICE_ACCOUNT_EMAIL: 'palco-admin@demo-palco.iam.gserviceaccount.com',
          GOOGLE_SERVICE_ACCOUNT_KEY: serviceAccount.privateKey,
          TEST_SERVICE_ACCOUNT_PUBLIC_KEY: serviceAccount.publicKey,
          CODE_SECRET: 'test-code-secret',
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
        },
        // An empty D1 the setup leaves alone: the migration test builds the old schema in it step by step.
        d1Databases: { MIGRATION_DB: 'palco-migration-test' },
      },
    })),
  ],
  test: {
    include: ['tests/worker/**/*.test.ts'],
    // Every test here goes through workerd and local D1/R2. On a loaded 2-core
    // machine (issue 31: other builds beside it, load average over 20) ordinary
    // ones took up to 8 s, past vitest's 5 s default; the heaviest have their own
    // ceiling (HEAVY_TEST_MS in tests/worker/helpers.ts). A ceiling against a
    // hang, not a timed assertion.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['./tests/worker/setup.ts'],
    // Off: with the transforms cached on disk, Vitest answers a fresh worker's
    // first import with every module of its test file's graph in ONE socket
    // message ("warm modules"), and the Cloudflare pool inlines their code.
    // Once routes.test has loaded every page, that message is ~33.5 MB for a
    // file importing the app, past workerd's 32 MiB WebSocket limit (1009):
    // the worker dies 'during started state' (stop 42's CI, where the longer
    // checkout path tipped it over). Without the disk cache each module comes
    // in its own message; a clean CI run never reused the cache anyway.
    fsModuleCache: false,
  },
});
