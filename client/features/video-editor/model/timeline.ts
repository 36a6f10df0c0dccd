// The video editor's timeline as pure commands on its document (the kernel's
// history undoes any of them): place, move (within and between tracks), trim
// either end, split at the playhead, ripple delete, speed, and snapping. No
// command ever leaves items overlapping on a track or a trim outside its
// source: a move that would overlap is refused (the document stays as it was).
import type { Command } from '@client/editor/history';
import type { TimelineItem, Track, VideoDocument } from '@src/common/contracts/video';
import { VIDEO_SPEED } from '@src/common/contracts/video';

type Doc = VideoDocument;

/** The shortest item: one frame at the project's rate. */
export const frameMs = (doc: Pick<Doc, 'fps'>) => 1000 / doc.fps;
const endOf = (i: Pick<TimelineItem, 'startMs' | 'durationMs'>) => i.startMs + i.durationMs;
const isMedia = (i: TimelineItem): i is Extract<TimelineItem, { kind: 'video' | 'audio' }> => i.kind === 'video' || i.kind === 'audio';
/** Items with a clock of their own (`inMs`): media in their source, captions in their words. A trim at the start or a split moves it. */
const clocked = (i: TimelineItem): i is Extract<TimelineItem, { kind: 'video' | 'audio' | 'captions' }> =>
  isMedia(i) || i.kind === 'captions';
const speedOf = (i: TimelineItem) => (isMedia(i) ? i.speed : 1);

export function findItem(doc: Doc, id: string): { track: Track; item: TimelineItem; index: number } | null {
  for (const track of doc.tracks) {
    const index = track.items.findIndex((i) => i.id === id);
    if (index >= 0) return { track, item: track.items[index]!, index };
  }
  return null;
}

