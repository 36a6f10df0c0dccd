// A project's first slide, drawn small for the projects list. Loaded on its own
// (it brings Konva), after the list itself is on screen.
import { useMemo } from 'react';
import type { CarouselFormat, ProjectCover as Cover } from '@src/common/contracts/carousel';
import { fontFaceRules, useFontsReady } from '../../../slides/canvas/fonts';
import { SlideThumb } from '../../../slides/canvas/slide-stage';
import { fontsOf, fontValuesOf } from '../../../slides/model/brand';

export default function ProjectCover({
  cover,
  format,
  width,
  imageUrl,
}: {
  cover: Cover;
  format: CarouselFormat;
  width: number;
  imageUrl: (id: string) => string;
}) {
  const fonts = useMemo(() => fontsOf(cover.brand, fontValuesOf([cover.slide])), [cover]);
  const ready = useFontsReady(fonts);
  const ctx = useMemo(() => ({ brand: cover.brand, imageUrl }), [cover.brand, imageUrl]);
  return (
    <>
      <style>{fontFaceRules(fonts)}</style>
      <SlideThumb format={format} slide={cover.slide} width={width} ctx={ctx} fontsReady={ready} />
    </>
  );
}
