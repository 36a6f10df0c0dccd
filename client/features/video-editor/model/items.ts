// New timeline items from what the user adds: a library video (its picture and
// sound, the whole file), a library image (three seconds), a text (three
// seconds, in the kit's heading font). Each goes on the first track of its kind
// at the playhead, or the first free place after it.
import type { AssetView } from '@src/common/contracts/media';
import type { ItemTransform, TimelineItem, VideoDocument } from '@src/common/contracts/video';
import type { Command } from '@client/editor/history';
import { nextItemId, placeItem } from './timeline';

export const STILL_MS = 3000;
const TRANSFORM: ItemTransform = { x: 0.5, y: 0.5, scale: 1, rotation: 0, opacity: 1, crop: { x: 0, y: 0, width: 1, height: 1 } };

/** A library file as an item: a video (picture and sound), its sound only (`soundOnly`), or an image. */
export function assetItem(
  doc: VideoDocument,
  asset: Pick<AssetView, 'id' | 'kind' | 'durationMs'>,
  atMs: number,
  soundOnly = false,
): TimelineItem {
  const id = nextItemId(doc, soundOnly ? 'a' : asset.kind === 'video' ? 'v' : 'p');
  if (asset.kind === 'image')
    return { kind: 'image', id, startMs: atMs, durationMs: STILL_MS, transitionIn: null, assetId: asset.id, transform: TRANSFORM };
  const length = Math.max(1, asset.durationMs ?? STILL_MS);
  const sound = { assetId: asset.id, inMs: 0, sourceDurationMs: length, speed: 1, volume: 1, fadeInMs: 0, fadeOutMs: 0 };
  if (soundOnly) return { kind: 'audio', id, startMs: atMs, durationMs: length, transitionIn: null, ...sound };
  return {
    kind: 'video',
    id,
    startMs: atMs,
    durationMs: length,
    transitionIn: null,
    assetId: asset.id,
    inMs: 0,
    sourceDurationMs: length,
    speed: 1,
    volume: 1,
    fadeInMs: 0,
    fadeOutMs: 0,
    transform: TRANSFORM,
  };
}

export function textItem(doc: VideoDocument, text: string, atMs: number, style: { fontFamily: string; color: string }): TimelineItem {
  return {
    kind: 'text',
    id: nextItemId(doc, 't'),
    startMs: atMs,
    durationMs: STILL_MS,
    transitionIn: null,
    text,
    style: { fontFamily: style.fontFamily, fontSize: 96, fontWeight: 800, color: style.color, background: null },
    transform: { ...TRANSFORM, y: 0.2 },
  };
}

/** The item on the first track of its kind: at the playhead, or the first free place after it. */
export const addItem = (item: TimelineItem): Command<VideoDocument> => ({
  apply: (doc) => {
    const track = doc.tracks.find((t) => t.kind === item.kind);
    return track ? placeItem(track.id, item).apply(doc) : doc;
  },
});

/** Another track of a kind, above the others of that kind (a video over a video is picture in picture). */
export const addTrack = (kind: VideoDocument['tracks'][number]['kind']): Command<VideoDocument> => ({
  apply: (doc) => {
    if (doc.tracks.length >= 20) return doc;
    const id = nextItemId(doc, `t-${kind}-`);
    const at = doc.tracks.findIndex((t) => t.kind === kind);
    const tracks = [...doc.tracks];
    tracks.splice(at < 0 ? tracks.length : at, 0, { id, kind, muted: false, hidden: false, items: [] });
    return { ...doc, tracks };
  },
});