/** An id no track or item of the document has, for a new item. */
export function nextItemId(doc: Doc, prefix = 'i'): string {
  const taken = new Set(doc.tracks.flatMap((t) => [t.id, ...t.items.map((i) => i.id)]));
  let n = taken.size + 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

const sorted = (items: TimelineItem[]) => [...items].sort((a, b) => a.startMs - b.startMs);
const overlaps = (items: readonly TimelineItem[]) => sorted([...items]).some((it, k, all) => k > 0 && it.startMs < endOf(all[k - 1]!));
const withTrack = (doc: Doc, trackId: string, items: TimelineItem[]): Doc => ({
  ...doc,
  tracks: doc.tracks.map((t) => (t.id === trackId ? { ...t, items: sorted(items) } : t)),
});

/** The first start at or after `wantMs` where `durationMs` fits between a track's items. */
export function freeStart(items: readonly TimelineItem[], wantMs: number, durationMs: number): number {
  let at = Math.max(0, Math.round(wantMs));
  for (const it of sorted([...items])) {
    if (endOf(it) <= at) continue;
    if (it.startMs >= at + durationMs) break;
    at = endOf(it);
  }
  return at;
}

/** A new item on a track of its kind, at the wanted time or the first free place after it. */
export const placeItem = (trackId: string, item: TimelineItem): Command<Doc> => ({
  apply: (doc) => {
    const track = doc.tracks.find((t) => t.id === trackId);
    if (!track || track.kind !== item.kind || findItem(doc, item.id)) return doc;
    const startMs = freeStart(track.items, item.startMs, item.durationMs);
    return withTrack(doc, trackId, [...track.items, { ...item, startMs }]);
  },
});

/**
 * Moves items by `deltaMs` (a multi-selection keeps its spacing), and a single
 * item to another track of its kind. Refused if anything would overlap or
 * start before zero.
 */
export const moveItems = (ids: readonly string[], deltaMs: number, toTrackId?: string, mergeKey?: string): Command<Doc> => ({
  mergeKey,
  apply: (doc) => {
    const moving = new Set(ids);
    const found = ids.map((id) => findItem(doc, id)).filter((f) => f !== null);
    if (found.length === 0 || found.some((f) => f.item.startMs + deltaMs < 0)) return doc;
    const target = toTrackId && found.length === 1 ? doc.tracks.find((t) => t.id === toTrackId) : undefined;
    if (target && target.kind !== found[0]!.item.kind) return doc;
    const tracks = doc.tracks.map((t) => {
      const kept = t.items.filter((i) => !moving.has(i.id));
      const arriving = found
        .filter((f) => (target ? t.id === target.id : f.track.id === t.id))
        .map((f) => ({ ...f.item, startMs: Math.round(f.item.startMs + deltaMs) }));
      return { ...t, items: sorted([...kept, ...arriving]) };
    });
    return tracks.some((t) => overlaps(t.items)) ? doc : { ...doc, tracks };
  },
});

function replaceItem(doc: Doc, id: string, next: (item: TimelineItem, track: Track, index: number) => TimelineItem | null): Doc {
  const at = findItem(doc, id);
  if (!at) return doc;
  const changed = next(at.item, at.track, at.index);
  if (!changed || changed === at.item) return doc;
  return withTrack(
    doc,
    at.track.id,
    at.track.items.map((i) => (i.id === id ? changed : i)),
  );
}

/** Moves an item's start edge (its end stays): never before the item ahead, past its source's start, or under a frame. */
export const trimStart = (id: string, startMs: number, mergeKey?: string): Command<Doc> => ({
  mergeKey,
  apply: (doc) =>
    replaceItem(doc, id, (item, track, index) => {
      const end = endOf(item);
      const before = index > 0 ? endOf(track.items[index - 1]!) : 0;
      let start = Math.min(Math.max(Math.round(startMs), before), Math.floor(end - frameMs(doc)));
      if (clocked(item)) start = Math.max(start, Math.ceil(item.startMs - item.inMs / speedOf(item)));
      if (start === item.startMs) return item;
      const moved = { ...item, startMs: start, durationMs: end - start };
      return clocked(item) ? { ...moved, inMs: Math.max(0, Math.round(item.inMs + (start - item.startMs) * speedOf(item))) } : moved;
    }),
});

/** Moves an item's end edge: never past the next item, its source's end, or under a frame. */
export const trimEnd = (id: string, endMs: number, mergeKey?: string): Command<Doc> => ({
  mergeKey,
  apply: (doc) =>
    replaceItem(doc, id, (item, track, index) => {
      const next = track.items[index + 1];
      let end = Math.max(Math.round(endMs), Math.ceil(item.startMs + frameMs(doc)));
      if (next) end = Math.min(end, next.startMs);
      if (isMedia(item)) end = Math.min(end, Math.floor(item.startMs + (item.sourceDurationMs - item.inMs) / item.speed));
      const durationMs = end - item.startMs;
      if (durationMs === item.durationMs || durationMs < 1) return item;
      return isMedia(item)
        ? {
            ...item,
            durationMs,
            fadeInMs: Math.min(item.fadeInMs, durationMs),
            fadeOutMs: Math.min(item.fadeOutMs, durationMs - Math.min(item.fadeInMs, durationMs)),
          }
        : { ...item, durationMs };
    }),
});

/**
 * Cuts in two every item under the playhead: the selected ones, or on every
 * track when none is selected. The second half starts in its source where the
 * first stops, keeps the fade out, and has no transition in.
 */
export const splitAt = (atMs: number, ids: readonly string[] = []): Command<Doc> => ({
  apply: (doc) => {
    const at = Math.round(atMs);
    const minimum = frameMs(doc);
    let next = doc;
    for (const track of doc.tracks)
      for (const item of track.items) {
        if (ids.length && !ids.includes(item.id)) continue;
        if (at - item.startMs < minimum || endOf(item) - at < minimum) continue;
        const first = { ...item, durationMs: at - item.startMs };
        const second = { ...item, id: nextItemId(next, item.kind[0]), startMs: at, durationMs: endOf(item) - at, transitionIn: null };
        const halves: [TimelineItem, TimelineItem] = isMedia(item)
          ? [
              { ...(first as typeof item), fadeOutMs: 0, fadeInMs: Math.min(item.fadeInMs, first.durationMs) },
              {
                ...(second as typeof item),
                fadeInMs: 0,
                fadeOutMs: Math.min(item.fadeOutMs, second.durationMs),
                inMs: Math.round(item.inMs + (at - item.startMs) * item.speed),
              },
            ]
          : item.kind === 'captions'
            ? [first, { ...(second as typeof item), inMs: item.inMs + (at - item.startMs) }]
            : [first, second];
        const current = next.tracks.find((t) => t.id === track.id)!;
        next = withTrack(next, track.id, [...current.items.filter((i) => i.id !== item.id), ...halves]);
      }
    return next;
  },
});

/** Removes items and closes each gap they leave: what came after them on their track moves earlier by their length. */
export const rippleDelete = (ids: readonly string[]): Command<Doc> => ({
  apply: (doc) => {
    const gone = new Set(ids);
    if (!doc.tracks.some((t) => t.items.some((i) => gone.has(i.id)))) return doc;
    return {
      ...doc,
      tracks: doc.tracks.map((t) => {
        const removed = t.items.filter((i) => gone.has(i.id));
        if (removed.length === 0) return t;
        return {
          ...t,
          items: t.items
            .filter((i) => !gone.has(i.id))
            .map((i) => {
              const shift = removed.filter((r) => endOf(r) <= i.startMs).reduce((n, r) => n + r.durationMs, 0);
              return shift ? { ...i, startMs: i.startMs - shift } : i;
            }),
        };
      }),
    };
  },
});

/** Removes items and leaves their place empty. */
export const deleteItems = (ids: readonly string[]): Command<Doc> => ({
  apply: (doc) => {
    const gone = new Set(ids);
    if (!doc.tracks.some((t) => t.items.some((i) => gone.has(i.id)))) return doc;
    return { ...doc, tracks: doc.tracks.map((t) => ({ ...t, items: t.items.filter((i) => !gone.has(i.id)) })) };
  },
});

/** Plays faster or slower (0.5×–2×): the same stretch of source takes less or more time, never running into the next item. */
export const setSpeed = (id: string, speed: number): Command<Doc> => ({
  apply: (doc) =>
    replaceItem(doc, id, (item, track, index) => {
      if (!isMedia(item)) return item;
      const s = Math.min(VIDEO_SPEED.max, Math.max(VIDEO_SPEED.min, Math.round(speed * 100) / 100));
      const span = item.durationMs * item.speed;
      const next = track.items[index + 1];
      const room = next ? next.startMs - item.startMs : Infinity;
      const durationMs = Math.max(1, Math.min(Math.round(span / s), room));
      return s === item.speed ? item : { ...item, speed: s, durationMs, fadeInMs: 0, fadeOutMs: 0 };
    }),
});

/** Any other change to one item (its text, transform, volume, fades, transition): the schema's limits are the editor's. */
export const updateItem = (id: string, patch: Partial<TimelineItem>, mergeKey?: string): Command<Doc> => ({
  mergeKey,
  apply: (doc) => replaceItem(doc, id, (item) => ({ ...item, ...patch, id: item.id, kind: item.kind }) as TimelineItem),
});

/**
 * The nearest snapping point within `thresholdMs` of a time: an edge of an
 * item not being moved, or the playhead; else the time itself.
 */
export function snapTime(doc: Doc, ms: number, opts: { playheadMs?: number; exclude?: readonly string[]; thresholdMs: number }): number {
  const skip = new Set(opts.exclude ?? []);
  const points = doc.tracks.flatMap((t) => t.items.filter((i) => !skip.has(i.id)).flatMap((i) => [i.startMs, endOf(i)]));
  if (opts.playheadMs !== undefined) points.push(opts.playheadMs);
  points.push(0);
  let best = ms;
  let distance = opts.thresholdMs;
  for (const p of points)
    if (Math.abs(p - ms) <= distance) {
      best = p;
      distance = Math.abs(p - ms);
    }
  return best;
}
