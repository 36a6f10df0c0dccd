// The video editor's timeline model as pure commands: place, move, trim,
// split, ripple delete, speed, snapping, and undo through the kernel history.
import { describe, expect, it } from 'vitest';
import { newVideoDocument, type TimelineItem, type VideoDocument } from '@src/common/contracts/video';
import { videoDocumentSchema } from '@src/common/contracts/video';
import { perform, startHistory, undo } from '@client/editor/history';
import {
  deleteItems,
  findItem,
  freeStart,
  moveItems,
  placeItem,
  rippleDelete,
  setSpeed,
  snapTime,
  splitAt,
  trimEnd,
  trimStart,
} from '@client/features/video-editor/model/timeline';
import { fullFrame, videoItem } from './fixtures/video-items';

const transform = fullFrame;
const clip = (id: string, startMs: number, durationMs: number, over: Partial<TimelineItem> = {}): TimelineItem =>
  ({ ...videoItem({ id, startMs, durationMs, fadeInMs: 300, fadeOutMs: 400 }), ...over }) as TimelineItem;
const title = (id: string, startMs: number, durationMs: number): TimelineItem => ({
  kind: 'text',
  id,
  startMs,
  durationMs,
  transitionIn: null,
  text: 'Olá',
  style: { fontFamily: 'Inter', fontSize: 80, fontWeight: 800, color: '#ffffff', background: null },
  transform,
});

/** Text on t-text, two clips on t-video with a gap, and a second video track. */
function doc(): VideoDocument {
  const d = newVideoDocument('16:9', 30);
  d.tracks[0]!.items = [title('x1', 1000, 2000)];
  d.tracks[2]!.items = [clip('a', 0, 5000), clip('b', 8000, 4000)];
  d.tracks.splice(3, 0, { id: 't-video-2', kind: 'video', muted: false, hidden: false, items: [] });
  return d;
}
const starts = (d: VideoDocument, track: string) => d.tracks.find((t) => t.id === track)!.items.map((i) => [i.id, i.startMs, i.durationMs]);
const valid = (d: VideoDocument) =>
  expect(videoDocumentSchema.safeParse(d).success, JSON.stringify(videoDocumentSchema.safeParse(d).error?.issues)).toBe(true);

describe('placing and moving', () => {
  it('places an item where it is dropped, or in the first gap after that fits it', () => {
    const d = placeItem('t-video', clip('c', 4000, 2000)).apply(doc());
    expect(starts(d, 't-video')).toEqual([
      ['a', 0, 5000],
      ['c', 5000, 2000],
      ['b', 8000, 4000],
    ]);
    expect(freeStart(d.tracks[2]!.items, 5500, 3000)).toBe(12_000);
    // Not on a track of another kind.
    expect(placeItem('t-text', clip('d', 0, 1000)).apply(doc())).toEqual(doc());
    valid(d);
  });

  it('moves a multi-selection together, refuses a move that overlaps or goes before zero, and moves an item to another track of its kind', () => {
    const moved = moveItems(['a', 'b'], 1000).apply(doc());
    expect(starts(moved, 't-video')).toEqual([
      ['a', 1000, 5000],
      ['b', 9000, 4000],
    ]);
    const before = doc();
    expect(moveItems(['a'], 4000).apply(before)).toBe(before);
    expect(moveItems(['b'], -9000).apply(before)).toBe(before);
    const across = moveItems(['b'], -8000, 't-video-2').apply(doc());
    expect(starts(across, 't-video-2')).toEqual([['b', 0, 4000]]);
    expect(starts(across, 't-video')).toEqual([['a', 0, 5000]]);
    expect(moveItems(['b'], 0, 't-audio').apply(before)).toBe(before);
    valid(across);
  });
});

describe('trimming', () => {
  it('trims the start inside the source and after the item ahead, moving where the source starts', () => {
    const d = trimStart('b', 9000).apply(doc());
    expect(findItem(d, 'b')!.item).toMatchObject({ startMs: 9000, durationMs: 3000, inMs: 2000 });
    // Back past the source's start: held where the source begins (inMs 0), 1 s before.
    const back = trimStart('b', 5000).apply(doc());
    expect(findItem(back, 'b')!.item).toMatchObject({ startMs: 7000, inMs: 0, durationMs: 5000 });
    // Never over the item ahead.
    const far = trimStart('b', 100).apply(trimStart('b', 100).apply(moveItems(['b'], -2000).apply(doc())));
    expect(findItem(far, 'b')!.item.startMs).toBeGreaterThanOrEqual(5000);
    valid(back);
  });

  it('trims the end up to the next item and the source end, never under a frame', () => {
    expect(findItem(trimEnd('a', 7000).apply(doc()), 'a')!.item.durationMs).toBe(7000);
    expect(findItem(trimEnd('a', 9999).apply(doc()), 'a')!.item.durationMs).toBe(8000);
    const last = trimEnd('b', 60_000).apply(doc());
    expect(findItem(last, 'b')!.item.durationMs).toBe(19_000);
    expect(findItem(trimEnd('a', 0).apply(doc()), 'a')!.item.durationMs).toBe(34);
    valid(last);
  });
});

