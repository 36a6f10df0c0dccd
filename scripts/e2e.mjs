// End-to-end tests: start the app exactly as `npm run dev` does (fresh local
// database), then drive Debian's Chromium with playwright-core.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { startStack, stopAll } from './lib/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(
    `\nChromium is missing at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n(or: npm run setup:browser)\n`,
  );
  process.exit(1);
}

// Ports apart from `npm run dev` (8787, 9099), so tests run beside it.
const port = Number(process.env.E2E_PORT ?? 8790);
const emulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 9199);
const persistTo = mkdtempSync(join(tmpdir(), 'palco-e2e-'));
let status = 1;
try {
  const { baseUrl, emulatorUrl } = await startStack({ port, emulatorPort, persistTo, quiet: true, crons: true });
  const args = ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
  // Not spawnSync: this process keeps firing the Cron Triggers (stack.mjs) while the tests run.
  const tests = spawn('vitest', args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_EMULATOR_URL: emulatorUrl, E2E_PERSIST_TO: persistTo, CHROMIUM_PATH: CHROMIUM },
  });
  status = await new Promise((resolve) => {
    tests.on('error', () => resolve(1));
    tests.on('exit', (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(error);
} finally {
  stopAll();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(status);
