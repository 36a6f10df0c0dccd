// The clipper's edits as pure commands on its document (the editor kernel's
// History undoes any of them). Trims snap to word boundaries; cutting a word
// removes its time from the clip; fillers go in one step.
import type { Clip, ClipDocument, ClipMoment } from '@src/common/contracts/clip';
import type { Transcript, TranscriptWord } from '@src/common/contracts/transcript';
import type { Command } from '@client/editor/history';
import { LEXICONS, plainWords } from './lexicon';

export const MIN_CLIP_MS = 1000;

export const analysed = (result: {
  moments: ClipMoment[];
  language: ClipDocument['language'];
  withTranscript: boolean;
  rankedBy: ClipDocument['analysis']['rankedBy'];
  durationMs: number;
}): Command<ClipDocument> => ({
  apply: (doc) => {
    const durationMs = Math.max(1, Math.round(result.durationMs));
    return {
      ...doc,
      source: { ...doc.source, durationMs },
      language: result.language,
      analysis: { state: 'complete', withTranscript: result.withTranscript, rankedBy: result.rankedBy },
      // A last word can be timed a little past the container's end: moments stay inside the video.
      moments: result.moments.map((m) => ({ ...m, endMs: Math.min(m.endMs, durationMs) })).filter((m) => m.endMs > m.startMs),
      // Clips already made keep their own ranges; a moment they came from may be gone.
      clips: doc.clips.map((c) => (c.momentId && !result.moments.some((m) => m.id === c.momentId) ? { ...c, momentId: null } : c)),
    };
  },
});

export const analysisFailed: Command<ClipDocument> = { apply: (doc) => ({ ...doc, analysis: { ...doc.analysis, state: 'failed' } }) };

const nextClipId = (doc: ClipDocument) => {
  const used = new Set(doc.clips.map((c) => c.id));
  let n = doc.clips.length + 1;
  while (used.has(`c${n}`)) n++;
  return `c${n}`;
};

export function newClip(
  id: string,
  range: { startMs: number; endMs: number },
  momentId: string | null,
  name: string,
  headline: string,
): Clip {
  return {
    id,
    momentId,
    name,
    startMs: range.startMs,
    endMs: range.endMs,
    cuts: [],
    aspect: '9:16',
    crop: [],
    captions: { enabled: true, allCaps: false, position: 'bottom', edits: [] },
    headline,
    logo: true,
    logoCorner: 'top-right',
    split: null,
    autoZoom: null,
    render: { state: 'none', assetId: null },
  };
}

/** One clip per chosen moment (a moment already made into a clip is skipped). */
export const clipsFromMoments = (momentIds: readonly string[], nameOf: (n: number) => string): Command<ClipDocument> => ({
  apply: (doc) => {
    let next = doc;
    for (const id of momentIds) {
      const m = doc.moments.find((x) => x.id === id);
      if (!m || next.clips.some((c) => c.momentId === id)) continue;
      const clipId = nextClipId(next);
      next = { ...next, clips: [...next.clips, newClip(clipId, m, m.id, nameOf(next.clips.length + 1), m.title.slice(0, 120))] };
    }
    return next;
  },
});

export const updateClip = (id: string, patch: Partial<Omit<Clip, 'id'>>, mergeKey?: string): Command<ClipDocument> => ({
  mergeKey,
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    if (!clip) return doc;
    const next = { ...clip, ...patch };
    return { ...doc, clips: doc.clips.map((c) => (c.id === id ? next : c)) };
  },
});

/** The framing at one moment of source time: a keyframe there (or the nearest within a tenth of a second) moves. */
export const reframeAt = (id: string, atMs: number, centre: { x: number; y: number }, mergeKey?: string): Command<ClipDocument> => ({
  mergeKey,
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    if (!clip) return doc;
    const x = Math.round(Math.min(1, Math.max(0, centre.x)) * 1000) / 1000;
    const y = Math.round(Math.min(1, Math.max(0, centre.y)) * 1000) / 1000;
    const at = Math.round(Math.min(clip.endMs, Math.max(clip.startMs, atMs)));
    // One keyframe is a fixed framing: moving it moves the whole clip's, as the user sees it.
    const keys =
      clip.crop.length <= 1
        ? [{ atMs: at, x, y }]
        : [...clip.crop.filter((k) => Math.abs(k.atMs - at) > 100), { atMs: at, x, y }].sort((a, b) => a.atMs - b.atMs);
    return { ...doc, clips: doc.clips.map((c) => (c.id === id ? { ...c, crop: keys } : c)) };
  },
});

