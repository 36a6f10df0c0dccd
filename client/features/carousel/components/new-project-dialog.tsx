// A new carousel: blank, from one of the six templates, or drafted from a topic
// by the AI layer (in offline mode when no model is configured, and it says so).
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { carouselDraftRequestSchema, DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN } from '@src/common/contracts/ai';
import { DEFAULT_FORMAT, projectNameSchema, type CarouselDocument, type CarouselFormat } from '@src/common/contracts/carousel';
import { LOCALES, type Locale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { useForm } from '@client/lib/use-form';
import { aiStatusQuery } from '../../ai/api';
import { kitSnapshot, kitsQuery } from '../../brand-kits/api';
import { useDraftCarousel } from '../api';
import { blankDocument, randomId } from '../model/document';
import { draftDocument } from '../model/draft';
import { LOOKS, type Look } from '../model/layouts';
import { TEMPLATES, templateDocument } from '../model/templates';
import { useCarouselT } from '../messages';
import { FormatOptions, KitOptions } from './options';
import { useActionKey } from '@client/lib/action-key';

type Mode = 'blank' | 'template' | 'topic';
const DRAFT_PRICE = 5;

type Fields = { name: string; topic: string; audience: string; slides: number };
const EMPTY: Fields = { name: '', topic: '', audience: '', slides: 6 };

/**
 * The name always (an empty one takes the topic, the template's name or
 * "Untitled"); the topic's fields only when the AI drafts, with the schema
 * the server checks.
 */
function formSchema(mode: Mode, fallback: string): ZodType<Fields> {
  const rest =
    mode === 'topic'
      ? carouselDraftRequestSchema.pick({ topic: true, audience: true, slides: true })
      : z.object({ topic: z.string(), audience: z.string(), slides: z.number() });
  return (
    z
      .object({ name: z.string(), topic: z.string(), audience: z.string(), slides: z.number() })
      .transform((v) => ({ ...v, name: v.name.trim() || (mode === 'topic' ? v.topic.trim() : fallback).slice(0, 100) }))
      // The draft schema's audience has a default, so its input type is wider than Fields; the values are the same.
      .pipe(rest.extend({ name: projectNameSchema }) as unknown as ZodType<Fields, Fields>)
  );
}

interface Props {
  org: string;
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, document: CarouselDocument) => Promise<void>;
}

export function NewProjectDialog({ org, open, onClose, onCreate }: Props) {
  const { t, i18n } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const ids = { format: useId(), look: useId(), slides: useId(), language: useId(), kit: useId() };
  const [mode, setMode] = useState<Mode>('blank');
  const actionKey = useActionKey();
  const [format, setFormat] = useState<CarouselFormat>(DEFAULT_FORMAT);
  const [look, setLook] = useState<Look>('bold');
  const [language, setLanguage] = useState<Locale>(locale);
  const [kit, setKit] = useState('');
  const draft = useDraftCarousel(org);
  const status = useQuery({ ...aiStatusQuery(), enabled: open });
  const kits = useQuery({ ...kitsQuery(org), enabled: open && Boolean(org) });

  const form = useForm(formSchema(mode, mode === 'template' ? TEMPLATES[look][locale].name : t('create.untitled')), EMPTY);
  const { reset } = form;

  // A fresh form each time the dialog opens; the kits arriving later only pick the default kit,
  // so a topic typed before they came is kept.
  useEffect(() => {
    if (open) reset({ ...EMPTY });
  }, [open, reset]);
  useEffect(() => {
    const def = open ? kits.data?.find((k) => k.isDefault) : undefined;
    if (def) setKit((k) => k || def.id);
  }, [open, kits.data]);

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
  const busy = form.busy;
  const errors = form.errors;

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <form onSubmit={submit} noValidate className="new-project">
        <div className="segmented segmented-text" role="group" aria-label={t('create.title')}>
          {(['blank', 'template', 'topic'] as const).map((m) => (
            <button key={m} type="button" className="segmented-item" aria-pressed={mode === m} onClick={() => setMode(m)}>
              {t(`create.${m}`)}
            </button>
          ))}
        </div>
        <Field label={t('create.name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
        {mode === 'template' ? (
          <div className="field">
            <label htmlFor={ids.look}>{t('create.template')}</label>
            <select id={ids.look} className="input" value={look} onChange={(e) => setLook(e.target.value as Look)}>
              {LOOKS.map((l) => (
                <option key={l} value={l}>
                  {TEMPLATES[l][locale].name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {mode === 'topic' ? (
          <>
            <Field label={t('create.topicLabel')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} />
            <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} />
            <div className="two-cols">
              <div className={`field${errors.slides ? ' field-invalid' : ''}`}>
                <label htmlFor={ids.slides}>{t('create.slideCount')}</label>
                <input
                  id={ids.slides}
                  className="input"
                  type="number"
                  min={DRAFT_SLIDES_MIN}
                  max={DRAFT_SLIDES_MAX}
                  value={form.values.slides}
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
          <div className="field">
            <label htmlFor={ids.format}>{t('create.format')}</label>
            <select id={ids.format} className="input" value={format} onChange={(e) => setFormat(e.target.value as CarouselFormat)}>
              <FormatOptions />
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.kit}>{t('create.kit')}</label>
            <select id={ids.kit} className="input" value={kit} onChange={(e) => setKit(e.target.value)}>
              <KitOptions kits={kits.data ?? []} />
            </select>
          </div>
        </div>
        {mode === 'topic' ? (
          <div className="notice" role="note">
            <p>{t('create.cost', { credits: DRAFT_PRICE })}</p>
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
          <Button type="submit" loading={busy}>
            {mode === 'topic' ? (busy ? t('create.generating') : t('create.generate')) : t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
