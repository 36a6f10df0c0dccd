// A clip opened in the video editor for further editing: its kept stretches
// as video items one after another (framed as the clip is, at its first
// keyframe), its headline as a text on top for the whole clip, and its
// captions as the editor's animated captions (decision 047), one a cue, in the
// clip's style and kit preset.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Clip } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import { CAPTION_WORDS_MAX, newVideoDocument, type TimelineItem, type VideoDocument } from '@src/common/contracts/video';
import { kitCaptionLook } from '@client/media/captions';
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
      return [{ text: said.slice(0, 60), startMs, endMs: startMs + Math.max(1, w.endMs - w.startMs) }];
    });
    const presetId = clip.captions.presetId ?? null;
    const look = {
      style: clip.captions.style ?? kitCaptionLook(kit, presetId).style,
      presetId,
      uppercase: clip.captions.allCaps,
      position: clip.captions.position,
      fontSize: 72,
    };
    let last = 0;
    for (const [i, cue] of captionCues(timed).entries()) {
      // Cues never overlap on one track: each starts after the one before.
      const startMs = Math.max(Math.round(cue.startMs), last);
      const endMs = Math.max(startMs + 1, Math.round(cue.endMs));
      if (startMs >= at) break;
      const durationMs = Math.min(endMs, at) - startMs;
      // Each word on the caption's own clock (from its start), inside it.
      const clamp = (ms: number) => Math.min(durationMs, Math.max(0, Math.round(ms) - startMs));
      const said = cue.words
        .map((w) => ({ text: w.text, startMs: clamp(w.startMs), endMs: clamp(w.endMs) }))
        .filter((w) => w.text.trim())
        .slice(0, CAPTION_WORDS_MAX);
      if (said.length && durationMs > 0)
        captions.push({ kind: 'captions', id: `c${i + 1}`, startMs, durationMs, transitionIn: null, inMs: 0, words: said, look });
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
    { id: 't-captions', kind: 'captions', muted: false, hidden: false, items: captions },
    { id: 't-image', kind: 'image', muted: false, hidden: false, items: [] },
    { id: 't-video', kind: 'video', muted: false, hidden: false, items: video },
    { id: 't-audio', kind: 'audio', muted: false, hidden: false, items: [] },
  ];
  return doc;
}
