// A new story: drafted from a topic by the AI layer (in offline mode when no
// model is configured, and it says so), laid out in one of the carousel's looks
// at 9:16 in the chosen kit; one of the carousel's templates at 9:16; or blank.
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { projectNameSchema } from '@src/common/contracts/carousel';
import { STORY_DRAFT_SLIDES, storyDraftRequestSchema, type StoryDocument } from '@src/common/contracts/story';
import { LOCALES, type Locale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { useActionKey } from '@client/lib/action-key';
import { useForm } from '@client/lib/use-form';
import { aiStatusQuery } from '../../ai/api';
import { kitSnapshot, kitsQuery } from '../../brand-kits/api';
import { KitOptions } from '../../carousel/components/options';
import { LOOKS, randomId, TEMPLATES, type Look } from '../../carousel';
import { useDraftPrice, useDraftStory } from '../api';
import { blankStory, draftStory, templateStory } from '../model/document';
import { useStoriesT } from '../messages';

type Mode = 'topic' | 'template' | 'blank';
type Fields = { name: string; topic: string; audience: string; slides: number };
const EMPTY: Fields = { name: '', topic: '', audience: '', slides: STORY_DRAFT_SLIDES.default };

/** The name always (an empty one takes the topic, or "Untitled"); the topic's fields with the schema the server checks. */
function formSchema(mode: Mode, untitled: string): ZodType<Fields> {
  const rest =
    mode === 'topic'
      ? storyDraftRequestSchema.pick({ topic: true, audience: true, slides: true })
      : z.object({ topic: z.string(), audience: z.string(), slides: z.number() });
  return (
    z
      .object({ name: z.string(), topic: z.string(), audience: z.string(), slides: z.number() })
      .transform((v) => ({ ...v, name: v.name.trim() || (mode === 'topic' ? v.topic.trim() : untitled).slice(0, 100) }))
      // The draft schema's audience has a default, so its input type is wider than Fields; the values are the same.
      .pipe(rest.extend({ name: projectNameSchema }) as unknown as ZodType<Fields, Fields>)
  );
}

interface Props {
  org: string;
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, document: StoryDocument) => Promise<void>;
}

export function NewStoryDialog({ org, open, onClose, onCreate }: Props) {
  const { t, i18n } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const ids = { look: useId(), slides: useId(), language: useId(), kit: useId() };
  const [mode, setMode] = useState<Mode>('topic');
  const [look, setLook] = useState<Look>('bold');
  const [language, setLanguage] = useState<Locale>(locale);
  const [kit, setKit] = useState('');
  const actionKey = useActionKey();
  const draft = useDraftStory(org);
  const price = useDraftPrice(org, open);
  const status = useQuery({ ...aiStatusQuery(), enabled: open });
  const kits = useQuery({ ...kitsQuery(org), enabled: open && Boolean(org) });
  const form = useForm(formSchema(mode, mode === 'template' ? TEMPLATES[look][locale].name : t('create.untitled')), EMPTY);
  const { reset } = form;

  // A fresh form on each opening; the default kit once the kits arrive (never over what was typed).
  useEffect(() => {
    if (open) reset({ ...EMPTY });
  }, [open, reset]);
  useEffect(() => {
    const def = kits.data?.find((k) => k.isDefault);
    if (open && def) setKit((k) => k || def.id);
  }, [open, kits.data]);

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
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <form onSubmit={submit} noValidate className="new-project story-new">
        <div className="segmented segmented-text" role="group" aria-label={t('create.title')}>
          {(['topic', 'template', 'blank'] as const).map((m) => (
            <button key={m} type="button" className="segmented-item" aria-pressed={mode === m} onClick={() => setMode(m)}>
              {t(`create.${m}`)}
            </button>
          ))}
        </div>
        <Field label={t('name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
        {mode === 'topic' ? (
          <>
            <Field label={t('create.topicLabel')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} />
            <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} />
            <div className="two-cols">
              <div className={`field${errors.slides ? ' field-invalid' : ''}`}>
                <label htmlFor={ids.slides}>{t('create.screens')}</label>
                <input
                  id={ids.slides}
                  className="input"
                  type="number"
                  min={STORY_DRAFT_SLIDES.min}
                  max={STORY_DRAFT_SLIDES.max}
                  value={form.values.slides}
                  aria-invalid={errors.slides ? true : undefined}
                  onChange={(e) => form.set('slides', Number(e.target.value))}
                />
                {errors.slides ? <p className="field-error">{tm(errors.slides)}</p> : null}
              </div>
              <div className="field">
                <label htmlFor={ids.language}>{t('create.language')}</label>
                <select id={ids.language} className="input" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
                  {LOCALES.map((l) => (
                    <option key={l} value={l}>
                      {tm(`languages.${l}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </>
        ) : null}
        <div className="two-cols">
          {mode !== 'blank' ? (
            <div className="field">
              <label htmlFor={ids.look}>{mode === 'template' ? t('create.templateLabel') : t('create.look')}</label>
              <select id={ids.look} className="input" value={look} onChange={(e) => setLook(e.target.value as Look)}>
                {LOOKS.map((l) => (
                  <option key={l} value={l}>
                    {TEMPLATES[l][locale].name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={ids.kit}>{t('create.kit')}</label>
            <select id={ids.kit} className="input" value={kit} onChange={(e) => setKit(e.target.value)}>
              <KitOptions kits={kits.data ?? []} />
            </select>
          </div>
        </div>
        {mode === 'topic' ? (
          <div className="notice" role="note">
            <p>{price === null ? t('create.costUnknown') : t('create.cost', { credits: price })}</p>
            {status.data?.offline ? (
              <p data-testid="offline-mode">
                <span className="badge">{tm('app.offlineMode')}</span> {t('create.offline')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {mode === 'topic' ? (form.busy ? t('create.generating') : t('create.generate')) : t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
