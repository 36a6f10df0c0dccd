// A new carousel: blank, from one of the six templates, or drafted from a topic
// by the AI layer (in offline mode when no model is configured, and it says so).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carouselDraftRequestSchema, DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN } from '@src/common/contracts/ai';
import { DEFAULT_FORMAT, type CarouselDocument, type CarouselFormat } from '@src/common/contracts/carousel';
import type { Locale } from '@src/common/locales';
import { Field } from '@client/components/ui/field';
import { useForm } from '@client/lib/use-form';
import {
  CountField,
  DraftDialog,
  draftFormSchema,
  LanguageField,
  SelectField,
  TYPED_SLIDES_FIELDS,
  useDraftSetup,
  type NewProjectProps,
  type SlidesFields,
} from '@client/projects/draft-dialog';
import { kitSnapshot } from '../../../services/brand-kits';
import { useDraftCarousel } from '../api';
import { blankDocument, randomId } from '../../../slides/model/document';
import { draftDocument } from '../model/draft';
import { LOOKS, type Look } from '../../../slides/model/layouts';
import { TEMPLATES, templateDocument } from '../../../slides/model/templates';
import { useCarouselT } from '../messages';
import { FormatOptions, KitOptions } from '@client/slides/editor/options';
import { Options } from '@client/components/ui/options';

type Mode = 'blank' | 'template' | 'topic';
const DRAFT_PRICE = 5;

const EMPTY: SlidesFields = { name: '', topic: '', audience: '', slides: 6 };
const DRAFTED = carouselDraftRequestSchema.pick({ topic: true, audience: true, slides: true });

export function NewProjectDialog({ org, open, onClose, onCreate }: NewProjectProps<'carousel'>) {
  const { t, i18n } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const [mode, setMode] = useState<Mode>('blank');
  const [format, setFormat] = useState<CarouselFormat>(DEFAULT_FORMAT);
  const [look, setLook] = useState<Look>('bold');
  const draft = useDraftCarousel(org);
  const fallback = mode === 'template' ? TEMPLATES[look][locale].name : t('create.untitled');
  const form = useForm(draftFormSchema<SlidesFields>(TYPED_SLIDES_FIELDS, mode === 'topic' ? DRAFTED : null, fallback), EMPTY);
  const { reset } = form;
  const setup = useDraftSetup(
    org,
    open,
    useCallback(() => reset({ ...EMPTY }), [reset]),
  );
  const { kit, language, actionKey } = setup;

  const submit = form.submit(async ({ name, topic, audience, slides }) => {
    let document: CarouselDocument;
    const brand = async () => (kit ? await kitSnapshot(org, kit) : null);
    if (mode === 'topic') {
      const req = { topic, audience, slides, locale: language, kitId: kit || null };
      const result = await draft.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) });
      document = draftDocument(result.draft, format, await brand(), randomId);
    } else {
      document = {
        ...(mode === 'template' ? templateDocument(look, locale, format, randomId) : blankDocument(format, randomId)),
        brand: await brand(),
      };
    }
    await onCreate(name, document);
    actionKey.done();
    onClose();
  });
  const errors = form.errors;

  return (
    <DraftDialog
      t={t}
      open={open}
      onClose={onClose}
      className=""
      modes={(['blank', 'template', 'topic'] as const).map((m) => ({ id: m, label: t(`create.${m}`) }))}
      mode={mode}
      onMode={setMode}
      drafting={mode === 'topic'}
      cost={t('create.cost', { credits: DRAFT_PRICE })}
      offline={setup.offline}
      busy={form.busy}
      onSubmit={submit}
    >
      <Field label={t('create.name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
      {mode === 'template' ? (
        <SelectField label={t('create.template')} value={look} onChange={(v) => setLook(v as Look)}>
          <Options values={LOOKS} label={(l) => TEMPLATES[l][locale].name} />
        </SelectField>
      ) : null}
      {mode === 'topic' ? (
        <>
          <Field label={t('create.topicLabel')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} />
          <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} />
          <div className="two-cols">
            <CountField
              label={t('create.slideCount')}
              value={form.values.slides}
              min={DRAFT_SLIDES_MIN}
              max={DRAFT_SLIDES_MAX}
              error={errors.slides}
              onChange={(n) => form.set('slides', n)}
            />
            <LanguageField label={t('create.language')} value={language} onChange={setup.setLanguage} />
          </div>
        </>
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
