// The values a slider shows while it is being dragged, before they are a step of
// the document. A drag's moves go from the slider to the preview through this
// store and nothing else: the document, its history and every panel reading it
// change once, when the slider is let go (one undo step, one autosave). Before,
// each move made a new document and React drew the whole side column again, which
// was most of a move's main-thread time on a large photo (decision 064).
import type { Adjustments } from '@src/common/contracts/image';

export interface LiveAdjustments {
  /** The adjustments being dragged, or null when no slider is held. */
  current(): Adjustments | null;
  set(values: Adjustments | null): void;
  /** Told of each new dragged value (not of the release: the document's change shows that). */
  subscribe(listener: () => void): () => void;
}

export function liveAdjustments(): LiveAdjustments {
  let values: Adjustments | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => values,
    set(next) {
      values = next;
      if (next) for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
