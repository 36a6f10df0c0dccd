// The editor kernel (client/editor) on documents of its own: history, the action
// table and the save store, none of which may know what a carousel is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionForKey, formatKey, isEnabled, runKey, shortcutHelp, type Action, type KeyInput } from '../../client/editor/actions';
import { HISTORY_LIMIT, perform, redo, seal, startHistory, undo, type Command, type History } from '../../client/editor/history';
import { createSaveStore, readBackup, type BackupStorage, type SaveState } from '../../client/editor/save-store';
import { carouselActions, deleteAction, duplicateAction, type CarouselActionContext } from '../../client/slides/editor/editor-actions';
import { blankDocument, textElement } from '../../client/slides/model/document';

interface Doc {
  n: number;
}
const set = (n: number, mergeKey?: string): Command<Doc> => ({ mergeKey, apply: () => ({ n }) });

describe('history', () => {
  it('performs, undoes and redoes; a new step drops the redo', () => {
    let h = perform(perform(startHistory<Doc>({ n: 0 }), set(1)), set(2));
    h = undo(h);
    expect(h.present.n).toBe(1);
    expect(redo(h).present.n).toBe(2);
    h = perform(h, set(5));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('merges commands with one key into one step until sealed', () => {
    let h = startHistory<Doc>({ n: 0 });
    for (let i = 1; i <= 10; i++) h = perform(h, set(i, 'drag'));
    expect(h.past).toHaveLength(1);
    h = perform(seal(h), set(20, 'drag'));
    expect(h.past).toHaveLength(2);
    expect(undo(h).present.n).toBe(10);
    expect(undo(undo(h)).present.n).toBe(0);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = startHistory<Doc>({ n: 0 });
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = perform(h, set(i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.n).toBe(5);
  });
});

describe('actions', () => {
  interface Ctx {
    history: History<Doc>;
    log: string[];
  }
  const table: Action<Ctx>[] = [
    {
      name: 'undo',
      label: 'undo',
      keys: [{ key: 'z', mod: true, shift: false }],
      inFields: true,
      enabled: (c) => c.history.past.length > 0,
      perform: (c) => c.log.push('undo'),
    },
    {
      name: 'redo',
      label: 'redo',
      keys: [
        { key: 'z', mod: true, shift: true },
        { key: 'y', mod: true },
      ],
      inFields: true,
      perform: (c) => c.log.push('redo'),
    },
    { name: 'delete', label: 'delete', keys: [{ key: 'Delete' }, { key: 'Backspace' }], perform: (c) => c.log.push('delete') },
    { name: 'escape', label: 'escape', keys: [{ key: 'Escape' }], keepDefault: true, perform: (c) => c.log.push('escape') },
    { name: 'nudge', label: 'nudge', keys: [{ key: 'ArrowLeft', shift: false }], perform: (c, k) => c.log.push(`nudge ${k?.key}`) },
    { name: 'menu', label: 'menu', perform: (c) => c.log.push('menu') },
  ];
  const key = (k: string, o: Partial<KeyInput> & { tagName?: string } = {}) => {
    const { tagName, ...rest } = o;
    let prevented = false;
    const e = {
      key: k,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target: tagName ? ({ tagName } as unknown as EventTarget) : null,
      ...rest,
      preventDefault: () => void (prevented = true),
    };
    return { e, prevented: () => prevented };
  };
  const ctx = (steps = 1): Ctx => {
    let history = startHistory<Doc>({ n: 0 });
    for (let i = 0; i < steps; i++) history = perform(history, set(i + 1));
    return { history, log: [] };
  };

  it('matches Ctrl on Linux and Windows and Cmd on macOS, and tells shift apart', () => {
    const c = ctx();
    expect(actionForKey(table, key('z', { ctrlKey: true }).e, c)?.action.name).toBe('undo');
    expect(actionForKey(table, key('z', { metaKey: true }).e, c)?.action.name).toBe('undo');
    expect(actionForKey(table, key('Z', { ctrlKey: true, shiftKey: true }).e, c)?.action.name).toBe('redo');
    expect(actionForKey(table, key('y', { metaKey: true }).e, c)?.action.name).toBe('redo');
    expect(actionForKey(table, key('z').e, c)).toBeNull();
    expect(actionForKey(table, key('ArrowLeft', { shiftKey: true }).e, c)).toBeNull();
    // A modifier the binding leaves out may be down.
    expect(actionForKey(table, key('Backspace', { ctrlKey: true }).e, c)?.action.name).toBe('delete');
  });

  it('runs the action with the binding that matched, and keeps the default only where asked', () => {
    const c = ctx();
    const left = key('ArrowLeft');
    expect(runKey(table, left.e, c)).toBe(true);
    expect(left.prevented()).toBe(true);
    const esc = key('Escape');
    runKey(table, esc.e, c);
    expect(esc.prevented()).toBe(false);
    expect(c.log).toEqual(['nudge ArrowLeft', 'escape']);
  });

  it('does not run a disabled action, nor keep the key from the browser', () => {
    const c = ctx(0);
    const k = key('z', { ctrlKey: true });
    expect(runKey(table, k.e, c)).toBe(false);
    expect(k.prevented()).toBe(false);
    expect(c.log).toEqual([]);
  });

  it('leaves keys typed in fields alone unless the action runs in fields', () => {
    const c = ctx();
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(actionForKey(table, key('Backspace', { tagName }).e, c)).toBeNull();
    const editable = {
      key: 'Delete',
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target: { isContentEditable: true } as unknown as EventTarget,
    };
    expect(actionForKey(table, editable, c)).toBeNull();
    expect(actionForKey(table, key('z', { ctrlKey: true, tagName: 'INPUT' }).e, c)?.action.name).toBe('undo');
  });

  it('makes the shortcut help from the same table', () => {
    expect(shortcutHelp(table)).toEqual([
      { name: 'undo', label: 'undo', keys: ['Ctrl+Z'] },
      { name: 'redo', label: 'redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'] },
      { name: 'delete', label: 'delete', keys: ['Delete', 'Backspace'] },
      { name: 'escape', label: 'escape', keys: ['Esc'] },
      { name: 'nudge', label: 'nudge', keys: ['←'] },
    ]);
    expect(formatKey({ key: 'z', mod: true, shift: true }, true)).toBe('⌘⇧Z');
  });

  it('the carousel editor keeps its keys: undo, redo, delete, escape, duplicate, nudges of 1 and 10 px', () => {
    const help = Object.fromEntries(shortcutHelp(carouselActions).map((h) => [h.name, h.keys]));
    expect(help).toEqual({
      undo: ['Ctrl+Z'],
      redo: ['Ctrl+Shift+Z', 'Ctrl+Y'],
      delete: ['Delete', 'Backspace'],
      deselect: ['Esc'],
      duplicate: ['Ctrl+D'],
      nudge: ['←', '↑', '→', '↓'],
      nudgeFar: ['Shift+←', 'Shift+↑', 'Shift+→', 'Shift+↓'],
    });
  });
});

class MemoryStorage implements BackupStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('save store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const KEY = 'test:doc:1';
  function setup(save: (doc: Doc, name: string, base: number) => Promise<number>) {
    const storage = new MemoryStorage();
    const calls: { doc: Doc; name: string; base: number }[] = [];
    const store = createSaveStore<Doc>({
      doc: { n: 0 },
      name: 'A',
      version: 1,
      storage,
      storageKey: KEY,
      save: (doc, name, base) => (calls.push({ doc, name, base }), save(doc, name, base)),
    });
    const states: SaveState[] = [];
    store.subscribe(() => states.push(store.getSnapshot()));
    return { store, storage, calls, states };
  }
  const parse = (d: unknown) => (typeof (d as Doc).n === 'number' ? (d as Doc) : null);
  /** A server out of reach (every save fails) until `online()`; then it answers version 2. */
  function offlineServer() {
    let up = false;
    const save = async () => {
      if (!up) throw new Error('offline');
      return 2;
    };
    return { save, online: () => void (up = true) };
  }

  it('saves once, the delay after the last change, over the version it started from', async () => {
    let version = 1;
    const { store, calls, states } = setup(async () => ++version);
    store.edit({ n: 1 }, 'A');
    await vi.advanceTimersByTimeAsync(500);
    store.edit({ n: 2 }, 'A');
    await vi.advanceTimersByTimeAsync(899);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ doc: { n: 2 }, name: 'A', base: 1 }]);
    expect(states).toEqual(['unsaved', 'saving', 'saved']);
    store.edit({ n: 3 }, 'B');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls[1]).toEqual({ doc: { n: 3 }, name: 'B', base: 2 });
  });

  it('shows an edit as unsaved before it is told of it', () => {
    const { store } = setup(async () => 2);
    expect(store.getSnapshot()).toBe('saved');
    expect(store.isPending({ n: 1 }, 'A')).toBe(true);
    expect(store.isPending({ n: 0 } as Doc, 'A')).toBe(true); // another object: an edit
  });

  it('a version conflict stops saving for good', async () => {
    const { store, calls } = setup(() => Promise.reject(Object.assign(new Error('stale'), { status: 409 })));
    store.edit({ n: 1 }, 'A');
    await vi.advanceTimersByTimeAsync(900);
    expect(store.getSnapshot()).toBe('conflict');
    store.edit({ n: 2 }, 'A');
    await vi.advanceTimersByTimeAsync(5000);
    await store.retry();
    expect(calls).toHaveLength(1);
    expect(store.getSnapshot()).toBe('conflict');
  });

  it('a failed save says so, and the next change (or retry) tries again', async () => {
    const server = offlineServer();
    const { store, calls } = setup(server.save);
    store.edit({ n: 1 }, 'A');
    await vi.advanceTimersByTimeAsync(900);
    expect(store.getSnapshot()).toBe('failed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    server.online();
    store.edit({ n: 2 }, 'A');
    expect(store.getSnapshot()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toHaveLength(2);
    expect(store.getSnapshot()).toBe('saved');
  });

  it('an edit made while a save is out is saved next', async () => {
    let release = (_v: number) => {};
    const { store, calls } = setup(() => new Promise<number>((r) => (release = r)));
    store.edit({ n: 1 }, 'A');
    await vi.advanceTimersByTimeAsync(900);
    store.edit({ n: 2 }, 'A');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toHaveLength(1);
    release(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls[1]).toEqual({ doc: { n: 2 }, name: 'A', base: 2 });
    release(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toBe('saved');
  });

  it('keeps a browser copy shortly after a change, restored only over the same version, cleared once saved', async () => {
    const server = offlineServer();
    const { store, storage } = setup(server.save);
    store.edit({ n: 1 }, 'A');
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(250);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ baseVersion: 1, name: 'A', document: { n: 1 } });
    expect(readBackup(storage, KEY, 1, parse)).toEqual({ baseVersion: 1, name: 'A', document: { n: 1 } });
    expect(readBackup(storage, KEY, 2, parse)).toBeNull();
    expect(readBackup(storage, KEY, 1, () => null)).toBeNull();
    await vi.advanceTimersByTimeAsync(650);
    expect(store.getSnapshot()).toBe('failed');
    server.online();
    await store.retry();
    expect(store.getSnapshot()).toBe('saved');
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('writes the copy at once when the page goes, and not when nothing is unsaved', () => {
    const { store, storage } = setup(async () => 2);
    store.flushBackup();
    expect(storage.getItem(KEY)).toBeNull();
    store.edit({ n: 1 }, 'A');
    store.flushBackup();
    expect(readBackup(storage, KEY, 1, parse)?.document).toEqual({ n: 1 });
  });

  it('undoing back to what the server has is saved, with no copy left', async () => {
    const storage = new MemoryStorage();
    const original = { n: 0 };
    const save = vi.fn(async () => 2);
    const store = createSaveStore<Doc>({ doc: original, name: 'A', version: 1, storage, storageKey: KEY, save });
    store.edit({ n: 1 }, 'A');
    await vi.advanceTimersByTimeAsync(300);
    expect(storage.getItem(KEY)).not.toBeNull();
    store.edit(original, 'A');
    expect(store.getSnapshot()).toBe('saved');
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
  });

  it('opening the document leaves a copy another tab wrote alone', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, JSON.stringify({ baseVersion: 1, name: 'A', document: { n: 7 } }));
    const doc = { n: 0 };
    const store = createSaveStore<Doc>({ doc, name: 'A', version: 1, storage, storageKey: KEY, save: async () => 2 });
    store.edit(doc, 'A');
    expect(readBackup(storage, KEY, 1, parse)?.document).toEqual({ n: 7 });
  });
});

