// An editor preview's images decoded to bitmaps, as the worker has them, so the
// page draws them with the render's own code. The clipper and video previews
// both need this; a list replaced before its bitmaps are ready never lands.
import { useEffect, useState } from 'react';
import type { Bitmaps } from './overlays';

/** The bitmaps of `images`; pass a list kept with useMemo, since a new list decodes again. */
export function useBitmaps(images: readonly Blob[]): Bitmaps {
  const [bitmaps, setBitmaps] = useState<Bitmaps>(new Map());
  useEffect(() => {
    let live = true;
    void Promise.all(images.map(async (b) => [b, await createImageBitmap(b)] as const)).then((pairs) => live && setBitmaps(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [images]);
  return bitmaps;
}
