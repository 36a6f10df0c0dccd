// The decoded picture of a document's source, loaded once per source: a library
// image's bytes from the content route; a blank canvas has none.
import { useQuery } from '@tanstack/react-query';
import { assetContentPath } from '@src/common/contracts/media';
import type { ImageSource } from '@src/common/contracts/image';
import { decodePicture } from '../canvas/decode';

export function useSourcePicture(org: string, source: ImageSource) {
  const assetId = source.type === 'asset' ? source.assetId : null;
  return useQuery({
    queryKey: ['orgs', org, 'image-editor', 'source', assetId],
    enabled: Boolean(org && assetId),
    staleTime: Infinity,
    gcTime: 60_000,
    queryFn: async () => {
      const res = await fetch(assetContentPath(org, assetId!), { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`source ${res.status}`);
      const picture = await decodePicture(await res.blob());
      if (!picture) throw new Error('undecodable source');
      return picture;
    },
  });
}