describe('carousel action table', () => {
  const deleteKey = () => ({
    key: 'Delete',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: null,
    preventDefault: () => {},
  });
  const ctxWith = (locked: boolean) => {
    const el = textElement('t1', { x: 10, y: 10, width: 100, height: 40 }, 'Hi');
    const doc = {
      ...blankDocument('square', () => 's1'),
      slides: [{ id: 's1', background: 'background' as const, elements: [{ ...el, locked }] }],
    };
    const ran: string[] = [];
    const ctx: CarouselActionContext = {
      history: startHistory(doc),
      setHistory: () => ran.push('history'),
      run: (c) => ran.push(JSON.stringify(c.apply(doc).slides[0]!.elements.length)),
      slideId: 's1',
      selected: { ...el, locked },
      select: (id) => ran.push(`select:${id}`),
      duplicate: () => ran.push('duplicate'),
    };
    return { ctx, ran };
  };

  it('deletes the selected element with the key and the inspector button alike', () => {
    const { ctx, ran } = ctxWith(false);
    expect(isEnabled(deleteAction, ctx)).toBe(true);
    expect(runKey(carouselActions, deleteKey(), ctx)).toBe(true);
    expect(ran).toEqual(['0', 'select:null']);
  });

  it('leaves a locked element alone: the key does nothing and the button is off', () => {
    const { ctx, ran } = ctxWith(true);
    expect(isEnabled(deleteAction, ctx)).toBe(false);
    expect(runKey(carouselActions, deleteKey(), ctx)).toBe(false);
    expect(ran).toEqual([]);
    // Duplicating a locked element is still allowed (the copy comes unlocked).
    expect(isEnabled(duplicateAction, ctx)).toBe(true);
  });
});
