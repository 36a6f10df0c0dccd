// The slide editor's actions: its keyboard shortcuts, the undo/redo buttons and
// the shortcut help all read this one table. Labels are keys of the caller's messages
// (the carousel's and the story generator's namespaces both have them).
import type { CarouselDocument, CarouselElement } from '@src/common/contracts/carousel';
import type { Action, KeyBinding } from '@client/editor/actions';
import { historyActions } from '@client/editor/history-actions';
import * as cmd from '../model/commands';
import type { History } from '../model/history';

export interface CarouselActionContext {
  history: History;
  setHistory: (f: (h: History) => History) => void;
  run: (c: cmd.Command) => void;
  slideId: string;
  selected: CarouselElement | null;
  select: (id: string | null) => void;
  duplicate: () => void;
}

type CarouselAction = Action<CarouselActionContext>;
const hasSelection = (c: CarouselActionContext) => c.selected !== null;
const arrows = (shift: boolean): KeyBinding[] => ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].map((key) => ({ key, shift }));

const nudge = (step: number) => (c: CarouselActionContext, k?: KeyBinding) => {
  const el = c.selected;
  if (!el || !k) return;
  const dx = k.key === 'ArrowLeft' ? -step : k.key === 'ArrowRight' ? step : 0;
  const dy = k.key === 'ArrowUp' ? -step : k.key === 'ArrowDown' ? step : 0;
  // Held arrows are one undo step per element, like a drag.
  c.run(cmd.updateElement(c.slideId, el.id, { x: el.x + dx, y: el.y + dy }, `nudge:${el.id}`));
};

// The document's undo and redo, even from the inspector's fields: their edits are document commands.
export const [undoAction, redoAction] = historyActions<CarouselDocument, CarouselActionContext>({
  undo: 'editor.undo',
  redo: 'editor.redo',
});

/** Also the inspector's delete button: a locked element stays (the command skips it), so the button is off. */
export const deleteAction: CarouselAction = {
  name: 'delete',
  label: 'editor.actions.delete',
  keys: [{ key: 'Delete' }, { key: 'Backspace' }],
  enabled: (c) => c.selected !== null && !c.selected.locked,
  perform: (c) => {
    if (!c.selected) return;
    c.run(cmd.deleteElements(c.slideId, [c.selected.id]));
    c.select(null);
  },
};

/** Also the inspector's duplicate button. */
export const duplicateAction: CarouselAction = {
  name: 'duplicate',
  label: 'editor.actions.duplicate',
  keys: [{ key: 'd', mod: true }],
  enabled: hasSelection,
  perform: (c) => c.duplicate(),
};

export const carouselActions: readonly CarouselAction[] = [
  undoAction,
  redoAction,
  deleteAction,
  {
    name: 'deselect',
    label: 'editor.actions.deselect',
    keys: [{ key: 'Escape' }],
    keepDefault: true,
    enabled: hasSelection,
    perform: (c) => c.select(null),
  },
  duplicateAction,
  { name: 'nudge', label: 'editor.actions.nudge', keys: arrows(false), enabled: hasSelection, perform: nudge(1) },
  { name: 'nudgeFar', label: 'editor.actions.nudgeFar', keys: arrows(true), enabled: hasSelection, perform: nudge(10) },
];
