// A new carousel: blank, from one of the six templates, or drafted from a topic
// by the AI layer (in offline mode when no model is configured, and it says so).
import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { carouselDraftRequestSchema, DRAFT_SLIDES_MAX, DRAFT_SLIDES_MIN } from '../../../../src/common/contracts/ai';
import { DEFAULT_FORMAT, projectNameSchema, type CarouselDocument, type CarouselFormat } from '../../../../src/common/contracts/carousel';
import { LOCALES, type Locale } from '../../../../src/common/locales';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useBusy } from '../../../lib/use-busy';
import { aiStatusQuery, draftCarousel, kitNamesQuery, kitSnapshot } from '../api';
import { blankDocument, randomId } from '../model/document';
import { draftDocument } from '../model/draft';
import { LOOKS, type Look } from '../model/layouts';
import { TEMPLATES, templateDocument } from '../model/templates';
import { useCarouselT } from '../messages';
import { FormatOptions, KitOptions } from './options';
import { useActionKey } from '../../../lib/action-key';

type Mode = 'blank' | 'template' | 'topic';
const DRAFT_PRICE = 5;

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
  const [name, setName] = useState('');
  const [format, setFormat] = useState<CarouselFormat>(DEFAULT_FORMAT);
  const [look, setLook] = useState<Look>('bold');
  const [topic, setTopic] = useState('');
  const [audience, setAudience] = useState('');
  const [slides, setSlides] = useState(6);
  const [language, setLanguage] = useState<Locale>(locale);
  const [kit, setKit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, run] = useBusy(tm);
  const client = useQueryClient();
  const status = useQuery({ ...aiStatusQuery(), enabled: open });
  const kits = useQuery({ ...kitNamesQuery(org), enabled: open && Boolean(org) });

  useEffect(() => {
    if (!open) return;
    setErrors({});
    const def = kits.data?.find((k) => k.isDefault);
    if (def) setKit((k) => k || def.id);
  }, [open, kits.data]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const fallback = mode === 'template' ? TEMPLATES[look][locale].name : mode === 'topic' ? topic.trim() : t('create.untitled');
    const parsedName = projectNameSchema.safeParse(name.trim() || fallback.slice(0, 100));
    const next: Record<string, string> = {};
    if (!parsedName.success) next.name = parsedName.error.issues[0]!.message;
    const draftReq = carouselDraftRequestSchema.safeParse({ topic, audience, slides, locale: language, kitId: kit || null });
    if (mode === 'topic' && !draftReq.success) for (const i of draftReq.error.issues) next[String(i.path[0])] ??= i.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsedName.success) return;
    await run(async () => {
      let document: CarouselDocument;
      if (mode === 'topic' && draftReq.success) {
        const result = await draftCarousel(org, draftReq.data, actionKey.for([org, draftReq.data]));
        // The draft was paid for: the balance in the header and on the credits page moves now.
        void client.invalidateQueries({ queryKey: ['orgs'], exact: true });
        void client.invalidateQueries({ queryKey: ['orgs', org, 'credits'] });
        const brand = kit ? await kitSnapshot(org, kit) : null;
        document = draftDocument(result.draft, format, brand, randomId);
      } else {
        const brand = kit ? await kitSnapshot(org, kit) : null;
        document = { ...(mode === 'template' ? templateDocument(look, locale, format, randomId) : blankDocument(format, randomId)), brand };
      }
      await onCreate(parsedName.data, document);
      actionKey.done();
      onClose();
    });
  };

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
        <Field label={t('create.name')} value={name} maxLength={100} placeholder={t('create.untitled')} error={errors.name ? tm(errors.name) : undefined} onChange={(e) => setName(e.target.value)} />
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
            <Field label={t('create.topicLabel')} value={topic} maxLength={200} placeholder={t('create.topicPlaceholder')} error={errors.topic ? tm(errors.topic) : undefined} onChange={(e) => setTopic(e.target.value)} />
            <Field label={t('create.audience')} value={audience} maxLength={200} error={errors.audience ? tm(errors.audience) : undefined} onChange={(e) => setAudience(e.target.value)} />
            <div className="two-cols">
              <div className={`field${errors.slides ? ' field-invalid' : ''}`}>
                <label htmlFor={ids.slides}>{t('create.slideCount')}</label>
                <input id={ids.slides} className="input" type="number" min={DRAFT_SLIDES_MIN} max={DRAFT_SLIDES_MAX} value={slides} onChange={(e) => setSlides(Number(e.target.value))} />
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
