// The editor kernel's undo and redo (issue 18): whole document snapshots, never
// canvas nodes, for any editor's document type. Documents are immutable, so a
// snapshot is a reference, not a copy. No React, no DOM.

export const HISTORY_LIMIT = 100;

/** A change: a pure function from one document to the next (Excalidraw's perform). */
export interface Command<D> {
  /** Consecutive commands with the same key are one undo step (a drag, typing). */
  mergeKey?: string;
  apply: (doc: D) => D;
}

export interface History<D> {
  past: D[];
  present: D;
  future: D[];
  /** The merge key of the last step, so a drag's many moves are one undo. */
  lastKey: string | null;
}

export const startHistory = <D>(doc: D): History<D> => ({ past: [], present: doc, future: [], lastKey: null });

export function perform<D>(h: History<D>, command: Command<D>): History<D> {
  const next = command.apply(h.present);
  if (next === h.present) return h;
  if (command.mergeKey && command.mergeKey === h.lastKey) return { ...h, present: next, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], lastKey: command.mergeKey ?? null };
}

export function undo<D>(h: History<D>): History<D> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastKey: null };
}

export function redo<D>(h: History<D>): History<D> {
  if (h.future.length === 0) return h;
  const [next, ...rest] = h.future as [D, ...D[]];
  return { past: [...h.past, h.present], present: next, future: rest, lastKey: null };
}

/** Ends a merge run (a drag released), so the next drag is its own step. */
export const seal = <D>(h: History<D>): History<D> => (h.lastKey ? { ...h, lastKey: null } : h);

export const canUndo = (h: History<unknown>): boolean => h.past.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.future.length > 0;

/**
 * A fact learned from outside the editor (an upload became a library asset) is
 * true in every state: it is written into the past and future too, so undo
 * never takes it back and it is not an undo step of its own.
 */
export function rebase<D>(h: History<D>, fact: (doc: D) => D): History<D> {
  const present = fact(h.present);
  if (present === h.present) return h;
  return { past: h.past.map(fact), present, future: h.future.map(fact), lastKey: h.lastKey };
}
