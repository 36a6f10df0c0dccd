// Viral clipper projects (kind `clip`) through the real Worker: created on a
// video of the organization's own library, saved over their version, and every
// malformed document or foreign id refused with a code the UI words in both
// languages.
import { describe, expect, it } from 'vitest';
import { newClipDocument, type Clip, type ClipDocument } from '../../src/common/contracts/clip';
import { newClip } from '../../client/features/clipper/model/commands';
import type { UploadView } from '../../src/common/contracts/media';
import type { AnyProjectView, ProjectListItem } from '../../src/common/contracts/projects';
import { api, expectDocumentErrors, call, orgOwner, seedAsset, createProject } from './helpers';

const send = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body, {}, 'always');

async function owner() {
  const s = await orgOwner('Clipes & Cia');
  const { org } = s;
  const video = await seedAsset(org.id, s.user.id, { name: 'podcast.mp4', durationMs: 600_000 });
  return { ...s, video };
}

function analysed(video: string): ClipDocument {
  const doc = newClipDocument({ assetId: video, name: 'podcast.mp4', durationMs: 600_000 });
  doc.language = 'pt';
  doc.analysis = { state: 'complete', withTranscript: true, rankedBy: 'rules' };
  doc.moments = [
    {
      id: 'm1',
      startMs: 60_000,
      endMs: 95_000,
      match: 91,
      title: 'Por que criadores desistem?',
      reasons: ['question_hook', 'complete_thought'],
    },
    { id: 'm2', startMs: 200_000, endMs: 230_000, match: 64, title: 'O segredo', reasons: ['strong_claim'] },
  ];
  return doc;
}

const clip = (over: Partial<Clip> = {}): Clip => ({
  ...newClip('c1', { startMs: 60_000, endMs: 95_000 }, 'm1', 'Corte 1', 'Por que desistem?'),
  cuts: [{ startMs: 70_000, endMs: 70_400 }],
  crop: [{ atMs: 0, x: 0.5, y: 0.5 }],
  ...over,
});

