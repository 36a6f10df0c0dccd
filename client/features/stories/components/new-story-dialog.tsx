// A new story: drafted from a topic by the AI layer (in offline mode when no
// model is configured, and it says so), laid out in one of the carousel's looks
// at 9:16 in the chosen kit; one of the carousel's templates at 9:16; or blank.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_DRAFT_SLIDES, storyDraftRequestSchema, type StoryDocument } from '@src/common/contracts/story';
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
import { KitOptions } from '../../../slides/editor/options';
import { LOOKS, randomId, TEMPLATES, type Look } from '../../../slides';
import { useDraftPrice, useDraftStory } from '../api';
import { blankStory, draftStory, templateStory } from '../model/document';
import { useStoriesT } from '../messages';
import { Options } from '@client/components/ui/options';

type Mode = 'topic' | 'template' | 'blank';
const EMPTY: SlidesFields = { name: '', topic: '', audience: '', slides: STORY_DRAFT_SLIDES.default };
const DRAFTED = storyDraftRequestSchema.pick({ topic: true, audience: true, slides: true });

export function NewStoryDialog({ org, open, onClose, onCreate }: NewProjectProps<'story'>) {
  const { t, i18n } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const [mode, setMode] = useState<Mode>('topic');
  const [look, setLook] = useState<Look>('bold');
  const draft = useDraftStory(org);
  const price = useDraftPrice(org, open);
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
    const brand = kit ? await kitSnapshot(org, kit) : null;
    let document: StoryDocument;
    if (mode === 'topic') {
      const req = { topic, audience, slides, locale: language, kitId: kit || null };
      const result = await draft.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) });
      document = draftStory(result.draft, brand, look, randomId);
    } else {
      document = { ...(mode === 'template' ? templateStory(look, locale, randomId) : blankStory(randomId)), brand };
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
      className="story-new"
      modes={(['topic', 'template', 'blank'] as const).map((m) => ({ id: m, label: t(`create.${m}`) }))}
      mode={mode}
      onMode={setMode}
      drafting={mode === 'topic'}
      cost={price === null ? t('create.costUnknown') : t('create.cost', { credits: price })}
      offline={setup.offline}
      busy={form.busy}
      onSubmit={submit}
    >
      <Field label={t('name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
      {mode === 'topic' ? (
        <>
          <Field label={t('create.topicLabel')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} />
          <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} />
          <div className="two-cols">
            <CountField
              label={t('create.screens')}
              value={form.values.slides}
              min={STORY_DRAFT_SLIDES.min}
              max={STORY_DRAFT_SLIDES.max}
              error={errors.slides}
              onChange={(n) => form.set('slides', n)}
            />
            <LanguageField label={t('create.language')} value={language} onChange={setup.setLanguage} />
          </div>
        </>
      ) : null}
      <div className="two-cols">
        {mode !== 'blank' ? (
          <SelectField
            label={mode === 'template' ? t('create.templateLabel') : t('create.look')}
            value={look}
            onChange={(v) => setLook(v as Look)}
          >
            <Options values={LOOKS} label={(l) => TEMPLATES[l][locale].name} />
          </SelectField>
        ) : null}
        <SelectField label={t('create.kit')} value={kit} onChange={setup.setKit}>
          <KitOptions kits={setup.kits} />
        </SelectField>
      </div>
    </DraftDialog>
  );
}
