// `npm run bench`: prints numbers, asserts nothing. Issue 2's figures:
//  1. requests/s and latency (p50, p99) over HTTP for the landing page, a
//     protected page with a session, and a trivial JSON route, on wrangler dev;
//  2. the CPU cost of the Worker's full page render against a bare React
//     renderToReadableStream of the same HTML, in one Node process;
//  3. the gzip size of the JavaScript each page loads;
//  4. issue 9: frame times while dragging on a 20-slide carousel (BENCH_SKIP_CANVAS skips);
//  5. issue 7: the upload rate into local R2 (BENCH_UPLOAD_MB=0 skips);
//  6. issue 19: the media engine on a 10-minute video (BENCH_SKIP_MEDIA skips;
//     BENCH_MEDIA_SECONDS sets the length);
//  7. issue 21: the video editor's timeline drag, preview playback and export (BENCH_SKIP_TIMELINE skips;
//     it needs the organization the carousel bench makes active);
//  8. issue 31: forgot-password's answer time for a known against an unknown email, 50 rounds
//     (BENCH_SKIP_RESET skips; BENCH_RESET_ROUNDS sets the count);
//  9. issue 32: the clipper's analysis, file chosen to moments, on a creator-like 10-minute 1080×1920 talk
//     (BENCH_SKIP_CLIPPER skips; BENCH_CLIPPER_SECONDS sets the length; the video is cached in .bench-cache/).
// 10. issue 32: the browser's Whisper runner's real-time factor, tiny and base-shaped (BENCH_SKIP_WHISPER skips).
// 11. issue 33: a clip render (1080×1920, crop following the speaker, captions) from a creator-like 1920×1080
//     8 Mbit/s source against native ffmpeg on the same cut, its stages and the browser's memory
//     (BENCH_SKIP_CLIP_RENDER skips; the source is cached in .bench-cache/).
// 12. issue 34: the image editor's adjustment slider on a 12 MP photo and a 4K PNG export
//     (BENCH_SKIP_IMAGE skips; the photos are cached in .bench-cache/).
// 13. issue 34: background removal of a 1080p photo of a (drawn) person in the image editor's worker, first
//     and warm (BENCH_SKIP_CUTOUT skips).
// 14. issue 35: a status change fanned out to 50 open WebSockets of the organization's live object, p50/p95
//     (BENCH_SKIP_LIVE skips; BENCH_LIVE_SOCKETS and BENCH_LIVE_ROUNDS set the counts).
// 15. issue 35: the project manager's board with 2,000 projects, main-thread work to render and per filter change,
//     and the list view (BENCH_SKIP_BOARD skips; BENCH_BOARD_PROJECTS and BENCH_BOARD_RENDERS set the counts).
// 16. issue 36: 500 posts due in the same minute to the test network, from the cron's trigger to all published,
//     and each once in the network's outbox (BENCH_SKIP_PUBLISH skips; BENCH_PUBLISH_POSTS sets the count,
//     BENCH_PUBLISH_TIMEOUT_S how long to wait).
import { build } from 'esbuild';
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { startStack, stopAll } from './lib/stack.mjs';
import { benchUpload, seedOrg } from './bench/upload.mjs';
import { benchCanvas } from './bench/canvas.mjs';
import { benchTimeline, printTimeline } from './bench/timeline.mjs';
import { benchMedia, printMedia } from './bench/media.mjs';
import { benchClipper, printClipper } from './bench/clipper.mjs';
import { benchPasswordReset, printPasswordReset } from './bench/password-reset.mjs';
import { benchWhisper, printWhisper } from './bench/whisper.mjs';
import { benchClipRender, printClipRender } from './bench/clip-render.mjs';
import { benchImageEditor, printImageEditor } from './bench/image-editor.mjs';
import { benchCutout, printCutout } from './bench/cutout.mjs';
import { benchLive, printLive } from './bench/live.mjs';
import { benchBoard, printBoard } from './bench/board.mjs';
import { BENCH_SOCIAL_SECRET, benchPublishing, printPublishing } from './bench/publishing.mjs';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 3000);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A bounded closed-loop load: CONCURRENCY clients for DURATION_MS, loopback only. */
async function load(url, headers = {}) {
  const latencies = [];
  let failures = 0;
  const end = Date.now() + DURATION_MS;
  const client = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, { headers, redirect: 'manual' });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) failures++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), n: latencies.length, failures };
}

