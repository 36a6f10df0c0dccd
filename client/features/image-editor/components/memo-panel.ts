// A side panel that draws again only when what it shows changed. A slider's
// step makes a new document many times a second; without this every panel (the
// layer list, the icon grid, their translated labels) rendered again on each step,
// and that React work, not the pixels, was most of the step's main-thread time.
import { memo, type ComponentType } from 'react';
import type { ImageDocument } from '@src/common/contracts/image';

type DocKey = keyof ImageDocument;

const sameList = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]));

/** `Panel`, redrawn when a prop changes (arrays compared item by item) or a part of the document it reads. */
export function panelIgnoring<P extends { doc: ImageDocument }>(Panel: ComponentType<P>, ignored: readonly DocKey[]) {
  return memo(Panel, (before, after) => {
    for (const key of Object.keys(after) as (keyof P)[]) {
      if (key === 'doc') continue;
      if (!sameList(before[key], after[key])) return false;
    }
    const a = before.doc;
    const b = after.doc;
    return (Object.keys(b) as DocKey[]).every((k) => ignored.includes(k) || a[k] === b[k]);
  });
}
