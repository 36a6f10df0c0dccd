// Undo and redo of whole document snapshots (never canvas nodes). Documents are
// immutable, so a snapshot is a reference, not a copy.
import type { CarouselDocument } from '../../../../src/common/contracts/carousel';
import type { Command } from './commands';

export const HISTORY_LIMIT = 100;

export interface History {
  past: CarouselDocument[];
  present: CarouselDocument;
  future: CarouselDocument[];
  /** The merge key of the last step, so a drag's many moves are one undo. */
  lastKey: string | null;
}

export const startHistory = (doc: CarouselDocument): History => ({ past: [], present: doc, future: [], lastKey: null });

export function perform(h: History, command: Command): History {
  const next = command.apply(h.present);
  if (next === h.present) return h;
  if (command.mergeKey && command.mergeKey === h.lastKey) return { ...h, present: next, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], lastKey: command.mergeKey ?? null };
}

export function undo(h: History): History {
  const previous = h.past.at(-1);
  if (!previous) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastKey: null };
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: rest, lastKey: null };
}

/** Ends a merge run (a drag released), so the next drag is its own step. */
export const seal = (h: History): History => (h.lastKey ? { ...h, lastKey: null } : h);
