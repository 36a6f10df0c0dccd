// `npm test`: every check, in the order that fails fastest. Each step runs
// with the project's own Node 22 (npm puts node_modules/.bin first on PATH).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'tsc', ['-p', '.']],
  // ESLint lives in tools/lint (decision 019); the root install's postinstall installs it.
  ['lint', 'node', ['tools/lint/node_modules/eslint/bin/eslint.js', '.']],
  // Prettier's --check only reads: a file off the format fails here; `npm run format` fixes it.
  ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ['unit', 'vitest', ['run', '--config', 'vitest.unit.config.ts']],
  ['build', 'vite', ['build', '--logLevel', 'warn']],
  ['worker', 'vitest', ['run', '--config', 'vitest.worker.config.ts']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
