// Issue 36: 500 posts scheduled to the test network in the same minute are all published, each once,
// within 2 minutes on this machine (decision 077). Against the bench's local stack (wrangler dev with
// --test-scheduled, local D1 and the local queue miniflare runs):
// - seeding: a connected test-network account (its token sealed in Node exactly as token-cipher.ts seals
//   it, with the stack's SOCIAL_TOKEN_SECRET), one library file and COUNT queued posts due at the start of
//   the current minute, written straight into D1 (one SQL file through `wrangler d1 execute`), as the
//   board bench seeds: the API makes one post per request, and production (the bench's mode) offers no
//   network to connect.
// - firing: one call to wrangler's /cdn-cgi/handler/scheduled with the publishing cron and the time, which
//   runs the Worker's scheduled handler as the every-minute Cron Trigger would (claim, sendBatch of 100);
//   the local queue then delivers to the consumer with wrangler.toml's batch settings.
// - timing: from the trigger to each post's `updated_at` when it became published (the rows' own clocks,
//   so polling's granularity adds nothing); the outbox is then read to check each post is there once.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const COUNT = Number(process.env.BENCH_PUBLISH_POSTS ?? 500);
const TIMEOUT_MS = Number(process.env.BENCH_PUBLISH_TIMEOUT_S ?? 300) * 1000;
/** wrangler.toml's publishing cron (src/jobs.ts PUBLISHING_CRON). */
const CRON = '* * * * *';
export const BENCH_SOCIAL_SECRET = 'bench-social-token-secret';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** token-cipher.ts's encryptToken, in Node's Web Crypto: "v1.<iv>.<ciphertext+tag>", the row's id as additional data. */
async function sealToken(secret, boundTo, token) {
  const enc = new TextEncoder();
  const base = await crypto.subtle.importKey('raw', enc.encode(secret), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: enc.encode('palco social tokens v1') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: enc.encode(boundTo) }, key, enc.encode(token));
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(sealed))}`;
}

/** A query's rows; the running Worker holds the same SQLite file, so a busy moment is tried again. */
function d1(persistTo, args) {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', ...args], {
        stdio: 'pipe',
        env: { ...process.env, CI: 'true' },
      });
      return JSON.parse(out.toString())[0]?.results ?? [];
    } catch (error) {
      if (attempt >= 5) throw error;
      execFileSync('sleep', ['0.3']);
    }
  }
}

async function seed(persistTo, org, userId, dueAt) {
  const now = Date.now();
  const account = 'sac_benchpub';
  const asset = 'ast_benchpub';
  const token = await sealToken(BENCH_SOCIAL_SECRET, account, `test_${b64url(crypto.getRandomValues(new Uint8Array(24)))}`);
  const lines = [
    `INSERT INTO social_accounts (id,organization_id,network,display_name,token_ciphertext,connected_by,created_at,updated_at) VALUES (${q(account)},${q(org)},'test','Bench test network',${q(token)},${q(userId)},${now},${now});`,
    `INSERT INTO assets (id,organization_id,name,kind,content_type,size,r2_key,duration_ms,created_at,updated_at) VALUES (${q(asset)},${q(org)},'bench.mp4','video','video/mp4',10,'orgs/${org}/media/${asset}',8000,${now},${now});`,
  ];
  for (let i = 0; i < COUNT; i++) {
    const id = `pst_bench${String(i).padStart(5, '0')}`;
    lines.push(
      `INSERT INTO social_posts (id,organization_id,account_id,network,account_name,asset_ids,caption,title,scheduled_at,state,attempts,idempotency_key,created_by,created_at,updated_at) VALUES (${q(id)},${q(org)},${q(account)},'test','Bench test network','["${asset}"]',${q(`Post ${i} #bench`)},'',${dueAt},'queued',0,${q(`${id}:test`)},${q(userId)},${now},${now});`,
    );
  }
  const file = join(persistTo, 'publishing-seed.sql');
  writeFileSync(file, lines.join('\n'));
  d1(persistTo, ['--file', file]);
}

export async function benchPublishing({ baseUrl, persistTo, org, userId }) {
  // Due at the start of this minute, as a whole minute's posts are: the cron fires just after.
  const dueAt = Math.floor(Date.now() / 60_000) * 60_000;
  await seed(persistTo, org, userId, dueAt);
  const t0 = Date.now();
  const res = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON)}&time=${t0}`);
  const cronMs = Date.now() - t0;
  if (!res.ok) throw new Error(`scheduled handler answered ${res.status}: ${await res.text()}`);

  const mine = `organization_id = ${q(org)} AND id LIKE 'pst_bench%'`;
  let states = {};
  while (Date.now() - t0 < TIMEOUT_MS) {
    states = Object.fromEntries(
      d1(persistTo, ['--command', `SELECT state, count(*) AS n FROM social_posts WHERE ${mine} GROUP BY state`]).map((r) => [r.state, r.n]),
    );
    if (!states.queued && !states.uploading && !states.processing) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const times = d1(persistTo, ['--command', `SELECT updated_at AS at FROM social_posts WHERE ${mine} AND state = 'published'`])
    .map((r) => r.at - t0)
    .sort((a, b) => a - b);
  const [outbox] = d1(persistTo, [
    '--command',
    `SELECT count(*) AS records, count(DISTINCT idempotency_key) AS keys FROM test_network_outbox WHERE idempotency_key LIKE 'pst_bench%'`,
  ]);
  const [once] = d1(persistTo, [
    '--command',
    `SELECT count(*) AS n FROM social_posts p WHERE p.organization_id = ${q(org)} AND p.id LIKE 'pst_bench%' AND (SELECT count(*) FROM test_network_outbox o WHERE o.idempotency_key = p.idempotency_key) = 1`,
  ]);
  const [attempts] = d1(persistTo, ['--command', `SELECT max(attempts) AS most, sum(attempts) AS total FROM social_posts WHERE ${mine}`]);
  return {
    count: COUNT,
    cronMs,
    states,
    published: times.length,
    firstMs: times[0] ?? null,
    p50Ms: times.length ? percentile(times, 50) : null,
    p95Ms: times.length ? percentile(times, 95) : null,
    lastMs: times.at(-1) ?? null,
    outboxRecords: outbox?.records ?? 0,
    outboxKeys: outbox?.keys ?? 0,
    exactlyOnce: once?.n ?? 0,
    attemptsMax: attempts?.most ?? 0,
    attemptsTotal: attempts?.total ?? 0,
  };
}

export function printPublishing(r) {
  const s = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
  console.log(`\n## Publishing: ${r.count} posts due in the same minute to the test network (cron -> queue -> consumer, local)`);
  console.log(`scheduled handler (claim + sendBatch): ${r.cronMs} ms`);
  console.log(
    `published ${r.published}/${r.count}: first ${s(r.firstMs)}   p50 ${s(r.p50Ms)}   p95 ${s(r.p95Ms)}   all ${s(r.lastMs)} (target: all within 120 s)`,
  );
  console.log(`final states: ${JSON.stringify(r.states)}   attempts: ${r.attemptsTotal} in all, at most ${r.attemptsMax} for a post`);
  console.log(
    `test-network outbox: ${r.outboxRecords} records, ${r.outboxKeys} distinct posts; posts with exactly one record: ${r.exactlyOnce}/${r.count}`,
  );
}
