// The script editor's changes as kernel commands (pure: one document in, the
// next out), so undo, redo and autosave work as in every editor. Typing into a
// field merges into one undo step per field; a version saved or restored is a
// step of its own.
import {
  emptyPart,
  newScriptDocument,
  SCRIPT_BEATS_MAX,
  SCRIPT_VERSIONS_MAX,
  type ScriptContent,
  type ScriptDocument,
  type ScriptDraft,
  type ScriptDraftRequest,
  type ScriptPart,
} from '@src/common/contracts/script';
import type { Command } from '@client/editor/history';

/** Which part: the hook, the call to action, or a beat by its id. */
export type PartRef = 'hook' | 'cta' | { beat: string };
export type PartField = keyof ScriptPart;

const refKey = (ref: PartRef) => (typeof ref === 'string' ? ref : `beat:${ref.beat}`);

export const partOf = (doc: ScriptDocument, ref: PartRef): ScriptPart | undefined =>
  typeof ref === 'string' ? doc[ref] : doc.beats.find((b) => b.id === ref.beat);

export const setPartField = (ref: PartRef, field: PartField, value: string): Command<ScriptDocument> => ({
  mergeKey: `${refKey(ref)}:${field}`,
  apply: (doc) => {
    const part = partOf(doc, ref);
    if (!part || part[field] === value) return doc;
    if (typeof ref === 'string') return { ...doc, [ref]: { ...part, [field]: value } };
    return { ...doc, beats: doc.beats.map((b) => (b.id === ref.beat ? { ...b, [field]: value } : b)) };
  },
});

type Meta = Pick<ScriptDocument, 'topic' | 'audience' | 'format' | 'targetSeconds' | 'wordsPerMinute'>;
export const setMeta = <K extends keyof Meta>(key: K, value: Meta[K]): Command<ScriptDocument> => ({
  mergeKey: `meta:${key}`,
  apply: (doc) => (doc[key] === value ? doc : { ...doc, [key]: value }),
});

/** A new empty beat after `index` (at the end when -1 or past it); nothing past the limit. */
export const addBeat = (id: string, index = -1): Command<ScriptDocument> => ({
  apply: (doc) => {
    if (doc.beats.length >= SCRIPT_BEATS_MAX) return doc;
    const beats = [...doc.beats];
    const at = index < 0 || index >= beats.length ? beats.length : index + 1;
    beats.splice(at, 0, { id, ...emptyPart() });
    return { ...doc, beats };
  },
});

export const removeBeat = (id: string): Command<ScriptDocument> => ({
  apply: (doc) => (doc.beats.some((b) => b.id === id) ? { ...doc, beats: doc.beats.filter((b) => b.id !== id) } : doc),
});

/** One place up (-1) or down (+1); at either end nothing changes. */
export const moveBeat = (id: string, delta: -1 | 1): Command<ScriptDocument> => ({
  apply: (doc) => {
    const from = doc.beats.findIndex((b) => b.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= doc.beats.length) return doc;
    const beats = [...doc.beats];
    [beats[from], beats[to]] = [beats[to]!, beats[from]!];
    return { ...doc, beats };
  },
});

const contentOf = (doc: ScriptDocument): ScriptContent => ({
  hook: doc.hook,
  beats: doc.beats,
  cta: doc.cta,
  wordsPerMinute: doc.wordsPerMinute,
});

/** The words as they are now, named; the oldest goes when the limit is reached. */
export const saveVersion = (id: string, name: string, savedAt: string): Command<ScriptDocument> => ({
  apply: (doc) => ({
    ...doc,
    versions: [...doc.versions, { id, name: name.trim().slice(0, 80) || id, savedAt, content: contentOf(doc) }].slice(-SCRIPT_VERSIONS_MAX),
  }),
});

/** A saved version's words back in the editor; the versions themselves stay (undo brings the words before it back). */
export const restoreVersion = (id: string): Command<ScriptDocument> => ({
  apply: (doc) => {
    const v = doc.versions.find((x) => x.id === id);
    return v ? { ...doc, ...v.content } : doc;
  },
});

export const deleteVersion = (id: string): Command<ScriptDocument> => ({
  apply: (doc) => (doc.versions.some((v) => v.id === id) ? { ...doc, versions: doc.versions.filter((v) => v.id !== id) } : doc),
});

/** A new document from the AI draft and its brief. */
export function draftDocument(
  draft: ScriptDraft,
  brief: Pick<ScriptDraftRequest, 'topic' | 'audience' | 'format' | 'locale' | 'targetSeconds' | 'kitId'>,
  wordsPerMinute: number,
  makeId: () => string,
): ScriptDocument {
  return {
    ...newScriptDocument({
      topic: brief.topic,
      audience: brief.audience,
      format: brief.format,
      language: brief.locale,
      targetSeconds: brief.targetSeconds,
      wordsPerMinute,
      brandKitId: brief.kitId ?? null,
    }),
    hook: draft.hook,
    beats: draft.beats.map((b) => ({ id: makeId(), ...b })),
    cta: draft.cta,
  };
}
