// Animated captions in the video editor (issue 33, decision 047): each cue of a
// video's transcript becomes a captions item on a captions track, its words
// timed on the item's own clock (from `inMs`, as a video's place in its source,
// so trims and splits keep every word at its moment). The track's captions
// share one look (an animated style, the brand kit's caption or a preset,
// capitals, position, size); the composition draws them with the caption model
// the clipper and auto subtitles use (media/captions), in the preview and the
// export alike.
import {
  CAPTION_WORDS_MAX,
  type CaptionsItem,
  type CaptionsLook,
  type MediaItem,
  type TimelineItem,
  type VideoDocument,
} from '@src/common/contracts/video';
import type { Command } from '@client/editor/history';
import { kitCaptionLook } from '@client/media/captions';
import type { CaptionsOverlay } from '@client/media/render/composition';
import { nextItemId } from './timeline';

export type CaptionKit = Parameters<typeof kitCaptionLook>[0];
type TimedWord = { text: string; startMs: number; endMs: number };

/** The centre line of each position; the caption model then moves the block inside every network's safe zone. */
export const CAPTION_Y: Record<CaptionsLook['position'], number> = { top: 0.2, middle: 0.5, bottom: 0.78 };
/** Font size at 1080p (the model sets a block that does not fit smaller). */
export const CAPTION_FONT_SIZE = 72;

/** New captions wear the kit's own caption: its style and capitals, near the bottom. */
export function defaultCaptionsLook(kit: CaptionKit): CaptionsLook {
  return {
    style: kit?.caption.style ?? 'highlight',
    presetId: null,
    uppercase: kit?.caption.uppercase ?? false,
    position: 'bottom',
    fontSize: CAPTION_FONT_SIZE,
  };
}

/**
 * A captions item for each cue said during a video (or audio) item, timed on
 * the timeline through the item's start, its place in its source and its
 * speed; kept inside the item, never overlapping; words outside it left out.
 */
export function captionItems(
  doc: VideoDocument,
  media: MediaItem,
  cues: ReadonlyArray<{ startMs: number; endMs: number; words: readonly TimedWord[] }>,
  look: CaptionsLook,
): CaptionsItem[] {
  const end = media.startMs + media.durationMs;
  const toTimeline = (sourceMs: number) => Math.round(media.startMs + (sourceMs - media.inMs) / media.speed);
  const out: CaptionsItem[] = [];
  let last = media.startMs;
  const taken = new Set(doc.tracks.flatMap((t) => [t.id, ...t.items.map((i) => i.id)]));
  let n = 0;
  for (const cue of cues) {
    const startMs = Math.max(toTimeline(cue.startMs), last);
    const endMs = Math.min(toTimeline(cue.endMs), end);
    if (endMs - startMs < 100) continue;
    const clamp = (ms: number) => Math.min(endMs - startMs, Math.max(0, toTimeline(ms) - startMs));
    const words = cue.words
      .map((w) => ({ text: w.text.trim().slice(0, 60), startMs: clamp(w.startMs), endMs: clamp(w.endMs) }))
      .filter((w) => w.text && w.endMs > w.startMs)
      .slice(0, CAPTION_WORDS_MAX);
    if (words.length === 0) continue;
    let id = `cap${++n}`;
    while (taken.has(id)) id = `cap${++n}`;
    out.push({ kind: 'captions', id, startMs, durationMs: endMs - startMs, transitionIn: null, inMs: 0, words, look });
    last = endMs;
  }
  return out;
}

/** The captions on a captions track of their own, on top of everything. */
export const addCaptionTrack = (items: readonly TimelineItem[]): Command<VideoDocument> => ({
  apply: (doc) => {
    if (items.length === 0 || doc.tracks.length >= 20) return doc;
    const id = nextItemId(doc, 't-captions-');
    return { ...doc, tracks: [{ id, kind: 'captions', muted: false, hidden: false, items: [...items] }, ...doc.tracks] };
  },
});

