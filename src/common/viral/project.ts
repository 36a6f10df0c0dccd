// What a video editor project says about itself to the viral predictor
// (decisions 088, 094), pure: the cuts its own timeline makes, merged with those
// measured inside each of its videos, and its text items checked against each
// network's safe zones over the time they show.
import { SAFE_ZONES, frameShape, type Margins, type Network as ZoneNetwork } from '../safe-zones';
import { VIDEO_SIZE, type TimelineItem, type VideoDocument } from '../contracts/video';
import { clamp, WEIGHTS, type Factor, type Network } from './factors';
import type { DraftRange } from './visual';

type Picture = Extract<TimelineItem, { kind: 'video' | 'image' }>;
type Doc = Pick<VideoDocument, 'tracks' | 'fps'>;

/**
 * The main track: the lowest visible video track with items (tracks are listed top first, so it is
 * drawn under the rest and is the picture), else the lowest visible image track with items.
 */
function mainTrack(doc: Pick<VideoDocument, 'tracks'>): Picture[] {
  const lowest = (kind: 'video' | 'image') =>
    [...doc.tracks].reverse().find((t) => t.kind === kind && !t.hidden && t.items.length > 0)?.items as Picture[] | undefined;
  return [...(lowest('video') ?? lowest('image') ?? [])].sort((a, b) => a.startMs - b.startMs);
}

/**
 * The scene changes the timeline itself makes, on its clock: each item of the main track that starts
 * after the first frame (with or without a transition: a crossfade still brings a new shot), and the end
 * of an item followed by a gap of at least a frame (the picture goes black). A gap shorter than a frame
 * is no change of its own; merging within MERGE_MS keeps its two ends one cut.
 */
export function timelineCutsMs(doc: Doc): number[] {
  const items = mainTrack(doc);
  const frameMs = 1000 / doc.fps;
  const cuts: number[] = [];
  items.forEach((item, i) => {
    if (item.startMs > 0) cuts.push(item.startMs);
    const end = item.startMs + item.durationMs;
    const next = items[i + 1];
    if (next && next.startMs - end >= frameMs) cuts.push(end);
  });
  return mergeCuts(cuts);
}

/** More videos than this on the main track: the longest are measured (each costs its own file's opening). */
export const MAX_MEASURED_VIDEOS = 24;

/**
 * The videos a project is measured on (decision 094): every video item of its main track, each its
 * stretch of its own source placed and sped as on the timeline, in timeline order. Empty when the main
 * track is of stills. A project of more than MAX_MEASURED_VIDEOS keeps its longest.
 */
export function mainTrackVideos(doc: Pick<VideoDocument, 'tracks'>): Array<{ assetId: string; range: DraftRange }> {
  const videos = mainTrack(doc).filter((i): i is Extract<Picture, { kind: 'video' }> => i.kind === 'video');
  const kept = [...videos].sort((a, b) => b.durationMs - a.durationMs).slice(0, MAX_MEASURED_VIDEOS);
  return kept
    .sort((a, b) => a.startMs - b.startMs)
    .map((v) => ({
      assetId: v.assetId,
      range: { startMs: v.inMs, endMs: v.inMs + v.durationMs * v.speed, cuts: [], atMs: v.startMs, speed: v.speed },
    }));
}

/** Two cuts closer than this are one: a measured cut at an edit, or a detector firing twice on one change. */
export const MERGE_MS = 300;

/** Cut times from any sources, in order, one kept of each run closer than MERGE_MS (the first). */
export function mergeCuts(...sources: ReadonlyArray<readonly number[]>): number[] {
  const all = sources.flat().sort((a, b) => a - b);
  const kept: number[] = [];
  for (const t of all) if (!kept.length || t - kept.at(-1)! >= MERGE_MS) kept.push(t);
  return kept;
}

/** A text item shown this briefly inside a zone is a flash, not something a viewer reads under a button. */
export const TEXT_MIN_MS = 500;
/** The canvas measures the real glyphs; without it a line is estimated at this many em per character. */
const EM_PER_CHAR = 0.55;
/** The drawing's line height and the background's padding (client/media/render/overlays.ts). */
const LINE_H = 1.2;

/** The predictor's networks by the zones table's names; LinkedIn and X draw no buttons over the video. */
const ZONES_OF: Partial<Record<Network, ZoneNetwork>> = { tiktok: 'tiktok', instagram: 'reels', youtube_shorts: 'shorts' };

export type Side = keyof Margins;

