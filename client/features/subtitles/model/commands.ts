// The subtitle editor's edits as pure commands on its document (the kernel's
// History undoes any of them): a transcript or translation becomes a track,
// a cue's text is edited, split at the cursor, merged with the next, retimed
// by an edge or moved whole (snapped, never over a neighbour), its speaker
// marked; a change of limits lays every track out again.
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';
import type {
  SubtitleCue,
  SubtitleLanguage,
  SubtitleLayout,
  SubtitleStyle,
  SubtitleTrack,
  SubtitlesDocument,
} from '@src/common/contracts/subtitles';
import type { Command } from '@client/editor/history';
import { cueId, layoutCues, relayout, wrapLines, type TimedWord } from './layout';

/** The shortest a cue can be dragged to: one frame at 10 fps. */
export const MIN_DRAG_CUE_MS = 100;
export type Edge = 'start' | 'end' | 'body';

const trackOf = (doc: SubtitlesDocument, lang: SubtitleLanguage) => doc.tracks.find((t) => t.language === lang);

function withCues(
  doc: SubtitlesDocument,
  lang: SubtitleLanguage,
  change: (cues: SubtitleCue[]) => SubtitleCue[] | null,
): SubtitlesDocument {
  const track = trackOf(doc, lang);
  if (!track) return doc;
  const cues = change(track.cues);
  if (!cues) return doc;
  return { ...doc, tracks: doc.tracks.map((t) => (t === track ? { ...t, cues } : t)) };
}

const nextId = (cues: readonly SubtitleCue[]) => {
  const used = new Set(cues.map((c) => c.id));
  let n = cues.length + 1;
  while (used.has(cueId(n))) n++;
  return cueId(n);
};

/** The heard words laid out as the transcript's track, which becomes the one shown. */
export const transcribed = (language: SubtitleLanguage, words: readonly TimedWord[]): Command<SubtitlesDocument> => ({
  apply: (doc) => {
    const cues = layoutCues(words, doc.layout, doc.source.durationMs);
    const track: SubtitleTrack = { language, origin: 'transcript', offline: false, cues };
    // A new transcript replaces every track: a translation of the old one would no longer match it.
    return { ...doc, language, tracks: [track], active: language };
  },
});

/** A translation of the transcript's track, in the other language: same cues, same times. */
export const translated = (
  language: SubtitleLanguage,
  texts: ReadonlyMap<string, string>,
  offline: boolean,
): Command<SubtitlesDocument> => ({
  apply: (doc) => {
    const source = doc.tracks.find((t) => t.origin === 'transcript');
    if (!source || source.language === language) return doc;
    const cues = source.cues.map((c) => ({
      ...c,
      text: wrapLines((texts.get(c.id) ?? c.text).split(/\s+/).filter(Boolean), doc.layout.maxLineChars).join('\n'),
    }));
    const track: SubtitleTrack = { language, origin: 'translation', offline, cues };
    return { ...doc, tracks: [...doc.tracks.filter((t) => t.language !== language), track], active: language };
  },
});

export const showTrack = (language: SubtitleLanguage): Command<SubtitlesDocument> => ({
  apply: (doc) => (trackOf(doc, language) && doc.active !== language ? { ...doc, active: language } : doc),
});

export const editText = (lang: SubtitleLanguage, id: string, text: string): Command<SubtitlesDocument> => ({
  mergeKey: `text:${lang}:${id}`,
  apply: (doc) =>
    withCues(doc, lang, (cues) => {
      const clean = text.replace(/[ \t]+\n/g, '\n').slice(0, 500);
      if (!clean.trim() || !cues.some((c) => c.id === id && c.text !== clean)) return null;
      return cues.map((c) => (c.id === id ? { ...c, text: clean } : c));
    }),
});

/** Two cues from one, at a character of its text; the time is shared by the length of each part. */
export const splitCue = (lang: SubtitleLanguage, id: string, at: number): Command<SubtitlesDocument> => ({
  apply: (doc) =>
    withCues(doc, lang, (cues) => {
      const i = cues.findIndex((c) => c.id === id);
      const cue = cues[i];
      if (!cue) return null;
      const head = cue.text.slice(0, at).trim();
      const tail = cue.text.slice(at).trim();
      if (!head || !tail || cue.endMs - cue.startMs < 2) return null;
      const share = head.length / (head.length + tail.length);
      const cut = Math.min(cue.endMs - 1, Math.max(cue.startMs + 1, Math.round(cue.startMs + (cue.endMs - cue.startMs) * share)));
      const second: SubtitleCue = { ...cue, id: nextId(cues), startMs: cut, text: tail };
      return [...cues.slice(0, i), { ...cue, endMs: cut, text: head }, second, ...cues.slice(i + 1)];
    }),
});

