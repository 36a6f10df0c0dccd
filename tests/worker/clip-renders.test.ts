// What a clip costs through the real Worker: 50 credits held when its first
// render starts, captured when the finished file is recorded, released when the
// render fails; once, however many confirms arrive at once; free to re-render;
// 402 when the organization is short.
import { describe, expect, it } from 'vitest';
import { newClipDocument, type ClipDocument } from '../../src/common/contracts/clip';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import { balanceOf, grant } from '../../src/features/credits/ledger';
import { createOrganization } from '../../src/features/orgs/service';
import { call, db, seedAsset, signedIn } from './helpers';

const send = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(`/api/v1${path}`, {
    method,
    headers: { Cookie: cookie, Origin: 'http://palco.test', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** An org (no welcome credits) with `credits`, a source video, and a clipper project with clips c1 and c2. */
async function project(credits: number) {
  const s = await signedIn({ user: { emailVerified: false } });
  const org = await createOrganization(db(), s.user, { name: 'Cortes' });
  if (credits) await grant(db(), org.id, credits, 'test', `t:${org.id}`);
  const video = await seedAsset(org.id, s.user.id, { name: 'live.mp4', durationMs: 300_000 });
  const output = await seedAsset(org.id, s.user.id, { name: 'corte.mp4', durationMs: 30_000 });
  const doc: ClipDocument = newClipDocument({ assetId: video, name: 'live.mp4', durationMs: 300_000 });
  doc.clips = ['c1', 'c2'].map((id, i) => ({
    id,
    momentId: null,
    name: id,
    startMs: i * 60_000,
    endMs: i * 60_000 + 30_000,
    cuts: [],
    aspect: '9:16' as const,
    crop: [],
    captions: { enabled: true, allCaps: false, position: 'bottom' as const, edits: [] },
    headline: '',
    logo: false,
    render: { state: 'none' as const, assetId: null },
  }));
  const res = await send('POST', `/orgs/${org.id}/projects`, s.cookie, { kind: 'clip', name: 'Live', document: doc });
  expect(res.status).toBe(201);
  const p = (await res.json()) as AnyProjectView;
  const base = `/orgs/${org.id}/clipper/${p.id}`;
  const start = (clip: string, key = crypto.randomUUID()) =>
    send('POST', `${base}/clips/${clip}/render`, s.cookie, undefined, { 'Idempotency-Key': key });
  const done = (clip: string, assetId = output) => send('POST', `${base}/clips/${clip}/render/done`, s.cookie, { assetId });
  const failed = (clip: string) => send('POST', `${base}/clips/${clip}/render/failed`, s.cookie);
  const balance = () => balanceOf(db(), org.id);
  return { ...s, org, p, base, output, start, done, failed, balance };
}

describe('clip charging', () => {
  it('holds 50 when the first render starts, captures it with the finished file, and re-renders free', async () => {
    const t = await project(200);
    const first = await t.start('c1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ clipId: 'c1', charged: 50, balance: 150 });
    const finished = await t.done('c1');
    expect(await finished.json()).toEqual({ clipId: 'c1', status: 'done', assetId: t.output });
    expect(await t.balance()).toBe(150);
    // Again: free, and finishing again charges nothing.
    expect(await (await t.start('c1')).json()).toEqual({ clipId: 'c1', charged: 0, balance: 150 });
    expect((await t.done('c1')).status).toBe(200);
    expect(await t.balance()).toBe(150);
    const renders = (await (await send('GET', `${t.base}/renders`, t.cookie)).json()) as Array<{ clipId: string; status: string }>;
    expect(renders).toEqual([{ clipId: 'c1', status: 'done', assetId: t.output }]);
  });

  it('charges a clip once when several confirms arrive at once', async () => {
    const t = await project(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.start('c2')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await t.balance()).toBe(150);
    expect((await t.done('c2')).status).toBe(200);
    expect(await t.balance()).toBe(150);
  });

  it('gives the credits back when the render fails, and the next attempt holds again', async () => {
    const t = await project(100);
    await t.start('c1');
    expect(await t.balance()).toBe(50);
    expect(await (await t.failed('c1')).json()).toEqual({ clipId: 'c1', status: 'failed', assetId: null });
    expect(await t.balance()).toBe(100);
    // Failing twice gives nothing more back.
    await t.failed('c1');
    expect(await t.balance()).toBe(100);
    // A finish after a failure is refused: nothing was held for it.
    const late = await t.done('c1');
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ detail: 'render_not_started' });
    expect(await (await t.start('c1')).json()).toMatchObject({ charged: 50, balance: 50 });
    await t.done('c1');
    expect(await t.balance()).toBe(50);
  });

  it('answers 402 when the organization is short, holding nothing', async () => {
    const t = await project(30);
    const res = await t.start('c1');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ detail: 'insufficient_credits' });
    expect(await t.balance()).toBe(30);
    expect(await (await send('GET', `${t.base}/renders`, t.cookie)).json()).toEqual([]);
  });

  it("refuses an unknown clip, another organization's project, a foreign file, and a start without its key", async () => {
    const t = await project(100);
    const other = await project(100);
    expect((await t.start('c9')).status).toBe(404);
    const foreign = await send('POST', `/orgs/${other.org.id}/clipper/${t.p.id}/clips/c1/render`, other.cookie, undefined, {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(foreign.status).toBe(404);
    await t.start('c1');
    const wrongFile = await t.done('c1', other.output);
    expect(wrongFile.status).toBe(422);
    expect(await wrongFile.json()).toEqual({ detail: 'source_asset_not_found' });
    expect((await send('POST', `${t.base}/clips/c2/render`, t.cookie)).status).toBe(400);
    expect(await other.balance()).toBe(100);
  });
});