describe('splitting and deleting', () => {
  it('splits what is under the playhead on every track, the second half continuing the source', () => {
    const d = splitAt(2000).apply(doc());
    const video = d.tracks.find((t) => t.id === 't-video')!.items;
    expect(video.map((i) => [i.startMs, i.durationMs])).toEqual([
      [0, 2000],
      [2000, 3000],
      [8000, 4000],
    ]);
    expect(video[1]).toMatchObject({ inMs: 3000, fadeInMs: 0, fadeOutMs: 400, transitionIn: null });
    expect(video[0]).toMatchObject({ fadeOutMs: 0, fadeInMs: 300 });
    expect(starts(d, 't-text')).toEqual([
      ['x1', 1000, 1000],
      [expect.any(String), 2000, 1000],
    ]);
    valid(d);
    // Only the selection, when there is one; nothing at an item's very edge.
    expect(starts(splitAt(2000, ['a']).apply(doc()), 't-text')).toEqual([['x1', 1000, 2000]]);
    expect(splitAt(8000, ['b']).apply(doc())).toEqual(doc());
  });

  it('ripple delete closes the gap after the removed item; a plain delete leaves it', () => {
    const d = rippleDelete(['a']).apply(doc());
    expect(starts(d, 't-video')).toEqual([['b', 3000, 4000]]);
    expect(starts(deleteItems(['a']).apply(doc()), 't-video')).toEqual([['b', 8000, 4000]]);
    valid(d);
  });
});

describe('speed, snapping and undo', () => {
  it('plays the same stretch of source faster or slower, never into the next item', () => {
    const fast = setSpeed('a', 2).apply(doc());
    expect(findItem(fast, 'a')!.item).toMatchObject({ speed: 2, durationMs: 2500 });
    const slow = setSpeed('a', 0.5).apply(doc());
    expect(findItem(slow, 'a')!.item).toMatchObject({ speed: 0.5, durationMs: 8000 });
    expect(findItem(setSpeed('b', 0.1).apply(doc()), 'b')!.item).toMatchObject({ speed: 0.5 });
    valid(slow);
  });

  it('snaps to item edges and the playhead within the threshold, not to the moving item itself', () => {
    const d = doc();
    expect(snapTime(d, 4950, { thresholdMs: 100 })).toBe(5000);
    expect(snapTime(d, 6400, { thresholdMs: 100, playheadMs: 6450 })).toBe(6450);
    expect(snapTime(d, 6400, { thresholdMs: 100 })).toBe(6400);
    expect(snapTime(d, 4950, { thresholdMs: 100, exclude: ['a'] })).toBe(4950);
  });

  it('undoes every change through the kernel history', () => {
    let h = startHistory(doc());
    h = perform(h, splitAt(2000));
    h = perform(h, rippleDelete(['a']));
    h = perform(h, moveItems(['b'], 500));
    expect(undo(undo(undo(h))).present).toEqual(doc());
  });
});

describe('adding library files', () => {
  it("puts a video's picture and sound on the video track, its sound alone on the audio track, an image for three seconds", async () => {
    const { addItem, assetItem } = await import('@client/features/video-editor/model/items');
    let d = newVideoDocument('9:16', 30);
    const video = { id: 'ast_v', kind: 'video' as const, durationMs: 12_000 };
    d = addItem(assetItem(d, video, 500)).apply(d);
    d = addItem(assetItem(d, video, 500, true)).apply(d);
    d = addItem(assetItem(d, { id: 'ast_i', kind: 'image', durationMs: null }, 0)).apply(d);
    const on = (kind: string) => d.tracks.find((t) => t.kind === kind)!.items.map((i) => [i.kind, i.startMs, i.durationMs]);
    expect(on('video')).toEqual([['video', 500, 12_000]]);
    expect(on('audio')).toEqual([['audio', 500, 12_000]]);
    expect(on('image')).toEqual([['image', 0, 3000]]);
    valid(d);
  });
});

describe('the composition the preview and the export draw', () => {
  it('cross-fades: the item before goes on under the incoming one with its next frames, shorter when its source runs out', async () => {
    const { timelineComposition, TAIL } = await import('@client/features/video-editor/model/composition');
    const d = newVideoDocument('16:9', 30);
    d.tracks[2]!.items = [clip('a', 0, 5000), clip('b', 5000, 4000, { transitionIn: { kind: 'crossfade', durationMs: 1000 } })];
    const inputs = { sources: new Map([['ast_v', { ref: { url: '/v.mp4' }, width: 1280, height: 720 }]]), images: new Map() };
    const comp = timelineComposition(d, inputs, 720);
    expect(comp).toMatchObject({ width: 1280, height: 720, durationMs: 9000 });
    expect(comp.layers.map((l) => [l.id, l.startMs, l.durationMs, l.kind === 'video' ? l.inMs : null])).toEqual([
      ['a', 0, 5000, 1000],
      [`a${TAIL}`, 5000, 1000, 6000],
      ['b', 5000, 4000, 1000],
    ]);
    // Sounds: each video's, at its own volume and fades.
    expect(comp.sounds.map((s) => s.id)).toEqual(['a', 'b']);
    // A source with only half a second left after the item: a half-second cross-fade.
    (d.tracks[2]!.items[0] as Extract<TimelineItem, { kind: 'video' }>).sourceDurationMs = 6500;
    expect(timelineComposition(d, inputs, 720).layers[1]).toMatchObject({ id: `a${TAIL}`, durationMs: 500 });
    (d.tracks[2]!.items[0] as Extract<TimelineItem, { kind: 'video' }>).sourceDurationMs = 6000;
    expect(timelineComposition(d, inputs, 720).layers.map((l) => l.id)).toEqual(['a', 'b']);
  });
});
