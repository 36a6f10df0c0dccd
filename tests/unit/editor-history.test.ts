// The editor kernel's history on a document type of its own: it must know
// nothing of carousels (the clip and video editors use it next).
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  perform,
  rebase,
  redo,
  seal,
  startHistory,
  undo,
  type Command,
} from '../../client/editor/history';

interface Timeline {
  clips: readonly { id: string; start: number }[];
}
const add = (id: string, start: number): Command<Timeline> => ({ apply: (d) => ({ clips: [...d.clips, { id, start }] }) });
const move = (id: string, start: number): Command<Timeline> => ({
  mergeKey: `move:${id}`,
  apply: (d) => ({ clips: d.clips.map((c) => (c.id === id ? { ...c, start } : c)) }),
});
const nothing: Command<Timeline> = { apply: (d) => d };

describe('editor kernel history', () => {
  it('undoes and redoes whole documents, and a new change drops what could be redone', () => {
    let h = startHistory<Timeline>({ clips: [] });
    h = perform(h, add('a', 0));
    h = perform(h, add('b', 5));
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present.clips.map((c) => c.id)).toEqual(['a']);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present.clips.map((c) => c.id)).toEqual(['a', 'b']);
    h = perform(undo(h), add('c', 9));
    expect(canRedo(h)).toBe(false);
    expect(h.present.clips.map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('merges a drag into one step until it is sealed', () => {
    let h = perform(startHistory<Timeline>({ clips: [] }), add('a', 0));
    for (let s = 1; s <= 30; s++) h = perform(h, move('a', s));
    expect(h.past).toHaveLength(2);
    h = perform(seal(h), move('a', 40));
    expect(h.past).toHaveLength(3);
    expect(undo(h).present.clips[0]!.start).toBe(30);
    expect(undo(undo(h)).present.clips[0]!.start).toBe(0);
  });

  it('a command that changes nothing is no step; undo and redo at the ends change nothing', () => {
    const h = startHistory<Timeline>({ clips: [] });
    expect(perform(h, nothing)).toBe(h);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = startHistory<Timeline>({ clips: [] });
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = perform(h, add(`c${i}`, i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(h)) h = undo(h);
    expect(h.present.clips).toHaveLength(20);
  });

  it('writes a fact learned from outside into every state, so undo never takes it back', () => {
    let h = perform(perform(startHistory<Timeline>({ clips: [] }), add('a', 0)), add('b', 5));
    h = undo(h);
    const shifted = (d: Timeline): Timeline => ({ clips: d.clips.map((c) => ({ ...c, start: c.start + 100 })) });
    h = rebase(h, shifted);
    expect(h.past).toHaveLength(1);
    expect(h.present.clips.map((c) => c.start)).toEqual([100]);
    expect(redo(h).present.clips.map((c) => c.start)).toEqual([100, 105]);
    expect(undo(h).present.clips).toEqual([]);
    expect(rebase(h, (d) => d)).toBe(h);
  });
});
