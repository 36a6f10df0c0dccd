// An AI draft (hook, body slides, call to action) laid out as a carousel in
// the brand's kit: the hook is the cover, the rest follow the same look. With a
// measure, the draft is laid out so it fits: each text's size is the size at
// which its words stay whole inside its box, in the kit's fonts (decision 045).
import type { CarouselDraft } from '@src/common/contracts/ai';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselDocument, CarouselFormat } from '@src/common/contracts/carousel';
import type { MakeId } from '../../../slides/model/document';
import { settleFit, type Measure } from '../../../slides/model/fit';
import { layoutSlide, type Look } from '../../../slides/model/layouts';

export function draftDocument(
  draft: CarouselDraft,
  format: CarouselFormat,
  brand: BrandKitSnapshot | null,
  makeId: MakeId,
  measure?: Measure,
  look: Look = 'bold',
): CarouselDocument {
  const doc: CarouselDocument = {
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
  return measure ? settleFit(doc, measure) : doc;
}
