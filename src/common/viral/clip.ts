// A clipper clip as the predictor reads it: the words spoken between its in
// and out points, cuts taken out and the user's corrections kept, on the
// clip's own clock; its captions setting and its post text.
import type { Clip } from '../contracts/clip';
import type { Transcript } from '../contracts/transcript';
import type { VideoDocument } from '../contracts/video';
import { timelineDurationMs } from '../contracts/video';
import type { Suggestion } from './factors';
import type { SpeechDraft, TimedWord } from './speech';
import type { DraftRange } from './visual';

type ClipPart = Pick<Clip, 'startMs' | 'endMs' | 'cuts' | 'captions' | 'post'>;

export function clipDraft(clip: ClipPart, transcript: Transcript | null): SpeechDraft {
  const cuts = [...clip.cuts].sort((a, b) => a.startMs - b.startMs);
  /** Source time to clip time: what was cut before it is taken away. */
  const toClip = (ms: number) =>
    ms - clip.startMs - cuts.reduce((s, c) => s + Math.max(0, Math.min(ms, c.endMs) - Math.max(clip.startMs, c.startMs)), 0);
  const cut = (ms: number) => cuts.some((c) => ms >= c.startMs && ms < c.endMs);
  const edits = new Map(clip.captions.edits.map((e) => [e.startMs, e.text]));
  const words: TimedWord[] = (transcript?.segments ?? [])
    .flatMap((s) => s.words)
    .filter((w) => w.startMs >= clip.startMs && w.startMs < clip.endMs && !cut(w.startMs))
    .map((w) => ({
      text: edits.get(w.startMs) ?? w.text,
      startMs: toClip(w.startMs),
      endMs: toClip(Math.min(w.endMs, clip.endMs)),
      sourceMs: w.startMs,
    }));
  return {
    heard: transcript !== null,
    words,
    durationMs: toClip(clip.endMs),
    captions: clip.captions.enabled,
    post: clip.post ? { text: clip.post.caption, hashtags: clip.post.hashtags } : null,
    sourceStartMs: clip.startMs,
  };
}

/** A library video as it is: its stored transcript's words (none: not heard), no captions setting, no post. */
export function assetDraft(durationMs: number, transcript: Transcript | null): SpeechDraft {
  const words: TimedWord[] = (transcript?.segments ?? [])
    .flatMap((s) => s.words)
    .map((w) => ({ text: w.text, startMs: w.startMs, endMs: w.endMs, sourceMs: w.startMs }));
  return { heard: transcript !== null, words, durationMs, captions: null, post: null, sourceStartMs: 0 };
}

/** A video editor project: the words of its animated captions on the timeline; captions on when it has any; its text items. */
export function videoDraft(doc: Pick<VideoDocument, 'tracks' | 'aspect'>): SpeechDraft {
  const items = doc.tracks.filter((t) => !t.hidden).flatMap((t) => t.items);
  const words: TimedWord[] = items
    .flatMap((i) =>
      i.kind === 'captions'
        ? i.words.map((w) => ({ text: w.text, startMs: i.startMs + w.startMs - i.inMs, endMs: i.startMs + w.endMs - i.inMs }))
        : [],
    )
    .map((w) => ({ ...w, sourceMs: w.startMs }))
    .sort((a, b) => a.startMs - b.startMs);
  // Without animated captions there are no words to read: the talk's factors are not measured rather than scored silent.
  // Its text items are checked against the safe zones (decision 088).
  return {
    heard: words.length > 0,
    words,
    durationMs: timelineDurationMs(doc),
    captions: words.length > 0,
    post: null,
    sourceStartMs: 0,
    project: { tracks: doc.tracks, aspect: doc.aspect },
  };
}

/** A clip's picture: its source range, its cuts taken out. */
export const clipRange = (clip: Pick<Clip, 'startMs' | 'endMs' | 'cuts'>): DraftRange => ({
  startMs: clip.startMs,
  endMs: clip.endMs,
  cuts: clip.cuts,
  atMs: 0,
  speed: 1,
});

/** A clip with one suggestion applied, as the clipper itself would change it; null for one no tool applies. */
export function applyToClip<C extends ClipPart>(clip: C, s: Suggestion): C | null {
  switch (s.kind) {
    case 'trim_start': {
      if (s.toMs <= clip.startMs || s.toMs >= clip.endMs) return null;
      // Cuts before the new in point go; one across it is kept from there.
      const cuts = clip.cuts.filter((c) => c.endMs > s.toMs).map((c) => ({ ...c, startMs: Math.max(c.startMs, s.toMs) }));
      return { ...clip, startMs: s.toMs, cuts: cuts.filter((c) => c.endMs > c.startMs) };
    }
    case 'cut_gaps': {
      const fresh = s.gaps.filter((g) => g.endMs > g.startMs && g.startMs >= clip.startMs && g.endMs <= clip.endMs);
      if (!fresh.length) return null;
      return { ...clip, cuts: [...clip.cuts, ...fresh].sort((a, b) => a.startMs - b.startMs) };
    }
    case 'enable_captions':
      return clip.captions.enabled ? null : { ...clip, captions: { ...clip.captions, enabled: true } };
    default:
      return null;
  }
}