function seedSession(persistTo) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  const sql = `INSERT INTO users (id,firebase_uid,email,display_name,email_verified,locale,status,created_at,updated_at) VALUES ('usr_bench','uid_bench','bench@palco.test','Bench',1,'pt-BR','active',${now},${now}); INSERT INTO sessions (id,user_id,family_id,token_hash,persistent,created_at,last_seen_at,idle_expires_at,absolute_expires_at) VALUES ('ses_bench','usr_bench','fam_bench','${hash}',1,${now},${now},${now + 6e8},${now + 2e9});`;
  execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql], {
    stdio: 'pipe',
    env: { ...process.env, CI: 'true' },
  });
  return `palco_session=${token}`;
}

/** The built files a source's chunk loads: itself and its static imports, from Vite's manifest. */
function chunkFiles(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  (chunk.imports ?? []).forEach((k) => chunkFiles(manifest, k, into));
  return into;
}

/** The gzip size of one lazily loaded chunk and what it imports beyond the entry's files. */
function deferredKB(source) {
  const manifest = JSON.parse(readFileSync('dist/client/asset-manifest.json', 'utf8'));
  const initial = chunkFiles(manifest, 'client/entry.client.tsx');
  const files = chunkFiles(manifest, source);
  let gz = 0;
  for (const f of files) if (!initial.has(f)) gz += gzipSync(readFileSync(join('dist/client', f)), { level: 9 }).length;
  return (gz / 1024).toFixed(1);
}

/**
 * The WebAssembly AAC encoder's chunk (decision 044): which built files import it (only the media worker's render
 * job should), and whether any page's initial JavaScript holds it.
 */
function aacEncoderChunk() {
  const assets = join('dist/client', 'assets');
  const file = readdirSync(assets).find((f) => /^mediabunny-aac-encoder-[\w-]+\.js$/.test(f));
  if (!file) return null;
  const bytes = readFileSync(join(assets, file));
  const initial = chunkFiles(JSON.parse(readFileSync('dist/client/asset-manifest.json', 'utf8')), 'client/entry.client.tsx');
  const importers = readdirSync(assets).filter(
    (f) => f !== file && f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(file),
  );
  return {
    file,
    rawKB: bytes.length / 1024,
    gzipKB: gzipSync(bytes, { level: 9 }).length / 1024,
    importers,
    inInitial: initial.has(`assets/${file}`) || importers.some((f) => initial.has(`assets/${f}`)),
  };
}

function jsSizes() {
  const manifest = JSON.parse(readFileSync('dist/client/asset-manifest.json', 'utf8'));
  const layout = 'client/app/layouts/protected-layout.tsx';
  // Each page's chunk and the messages it loads (src/ssr/assets.ts messageFiles: the landing, the shell's alone),
  // and, for every page but the landing, the page loaders and the query layer its chunk loads with it (client/app/pages.ts).
  const shell = 'src/common/i18n/pt-BR.shell.ts';
  const rest = ['src/common/i18n/pt-BR.app.ts', 'client/app/query-layer.tsx', 'client/app/pages.ts'];
  const pageFiles = {
    landing: ['client/app/routes/landing.tsx', shell],
    'sign-in': ['client/app/routes/sign-in.tsx', shell, ...rest],
    dashboard: ['client/app/routes/dashboard.tsx', layout, shell, ...rest],
  };
  const rows = [];
  for (const [page, srcs] of Object.entries(pageFiles)) {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    visit('client/entry.client.tsx');
    srcs.forEach(visit);
    let gz = 0;
    for (const f of files) gz += gzipSync(readFileSync(join('dist/client', f)), { level: 9 }).length;
    rows.push({ page, files: files.size, gzipKB: +(gz / 1024).toFixed(1) });
  }
  return rows;
}

