// An AI draft (hook, body slides, call to action) laid out as a carousel in
// the brand's kit: the hook is the cover, the rest follow the same look.
import type { CarouselDraft } from '@src/common/contracts/ai';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselDocument, CarouselFormat } from '@src/common/contracts/carousel';
import type { MakeId } from '../../../slides/model/document';
import { layoutSlide, type Look } from '../../../slides/model/layouts';

export function draftDocument(
  draft: CarouselDraft,
  format: CarouselFormat,
  brand: BrandKitSnapshot | null,
  makeId: MakeId,
  look: Look = 'bold',
): CarouselDocument {
  return {
    version: 1,
    format,
    brand,
    slides: draft.slides.map((s) =>
      layoutSlide(
        look,
        s.role === 'hook' ? 'cover' : s.role === 'cta' ? 'cta' : 'content',
        { heading: s.heading, body: s.body },
        format,
        makeId,
      ),
    ),
  };
}
