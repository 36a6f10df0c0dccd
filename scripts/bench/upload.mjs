// Upload throughput of a large file through the local Worker into local R2,
// beside copying the same file on disk, and workerd's peak memory meanwhile.
import { execFileSync } from 'node:child_process';
import { copyFileSync, openSync, readSync, closeSync, writeSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const MiB = 1024 * 1024;

/** A file of `size` bytes that begins like an MP4 (an ftyp box), then noise. */
function makeFile(path, size) {
  const fd = openSync(path, 'w');
  const block = randomBytes(16 * MiB);
  block.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp42')], 0);
  for (let written = 0; written < size; written += block.length) writeSync(fd, block, 0, Math.min(block.length, size - written));
  closeSync(fd);
}

/** Resident memory (KB) of the workerd processes in the Worker's process group. */
function workerdRssKB(group) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=,comm=', '-g', String(group)], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'workerd')
      .reduce((sum, [rss]) => sum + Number(rss), 0);
  } catch {
    return 0;
  }
}

export function seedOrg(persistTo, userId) {
  const now = Date.now();
  const sql = `INSERT INTO organizations (id,name,slug,credit_balance,created_by,created_at,updated_at) VALUES ('org_bench','Bench','bench',0,'${userId}',${now},${now}); INSERT INTO memberships (id,organization_id,user_id,role,created_at,updated_at) VALUES ('mem_bench','org_bench','${userId}','owner',${now},${now}); UPDATE users SET active_organization_id = 'org_bench' WHERE id = '${userId}';`;
  execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql], {
    stdio: 'pipe',
    env: { ...process.env, CI: 'true' },
  });
  return 'org_bench';
}

export async function benchUpload({ baseUrl, cookie, org, dir, group, sizeBytes, concurrency = 3 }) {
  const src = join(dir, 'big.mp4');
  makeFile(src, sizeBytes);

  // Disk: the same bytes copied once, from a warm page cache like the upload reads.
  copyFileSync(src, join(dir, 'warm.mp4'));
  rmSync(join(dir, 'warm.mp4'));
  const c0 = performance.now();
  copyFileSync(src, join(dir, 'copy.mp4'));
  const copySeconds = (performance.now() - c0) / 1000;
  rmSync(join(dir, 'copy.mp4'));

  const headers = { Cookie: cookie, Origin: baseUrl };
  const baseline = workerdRssKB(group);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdRssKB(group))), 100);

  const t0 = performance.now();
  const created = await fetch(`${baseUrl}/api/v1/orgs/${org}/uploads`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'bench.mp4', size: sizeBytes, type: 'video/mp4' }),
  });
  if (created.status !== 201) throw new Error(`create upload: ${created.status} ${await created.text()}`);
  const upload = await created.json();
  const fd = openSync(src, 'r');
  const queue = Array.from({ length: upload.partCount }, (_, i) => i + 1);
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const start = (n - 1) * upload.partSize;
      const length = Math.min(upload.partSize, sizeBytes - start);
      const buf = Buffer.allocUnsafe(length);
      readSync(fd, buf, 0, length, start);
      const res = await fetch(`${baseUrl}/api/v1/orgs/${org}/uploads/${upload.id}/parts/${n}`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/octet-stream' },
        body: buf,
      });
      if (res.status !== 200) throw new Error(`part ${n}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  closeSync(fd);
  const done = await fetch(`${baseUrl}/api/v1/orgs/${org}/uploads/${upload.id}/complete`, { method: 'POST', headers });
  if (done.status !== 201) throw new Error(`complete: ${done.status} ${await done.text()}`);
  const uploadSeconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rmSync(src);
  const mb = sizeBytes / MiB;
  return {
    sizeMiB: mb,
    parts: upload.partCount,
    uploadMBps: mb / uploadSeconds,
    copyMBps: mb / copySeconds,
    baselineMiB: baseline / 1024,
    peakMiB: peak / 1024,
  };
}
