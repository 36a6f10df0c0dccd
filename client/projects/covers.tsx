// The covers project cards draw, by what a kind's summary holds: a library
// video's thumbnail under the tool's icon (clips, videos, subtitles), or a first
// slide drawn small (carousels, stories).
import { lazy, Suspense, type ReactNode } from 'react';
import type { CarouselFormat, ProjectCover } from '@src/common/contracts/carousel';
import { assetContentPath } from '@src/common/contracts/media';
import { thumbnailUrl } from '@client/services/library/library';
import { useMounted } from '@client/lib/use-mounted';

// Konva comes with it: its own chunk, drawn in the browser only, after the list is on screen.
const SlideThumb = lazy(() => import('@client/features/carousel/components/project-cover'));

/** A library asset's thumbnail over the tool's icon, which shows when there is none (or none yet). */
export function ThumbnailCover({
  org,
  assetId,
  icon,
  children,
}: {
  org: string;
  assetId: string | null;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {assetId ? <img src={thumbnailUrl(org, assetId)} alt="" loading="lazy" onError={(e) => (e.currentTarget.hidden = true)} /> : null}
      {icon}
      {children}
    </>
  );
}

export function SlideCover({ org, cover, format, width }: { org: string; cover: ProjectCover; format: CarouselFormat; width: number }) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SlideThumb cover={cover} format={format} width={width} imageUrl={(id) => assetContentPath(org, id)} />
    </Suspense>
  );
}