async function renderCost() {
  const dir = mkdtempSync(join(tmpdir(), 'palco-bench-'));
  const outfile = join(dir, 'ssr.mjs');
  await build({
    entryPoints: ['scripts/bench/ssr-entry.tsx'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: ['workerd', 'worker', 'import'],
    logLevel: 'error',
    banner: { js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);" },
  });
  const mod = await import(outfile);
  const manifest = readFileSync('dist/client/asset-manifest.json', 'utf8');
  const env = {
    APP_ENV: 'production',
    FIREBASE_PROJECT_ID: 'p',
    FIREBASE_API_KEY: 'k',
    FIREBASE_AUTH_DOMAIN: 'd',
    ASSETS: { fetch: async () => new Response(manifest) },
    DB: {},
  };
  const url = 'http://bench.local/pt-BR';
  // The runtime hands the Worker a Request: they are made before the timing, as
  // the bare render gets its tree made before.
  const calls = ROUNDS + 610;
  const request = (r) => mod.app.fetch(r, env, { waitUntil() {}, passThroughOnException() {} });
  const same = new Request(url);
  const full = async () => (await request(same)).text();
  // A URL the isolate has not served (a new query string each call), so React
  // Router's match for it is worked out again: what a first visit costs.
  const fresh = Array.from({ length: calls }, (_, i) => new Request(`${url}?visit=${i}`));
  let visit = 0;
  const fullNewUrl = async () => (await request(fresh[visit++])).text();
  // The bare render gets a nonce of the same length as the Worker's fresh one.
  const nonce = randomBytes(16).toString('base64url');
  const bareRender = await mod.prepareBare(url, JSON.parse(manifest));
  const bare = () => bareRender(nonce);
  // The baseline must be the same HTML: only the nonce and the cache's timestamps may differ.
  const normal = (html) => html.replace(/nonce="[^"]+"/g, 'nonce').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
  const sameHtml = normal(await full()) === normal(await bare()) && normal(await fullNewUrl()) === normal(await bare());
  const fns = { full, fullNewUrl, bare };
  const samples = { full: [], fullNewUrl: [], bare: [] };
  const order = Object.keys(fns);
  for (let i = 0; i < 600; i++) for (const k of order) await fns[k]();
  for (let i = 0; i < ROUNDS; i++) {
    for (let j = 0; j < order.length; j++) {
      const k = order[(i + j) % order.length];
      const t0 = performance.now();
      await fns[k]();
      samples[k].push(performance.now() - t0);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  rmSync(dir, { recursive: true, force: true });
  const html = await full();
  return {
    fullMs: median(samples.full),
    newUrlMs: median(samples.fullNewUrl),
    bareMs: median(samples.bare),
    htmlKB: html.length / 1024,
    sameHtml,
  };
}

class SkipHttp extends Error {}

const persistTo = mkdtempSync(join(tmpdir(), 'palco-bench-db-'));
try {
  console.log('# Palco bench (numbers only; nothing here passes or fails)\n');
  if (process.env.BENCH_SKIP_HTTP) throw new SkipHttp();
  const { baseUrl, workerGroup } = await startStack({
    port: Number(process.env.BENCH_PORT ?? 8791),
    persistTo,
    quiet: true,
    emulator: false,
    production: true,
    // Production refuses to make codes without it; the reset consumer makes them.
    // And to open social tokens without its secret: the publishing bench seals its account's token with it.
    vars: { CODE_SECRET: 'bench-code-secret', SOCIAL_TOKEN_SECRET: BENCH_SOCIAL_SECRET },
    // /cdn-cgi/handler/scheduled: the publishing bench fires the cron itself.
    testScheduled: true,
  });
  const cookie = seedSession(persistTo);
  // Same production-like settings for every target: warm the isolate first.
  await load(`${baseUrl}/api/v1/health`);
  console.log(`## HTTP on wrangler dev (loopback, ${CONCURRENCY} clients, ${DURATION_MS / 1000} s each)`);
  console.log('target                         req/s    p50 ms   p99 ms   requests  non-200');
  for (const [name, path, headers] of [
    ['GET /api/v1/health (JSON)', '/api/v1/health', {}],
    ['GET /pt-BR (landing, SSR)', '/pt-BR', {}],
    ['GET /pt-BR/dashboard (session)', '/pt-BR/dashboard', { Cookie: cookie }],
  ]) {
    const r = await load(baseUrl + path, headers);
    console.log(
      `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${String(r.n).padStart(10)} ${String(r.failures).padStart(8)}`,
    );
  }
  if (!process.env.BENCH_SKIP_RESET) printPasswordReset(await benchPasswordReset({ baseUrl, persistTo }));
  const org = seedOrg(persistTo, 'usr_bench');
  if (!process.env.BENCH_SKIP_LIVE) printLive(await benchLive({ baseUrl, cookie, org }));
  if (!process.env.BENCH_SKIP_CANVAS) {
    const f = await benchCanvas({ baseUrl, cookie, persistTo, org, userId: 'usr_bench' });
    console.log('\n## Dragging an element on a 20-slide carousel in headless Chromium (requestAnimationFrame deltas)');
    console.log(
      `main-thread work per drag step: p50 ${f.workP50.toFixed(1)} ms   p95 ${f.workP95.toFixed(1)} ms (target < 16)   max ${f.workMax.toFixed(1)} ms`,
    );
    console.log(
      `  of which measuring alone (same calls, no pointer move): p50 ${f.idleP50.toFixed(1)} ms   p95 ${f.idleP95.toFixed(1)} ms (not subtracted above)`,
    );
    console.log(`export of 10 slides to PNG + ZIP (from the click to the download): ${f.exportSeconds.toFixed(2)} s (target < 5 s)`);
    console.log(`export of the same 10 slides to PDF with selectable text: ${f.pdfSeconds.toFixed(2)} s, ${f.pdfMiB.toFixed(1)} MiB`);
    console.log(
      `frame deltas (vsync-bound, 16.7 ms = no frame dropped): ${f.frames} frames, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`,
    );
  }
  if (!process.env.BENCH_SKIP_TIMELINE) printTimeline(await benchTimeline({ baseUrl, cookie, org }));
  if (!process.env.BENCH_SKIP_IMAGE) printImageEditor(await benchImageEditor({ baseUrl, cookie }));
  // After every section that makes projects: its 2,000 rows put the organization past its project cap (decision 034).
  if (!process.env.BENCH_SKIP_BOARD) printBoard(await benchBoard({ baseUrl, cookie, persistTo, org, userId: 'usr_bench' }));
  if (!process.env.BENCH_SKIP_PUBLISH) printPublishing(await benchPublishing({ baseUrl, persistTo, org, userId: 'usr_bench' }));
  if (UPLOAD_MB > 0) {
    const u = await benchUpload({ baseUrl, cookie, org, dir: persistTo, group: workerGroup, sizeBytes: UPLOAD_MB * 1024 * 1024 });
    console.log(`\n## Upload of a ${u.sizeMiB} MiB file through the local Worker into local R2 (${u.parts} parts, 3 in parallel)`);
    console.log(
      `upload: ${u.uploadMBps.toFixed(1)} MiB/s   disk copy of the same file: ${u.copyMBps.toFixed(1)} MiB/s   ratio ${(u.uploadMBps / u.copyMBps).toFixed(2)} (target >= 0.5)`,
    );
    console.log(`workerd memory: ${u.baselineMiB.toFixed(0)} MiB before, peak ${u.peakMiB.toFixed(0)} MiB during the upload`);
  }
  stopAll();
} catch (error) {
  if (!(error instanceof SkipHttp)) throw error;
}
try {
  const cost = await renderCost();
  console.log(`\n## Server render cost of /pt-BR in one Node process (median per call, ${ROUNDS} interleaved calls each)`);
  console.log(
    `bare React renderToReadableStream of the same HTML (tree and state prepared once): ${cost.bareMs.toFixed(3)} ms   same HTML as the Worker's (nonce and cache timestamps aside): ${cost.sameHtml ? 'yes' : 'NO'}`,
  );
  console.log(
    `full Worker request (middleware, session, locale, route rules, i18n, fresh query cache, boot state, headers): ${cost.fullMs.toFixed(3)} ms`,
  );
  console.log(`  the same for a URL this isolate has not served (React Router's match worked out again): ${cost.newUrlMs.toFixed(3)} ms`);
  console.log(
    `ratio full / bare: ${(cost.fullMs / cost.bareMs).toFixed(2)}  (target <= 1.25)   a new URL / bare: ${(cost.newUrlMs / cost.bareMs).toFixed(2)}   page HTML: ${cost.htmlKB.toFixed(1)} KB`,
  );

  console.log('\n## JavaScript each page loads (entry + its imports + the page chunk), gzip -9');
  for (const row of jsSizes())
    console.log(
      `${row.page.padEnd(12)} ${String(row.gzipKB).padStart(7)} KB in ${row.files} files${row.page === 'landing' ? '  (target <= 125 KB, issue 33)' : ''}`,
    );
  // Not in the figures above because no page waits for it: the toaster (sonner) loads after hydration.
  console.log(`then, after hydration on every page: the toaster, ${deferredKB('client/components/ui/toaster.tsx')} KB`);
  const aac = aacEncoderChunk();
  if (aac)
    console.log(
      `fetched by the media worker on a render with sound where WebCodecs has no AAC: the AAC encoder (WASM inside), ${aac.gzipKB.toFixed(1)} KB gzip (${aac.rawKB.toFixed(0)} KB), imported by ${aac.importers.join(', ') || 'nothing'}; in a page's initial JavaScript: ${aac.inInitial ? 'YES' : 'no'}`,
    );
  if (!process.env.BENCH_SKIP_MEDIA) printMedia(await benchMedia({ seconds: Number(process.env.BENCH_MEDIA_SECONDS ?? 600) }));
  if (!process.env.BENCH_SKIP_CLIPPER) printClipper(await benchClipper({ seconds: Number(process.env.BENCH_CLIPPER_SECONDS ?? 600) }));
  if (!process.env.BENCH_SKIP_WHISPER) printWhisper(await benchWhisper());
  if (!process.env.BENCH_SKIP_CLIP_RENDER) printClipRender(await benchClipRender());
  if (!process.env.BENCH_SKIP_CUTOUT) printCutout(await benchCutout());
} finally {
  stopAll();
  rmSync(persistTo, { recursive: true, force: true });
}