/** The words an item shows: those said between its start and its end on its clock. */
export const shownWords = (item: Pick<CaptionsItem, 'inMs' | 'durationMs' | 'words'>) =>
  item.words.filter((w) => w.endMs > item.inMs && w.startMs < item.inMs + item.durationMs);

export const captionText = (item: Pick<CaptionsItem, 'inMs' | 'durationMs' | 'words'>) =>
  shownWords(item)
    .map((w) => w.text)
    .join(' ');

/** One look for every caption on the track of caption `id` (as CapCut's captions share theirs). */
export const restyleCaptions = (id: string, patch: Partial<CaptionsLook>, mergeKey?: string): Command<VideoDocument> => ({
  mergeKey,
  apply: (doc) => {
    const track = doc.tracks.find((t) => t.items.some((i) => i.id === id && i.kind === 'captions'));
    if (!track) return doc;
    const items = track.items.map((i) => (i.kind === 'captions' ? { ...i, look: { ...i.look, ...patch } } : i));
    return { ...doc, tracks: doc.tracks.map((t) => (t === track ? { ...t, items } : t)) };
  },
});

/**
 * New words for a caption: with as many words as it shows, each keeps its
 * moment (a spelling fixed); otherwise they share the caption's time evenly.
 * Empty text changes nothing (delete the caption instead).
 */
export const setCaptionText = (id: string, text: string, mergeKey?: string): Command<VideoDocument> => ({
  mergeKey,
  apply: (doc) => {
    const tokens = text
      .split(/\s+/)
      .map((w) => w.slice(0, 60))
      .filter(Boolean)
      .slice(0, CAPTION_WORDS_MAX);
    if (tokens.length === 0) return doc;
    const retime = (item: CaptionsItem): CaptionsItem => {
      const shown = shownWords(item);
      if (shown.length === tokens.length) return { ...item, words: shown.map((w, k) => ({ ...w, text: tokens[k]! })) };
      const step = item.durationMs / tokens.length;
      const at = (k: number) => Math.round(item.inMs + k * step);
      return { ...item, words: tokens.map((w, k) => ({ text: w, startMs: at(k), endMs: at(k + 1) })) };
    };
    return {
      ...doc,
      tracks: doc.tracks.map((t) =>
        t.items.some((i) => i.id === id) ? { ...t, items: t.items.map((i) => (i.id === id && i.kind === 'captions' ? retime(i) : i)) } : t,
      ),
    };
  },
});

/**
 * A captions item as the render draws it: one cue on the timeline, its words
 * moved from the item's clock to the timeline, in the kit's (or preset's)
 * font and colours, at `scale` of 1080p.
 */
export function captionsOverlay(item: CaptionsItem, kit: CaptionKit, scale: number): CaptionsOverlay {
  const look = kitCaptionLook(kit, item.look.presetId);
  const shift = item.startMs - item.inMs;
  const end = item.startMs + item.durationMs;
  const words = shownWords(item).map((w) => ({
    text: item.look.uppercase ? w.text.toLocaleUpperCase() : w.text,
    startMs: Math.max(item.startMs, w.startMs + shift),
    endMs: Math.min(end, w.endMs + shift),
  }));
  return {
    kind: 'captions',
    cues: [{ startMs: item.startMs, endMs: end, words }],
    y: CAPTION_Y[item.look.position],
    maxWidth: 0.9,
    fontSize: Math.max(8, Math.round(item.look.fontSize * scale)),
    fontFamily: look.fontFamily,
    fontWeight: 800,
    color: look.color,
    highlight: look.highlight,
    stroke: look.stroke,
    style: item.look.style,
    keywords: look.keywords,
  };
}

/** The font files the document's captions use (the kit's caption font, and each preset's in use). */
export function captionFonts(doc: VideoDocument, kit: CaptionKit): Array<{ family: string; url: string; weight?: number }> {
  const presets = new Set<string | null>();
  for (const t of doc.tracks) for (const i of t.items) if (i.kind === 'captions') presets.add(i.look.presetId);
  return [...presets].flatMap((p) => kitCaptionLook(kit, p).fonts);
}
