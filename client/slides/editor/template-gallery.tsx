// The templates as a gallery: each look's cover drawn by the same slide canvas
// as the editor and the exports, in the document's format (and kit, once one is
// applied). The new-document dialogs pick from it; inside the editor, the
// Templates button opens it and adds the chosen template's slides.
import { useMemo, useState } from 'react';
import { LayoutTemplate } from 'lucide-react';
import { toast } from 'sonner';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselFormat, Slide } from '@src/common/contracts/carousel';
import type { Locale } from '@src/common/locales';
import { Dialog } from '@client/components/ui/dialog';
import { SlideThumb } from '../canvas/slide-stage';
import { fontFaceRules, useFontsReady } from '../canvas/fonts';
import { fontsOf, fontValuesOf } from '../model/brand';
import { LOOKS, type Look } from '../model/layouts';
import { TEMPLATES, templateDocument } from '../model/templates';
import { useSlidesT } from '../messages';

/** A look's slides in a format: the carousel's templates by default; the story's add timing. */
export type TemplateSlides = (look: Look, locale: Locale, format: CarouselFormat, makeId: () => string) => Slide[];
const carouselSlides: TemplateSlides = (look, locale, format, makeId) => templateDocument(look, locale, format, makeId).slides;

interface GalleryProps {
  format: CarouselFormat;
  brand?: BrandKitSnapshot | null;
  value?: Look;
  onChoose: (look: Look) => void;
  slidesOf?: TemplateSlides;
  thumbWidth?: number;
}

export function TemplateGallery({ format, brand = null, value, onChoose, slidesOf = carouselSlides, thumbWidth = 120 }: GalleryProps) {
  const { t, i18n } = useSlidesT();
  const locale = (i18n.language === 'en' ? 'en' : 'pt-BR') as Locale;
  // Fixed ids: the thumbnails are drawn once per format and language, not on every render.
  const looks = useMemo(
    () =>
      LOOKS.map((look) => {
        let n = 0;
        return { look, slides: slidesOf(look, locale, format, () => `${look}${++n}`) };
      }),
    [format, locale, slidesOf],
  );
  const fonts = useMemo(() => fontsOf(brand, fontValuesOf(looks.map((l) => l.slides[0]!))), [brand, looks]);
  const ready = useFontsReady(fonts);
  const ctx = useMemo(() => ({ brand, imageUrl: () => '' }), [brand]);
  return (
    <div className="template-gallery" role="group" aria-label={t('editor.templates')} data-testid="template-gallery">
      <style>{fontFaceRules(fonts)}</style>
      {looks.map(({ look, slides }) => (
        <button
          key={look}
          type="button"
          className="template-card"
          aria-pressed={value === undefined ? undefined : value === look}
          aria-label={t('editor.templateCard', { name: TEMPLATES[look][locale].name, count: slides.length })}
          onClick={() => onChoose(look)}
          data-testid="template-card"
        >
          <SlideThumb format={format} slide={slides[0]!} width={thumbWidth} ctx={ctx} fontsReady={ready} />
          <span aria-hidden="true">{TEMPLATES[look][locale].name}</span>
        </button>
      ))}
    </div>
  );
}

/** The editor's Templates button: the gallery in a dialog; a choice adds that template's slides after the current one. */
export function TemplatesButton({
  format,
  brand,
  onInsert,
  slidesOf = carouselSlides,
  makeId,
}: {
  format: CarouselFormat;
  brand: BrandKitSnapshot | null;
  onInsert: (slides: Slide[]) => void;
  slidesOf?: TemplateSlides;
  makeId: () => string;
}) {
  const { t, i18n } = useSlidesT();
  const [open, setOpen] = useState(false);
  const locale = (i18n.language === 'en' ? 'en' : 'pt-BR') as Locale;
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
        <LayoutTemplate size={16} aria-hidden="true" /> {t('editor.templates')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('editor.templatesTitle')}
        description={t('editor.templatesHint')}
        closeLabel={t('editor.close')}
      >
        {open ? (
          <TemplateGallery
            format={format}
            brand={brand}
            slidesOf={slidesOf}
            onChoose={(look) => {
              setOpen(false);
              onInsert(slidesOf(look, locale, format, makeId));
              toast.success(t('editor.templateAdded', { name: TEMPLATES[look][locale].name }));
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
