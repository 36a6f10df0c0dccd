// React's useId makes an id from the element's place in the tree, counting
// every list of siblings on the way down. The Worker renders the whole
// document (src/ssr/document.tsx), where #root is child 1 of 2 of <html>
// (head, body) and then child 0 of 3 of <body> (#root, boot state, entry); the
// browser hydrates #root alone. Without the same two lists above the app,
// every id the browser makes differs from the server's, and a label rendered
// on the server names an input the browser mounts later by an id it never
// gets. tests/unit/server-place.test.tsx renders both and fails if Document's
// lists and ROOT_PLACE drift apart.
import { Fragment, type ReactNode } from 'react';

/** [siblings, index] from <html> down to #root's children. */
const ROOT_PLACE = [
  [2, 1],
  [3, 0],
] as const;

/** The app, wrapped in lists that render nothing but put it where the server had it. */
export function AtServerPlace({ children }: { children: ReactNode }) {
  return ROOT_PLACE.reduceRight<ReactNode>(
    (inner, [count, at]) => <>{Array.from({ length: count }, (_, i) => (i === at ? <Fragment key={i}>{inner}</Fragment> : null))}</>,
    children,
  );
}
