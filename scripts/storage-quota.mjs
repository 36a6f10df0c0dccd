// Operators: set an organization's storage quota, on the local or the remote D1.
//   npm run storage:quota -- <org id or slug> <GiB | default> [--remote]
// "default" goes back to the product's default (50 GiB, DEFAULT_STORAGE_QUOTA_BYTES),
// which the app reads whenever the column is NULL. Decision 034.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const GiB = 1024 ** 3;
const USAGE = 'usage: npm run storage:quota -- <org id or slug> <GiB (e.g. 100 or 0.5) | default> [--remote]';

/** The arguments, or an error message. A quota is a positive number of GiB, at most 1 PiB. */
export function parseArgs(argv) {
  const remote = argv.includes('--remote');
  const [org, amount, extra] = argv.filter((a) => !a.startsWith('--'));
  if (!org || !amount || extra !== undefined) return { error: USAGE };
  if (amount === 'default') return { org, bytes: null, remote };
  if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0 || Number(amount) > 1024 * 1024) return { error: USAGE };
  return { org, bytes: Math.round(Number(amount) * GiB), remote };
}

const q = (s) => `'${String(s).replace(/'/g, "''")}'`;

/** One batch: the update, then what the organization now has (no row: no such organization). */
export function quotaSql(org, bytes, now = Date.now()) {
  const match = `id = ${q(org)} OR slug = ${q(org.toLowerCase())}`;
  return [
    `UPDATE organizations SET storage_quota_bytes = ${bytes === null ? 'NULL' : bytes}, updated_at = ${now} WHERE ${match};`,
    `SELECT slug, storage_quota_bytes AS quota FROM organizations WHERE ${match};`,
  ].join(' ');
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.error) {
    console.error(args.error);
    process.exit(2);
  }
  const out = execFileSync(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      args.remote ? '--remote' : '--local',
      ...(args.remote ? ['--env', 'production'] : []),
      '--json',
      '--command',
      quotaSql(args.org, args.bytes),
    ],
    { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  );
  const row = JSON.parse(out).at(-1)?.results?.[0];
  if (!row) {
    console.error(`No organization "${args.org}".`);
    process.exit(1);
  }
  console.log(
    row.quota === null
      ? `${row.slug}: storage quota back to the default (50 GiB).`
      : `${row.slug}: storage quota ${(row.quota / GiB).toLocaleString('en', { maximumFractionDigits: 3 })} GiB (${row.quota} bytes).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
