// Issue 35: a change fans out to 50 open sockets (decision 066). SOCKETS
// WebSockets of one member open on the organization's live channel of wrangler
// dev; ROUNDS times the project's status is changed through the API and each
// socket's arrival of the event is timed from the moment the change was sent
// (the request, its D1 write and the fan-out), and from the first socket's
// arrival to the last one's (the fan-out alone). Loopback only; every wait is
// bounded, and a round whose event never came is counted, not waited for.
import WebSocket from 'ws';

const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 50);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 40);
const WARM_UP = 3;
const WAIT_MS = 10_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function open(url, headers) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`live upgrade answered ${res.statusCode}`)));
  });
}

/** When this socket hears of a change to `projectId`, or null after WAIT_MS. */
function arrival(ws, projectId) {
  return new Promise((resolve) => {
    const done = (at) => {
      clearTimeout(timer);
      ws.off('message', on);
      resolve(at);
    };
    const on = (data) => {
      const e = JSON.parse(String(data));
      if (e.type === 'project' && e.projectId === projectId) done(performance.now());
    };
    const timer = setTimeout(() => done(null), WAIT_MS);
    ws.on('message', on);
  });
}

export async function benchLive({ baseUrl, cookie, org }) {
  const headers = { Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/json' };
  const track = (id, kind) => ({ id, kind, muted: false, hidden: false, items: [] });
  const made = await fetch(`${baseUrl}/api/v1/orgs/${org}/projects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      kind: 'video',
      name: 'Live bench',
      document: { version: 1, aspect: '9:16', fps: 30, tracks: [track('t-text', 'text'), track('t-video', 'video')], brandKitId: null },
    }),
  });
  if (made.status !== 201) throw new Error(`live bench: project not created (${made.status} ${await made.text()})`);
  const project = await made.json();
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/orgs/${org}/live`;
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => open(url, { Cookie: cookie, Origin: baseUrl })));
  let version = project.workflow.workflowVersion;
  const latencies = [];
  const spreads = [];
  const answers = [];
  let missed = 0;
  try {
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const arrivals = sockets.map((ws) => arrival(ws, project.id));
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/v1/orgs/${org}/projects/${project.id}/workflow`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ workflowVersion: version, status: round % 2 ? 'idea' : 'in_production' }),
      });
      if (res.status !== 200) throw new Error(`live bench: change refused (${res.status} ${await res.text()})`);
      version = (await res.json()).workflowVersion;
      const answered = performance.now() - t0;
      const times = await Promise.all(arrivals);
      if (round < WARM_UP) continue;
      answers.push(answered);
      const heard = times.filter((t) => t !== null);
      missed += times.length - heard.length;
      for (const t of heard) latencies.push(t - t0);
      if (heard.length) spreads.push(Math.max(...heard) - Math.min(...heard));
    }
  } finally {
    for (const ws of sockets) ws.close(1000);
  }
  latencies.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return {
    sockets: SOCKETS,
    rounds: ROUNDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1),
    spreadP50: percentile(spreads, 50),
    spreadP95: percentile(spreads, 95),
    answerP50: percentile(answers, 50),
    answerP95: percentile(answers, 95),
    missed,
  };
}

export function printLive(r) {
  console.log(`\n## Live: one status change fanned out to ${r.sockets} open WebSockets of the organization (${r.rounds} changes)`);
  console.log(
    `change sent -> event on each socket: p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms (target < 100)   max ${r.max.toFixed(1)} ms`,
  );
  console.log(
    `  of which the change's own request (session, D1 write, activity; the fan-out runs after its answer): p50 ${r.answerP50.toFixed(1)} ms   p95 ${r.answerP95.toFixed(1)} ms`,
  );
  console.log(`first socket -> last socket of one change: p50 ${r.spreadP50.toFixed(1)} ms   p95 ${r.spreadP95.toFixed(1)} ms`);
  console.log(`events that never came (waited ${WAIT_MS / 1000} s each): ${r.missed}`);
}
