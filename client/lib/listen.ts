// Several events of one target calling the same handler, undone together: the
// editor previews redraw on a video's seeks and loads and drop the handlers when
// what they draw changes.
/** Adds `fn` for each of `events` on `target` (none when it is null); returns what removes them. */
export function listen(target: EventTarget | null | undefined, events: readonly string[], fn: () => void): () => void {
  for (const e of events) target?.addEventListener(e, fn);
  return () => {
    for (const e of events) target?.removeEventListener(e, fn);
  };
}
