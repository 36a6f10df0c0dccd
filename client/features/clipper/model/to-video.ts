// A clip opened in the video editor for further editing: its kept stretches
// as video items one after another (framed as the clip is, at its first
// keyframe), its headline as a text on top for the whole clip, and its
// captions as text items, one a cue, in the kit's caption colours.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Clip } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import { newVideoDocument, type TimelineItem, type VideoDocument } from '@src/common/contracts/video';
import { captionCues, cropBox, keptRanges, toClipTime } from './composition';

export interface ClipSource {
  assetId: string;
  durationMs: number;
  width: number;
  height: number;
}

export function clipToVideo(clip: Clip, source: ClipSource, words: readonly TranscriptWord[], kit: BrandKitSnapshot | null): VideoDocument {
  const doc = newVideoDocument(clip.aspect, 30);
  const kept = keptRanges(clip);
  const crop = cropBox(source, clip.aspect, clip.crop[0] ?? { x: 0.5, y: 0.5 });
  const transform = { x: 0.5, y: 0.5, scale: 1, rotation: 0, opacity: 1, crop };
  let at = 0;
  const video: TimelineItem[] = kept.map((k, i) => {
    const item: TimelineItem = {
      kind: 'video',
      id: `v${i + 1}`,
      startMs: at,
      durationMs: k.toMs - k.fromMs,
      transitionIn: null,
      assetId: source.assetId,
      inMs: k.fromMs,
      sourceDurationMs: source.durationMs,
      speed: 1,
      volume: 1,
      fadeInMs: 0,
      fadeOutMs: 0,
      transform,
    };
    at += k.toMs - k.fromMs;
    return item;
  });
  const font = kit?.caption.font.cssFamily ?? 'sans-serif';
  const text = (
    id: string,
    startMs: number,
    durationMs: number,
    words: string,
    y: number,
    color: string,
    background: string | null,
  ): TimelineItem => ({
    kind: 'text',
    id,
    startMs,
    durationMs,
    transitionIn: null,
    text: words,
    style: { fontFamily: font, fontSize: 80, fontWeight: 800, color, background },
    transform: { ...transform, crop: { x: 0, y: 0, width: 1, height: 1 }, y },
  });
  const captions: TimelineItem[] = [];
  if (clip.captions.enabled) {
    const edits = new Map(clip.captions.edits.map((e) => [e.startMs, e.text]));
    const timed = words.flatMap((w) => {
      const startMs = toClipTime(kept, w.startMs);
      if (startMs === null) return [];
      const said = edits.get(w.startMs) ?? w.text;
      return [
        { text: clip.captions.allCaps ? said.toLocaleUpperCase() : said, startMs, endMs: startMs + Math.max(1, w.endMs - w.startMs) },
      ];
    });
    const y = { top: 0.18, middle: 0.5, bottom: 0.78 }[clip.captions.position];
    let last = 0;
    for (const [i, cue] of captionCues(timed).entries()) {
      // Cues never overlap on one track: each starts after the one before.
      const startMs = Math.max(Math.round(cue.startMs), last);
      const endMs = Math.max(startMs + 1, Math.round(cue.endMs));
      if (startMs >= at) break;
      captions.push(
        text(
          `c${i + 1}`,
          startMs,
          Math.min(endMs, at) - startMs,
          cue.words.map((w) => w.text).join(' '),
          y,
          kit?.caption.textColor ?? '#ffffff',
          null,
        ),
      );
      last = Math.min(endMs, at);
    }
  }
  const headline = clip.headline.trim()
    ? [
        text(
          'h1',
          0,
          Math.max(1, at),
          clip.headline.trim().slice(0, 500),
          clip.captions.position === 'top' ? 0.9 : 0.08,
          '#ffffff',
          kit ? kit.colors.primary : '#000000',
        ),
      ]
    : [];
  // Text on top: the headline's track over the captions' over the video.
  doc.tracks = [
    { id: 't-headline', kind: 'text', muted: false, hidden: false, items: headline },
    { id: 't-captions', kind: 'text', muted: false, hidden: false, items: captions.filter((c) => c.durationMs > 0) },
    { id: 't-image', kind: 'image', muted: false, hidden: false, items: [] },
    { id: 't-video', kind: 'video', muted: false, hidden: false, items: video },
    { id: 't-audio', kind: 'audio', muted: false, hidden: false, items: [] },
  ];
  return doc;
}
