// A clip as the engine renders it: the kept stretches of the source (the clip's
// range minus its cuts) one after another, cropped to the clip's aspect around
// the crop path, with word-by-word captions from the transcript in the brand's
// caption style, the headline and the logo. The preview draws the overlays of
// this same composition, so what is seen is what is exported.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Clip, ClipAspect } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import { cropAt, type Box, type CaptionWord, type Composition, type CompositionClip, type Overlay } from '@client/media/render/composition';
import { kitCaptionLook } from '@client/media/captions';
import { zoomAt, zoomBox, zoomKeys } from './auto-zoom';
import { logoSide } from '@client/media/render/layout';
import type { MediaRef } from '@client/media/protocol';

export const OUTPUT_SIZE: Record<ClipAspect, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '16:9': { width: 1920, height: 1080 },
};

/** The stretches of source time a clip keeps, in order. */
export function keptRanges(clip: Pick<Clip, 'startMs' | 'endMs' | 'cuts'>): Array<{ fromMs: number; toMs: number }> {
  const cuts = [...clip.cuts].sort((a, b) => a.startMs - b.startMs);
  const kept: Array<{ fromMs: number; toMs: number }> = [];
  let at = clip.startMs;
  for (const cut of cuts) {
    const from = Math.max(cut.startMs, clip.startMs);
    const to = Math.min(cut.endMs, clip.endMs);
    if (to <= at) continue;
    if (from > at) kept.push({ fromMs: at, toMs: from });
    at = Math.max(at, to);
  }
  if (at < clip.endMs) kept.push({ fromMs: at, toMs: clip.endMs });
  return kept;
}

/** Source time → clip time (null when it falls in a cut or outside the clip). */
export function toClipTime(kept: ReadonlyArray<{ fromMs: number; toMs: number }>, sourceMs: number): number | null {
  let offset = 0;
  for (const k of kept) {
    if (sourceMs >= k.fromMs && sourceMs < k.toMs) return offset + (sourceMs - k.fromMs);
    offset += k.toMs - k.fromMs;
  }
  return null;
}

export const clipDurationMs = (clip: Pick<Clip, 'startMs' | 'endMs' | 'cuts'>) =>
  keptRanges(clip).reduce((n, k) => n + k.toMs - k.fromMs, 0);

/**
 * The part of a source frame shown at an aspect: as tall (or wide) as the
 * source allows, centred on (x, y) of the crop path, kept inside the frame.
 */
export function cropBox(
  source: { width: number; height: number },
  aspect: ClipAspect | { width: number; height: number },
  centre = { x: 0.5, y: 0.5 },
): Box {
  const out = typeof aspect === 'string' ? OUTPUT_SIZE[aspect] : aspect;
  const want = out.width / out.height;
  const have = source.width / source.height;
  const width = want < have ? want / have : 1;
  const height = want < have ? 1 : have / want;
  const clamp = (v: number, size: number) => Math.min(1 - size, Math.max(0, v - size / 2));
  return { x: clamp(centre.x, width), y: clamp(centre.y, height), width, height };
}

/** The crop path pushed in around each peak (auto-zoom): sampled at every key of either, so both are kept. */
function zoomedPath(path: ReadonlyArray<{ atMs: number; box: Box }>, peaks: readonly number[]): Array<{ atMs: number; box: Box }> {
  const zoom = zoomKeys(peaks);
  const times = [...new Set([...path.map((k) => k.atMs), ...zoom.map((k) => k.atMs)])].sort((a, b) => a - b);
  const base = { cropPath: [...path] };
  return times.map((atMs) => ({ atMs, box: zoomBox(cropAt(base, atMs)!, zoomAt(zoom, atMs)) }));
}

/**
 * The two crops of a split screen, each centred on its person and tight
 * enough (pushed in) that the other person is not in it too.
 */
function splitPanes(
  source: { width: number; height: number },
  pane: { width: number; height: number },
  people: NonNullable<Clip['split']>,
): [Box, Box] {
  const apart = Math.max(Math.abs(people.top.x - people.bottom.x), Math.abs(people.top.y - people.bottom.y), 0.2);
  const base = cropBox(source, pane);
  const scale = Math.max(1, base.width / apart);
  const width = base.width / scale;
  const height = base.height / scale;
  const clamp = (v: number, size: number) => Math.min(1 - size, Math.max(0, v - size / 2));
  const at = (p: { x: number; y: number }): Box => ({ x: clamp(p.x, width), y: clamp(p.y, height), width, height });
  return [at(people.top), at(people.bottom)];
}

/** Short-video captions: a few words at a time, a new cue at a sentence end or a pause. */
export function captionCues(words: readonly CaptionWord[], maxWords = 3): Array<{ startMs: number; endMs: number; words: CaptionWord[] }> {
  const cues: Array<{ startMs: number; endMs: number; words: CaptionWord[] }> = [];
  let current: CaptionWord[] = [];
  const close = () => {
    if (current.length) cues.push({ startMs: current[0]!.startMs, endMs: current[current.length - 1]!.endMs, words: current });
    current = [];
  };
  for (const w of words) {
    const last = current[current.length - 1];
    if (last && (current.length >= maxWords || w.startMs - last.endMs > 600)) close();
    current.push(w);
    if (/[.!?…]$/.test(w.text)) close();
  }
  close();
  return cues;
}

