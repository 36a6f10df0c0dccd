// A new script: blank, or drafted from a topic by the AI layer (1 credit; in
// offline mode when no model is configured, and it says so). The topic's fields
// are checked by the schema the server checks.
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z, type ZodType } from 'zod';
import { projectNameSchema } from '@src/common/contracts/carousel';
import {
  DEFAULT_WPM,
  newScriptDocument,
  SCRIPT_FORMATS,
  scriptDraftRequestSchema,
  type ScriptDocument,
  type ScriptFormat,
} from '@src/common/contracts/script';
import { LOCALES, type Locale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { useActionKey } from '@client/lib/action-key';
import { useForm } from '@client/lib/use-form';
import { aiStatusQuery } from '../../ai/api';
import { kitsQuery } from '../../brand-kits/api';
import { useDraftScript } from '../api';
import { TARGET_CHOICES, useScriptsT } from '../messages';
import { draftDocument } from '../model/commands';

type Mode = 'topic' | 'blank';
type Fields = { name: string; topic: string; audience: string };
const EMPTY: Fields = { name: '', topic: '', audience: '' };
const DRAFT_PRICE = 1;

export const randomId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

function formSchema(mode: Mode, fallback: string): ZodType<Fields> {
  const rest =
    mode === 'topic'
      ? scriptDraftRequestSchema.pick({ topic: true, audience: true })
      : z.object({ topic: z.string(), audience: z.string() });
  return z
    .object({ name: z.string(), topic: z.string(), audience: z.string() })
    .transform((v) => ({ ...v, name: (v.name.trim() || (mode === 'topic' ? v.topic.trim() : fallback)).slice(0, 100) }))
    .pipe(rest.extend({ name: projectNameSchema }) as unknown as ZodType<Fields, Fields>);
}

interface Props {
  org: string;
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, document: ScriptDocument) => Promise<void>;
}

export function NewScriptDialog({ org, open, onClose, onCreate }: Props) {
  const { t, i18n } = useScriptsT();
  const { t: tm } = useTranslation();
  const locale = i18n.language as Locale;
  const ids = { length: useId(), format: useId(), language: useId(), kit: useId() };
  const [mode, setMode] = useState<Mode>('topic');
  const [targetSeconds, setTarget] = useState<number>(60);
  const [format, setFormat] = useState<ScriptFormat>('talking_head');
  const [language, setLanguage] = useState<Locale>(locale);
  const [kit, setKit] = useState('');
  const actionKey = useActionKey();
  const draft = useDraftScript(org);
  const status = useQuery({ ...aiStatusQuery(), enabled: open });
  const kits = useQuery({ ...kitsQuery(org), enabled: open && Boolean(org) });
  const form = useForm(formSchema(mode, t('create.untitled')), EMPTY);
  const { reset } = form;

  // A fresh form each time the dialog opens; the kits arriving later must not wipe what was typed.
  useEffect(() => {
    if (open) reset({ ...EMPTY });
  }, [open, reset]);
  useEffect(() => {
    const def = open ? kits.data?.find((k) => k.isDefault) : undefined;
    if (def) setKit((k) => k || def.id);
  }, [open, kits.data]);

  const submit = form.submit(async ({ name, topic, audience }) => {
    let document: ScriptDocument;
    if (mode === 'topic') {
      const req = { topic, audience, targetSeconds, format, locale: language, kitId: kit || null };
      const result = await draft.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) });
      document = draftDocument(result.draft, req, result.wordsPerMinute, randomId);
    } else {
      document = newScriptDocument({ topic, audience, format, language, targetSeconds, brandKitId: kit || null });
      document.beats = [{ id: randomId(), spoken: '', onScreen: '', broll: '' }];
    }
    await onCreate(name, document);
    actionKey.done();
    onClose();
  });
  const busy = form.busy;

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <form onSubmit={submit} noValidate className="new-project scr-new">
        <div className="segmented segmented-text" role="group" aria-label={t('create.title')}>
          {(['topic', 'blank'] as const).map((m) => (
            <button key={m} type="button" className="segmented-item" aria-pressed={mode === m} onClick={() => setMode(m)}>
              {t(m === 'topic' ? 'create.topicMode' : 'create.blank')}
            </button>
          ))}
        </div>
        <Field label={t('create.name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
        <Field label={t('create.topic')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} autoFocus />
        <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} placeholder={t('create.audiencePlaceholder')} />
        <div className="two-cols">
          <div className="field">
            <label htmlFor={ids.length}>{t('create.length')}</label>
            <select id={ids.length} className="input" value={targetSeconds} onChange={(e) => setTarget(Number(e.target.value))}>
              {TARGET_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {t(`lengths.s${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.format}>{t('create.format')}</label>
            <select id={ids.format} className="input" value={format} onChange={(e) => setFormat(e.target.value as ScriptFormat)}>
              {SCRIPT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`formats.${f}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="two-cols">
          <div className="field">
            <label htmlFor={ids.language}>{t('create.language')}</label>
            <select id={ids.language} className="input" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {tm(`languages.${l}`)} ({DEFAULT_WPM[l]} wpm)
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.kit}>{t('create.kit')}</label>
            <select id={ids.kit} className="input" value={kit} onChange={(e) => setKit(e.target.value)}>
              <option value="">{t('create.noKit')}</option>
              {(kits.data ?? []).map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
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