/** A text item on the frame, in pixels at 1080p, and when it shows. */
export interface TextOnScreen {
  id: string;
  text: string;
  startMs: number;
  endMs: number;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The visible text items of a project with their estimated boxes, as overlays.ts draws them: centred
 * on the item's place, wrapped at 90 % of the frame's width, lines 1.2 em high, a background padded by
 * half an em across and 0.3 em above and below. Rotation is left out (a turned box is rare in text).
 */
export function textsOnScreen(doc: Pick<VideoDocument, 'tracks' | 'aspect'>): TextOnScreen[] {
  const { width: W, height: H } = VIDEO_SIZE[doc.aspect];
  return doc.tracks
    .filter((t) => !t.hidden)
    .flatMap((t) => t.items)
    .filter((i): i is Extract<TimelineItem, { kind: 'text' }> => i.kind === 'text' && i.transform.opacity > 0)
    .map((i) => {
      const em = i.style.fontSize * i.transform.scale;
      const charsPerLine = Math.max(1, Math.floor((0.9 * W) / (em * EM_PER_CHAR)));
      const lines = wrapCount(i.text, charsPerLine);
      const widest = Math.min(0.9 * W, Math.max(...lines.map((l) => l.length)) * em * EM_PER_CHAR);
      const pad = i.style.background ? em : 0;
      const width = widest + pad;
      const height = lines.length * em * LINE_H + (i.style.background ? 0.6 * em : 0);
      return {
        id: i.id,
        text: i.text,
        startMs: i.startMs,
        endMs: i.startMs + i.durationMs,
        box: { x: i.transform.x * W - width / 2, y: i.transform.y * H - height / 2, width, height },
      };
    });
}

/** Lines of a text wrapped at a number of characters (a word longer than a line stays whole). */
function wrapCount(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const tryLine = line ? `${line} ${w}` : w;
    if (line && tryLine.length > max) {
      lines.push(line);
      line = w;
    } else line = tryLine;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Which zones of a network's frame a box reaches into, worst (deepest as a share of the box) first. */
export function zonesReached(network: ZoneNetwork, frame: { width: number; height: number }, box: TextOnScreen['box']): Side[] {
  const m = SAFE_ZONES[network][frameShape(frame.width, frame.height)];
  // Half a pixel of slack, as the captions' layout check allows.
  const depth: Record<Side, number> = {
    top: (m.top * frame.height - box.y - 0.5) / box.height,
    bottom: (box.y + box.height - (1 - m.bottom) * frame.height - 0.5) / box.height,
    left: (m.left * frame.width - box.x - 0.5) / box.width,
    right: (box.x + box.width - (1 - m.right) * frame.width - 0.5) / box.width,
  };
  return (Object.keys(depth) as Side[]).filter((s) => depth[s] > 0).sort((a, b) => depth[b] - depth[a]);
}

/** Each text item in a zone costs this much of the factor. */
const COST_PER_TEXT = 40;

/** A text item reaching into a network's zone while it shows: its deepest zone first. */
export interface TextInZone {
  id: string;
  text: string;
  sides: Side[];
  fromMs: number;
  toMs: number;
}

/**
 * Text items a user placed, against one network's safe zones while they show (clipped to the
 * timeline): those reaching into a zone for over TEXT_MIN_MS, the longest first. The viral predictor's
 * factor and the publish form's check before queueing (decision 095) both read it.
 */
export function textsInZones(zones: ZoneNetwork, doc: Pick<VideoDocument, 'tracks' | 'aspect'>, durationMs: number): TextInZone[] {
  const frame = VIDEO_SIZE[doc.aspect];
  return textsOnScreen(doc)
    .map((t) => ({
      id: t.id,
      text: t.text,
      sides: zonesReached(zones, frame, t.box),
      fromMs: t.startMs,
      toMs: Math.min(t.endMs, durationMs),
    }))
    .filter((p) => p.sides.length > 0 && p.toMs - p.fromMs > TEXT_MIN_MS)
    .sort((a, b) => b.toMs - b.fromMs - (a.toMs - a.fromMs));
}

/**
 * The predictor's factor of text placement: one text item in a zone costs COST_PER_TEXT. The suggestion
 * names the longest one, its deepest zone and when. Null on a network without zones or a project without text.
 */
export function textZonesFactor(network: Network, doc: Pick<VideoDocument, 'tracks' | 'aspect'>, durationMs: number): Factor | null {
  const zones = ZONES_OF[network];
  const texts = textsOnScreen(doc);
  if (!zones || !texts.length) return null;
  const problems = textsInZones(zones, doc, durationMs);
  const worst = problems[0];
  return {
    id: 'text_zones',
    score: clamp(100 - COST_PER_TEXT * problems.length),
    weight: WEIGHTS.text_zones,
    facts: { texts: texts.length, inZones: problems.length, network },
    suggestion: worst
      ? { kind: 'move_text', apply: false, text: worst.text, side: worst.sides[0]!, fromMs: worst.fromMs, toMs: worst.toMs }
      : null,
  };
}
