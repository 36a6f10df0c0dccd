// Starts the local stack the same way for `npm run dev`, the end-to-end tests
// and the benchmarks: migrations, the client build, the Auth Emulator, wrangler dev.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';

// The project's own tools (wrangler, vite, firebase, and Node 22 itself) come
// first, also when a script is started without npm.
const bin = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));
if (!(process.env.PATH ?? '').split(delimiter).includes(bin)) process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;

const children = new Set();

/** Runs a command to completion, inheriting output; throws on failure. */
export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: opts.quiet ? 'pipe' : 'inherit', env: { ...process.env, ...opts.env } });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    if (opts.quiet) {
      process.stderr.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
  }
}

/** Starts a long-running child in its own process group, so stopAll() ends its whole tree. */
export function start(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    detached: true,
    stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...opts.env },
  });
  if (opts.quiet) {
    let log = '';
    const keep = (chunk) => {
      log = (log + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.getLog = () => log;
  }
  child.name = name;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const tickers = new Set();

/**
 * wrangler dev runs no Cron Trigger by itself: this fires each of wrangler.toml's crons on its
 * schedule (UTC, as Cloudflare does) through the scheduled handler wrangler exposes with
 * --test-scheduled, so a post scheduled in `npm run dev` or an e2e is published when it is due.
 */
export function startCronTicker(baseUrl, { quiet = false } = {}) {
  // The one line wrangler.toml's [triggers] holds; a TOML parser for one array is not worth a dependency.
  const line = readFileSync(fileURLToPath(new URL('../../wrangler.toml', import.meta.url)), 'utf8').match(/^crons\s*=\s*\[(.*)\]/m);
  const patterns = line ? [...line[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
  for (const pattern of patterns) {
    const job = new Cron(pattern, { timezone: 'UTC', protect: true }, async (self) => {
      const time = self.currentRun()?.getTime() ?? Date.now();
      try {
        const res = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(pattern)}&time=${time}`);
        if (!res.ok && !quiet) console.error(`cron "${pattern}": the scheduled handler answered ${res.status}`);
      } catch (error) {
        if (!quiet) console.error(`cron "${pattern}": ${error}`);
      }
    });
    tickers.add(job);
  }
}

export function stopAll() {
  for (const job of tickers) job.stop();
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

export async function waitForHttp(url, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${child.name} exited before ${url} answered\n${child.getLog?.() ?? ''}`);
    }
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`Timed out waiting for ${url}\n${child?.getLog?.() ?? ''}`);
}

export const DEFAULT_PORT = 8787;
export const EMULATOR_PORT = 9099;

/**
 * Everything the app needs locally. `persistTo` lets tests use a fresh
 * database; `watch` rebuilds the client on change (development).
 */
export async function startStack({
  port = DEFAULT_PORT,
  emulatorPort = EMULATOR_PORT,
  persistTo,
  watch = false,
  quiet = false,
  emulator = true,
  production = false,
  vars = {},
  /** Expose /cdn-cgi/handler/scheduled, so a caller can run the cron (wrangler dev runs none by itself). */
  testScheduled = false,
  /** Fire wrangler.toml's Cron Triggers on their schedule, as Cloudflare does (dev and e2e: scheduled posts go out). */
  crons = false,
} = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { quiet: true, env: { CI: 'true' } });
  run('vite', ['build', '--logLevel', 'warn'], { quiet });
  if (watch) start('vite', 'vite', ['build', '--watch', '--logLevel', 'warn'], { quiet });

  let auth = null;
  if (emulator) {
    // Another port than the default (tests beside a running `npm run dev`) gets its own config file.
    const config = emulatorPort === EMULATOR_PORT ? [] : ['--config', emulatorConfig(emulatorPort)];
    auth = start('firebase', 'firebase', ['emulators:start', '--only', 'auth', '--project', 'demo-palco', ...config], {
      quiet,
      env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    });
  }
  const worker = start(
    'wrangler',
    'wrangler',
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--show-interactive-dev-session=false',
      ...persist,
      ...(testScheduled || crons ? ['--test-scheduled'] : []),
      // The benchmarks measure what production runs: React's production build.
      // ...and as production refuses to run with the Auth Emulator configured, unset it.
      ...(production
        ? ['--define', 'process.env.NODE_ENV:"production"', '--var', 'APP_ENV:production', '--var', 'FIREBASE_AUTH_EMULATOR_HOST:']
        : []),
      ...(emulatorPort === EMULATOR_PORT || production ? [] : ['--var', `FIREBASE_AUTH_EMULATOR_HOST:127.0.0.1:${emulatorPort}`]),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { quiet, env: { WRANGLER_SEND_METRICS: 'false' } },
  );
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`, { child: worker });
  if (auth) await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { child: auth });
  if (crons) startCronTicker(`http://127.0.0.1:${port}`, { quiet });
  // The Worker's process group: workerd runs in it, which the bench samples for memory.
  return { baseUrl: `http://127.0.0.1:${port}`, emulatorUrl: `http://127.0.0.1:${emulatorPort}`, workerGroup: worker.pid };
}

function emulatorConfig(emulatorPort) {
  const dir = mkdtempSync(join(tmpdir(), 'palco-emulator-'));
  const file = join(dir, 'firebase.json');
  // Hub and logging ports are taken from the port too, so two emulators can run side by side.
  writeFileSync(
    file,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: emulatorPort },
        hub: { host: '127.0.0.1', port: emulatorPort + 1 },
        logging: { host: '127.0.0.1', port: emulatorPort + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return file;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);