describe('clipper projects', () => {
  it('are created on a library video, listed with their summary, and saved over their version', async () => {
    const o = await owner();
    const p = await createProject(o, 'clip', 'Podcast #12', analysed(o.video));
    expect(p.id).toMatch(/^clp_/);
    const [listed] = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=clip`, o.cookie)).json()) as ProjectListItem[];
    expect(listed!.summary).toEqual({
      sourceAssetId: o.video,
      sourceName: 'podcast.mp4',
      durationMs: 600_000,
      state: 'complete',
      momentCount: 2,
      clipCount: 0,
    });
    const doc = { ...analysed(o.video), clips: [clip()] };
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'clip', document: doc, baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AnyProjectView).document).toEqual(doc);
    // The same base version again is stale.
    const stale = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'clip', document: doc, baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: 'project_conflict' });
    // Read as a carousel, it is not found.
    expect((await send('GET', `/orgs/${o.org.id}/projects/${p.id}?kind=carousel`, o.cookie)).status).toBe(404);
  });

  it("refuses another organization's video, an image, and an unknown asset as the source", async () => {
    const o = await owner();
    const stranger = await owner();
    const image = await seedAsset(o.org.id, o.user.id, { kind: 'image', name: 'logo.png', durationMs: null });
    for (const source of [stranger.video, image, 'ast_missing']) {
      const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'x', document: analysed(source) });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: 'source_asset_not_found' });
    }
    // Nor can a saved project be pointed at one.
    const p = (await (
      await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'ok', document: analysed(o.video) })
    ).json()) as AnyProjectView;
    const moved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'clip',
      document: analysed(stranger.video),
      baseVersion: 1,
    });
    expect(moved.status).toBe(422);
    expect(await moved.json()).toEqual({ detail: 'source_asset_not_found' });
  });

  it('start on a video still uploading, learn the library asset it became, and refuse a cancelled or foreign upload', async () => {
    const o = await owner();
    const stranger = await owner();
    const begin = async (who: typeof o, name: string, type: string, size = 4096) => {
      const res = await send('POST', `/orgs/${who.org.id}/uploads`, who.cookie, { name, size, type });
      expect(res.status).toBe(201);
      return (await res.json()) as UploadView;
    };
    const talk = await begin(o, 'talk.mp4', 'video/mp4');
    const onUpload = (uploadId: string) => newClipDocument({ uploadId, name: 'talk.mp4', durationMs: 60_000 });
    const created = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'Talk', document: onUpload(talk.id) });
    expect(created.status).toBe(201);
    const p = (await created.json()) as AnyProjectView;
    const [listed] = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=clip`, o.cookie)).json()) as ProjectListItem[];
    expect(listed!.summary).toMatchObject({ sourceAssetId: null, sourceName: 'talk.mp4' });
    const state = async (id: string, who = o) => (await send('GET', `/orgs/${who.org.id}/uploads/${id}/state`, who.cookie)).json();
    expect(await state(talk.id)).toEqual({ status: 'uploading', assetId: null });

    // An image's upload, another organization's, an unknown one, or none at all is not a source.
    const picture = await begin(o, 'cover.png', 'image/png');
    const theirs = await begin(stranger, 'theirs.mp4', 'video/mp4');
    for (const id of [picture.id, theirs.id, 'upl_missing']) {
      const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'x', document: onUpload(id) });
      expect(await res.json()).toEqual({ detail: 'source_asset_not_found' });
    }
    expect((await send('GET', `/orgs/${o.org.id}/uploads/${theirs.id}/state`, o.cookie)).status).toBe(404);
    const neither = { ...onUpload(talk.id), source: { assetId: null, uploadId: null, name: 'x.mp4', durationMs: 1000 } };
    const none = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'x', document: neither });
    expect(none.status).toBe(422);
    expect(JSON.stringify(await none.json())).toContain('validation.required');

    // Finished: the state names the asset, and the project is saved onto it.
    const bytes = new Uint8Array(4096);
    bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isommp42')]);
    const put = await call(`/api/v1/orgs/${o.org.id}/uploads/${talk.id}/parts/1`, {
      method: 'PUT',
      headers: { Cookie: o.cookie, Origin: 'http://palco.test', 'Content-Type': 'application/octet-stream', 'Content-Length': '4096' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    const asset = (await (await send('POST', `/orgs/${o.org.id}/uploads/${talk.id}/complete`, o.cookie)).json()) as { id: string };
    expect(await state(talk.id)).toEqual({ status: 'completed', assetId: asset.id });
    const document = onUpload(talk.id);
    document.source.assetId = asset.id;
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, { kind: 'clip', document, baseVersion: 1 });
    expect(saved.status).toBe(200);

    // A cancelled upload is no source any more.
    const dropped = await begin(o, 'dropped.mp4', 'video/mp4');
    expect((await send('DELETE', `/orgs/${o.org.id}/uploads/${dropped.id}`, o.cookie)).status).toBe(204);
    expect(await state(dropped.id)).toEqual({ status: 'aborted', assetId: null });
    const late = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'clip', name: 'x', document: onUpload(dropped.id) });
    expect(await late.json()).toEqual({ detail: 'source_asset_not_found' });
  });

  it('refuses malformed documents with the field and the reason', async () => {
    const o = await owner();
    const cases: Array<[ClipDocument, string, string]> = [
      [{ ...analysed(o.video), clips: [clip({ endMs: 700_000 })] }, 'document.clips.0.endMs', 'validation.rangeOutsideVideo'],
      [{ ...analysed(o.video), clips: [clip({ startMs: 95_000, endMs: 60_000 })] }, 'document.clips.0.endMs', 'validation.rangeOrder'],
      [{ ...analysed(o.video), clips: [clip({ momentId: 'm9' })] }, 'document.clips.0.momentId', 'validation.unknownMoment'],
      [
        { ...analysed(o.video), clips: [clip({ cuts: [{ startMs: 10_000, endMs: 11_000 }] })] },
        'document.clips.0.cuts.0',
        'validation.rangeOutsideClip',
      ],
      [{ ...analysed(o.video), clips: [clip(), clip()] }, 'document.clips', 'validation.duplicateId'],
    ];
    await expectDocumentErrors(o, 'clip', cases);
    const bad = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'clip',
      name: 'x',
      document: { ...analysed(o.video), clips: [{ ...clip(), aspect: '4:3' }] },
    });
    expect(bad.status).toBe(422);
  });
});
