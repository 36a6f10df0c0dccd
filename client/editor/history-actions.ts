// Undo and redo as actions, for any editor whose action context carries its
// history: the same keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl/Cmd+Y) in every
// editor, working from its fields too (their edits are document commands).
import type { Action } from './actions';
import { canRedo, canUndo, redo, undo, type History } from './history';

export interface HistoryContext<D> {
  history: History<D>;
  setHistory: (f: (h: History<D>) => History<D>) => void;
}

/** `labels` are the editor's own message keys for the two names. */
export function historyActions<D, C extends HistoryContext<D>>(labels: { undo: string; redo: string }): [Action<C>, Action<C>] {
  return [
    {
      name: 'undo',
      label: labels.undo,
      keys: [{ key: 'z', mod: true, shift: false }],
      inFields: true,
      enabled: (c) => canUndo(c.history),
      perform: (c) => c.setHistory(undo),
    },
    {
      name: 'redo',
      label: labels.redo,
      keys: [
        { key: 'z', mod: true, shift: true },
        { key: 'y', mod: true },
      ],
      inFields: true,
      enabled: (c) => canRedo(c.history),
      perform: (c) => c.setHistory(redo),
    },
  ];
}
