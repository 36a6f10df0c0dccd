// A new carousel: blank, from one of the six templates, or drafted from a topic
// by the AI layer (in offline mode when no model is configured, and it says so).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carouselDraftRequestSchema, DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN } from '@src/common/contracts/ai';
import { DEFAULT_FORMAT, type CarouselDocument, type CarouselFormat } from '@src/common/contracts/carousel';
import type { Locale } from '@src/common/locales';
import { Field, SelectField } from '@client/components/ui/field';
import { DraftDialog, SlidesTopicFields, useSlidesDraftForm, type NewProjectProps } from '@client/projects/draft-dialog';
import { kitSnapshot } from '../../../services/brand-kits';
import { useDraftCarousel } from '../api';
import { blankDocument, randomId } from '../../../slides/model/document';
import { draftDocument } from '../model/draft';
import type { Look } from '../../../slides/model/layouts';
import { TEMPLATES, templateDocument } from '../../../slides/model/templates';
import { fontsOf, fontValuesOf } from '../../../slides/model/brand';
import { settleFit } from '../../../slides/model/fit';
import { canvasMeasure, loadFonts } from '../../../slides/canvas/measure';
import { TemplateGallery } from '../../../slides/editor/template-gallery';
import { useCarouselT } from '../messages';
import { FormatOptions, KitOptions } from '@client/slides/editor/options';

type Mode = 'blank' | 'template' | 'topic';
const DRAFT_PRICE = 5;

const DRAFTED = carouselDraftRequestSchema.pick({ topic: true, audience: true, slides: true });

export function NewProjectDialog(props: NewProjectProps<'carousel'>) {
  const { org } = props;
  const { t, i18n } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const [mode, setMode] = useState<Mode>('blank');
  // Opened with a topic (a trend's "Make content from this"), the dialog starts on drafting from it.
  useEffect(() => {
    if (props.open && props.topic) setMode('topic');
  }, [props.open, props.topic]);
  const [format, setFormat] = useState<CarouselFormat>(DEFAULT_FORMAT);
  const [look, setLook] = useState<Look>('bold');
  const draft = useDraftCarousel(org);
  const fallback = mode === 'template' ? TEMPLATES[look][locale].name : t('create.untitled');
  const draftForm = useSlidesDraftForm(props, mode === 'topic' ? DRAFTED : null, fallback, 6);
  const { form, setup, create, keyed } = draftForm;
  const { kit, language } = setup;

  // A new carousel is laid out so it fits (decision 045): measured in the kit's fonts, loaded first.
  const fitted = async (doc: CarouselDocument) => {
    await loadFonts(fontsOf(doc.brand, fontValuesOf(doc.slides)));
    return settleFit(doc, canvasMeasure);
  };
  const submit = create(async ({ topic, audience, slides }): Promise<CarouselDocument> => {
    const brand = async () => (kit ? await kitSnapshot(org, kit) : null);
    if (mode === 'topic') {
      const result = await draft.mutateAsync(keyed({ topic, audience, slides, locale: language, kitId: kit || null }));
      return fitted(draftDocument(result.draft, format, await brand(), randomId));
    }
    const base = mode === 'template' ? templateDocument(look, locale, format, randomId) : blankDocument(format, randomId);
    return fitted({ ...base, brand: await brand() });
  });

  return (
    <DraftDialog
      t={t}
      draft={draftForm}
      className=""
      modes={(['blank', 'template', 'topic'] as const).map((m) => ({ id: m, label: t(`create.${m}`) }))}
      mode={mode}
      onMode={setMode}
      cost={t('create.cost', { credits: DRAFT_PRICE })}
      onSubmit={submit}
    >
      <Field label={t('create.name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
      {mode === 'template' ? (
        <div className="field">
          <span className="field-label">{t('create.template')}</span>
          <TemplateGallery format={format} value={look} onChoose={setLook} thumbWidth={88} />
        </div>
      ) : null}
      {mode === 'topic' ? (
        <SlidesTopicFields
          t={t}
          form={form}
          countLabel={t('create.slideCount')}
          min={DRAFT_SLIDES_MIN}
          max={DRAFT_SLIDES_MAX}
          language={language}
          onLanguage={setup.setLanguage}
        />
      ) : null}
      <div className="two-cols">
        <SelectField label={t('create.format')} value={format} onChange={(v) => setFormat(v as CarouselFormat)}>
          <FormatOptions />
        </SelectField>
        <SelectField label={t('create.kit')} value={kit} onChange={setup.setKit}>
          <KitOptions kits={setup.kits} />
        </SelectField>
      </div>
    </DraftDialog>
  );
}
