// Operators: grant credits to an organization, on the local or the remote D1.
//   npm run credits:grant -- <org id or slug> <amount> "<reason>" [--remote]
// The ledger row and the balance change go in one statement batch; the
// idempotency key is printed, and running the same command twice grants twice
// on purpose (each run gets its own key) unless --key is given.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const keyIndex = args.indexOf('--key');
const key = keyIndex >= 0 ? args[keyIndex + 1] : `operator:${randomBytes(8).toString('hex')}`;
const [org, amountText, reason] = args.filter((a, i) => !a.startsWith('--') && (keyIndex < 0 || i !== keyIndex + 1));
const amount = Number(amountText);
if (!org || !Number.isInteger(amount) || amount <= 0 || !reason) {
  console.error('usage: npm run credits:grant -- <org id or slug> <positive whole amount> "<reason>" [--remote] [--key <idempotency key>]');
  process.exit(2);
}
const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
const id = `led_${randomBytes(12).toString('hex')}`;
const now = Date.now();
const orgId = `(SELECT id FROM organizations WHERE id = ${q(org)} OR slug = ${q(org.toLowerCase())})`;
const sql = [
  `INSERT INTO credit_ledger (id, organization_id, kind, amount, reason, reference, idempotency_key, actor_id, created_at) SELECT ${q(id)}, ${orgId}, 'grant', ${amount}, ${q(reason)}, 'operator', ${q(key)}, NULL, ${now} WHERE ${orgId} IS NOT NULL ON CONFLICT (organization_id, idempotency_key) DO NOTHING;`,
  `UPDATE organizations SET credit_balance = credit_balance + ${amount}, updated_at = ${now} WHERE id = ${orgId} AND EXISTS (SELECT 1 FROM credit_ledger WHERE id = ${q(id)});`,
  `SELECT o.slug, o.credit_balance AS balance, (SELECT COUNT(*) FROM credit_ledger WHERE id = ${q(id)}) AS granted FROM organizations o WHERE o.id = ${orgId};`,
].join(' ');
const out = execFileSync(
  'wrangler',
  ['d1', 'execute', 'DB', remote ? '--remote' : '--local', ...(remote ? ['--env', 'production'] : []), '--json', '--command', sql],
  {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  },
);
const results = JSON.parse(out);
const row = results.at(-1)?.results?.[0];
if (!row) {
  console.error(`No organization "${org}".`);
  process.exit(1);
}
console.log(
  row.granted
    ? `Granted ${amount} to ${row.slug}: balance ${row.balance} (key ${key}).`
    : `Nothing granted (key ${key} was used before). Balance ${row.balance}.`,
);
