// The editor kernel's actions (issue 18), after Excalidraw's actions/: one table
// per editor says what each command is called, when it may run and which keys run
// it, so the keyboard, the toolbar and the shortcut help cannot drift apart.
// No React; the DOM only as the shape of a key event.

/** A key and its modifiers. `mod` is Ctrl, or Cmd on macOS; a modifier left out may be up or down. */
export interface KeyBinding {
  /** KeyboardEvent.key, compared without case: 'z', 'Delete', 'ArrowLeft'. */
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export interface Action<C> {
  name: string;
  /** i18n key of the action's name, for buttons, menus and the shortcut help. */
  label: string;
  keys?: readonly KeyBinding[];
  /** Runs also while the focus is in a text field (undo and redo do). */
  inFields?: boolean;
  /** Leaves the browser's own handling of the key alone (Escape, which menus and dialogs also read). */
  keepDefault?: boolean;
  enabled?: (ctx: C) => boolean;
  /** `key` is the binding that ran it, when a key did. */
  perform: (ctx: C, key?: KeyBinding) => void;
}

/** What of a KeyboardEvent the matching reads, so Node tests can make one. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

export const isEnabled = <C>(action: Action<C>, ctx: C): boolean => action.enabled?.(ctx) ?? true;

const isField = (target: EventTarget | null): boolean => {
  const el = target as { tagName?: unknown; isContentEditable?: unknown } | null;
  return Boolean(
    el && (el.isContentEditable === true || (typeof el.tagName === 'string' && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))),
  );
};

const matches = (b: KeyBinding, e: KeyInput): boolean =>
  b.key.toLowerCase() === e.key.toLowerCase() &&
  (b.mod === undefined || b.mod === (e.ctrlKey || e.metaKey)) &&
  (b.shift === undefined || b.shift === e.shiftKey) &&
  (b.alt === undefined || b.alt === e.altKey);

/** The first enabled action the key runs (table order decides between overlapping bindings), and the binding. */
export function actionForKey<C>(actions: readonly Action<C>[], e: KeyInput, ctx: C): { action: Action<C>; key: KeyBinding } | null {
  const inField = isField(e.target);
  for (const action of actions) {
    if (inField && !action.inFields) continue;
    const key = action.keys?.find((b) => matches(b, e));
    if (key && isEnabled(action, ctx)) return { action, key };
  }
  return null;
}

/** Runs the key's action, if any, and keeps the browser's own meaning of the key out of it. */
export function runKey<C>(actions: readonly Action<C>[], e: KeyInput & { preventDefault: () => void }, ctx: C): boolean {
  const hit = actionForKey(actions, e, ctx);
  if (!hit) return false;
  if (!hit.action.keepDefault) e.preventDefault();
  hit.action.perform(ctx, hit.key);
  return true;
}

const KEY_NAMES: Record<string, string> = { arrowleft: '←', arrowright: '→', arrowup: '↑', arrowdown: '↓', escape: 'Esc', ' ': 'Space' };

/** A binding as people write it: "Ctrl+Shift+Z", or "⌘⇧Z" on macOS. */
export function formatKey(b: KeyBinding, mac = false): string {
  const name = KEY_NAMES[b.key.toLowerCase()] ?? (b.key.length === 1 ? b.key.toUpperCase() : b.key);
  const parts = [b.mod ? (mac ? '⌘' : 'Ctrl') : '', b.alt ? (mac ? '⌥' : 'Alt') : '', b.shift ? (mac ? '⇧' : 'Shift') : ''].filter(Boolean);
  return mac ? parts.join('') + name : [...parts, name].join('+');
}

export interface ShortcutHelp {
  name: string;
  label: string;
  keys: string[];
}

/** The shortcut help: every action with keys, in table order. */
export const shortcutHelp = <C>(actions: readonly Action<C>[], mac = false): ShortcutHelp[] =>
  actions.filter((a) => a.keys?.length).map((a) => ({ name: a.name, label: a.label, keys: a.keys!.map((b) => formatKey(b, mac)) }));

/** The first binding, for a button's title: "Undo (Ctrl+Z)". */
export const primaryKey = <C>(action: Action<C>, mac = false): string | null => (action.keys?.[0] ? formatKey(action.keys[0], mac) : null);
