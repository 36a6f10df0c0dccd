// What the compositor needs besides the document: each used file's address and
// size (from the library), the images as blobs, and the kit's font files.
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { assetContentPath } from '@src/common/contracts/media';
import type { VideoDocument } from '@src/common/contracts/video';
import { assetsQuery } from '../../../services/library/library';
import type { CompositionInputs } from '../model/composition';

export function useCompositionInputs(org: string, doc: VideoDocument, kit: BrandKitSnapshot | null | undefined) {
  const assets = useQuery({ ...assetsQuery(org, {}), enabled: Boolean(org) });
  const byId = useMemo(() => new Map((assets.data ?? []).map((a) => [a.id, a])), [assets.data]);
  const used = useMemo(
    () => [
      ...new Set(doc.tracks.flatMap((tr) => tr.items.flatMap((i) => (i.kind === 'text' || i.kind === 'captions' ? [] : [i.assetId])))),
    ],
    [doc],
  );
  const imageIds = used.filter((id) => byId.get(id)?.kind === 'image');
  const images = useQueries({
    queries: imageIds.map((id) => ({
      queryKey: ['asset-blob', org, id],
      queryFn: async () => (await fetch(assetContentPath(org, id), { credentials: 'include' })).blob(),
      staleTime: Infinity,
    })),
  });
  const inputs: CompositionInputs = useMemo(() => {
    const sources = new Map<string, { ref: { url: string }; width: number; height: number }>();
    for (const id of used) {
      const a = byId.get(id);
      if (a) sources.set(id, { ref: { url: assetContentPath(org, id) }, width: a.width ?? 1280, height: a.height ?? 720 });
    }
    const blobs = new Map<string, Blob>();
    imageIds.forEach((id, i) => images[i]?.data && blobs.set(id, images[i]!.data!));
    const fonts = kit
      ? [kit.fonts.heading, kit.fonts.body].flatMap((f) =>
          f.files.map((file) => ({ family: f.cssFamily, url: file.url, weight: file.weight })),
        )
      : [];
    return { sources, images: blobs, fonts, kit: kit ?? null };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `images` is a new array each render; its data is what matters
  }, [used.join(), byId, org, kit, images.map((q) => q.dataUpdatedAt).join()]);
  return { inputs, byId };
}
