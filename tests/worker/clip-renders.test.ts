// What a clip costs through the real Worker (decision 032): 50 credits captured
// when its first render starts, once however many confirms arrive at once; the
// browser's "failed" moves no credits and the retry is free; "done" links only
// the file uploaded for that render; 402 when the organization is short.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newClipDocument, type ClipDocument } from '../../src/common/contracts/clip';
import type { ActivityView } from '../../src/common/contracts/comments';
import type { AssetView, UploadView } from '../../src/common/contracts/media';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import { assets, creditLedger } from '../../src/db/schema';
import { balanceOf, grant } from '../../src/features/credits/ledger';
import { createOrganization } from '../../src/features/orgs/service';
import { api, call, db, seedAsset, signedIn } from './helpers';

const send = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(method, path, cookie, body, headers, 'always');

/** A few bytes that open like an MP4 (an ISO BMFF `ftyp` box): what the upload's sniffing wants. */
const MP4 = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...new TextEncoder().encode('ftypisom'),
  0,
  0,
  2,
  0,
  ...new TextEncoder().encode('isommp42'),
  1,
  2,
  3,
  4,
]);

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
    logoCorner: 'top-right' as const,
    split: null,
    autoZoom: null,
    render: { state: 'none' as const, assetId: null },
  }));
  const res = await send('POST', `/orgs/${org.id}/projects`, s.cookie, { kind: 'clip', name: 'Live', document: doc });
  expect(res.status).toBe(201);
  const p = (await res.json()) as AnyProjectView;
  const base = `/orgs/${org.id}/clipper/${p.id}`;
  const start = (clip: string, key = crypto.randomUUID()) =>
    send('POST', `${base}/clips/${clip}/render`, s.cookie, undefined, { 'Idempotency-Key': key });
  const beginUpload = (clip: string, type = 'video/mp4') =>
    send('POST', `${base}/clips/${clip}/render/upload`, s.cookie, { name: `${clip}.mp4`, size: MP4.byteLength, type });
  /** The rendered file, uploaded for the clip's running render: the library asset it becomes. */
  const upload = async (clip: string): Promise<string> => {
    const created = await beginUpload(clip);
    expect(created.status).toBe(201);
    const u = (await created.json()) as UploadView;
    const part = await call(`/api/v1/orgs/${org.id}/uploads/${u.id}/parts/1`, {
      method: 'PUT',
      headers: {
        Cookie: s.cookie,
        Origin: 'http://palco.test',
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(MP4.byteLength),
      },
      body: MP4,
    });
    expect(part.status).toBe(200);
    const complete = await send('POST', `/orgs/${org.id}/uploads/${u.id}/complete`, s.cookie);
    expect(complete.status).toBe(201);
    return ((await complete.json()) as AssetView).id;
  };
  const done = (clip: string, assetId: string) => send('POST', `${base}/clips/${clip}/render/done`, s.cookie, { assetId });
  const failed = (clip: string) => send('POST', `${base}/clips/${clip}/render/failed`, s.cookie);
  const renders = async () =>
    (await (await send('GET', `${base}/renders`, s.cookie)).json()) as Array<{
      clipId: string;
      status: string;
      assetId: string | null;
      paid: boolean;
    }>;
  const balance = () => balanceOf(db(), org.id);
  /** The clip's ledger rows: one spend of 50, and never a refund. */
  const ledger = (clip: string) =>
    db()
      .select({ kind: creditLedger.kind, amount: creditLedger.amount })
      .from(creditLedger)
      .where(and(eq(creditLedger.organizationId, org.id), eq(creditLedger.reference, `${p.id}/${clip}`)))
      .all();
  return { ...s, org, p, base, video, output, start, beginUpload, upload, done, failed, renders, balance, ledger };
}