export interface ClipSourceInfo {
  /** The library asset's URL, or the local file while it uploads. */
  ref: MediaRef;
  width: number;
  height: number;
}

export interface CompositionParts {
  source: ClipSourceInfo;
  /** The source's words (transcript, source time). */
  words: readonly TranscriptWord[];
  kit: BrandKitSnapshot | null;
  /** The kit's logo, fetched (the worker draws a Blob). */
  logo: Blob | null;
}

const CAPTION_Y = { top: 0.18, middle: 0.5, bottom: 0.78 } as const;

export function clipComposition(clip: Clip, { source, words, kit, logo }: CompositionParts): Composition {
  const { width, height } = OUTPUT_SIZE[clip.aspect];
  // Text is sized by the frame's short side: a 16:9 clip's words weigh what a 9:16's do, not twice as much.
  const short = Math.min(width, height);
  const kept = keptRanges(clip);
  const centre = clip.crop[0] ?? { x: 0.5, y: 0.5 };
  const crop = cropBox(source, clip.aspect, centre);
  // Keyframes (the speaker followed, or the user's): the window moves between them.
  const followed = clip.crop.length > 1 ? clip.crop.map((k) => ({ atMs: k.atMs, box: cropBox(source, clip.aspect, k) })) : undefined;
  const cropPath = clip.autoZoom?.peaks.length
    ? zoomedPath(followed ?? [{ atMs: clip.startMs, box: crop }], clip.autoZoom.peaks)
    : followed;
  // Split screen: each half of the frame its own person (decision 043); a 9:16 clip's halves are near square.
  const split = clip.split ? splitPanes(source, { width, height: height / 2 }, clip.split) : undefined;
  const clips: CompositionClip[] = kept.map((k) => ({ source: source.ref, fromMs: k.fromMs, toMs: k.toMs, crop, cropPath, split }));
  const total = clipDurationMs(clip);
  const edits = new Map(clip.captions.edits.map((e) => [e.startMs, e.text]));
  const overlays: Overlay[] = [];
  const look = kitCaptionLook(kit, clip.captions.presetId);
  const family = (f: { cssFamily: string } | undefined) => (f ? `'${f.cssFamily}', sans-serif` : 'sans-serif');
  const timed: CaptionWord[] = [];
  if (clip.captions.enabled) {
    for (const w of words) {
      const at = toClipTime(kept, w.startMs);
      if (at === null) continue;
      const text = edits.get(w.startMs) ?? w.text;
      timed.push({
        text: clip.captions.allCaps ? text.toLocaleUpperCase() : text,
        startMs: at,
        endMs: at + Math.max(1, w.endMs - w.startMs),
      });
    }
  }
  // No words, no caption track (decision 037): the clip panel says why its captions are off.
  if (timed.length) {
    overlays.push({
      kind: 'captions',
      cues: captionCues(timed),
      y: CAPTION_Y[clip.captions.position],
      maxWidth: 0.86,
      fontSize: Math.round(short * 0.075),
      fontFamily: look.fontFamily,
      fontWeight: 800,
      color: look.color,
      highlight: look.highlight,
      stroke: look.stroke,
      style: clip.captions.style ?? look.style,
      keywords: look.keywords,
      layout: { role: 'captions' },
    });
  }
  if (clip.headline.trim())
    overlays.push({
      kind: 'text',
      startMs: 0,
      endMs: total,
      text: clip.headline.trim(),
      x: 0.5,
      y: clip.captions.position === 'top' ? 0.9 : 0.08,
      maxWidth: 0.86,
      fontSize: Math.round(short * 0.055),
      fontFamily: family(kit?.fonts.heading),
      fontWeight: 800,
      color: '#ffffff',
      background: kit ? `${kit.colors.primary}e6` : 'rgba(0,0,0,0.6)',
      layout: { role: 'headline' },
    });
  if (clip.logo && logo) {
    // Placed in its corner by the layout solver (render/arrange.ts), which moves the headline and captions clear of it.
    const side = logoSide({ width, height });
    overlays.push({
      kind: 'image',
      startMs: 0,
      endMs: total,
      image: logo,
      box: { x: 0, y: 0, width: side / width, height: side / height },
      layout: { role: 'logo', corner: clip.logoCorner },
    });
  }
  const fonts = kit
    ? [
        ...look.fonts,
        ...kit.fonts.heading.files.map((file) => ({ family: kit.fonts.heading.cssFamily, url: file.url, weight: file.weight })),
      ]
    : [];
  return { width, height, fps: 30, clips, overlays, fonts };
}
