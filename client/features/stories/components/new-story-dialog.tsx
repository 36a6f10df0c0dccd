// A new story: drafted from a topic by the AI layer (in offline mode when no
// model is configured, and it says so), laid out in one of the carousel's looks
// at 9:16 in the chosen kit; one of the carousel's templates at 9:16; or blank.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_DRAFT_SLIDES, storyDraftRequestSchema, type StoryDocument } from '@src/common/contracts/story';
import type { Locale } from '@src/common/locales';
import { Field, SelectField } from '@client/components/ui/field';
import { DraftDialog, SlidesTopicFields, useSlidesDraftForm, type NewProjectProps } from '@client/projects/draft-dialog';
import { kitSnapshot } from '../../../services/brand-kits';
import { KitOptions } from '../../../slides/editor/options';
import { randomId, TEMPLATES, type Look } from '../../../slides';
import { TemplateGallery, type TemplateSlides } from '../../../slides/editor';
import { fontsOf, fontValuesOf } from '../../../slides/model/brand';
import { settleFit } from '../../../slides/model/fit';
import { canvasMeasure, loadFonts } from '../../../slides/canvas/measure';
import { useDraftPrice, useDraftStory } from '../api';
import { blankStory, draftStory, templateStory } from '../model/document';
import { useStoriesT } from '../messages';

const storySlides: TemplateSlides = (look, locale, _format, makeId) => templateStory(look, locale, makeId).slides;

/** A new story laid out so it fits (decision 045): measured in the kit's fonts, loaded first. */
async function fitted(doc: StoryDocument): Promise<StoryDocument> {
  await loadFonts(fontsOf(doc.brand, fontValuesOf(doc.slides)));
  return settleFit(doc, canvasMeasure);
}

type Mode = 'topic' | 'template' | 'blank';
const DRAFTED = storyDraftRequestSchema.pick({ topic: true, audience: true, slides: true });

export function NewStoryDialog(props: NewProjectProps<'story'>) {
  const { org, open } = props;
  const { t, i18n } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const [mode, setMode] = useState<Mode>('topic');
  const [look, setLook] = useState<Look>('bold');
  const draft = useDraftStory(org);
  const price = useDraftPrice(org, open);
  const fallback = mode === 'template' ? TEMPLATES[look][locale].name : t('create.untitled');
  const draftForm = useSlidesDraftForm(props, mode === 'topic' ? DRAFTED : null, fallback, STORY_DRAFT_SLIDES.default);
  const { form, setup, create, keyed } = draftForm;
  const { kit, language } = setup;

  const submit = create(async ({ topic, audience, slides }): Promise<StoryDocument> => {
    const brand = kit ? await kitSnapshot(org, kit) : null;
    if (mode === 'topic') {
      const result = await draft.mutateAsync(keyed({ topic, audience, slides, locale: language, kitId: kit || null }));
      return fitted(draftStory(result.draft, brand, look, randomId));
    }
    return fitted({ ...(mode === 'template' ? templateStory(look, locale, randomId) : blankStory(randomId)), brand });
  });

  return (
    <DraftDialog
      t={t}
      draft={draftForm}
      className="story-new"
      modes={(['topic', 'template', 'blank'] as const).map((m) => ({ id: m, label: t(`create.${m}`) }))}
      mode={mode}
      onMode={setMode}
      cost={price === null ? t('create.costUnknown') : t('create.cost', { credits: price })}
      onSubmit={submit}
    >
      <Field label={t('name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
      {mode === 'topic' ? (
        <SlidesTopicFields
          t={t}
          form={form}
          countLabel={t('create.screens')}
          min={STORY_DRAFT_SLIDES.min}
          max={STORY_DRAFT_SLIDES.max}
          language={language}
          onLanguage={setup.setLanguage}
        />
      ) : null}
      {mode !== 'blank' ? (
        <div className="field">
          <span className="field-label">{mode === 'template' ? t('create.templateLabel') : t('create.look')}</span>
          <TemplateGallery format="story" value={look} onChoose={setLook} slidesOf={storySlides} thumbWidth={64} />
        </div>
      ) : null}
      <SelectField label={t('create.kit')} value={kit} onChange={setup.setKit}>
        <KitOptions kits={setup.kits} />
      </SelectField>
    </DraftDialog>
  );
}