describe('clip charging', () => {
  it('captures 50 when the first render starts, records the file uploaded for it, and re-renders free', async () => {
    const t = await project(200);
    const first = await t.start('c1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ clipId: 'c1', charged: 50, balance: 150 });
    // Captured now, before any file: the ledger has the spend for good.
    expect(await t.ledger('c1')).toEqual([{ kind: 'spend', amount: -50 }]);
    const file = await t.upload('c1');
    const finished = await t.done('c1', file);
    expect(await finished.json()).toEqual({ clipId: 'c1', status: 'done', assetId: file, paid: true });
    expect(await t.balance()).toBe(150);
    // Again: free, and finishing again charges nothing.
    expect(await (await t.start('c1')).json()).toEqual({ clipId: 'c1', charged: 0, balance: 150 });
    expect((await t.done('c1', file)).status).toBe(200);
    const second = await t.upload('c1');
    expect(await (await t.done('c1', second)).json()).toEqual({ clipId: 'c1', status: 'done', assetId: second, paid: true });
    expect(await t.balance()).toBe(150);
    expect(await t.renders()).toEqual([{ clipId: 'c1', status: 'done', assetId: second, paid: true }]);
    // The clip's file is a render of its project (decision 071): the asset knows it, the activity says so.
    expect((await db().select({ p: assets.sourceProjectId }).from(assets).where(eq(assets.id, second)).get())!.p).toBe(t.p.id);
    const activity = (await (await send('GET', `/orgs/${t.org.id}/projects/${t.p.id}/activity`, t.cookie)).json()) as ActivityView[];
    expect(activity.filter((e) => e.kind === 'rendered').map((e) => e.detail.name)).toEqual(['c1.mp4', 'c1.mp4']);
  });

  it("replaces the clip's file when it is rendered again: one file of that name in the library, the storage counted once", async () => {
    const t = await project(200);
    await t.start('c1');
    const first = await t.upload('c1');
    expect((await t.done('c1', first)).status).toBe(200);
    const library = async () =>
      ((await (await send('GET', `/orgs/${t.org.id}/assets`, t.cookie)).json()) as AssetView[]).filter((a) => a.name === 'c1.mp4');
    const used = async () => ((await (await send('GET', `/orgs/${t.org.id}/storage`, t.cookie)).json()) as { usedBytes: number }).usedBytes;
    expect((await library()).map((a) => a.id)).toEqual([first]);
    const before = await used();
    // Render again, twice: each time the earlier file goes, the new one is the clip's.
    for (let round = 0; round < 2; round++) {
      expect(await (await t.start('c1')).json()).toMatchObject({ charged: 0 });
      const again = await t.upload('c1');
      expect(await (await t.done('c1', again)).json()).toEqual({ clipId: 'c1', status: 'done', assetId: again, paid: true });
      expect((await library()).map((a) => a.id)).toEqual([again]);
      expect(await used()).toBe(before);
      expect(await t.renders()).toEqual([{ clipId: 'c1', status: 'done', assetId: again, paid: true }]);
    }
    // The earlier file's bytes are gone too, not only its row.
    expect((await send('GET', `/orgs/${t.org.id}/assets/${first}/content`, t.cookie)).status).toBe(404);
    expect(await t.ledger('c1')).toEqual([{ kind: 'spend', amount: -50 }]);
    expect(await t.balance()).toBe(150);
  });

  it('keeps an earlier render the user renamed: it is their file now', async () => {
    const t = await project(200);
    await t.start('c1');
    const first = await t.upload('c1');
    await t.done('c1', first);
    expect((await send('PATCH', `/orgs/${t.org.id}/assets/${first}`, t.cookie, { name: 'keeper.mp4' })).status).toBe(200);
    await t.start('c1');
    const again = await t.upload('c1');
    expect((await t.done('c1', again)).status).toBe(200);
    const names = ((await (await send('GET', `/orgs/${t.org.id}/assets`, t.cookie)).json()) as AssetView[]).map((a) => a.name);
    expect(names.filter((n) => n === 'c1.mp4')).toHaveLength(1);
    expect(names).toContain('keeper.mp4');
  });

  it('charges a clip once when several confirms arrive at once', async () => {
    const t = await project(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.start('c2')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const charged = await Promise.all(answers.map(async (r) => ((await r.json()) as { charged: number }).charged));
    expect(charged.reduce((a, b) => a + b, 0)).toBe(50);
    expect(await t.balance()).toBe(150);
    expect((await t.done('c2', await t.upload('c2'))).status).toBe(200);
    expect(await t.balance()).toBe(150);
    expect(await t.ledger('c2')).toEqual([{ kind: 'spend', amount: -50 }]);
  });

  it('keeps the charge when the browser reports a failure, and the retry is free', async () => {
    const t = await project(100);
    await t.start('c1');
    expect(await t.balance()).toBe(50);
    expect(await (await t.failed('c1')).json()).toEqual({ clipId: 'c1', status: 'failed', assetId: null, paid: true });
    // A reported failure refunds nothing: the browser could keep its MP4.
    expect(await t.balance()).toBe(50);
    await t.failed('c1');
    expect(await t.balance()).toBe(50);
    // A finish after a failure is refused: that render is over.
    const late = await t.done('c1', t.output);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ detail: 'render_not_started' });
    expect((await t.beginUpload('c1')).status).toBe(409);
    // The retry costs nothing and records its file.
    expect(await (await t.start('c1')).json()).toEqual({ clipId: 'c1', charged: 0, balance: 50 });
    expect((await t.done('c1', await t.upload('c1'))).status).toBe(200);
    expect(await t.balance()).toBe(50);
    expect(await t.ledger('c1')).toEqual([{ kind: 'spend', amount: -50 }]);
  });

  it('stays charged once when "done" and "failed" arrive at the same moment, round after round', async () => {
    const t = await project(100);
    for (let round = 0; round < 20; round++) {
      const started = await t.start('c1');
      expect(started.status).toBe(200);
      expect(((await started.json()) as { charged: number }).charged).toBe(round === 0 ? 50 : 0);
      const file = await t.upload('c1');
      const [d, f] = await Promise.all([t.done('c1', file), t.failed('c1')]);
      // Whichever lands first, the other cannot undo the charge.
      expect([200, 409]).toContain(d.status);
      expect(f.status).toBe(200);
      expect(await t.balance()).toBe(50);
      expect(await t.ledger('c1')).toEqual([{ kind: 'spend', amount: -50 }]);
      const [row] = await t.renders();
      expect(row!.status === 'done' ? row!.assetId : null).toBe(d.status === 200 ? file : null);
    }
  }, 120_000);

  it('answers 402 when the organization is short, charging and recording nothing', async () => {
    const t = await project(30);
    const res = await t.start('c1');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ detail: 'insufficient_credits' });
    expect(await t.balance()).toBe(30);
    expect(await t.renders()).toEqual([]);
    expect(await t.ledger('c1')).toEqual([]);
  });

  it('links only the file uploaded for the render: not the source video, not another library video', async () => {
    const t = await project(100);
    // No render, no upload for it.
    expect((await t.beginUpload('c1')).status).toBe(409);
    await t.start('c1');
    for (const other of [t.video, t.output]) {
      const res = await t.done('c1', other);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: 'render_file_mismatch' });
    }
    // An upload for the render is a video.
    const image = await t.beginUpload('c1', 'image/png');
    expect(image.status).toBe(415);
    // A file uploaded for another clip's render is not this one's.
    await t.start('c2');
    const c2File = await t.upload('c2');
    expect(await (await t.done('c1', c2File)).json()).toEqual({ detail: 'render_file_mismatch' });
    expect(await t.renders()).toEqual(
      expect.arrayContaining([
        { clipId: 'c1', status: 'rendering', assetId: null, paid: true },
        { clipId: 'c2', status: 'rendering', assetId: null, paid: true },
      ]),
    );
    const own = await t.upload('c1');
    expect((await t.done('c1', own)).status).toBe(200);
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