export const removeClip = (id: string): Command<ClipDocument> => ({
  apply: (doc) => ({ ...doc, clips: doc.clips.filter((c) => c.id !== id) }),
});

/** The clip's range set from times (ms), kept inside the video, at least a second long; cuts outside it drop. */
export const trimClip = (id: string, startMs: number, endMs: number, mergeKey?: string): Command<ClipDocument> => ({
  mergeKey,
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    if (!clip) return doc;
    const start = Math.max(0, Math.min(Math.round(startMs), doc.source.durationMs - MIN_CLIP_MS));
    const end = Math.min(doc.source.durationMs, Math.max(Math.round(endMs), start + MIN_CLIP_MS));
    const cuts = clip.cuts.filter((c) => c.startMs >= start && c.endMs <= end);
    return updateClip(id, { startMs: start, endMs: end, cuts }).apply(doc);
  },
});

/** The words said inside a clip's range. */
export function clipWords(transcript: Transcript | null, clip: Pick<Clip, 'startMs' | 'endMs'>): TranscriptWord[] {
  if (!transcript) return [];
  return transcript.segments.flatMap((s) => s.words).filter((w) => w.startMs >= clip.startMs && w.endMs <= clip.endMs + 50);
}

/** In at a word's start, or out at its end: trims snap to what was said. */
export const setInAtWord = (id: string, word: TranscriptWord): Command<ClipDocument> => ({
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    return clip ? trimClip(id, word.startMs, clip.endMs).apply(doc) : doc;
  },
});
export const setOutAtWord = (id: string, word: TranscriptWord): Command<ClipDocument> => ({
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    return clip ? trimClip(id, clip.startMs, word.endMs).apply(doc) : doc;
  },
});

const isCut = (clip: Clip, w: TranscriptWord) => clip.cuts.some((c) => c.startMs <= w.startMs && c.endMs >= w.endMs);

/** Cuts a word out of the clip, or brings it back. */
export const toggleWordCut = (id: string, word: TranscriptWord): Command<ClipDocument> => ({
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    if (!clip || word.startMs < clip.startMs || word.endMs > clip.endMs) return doc;
    const cuts = isCut(clip, word)
      ? clip.cuts.filter((c) => !(c.startMs <= word.startMs && c.endMs >= word.endMs))
      : [...clip.cuts, { startMs: word.startMs, endMs: word.endMs }].sort((a, b) => a.startMs - b.startMs);
    return updateClip(id, { cuts }).apply(doc);
  },
});

/** Every hesitation of the clip ("um", "uh", "hum"…) cut at once; words that can carry meaning ("like") stay. */
export const cutFillers = (id: string, transcript: Transcript | null): Command<ClipDocument> => ({
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    if (!clip || !transcript) return doc;
    const fillers = new Set(LEXICONS[transcript.language].hesitations);
    const words = clipWords(transcript, clip).filter((w) => !isCut(clip, w) && plainWords(w.text).some((p) => fillers.has(p)));
    if (words.length === 0) return doc;
    const cuts = [...clip.cuts, ...words.map((w) => ({ startMs: w.startMs, endMs: w.endMs }))].sort((a, b) => a.startMs - b.startMs);
    return updateClip(id, { cuts }).apply(doc);
  },
});

export const wordIsCut = isCut;

/** A word's caption text changed (the transcript stays as heard); back to the heard text removes the edit. */
export const editCaptionWord = (id: string, word: TranscriptWord, text: string): Command<ClipDocument> => ({
  apply: (doc) => {
    const clip = doc.clips.find((c) => c.id === id);
    const clean = text.trim().slice(0, 100);
    if (!clip) return doc;
    const others = clip.captions.edits.filter((e) => e.startMs !== word.startMs);
    const edits =
      clean && clean !== word.text ? [...others, { startMs: word.startMs, text: clean }].sort((a, b) => a.startMs - b.startMs) : others;
    return updateClip(id, { captions: { ...clip.captions, edits } }).apply(doc);
  },
});

/** The nearest word boundary to `ms` (a start for the clip's start, an end for its end), within `withinMs`; else `ms`. */
export function snapToWord(ms: number, words: readonly TranscriptWord[], edge: 'start' | 'end', withinMs = 400): number {
  let best = ms;
  let gap = withinMs;
  for (const w of words) {
    const at = edge === 'start' ? w.startMs : w.endMs;
    if (Math.abs(at - ms) <= gap) {
      gap = Math.abs(at - ms);
      best = at;
    }
  }
  return best;
}