/** A cue and the next as one: from the first's start to the second's end, lines filled again. */
export const mergeWithNext = (lang: SubtitleLanguage, id: string): Command<SubtitlesDocument> => ({
  apply: (doc) =>
    withCues(doc, lang, (cues) => {
      const i = cues.findIndex((c) => c.id === id);
      const a = cues[i];
      const b = cues[i + 1];
      if (!a || !b) return null;
      const text = wrapLines(`${a.text} ${b.text}`.split(/\s+/).filter(Boolean), doc.layout.maxLineChars).join('\n');
      return [...cues.slice(0, i), { ...a, endMs: b.endMs, text }, ...cues.slice(i + 2)];
    }),
});

export const deleteCue = (lang: SubtitleLanguage, id: string): Command<SubtitlesDocument> => ({
  apply: (doc) => withCues(doc, lang, (cues) => (cues.some((c) => c.id === id) ? cues.filter((c) => c.id !== id) : null)),
});

export const setSpeaker = (lang: SubtitleLanguage, id: string, speaker: string): Command<SubtitlesDocument> => ({
  mergeKey: `speaker:${lang}:${id}`,
  apply: (doc) =>
    withCues(doc, lang, (cues) => {
      const value = speaker.trim().slice(0, 40) || null;
      if (!cues.some((c) => c.id === id && c.speaker !== value)) return null;
      return cues.map((c) => (c.id === id ? { ...c, speaker: value } : c));
    }),
});

/** The nearest target within `threshold` ms, else the time itself. */
export function snapMs(ms: number, targets: readonly number[], threshold: number): number {
  let best = ms;
  let distance = threshold;
  for (const t of targets)
    if (Math.abs(t - ms) <= distance) {
      distance = Math.abs(t - ms);
      best = t;
    }
  return best;
}

/**
 * One edge of a cue (or its body, by its start) put at `ms`: held between its
 * neighbours and the video, at least MIN_DRAG_CUE_MS long. A drag's moves share
 * `mergeKey`, so one drag is one undo step.
 */
export const retime = (lang: SubtitleLanguage, id: string, edge: Edge, ms: number, mergeKey?: string): Command<SubtitlesDocument> => ({
  mergeKey,
  apply: (doc) =>
    withCues(doc, lang, (cues) => {
      const i = cues.findIndex((c) => c.id === id);
      const cue = cues[i];
      if (!cue) return null;
      const floor = cues[i - 1]?.endMs ?? 0;
      const ceiling = cues[i + 1]?.startMs ?? doc.source.durationMs;
      let { startMs, endMs } = cue;
      const t = Math.round(ms);
      if (edge === 'start') startMs = Math.max(floor, Math.min(t, endMs - MIN_DRAG_CUE_MS));
      else if (edge === 'end') endMs = Math.min(ceiling, Math.max(t, startMs + MIN_DRAG_CUE_MS));
      else {
        const length = cue.endMs - cue.startMs;
        startMs = Math.max(floor, Math.min(t, ceiling - length));
        endMs = startMs + length;
      }
      if (startMs === cue.startMs && endMs === cue.endMs) return null;
      if (endMs - startMs < 1 || startMs < floor || endMs > ceiling) return null;
      return cues.map((c) => (c.id === id ? { ...c, startMs, endMs } : c));
    }),
});

/** New limits, and every track laid out again under them (the translation keeps the transcript's times by its own words). */
export const setLayout = (patch: Partial<SubtitleLayout>): Command<SubtitlesDocument> => ({
  apply: (doc) => {
    const layout = { ...doc.layout, ...patch };
    if (layout.maxCueMs <= layout.minCueMs) return doc;
    if (Object.entries(patch).every(([k, v]) => doc.layout[k as keyof SubtitleLayout] === v)) return doc;
    return {
      ...doc,
      layout,
      tracks: doc.tracks.map((t) => ({ ...t, cues: relayout(t.cues, layout, doc.source.durationMs) })),
    };
  },
});

export const setStyle = (patch: Partial<SubtitleStyle>): Command<SubtitlesDocument> => ({
  apply: (doc) => ({ ...doc, style: { ...doc.style, ...patch } }),
});

/**
 * The brand kit met on first opening: its caption position and capitals become
 * the project's style (which the user may then change); later kit edits keep
 * their colours and font in the preview, but never move a chosen position.
 */
export const adoptKit = (kit: {
  kitId: string;
  caption: { position: SubtitleStyle['position']; uppercase: boolean; style?: CaptionStyleId };
}) => ({
  apply: (doc: SubtitlesDocument): SubtitlesDocument =>
    doc.brandKitId !== null
      ? doc
      : {
          ...doc,
          brandKitId: kit.kitId,
          style: {
            ...doc.style,
            position: kit.caption.position,
            uppercase: kit.caption.uppercase,
            ...(kit.caption.style ? { animation: kit.caption.style } : {}),
          },
        },
});
