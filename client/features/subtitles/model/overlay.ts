// A subtitle track as the render draws it: a captions overlay in the brand
// kit's caption style (font, colours, outline, position, capitals), each cue
// in its own lines, the word being spoken in the highlight colour. The live
// preview and the burned-in MP4 are drawn from this one description.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { subtitleAnimation, type SubtitleStyle, type SubtitleTrack, type SubtitlesDocument } from '@src/common/contracts/subtitles';
import { kitCaptionLook } from '@client/media/captions';
import type { CaptionsOverlay, Composition } from '@client/media/render/composition';
import type { MediaRef } from '@client/media/protocol';
import { cueLineWordCounts, cueWords } from './layout';

const Y = { top: 0.14, middle: 0.5, bottom: 0.82 } as const;
/** Font size as a share of the frame's shorter side. */
const SIZE = { small: 0.05, medium: 0.065, large: 0.08 } as const;

export type CaptionKit = (Pick<BrandKitSnapshot, 'caption'> & Partial<Pick<BrandKitSnapshot, 'voice' | 'captionPresets'>>) | null;

export function captionsOverlay(
  track: SubtitleTrack,
  style: SubtitleStyle,
  kit: CaptionKit,
  frame: { width: number; height: number },
  maxLineChars: number,
): CaptionsOverlay {
  const look = kitCaptionLook(kit, style.presetId);
  // Capitals are the project's choice (seeded from the kit when the project first met it).
  const upper = style.uppercase;
  // As large as the style asks, but a full line of the longest allowed length still fits the frame.
  const byStyle = Math.min(frame.width, frame.height) * SIZE[style.size];
  const byLine = (frame.width * 0.92) / (maxLineChars * (upper ? 0.66 : 0.56));
  return {
    kind: 'captions',
    cues: track.cues.map((c) => ({
      startMs: c.startMs,
      endMs: c.endMs,
      words: cueWords(c).map((w) => ({ text: upper ? w.text.toLocaleUpperCase() : w.text, startMs: w.startMs, endMs: w.endMs })),
      lines: cueLineWordCounts(c.text),
    })),
    y: Y[style.position],
    maxWidth: 0.92,
    fontSize: Math.max(8, Math.round(Math.min(byStyle, byLine))),
    fontFamily: look.fontFamily,
    color: look.color,
    highlight: look.highlight,
    stroke: look.stroke,
    style: subtitleAnimation(style),
    keywords: look.keywords,
  };
}

/** The frame of the export: the video's own size, at most 1920 on its long side, even numbers for H.264. */
export function exportSize(source: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, 1920 / Math.max(source.width, source.height));
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(source.width), height: even(source.height) };
}

/** The whole video with the active track burned in. */
export function burnComposition(doc: SubtitlesDocument, ref: MediaRef, kit: BrandKitSnapshot | null): Composition | null {
  const track = doc.tracks.find((t) => t.language === doc.active);
  if (!track || track.cues.length === 0) return null;
  const size = exportSize(doc.source);
  const fonts = kitCaptionLook(kit, doc.style.presetId).fonts;
  return {
    ...size,
    fps: 30,
    clips: [{ source: ref, fromMs: 0, toMs: doc.source.durationMs }],
    overlays: [captionsOverlay(track, doc.style, kit, size, doc.layout.maxLineChars)],
    fonts,
  };
}
