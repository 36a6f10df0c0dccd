// The save store in a React editor: tells it each edit, keeps the browser copy
// when the page goes, and asks before leaving unsaved work.
import { useEffect, useSyncExternalStore } from 'react';
import type { SaveState, SaveStore } from './save-store';

export function useSaveStore<D>(store: SaveStore<D>, doc: D, name: string): SaveState {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => store.edit(doc, name), [store, doc, name]);
  useEffect(() => {
    window.addEventListener('pagehide', store.flushBackup);
    return () => {
      window.removeEventListener('pagehide', store.flushBackup);
      store.dispose();
    };
  }, [store]);

  // A change shows as unsaved in the render that makes it. The store hears of it
  // only after React runs effects, and until then the badge (and anyone reading it)
  // would see "saved" over an edit the server has not got.
  const shown: SaveState = state === 'saved' && store.isPending(doc, name) ? 'unsaved' : state;

  useEffect(() => {
    if (shown === 'saved') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [shown]);

  return shown;
}
