// The library images the document's image layers draw, each fetched and decoded
// once and kept in the page-wide map the drawing reads (canvas/layer-pictures):
// the preview and the export then draw the same bitmaps. The number returned
// changes as images arrive, so the preview redraws with them.
import { useQueries } from '@tanstack/react-query';
import { assetContentPath } from '@src/common/contracts/media';
import type { ImageDocument } from '@src/common/contracts/image';
import { decodePicture } from '../canvas/decode';
import { layerPictures } from '../canvas/layer-pictures';

export function useLayerPictures(org: string, doc: ImageDocument): number {
  const ids = [...new Set(doc.layers.flatMap((l) => (l.kind === 'image' ? [l.assetId] : [])))];
  const results = useQueries({
    queries: ids.map((assetId) => ({
      queryKey: ['orgs', org, 'image-editor', 'layer', assetId],
      enabled: Boolean(org),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      queryFn: async () => {
        const res = await fetch(assetContentPath(org, assetId), { credentials: 'same-origin' });
        if (!res.ok) throw new Error(`layer ${res.status}`);
        const picture = await decodePicture(await res.blob());
        if (!picture) throw new Error('undecodable layer');
        layerPictures.set(assetId, picture);
        return assetId;
      },
    })),
  });
  return results.filter((r) => r.isSuccess).length;
}
