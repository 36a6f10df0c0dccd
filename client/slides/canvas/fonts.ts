// Konva draws text once, with whatever font is ready: the fonts a document uses
// are declared and loaded first, and the stage is drawn again when they arrive.
import { useEffect, useMemo, useState } from 'react';
import type { ResolvedFont } from '@src/common/contracts/brand-kits';

const FORMAT = { woff2: 'woff2', truetype: 'truetype', opentype: 'opentype' } as const;

export function fontFaceRules(fonts: readonly ResolvedFont[]): string {
  return fonts
    .flatMap((f) =>
      f.files.map(
        (file) =>
          `@font-face{font-family:'${f.cssFamily}';src:url('${file.url}') format('${FORMAT[file.format]}');font-weight:${file.weight};font-display:block}`,
      ),
    )
    .join('\n');
}

/** A number that changes whenever more of the fonts have loaded: a key to redraw with. */
export function useFontsReady(fonts: readonly ResolvedFont[]): number {
  const [ready, setReady] = useState(0);
  const key = useMemo(() => fonts.map((f) => f.cssFamily).join('|'), [fonts]);
  useEffect(() => {
    let live = true;
    const loads = fonts.flatMap((f) => f.files.map((file) => document.fonts.load(`${file.weight} 40px '${f.cssFamily}'`).catch(() => [])));
    void Promise.all(loads).then(() => live && setReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the families are the identity
  return ready;
}
