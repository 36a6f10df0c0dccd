// Worker integration tests: the real Worker in workerd (Cloudflare's Vitest
// integration), with local D1/KV/R2 and the real migrations applied first.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          APP_ENV: 'test',
          // Verification runs the production path (real RS256 signatures) by
          // default here; emulator tokens are tested by calling the verifier.
          FIREBASE_AUTH_EMULATOR_HOST: '',
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
        },
      },
    })),
  ],
  test: {
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['./tests/worker/setup.ts'],
  },
});
