// Video editor projects (kind `video`) through the real Worker: created with
// an aspect and a frame rate, a timeline of the organization's own files saved
// over its version, and every malformed timeline or foreign file refused with
// a code the UI words in both languages.
import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../../src/common/contracts/projects';
import { newVideoDocument, type TimelineItem, type VideoDocument } from '../../src/common/contracts/video';
import { api, expectDocumentErrors, orgOwner, seedAsset, createProject } from './helpers';

const send = (method: string, path: string, cookie: string, body?: unknown) => api(method, path, cookie, body, {}, 'always');

async function owner() {
  const s = await orgOwner('Vídeos & Cia');
  const { org } = s;
  const video = await seedAsset(org.id, s.user.id, { name: 'take.mp4', durationMs: 20_000 });
  const image = await seedAsset(org.id, s.user.id, { kind: 'image', name: 'logo.png', durationMs: null });
  return { ...s, video, image };
}

const transform = { x: 0.5, y: 0.5, scale: 1, rotation: 0, opacity: 1, crop: { x: 0, y: 0, width: 1, height: 1 } };
const videoItem = (assetId: string, over: Partial<TimelineItem> = {}): TimelineItem =>
  ({
    kind: 'video',
    id: 'v1',
    startMs: 0,
    durationMs: 8000,
    transitionIn: null,
    assetId,
    inMs: 2000,
    sourceDurationMs: 20_000,
    speed: 1,
    volume: 1,
    fadeInMs: 0,
    fadeOutMs: 500,
    transform,
    ...over,
  }) as TimelineItem;

function edited(o: Awaited<ReturnType<typeof owner>>): VideoDocument {
  const doc = newVideoDocument('9:16', 30);
  doc.tracks[0]!.items = [
    {
      kind: 'text',
      id: 'x1',
      startMs: 1000,
      durationMs: 3000,
      transitionIn: null,
      text: 'Olá!',
      style: { fontFamily: 'Inter', fontSize: 96, fontWeight: 800, color: '#ffffff', background: null },
      transform,
    },
  ];
  doc.tracks[1]!.items = [{ kind: 'image', id: 'i1', startMs: 0, durationMs: 2000, transitionIn: null, assetId: o.image, transform }];
  doc.tracks[2]!.items = [
    videoItem(o.video),
    videoItem(o.video, { id: 'v2', startMs: 8000, inMs: 0, transitionIn: { kind: 'crossfade', durationMs: 500 } }),
  ];
  return doc;
}

const captionsItem = (over: Partial<TimelineItem> = {}) =>
  ({
    kind: 'captions',
    id: 'c1',
    startMs: 0,
    durationMs: 1500,
    transitionIn: null,
    inMs: 0,
    words: [
      { text: 'Olá', startMs: 0, endMs: 600 },
      { text: 'gente', startMs: 600, endMs: 1400 },
    ],
    look: { style: 'box', presetId: null, uppercase: true, position: 'bottom', fontSize: 72 },
    ...over,
  }) as TimelineItem;
const withCaptions = (items: TimelineItem[]): VideoDocument => {
  const doc = newVideoDocument('9:16', 30);
  doc.tracks.unshift({ id: 't-captions-1', kind: 'captions', muted: false, hidden: false, items });
  return doc;
};

describe('video editor projects', () => {
  it('are created empty, saved with a timeline of library files, and listed with their summary', async () => {
    const o = await owner();
    const p = await createProject(o, 'video', 'Reels de junho', newVideoDocument('4:5', 25));
    expect(p.id).toMatch(/^vid_/);
    const saved = await send('PATCH', `/orgs/${o.org.id}/projects/${p.id}`, o.cookie, {
      kind: 'video',
      document: edited(o),
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    const [listed] = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=video`, o.cookie)).json()) as ProjectListItem[];
    expect(listed!.summary).toEqual({ aspect: '9:16', fps: 30, durationMs: 16_000, itemCount: 4, coverAssetId: o.image });
    // Read as a clipper project, it is not found.
    expect((await send('GET', `/orgs/${o.org.id}/projects/${p.id}?kind=clip`, o.cookie)).status).toBe(404);
  });

  it("refuses another organization's file, a video where an image goes, and an unknown one", async () => {
    const o = await owner();
    const stranger = await owner();
    const cases: VideoDocument[] = [];
    for (const swap of [stranger.video, 'ast_missing']) {
      const doc = edited(o);
      doc.tracks[2]!.items = [videoItem(swap)];
      cases.push(doc);
    }
    const imageAsVideo = edited(o);
    imageAsVideo.tracks[2]!.items = [videoItem(o.image)];
    cases.push(imageAsVideo);
    for (const document of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'video', name: 'x', document });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: 'timeline_asset_not_found' });
    }
  });

  it('refuses malformed timelines with the field and the reason', async () => {
    const o = await owner();
    const on = (items: TimelineItem[], track = 2) => {
      const doc = edited(o);
      doc.tracks[track]!.items = items;
      return doc;
    };
    const cases: Array<[VideoDocument, string, string]> = [
      [on([videoItem(o.video), videoItem(o.video, { id: 'v2', startMs: 7000 })]), 'tracks.2.items.1.startMs', 'validation.overlap'],
      [on([videoItem(o.video, { inMs: 15_000 })]), 'tracks.2.items.0.durationMs', 'validation.rangeOutsideVideo'],
      [on([videoItem(o.video, { fadeInMs: 5000, fadeOutMs: 5000 })]), 'tracks.2.items.0.fadeOutMs', 'validation.fadesTooLong'],
      [on([videoItem(o.video)], 3), 'tracks.3.items.0.kind', 'validation.wrongTrack'],
      [on([videoItem(o.video), videoItem(o.video, { startMs: 9000 })]), 'tracks.2.items.1.id', 'validation.duplicateId'],
      // Animated captions (decision 047) go on a captions track only, and have words.
      [on([captionsItem()], 0), 'tracks.0.items.0.kind', 'validation.wrongTrack'],
      [withCaptions([captionsItem({ words: [] })]), 'tracks.0.items.0.words', 'validation.textRequired'],
    ];
    await expectDocumentErrors(o, 'video', cases);
    // A captions track with its words and look is saved, and reads back as sent.
    const captioned = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, {
      kind: 'video',
      name: 'captions',
      document: withCaptions([captionsItem()]),
    });
    expect(captioned.status).toBe(201);
    const { id } = (await captioned.json()) as { id: string };
    const back = (await (await send('GET', `/orgs/${o.org.id}/projects/${id}?kind=video`, o.cookie)).json()) as { document: VideoDocument };
    expect(back.document.tracks[0]!.items[0]).toEqual(captionsItem());
    const slow = on([videoItem(o.video, { speed: 4 } as Partial<TimelineItem>)]);
    expect((await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'video', name: 'x', document: slow })).status).toBe(422);
    const badAspect = { ...newVideoDocument('9:16', 30), aspect: '4:3' };
    expect((await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'video', name: 'x', document: badAspect })).status).toBe(
      422,
    );
  });
});
