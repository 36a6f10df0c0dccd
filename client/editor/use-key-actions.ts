// An editor's action table on the keyboard: one window listener for the page's
// life, which reads the latest render's context (a drag renders many times, and
// re-adding the listener on each would be waste).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { runKey, type Action } from './actions';

export function useKeyActions<C>(actions: readonly Action<C>[], ctx: C) {
  const latest = useRef(ctx);
  useLayoutEffect(() => {
    latest.current = ctx;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => void runKey(actions, e, latest.current);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
