// A new script: blank, or drafted from a topic by the AI layer (1 credit; in
// offline mode when no model is configured, and it says so). The topic's fields
// are checked by the schema the server checks.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_WPM,
  newScriptDocument,
  SCRIPT_FORMATS,
  scriptDraftRequestSchema,
  type ScriptDocument,
  type ScriptFormat,
} from '@src/common/contracts/script';
import { Field, SelectField } from '@client/components/ui/field';
import { DraftDialog, draftFormSchema, LanguageField, useDraftForm, type NewProjectProps } from '@client/projects/draft-dialog';
import { useDraftScript } from '../api';
import { TARGET_CHOICES, useScriptsT } from '../messages';
import { draftDocument } from '../model/commands';
import { Options } from '@client/components/ui/options';

type Mode = 'topic' | 'blank';
type Fields = { name: string; topic: string; audience: string };
const EMPTY: Fields = { name: '', topic: '', audience: '' };
const DRAFT_PRICE = 1;
const TYPED = z.object({ name: z.string(), topic: z.string(), audience: z.string() });
const DRAFTED = scriptDraftRequestSchema.pick({ topic: true, audience: true });

export const randomId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

export function NewScriptDialog(props: NewProjectProps<'script'>) {
  const { org } = props;
  const { t } = useScriptsT();
  const { t: tm } = useTranslation();
  const [mode, setMode] = useState<Mode>('topic');
  const [targetSeconds, setTarget] = useState<number>(60);
  const [format, setFormat] = useState<ScriptFormat>('talking_head');
  const draft = useDraftScript(org);
  const schema = draftFormSchema<Fields>(TYPED, mode === 'topic' ? DRAFTED : null, t('create.untitled'));
  // A topic handed in (the trend tracker's "Make content from this") fills the field each time the dialog opens with it.
  const empty = useMemo(() => ({ ...EMPTY, topic: props.topic ?? '' }), [props.topic]);
  const draftForm = useDraftForm(props, schema, empty);
  const { form, setup, create, keyed } = draftForm;
  const { kit, language } = setup;

  const submit = create(async ({ topic, audience }): Promise<ScriptDocument> => {
    if (mode === 'topic') {
      const req = { topic, audience, targetSeconds, format, locale: language, kitId: kit || null };
      const result = await draft.mutateAsync(keyed(req));
      return draftDocument(result.draft, req, result.wordsPerMinute, randomId);
    }
    const document = newScriptDocument({ topic, audience, format, language, targetSeconds, brandKitId: kit || null });
    document.beats = [{ id: randomId(), spoken: '', onScreen: '', broll: '' }];
    return document;
  });

  return (
    <DraftDialog
      t={t}
      draft={draftForm}
      className="scr-new"
      modes={(['topic', 'blank'] as const).map((m) => ({ id: m, label: t(m === 'topic' ? 'create.topicMode' : 'create.blank') }))}
      mode={mode}
      onMode={setMode}
      cost={t('create.cost', { credits: DRAFT_PRICE })}
      onSubmit={submit}
    >
      <Field label={t('create.name')} {...form.bind('name', tm)} maxLength={100} placeholder={t('create.untitled')} />
      <Field label={t('create.topic')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} autoFocus />
      <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} placeholder={t('create.audiencePlaceholder')} />
      <div className="two-cols">
        <SelectField label={t('create.length')} value={String(targetSeconds)} onChange={(v) => setTarget(Number(v))}>
          <Options values={TARGET_CHOICES} label={(s) => t(`lengths.s${s}`)} />
        </SelectField>
        <SelectField label={t('create.format')} value={format} onChange={(v) => setFormat(v as ScriptFormat)}>
          <Options values={SCRIPT_FORMATS} label={(f) => t(`formats.${f}`)} />
        </SelectField>
      </div>
      <div className="two-cols">
        <LanguageField
          label={t('create.language')}
          value={language}
          onChange={setup.setLanguage}
          suffix={(l) => ` (${DEFAULT_WPM[l]} wpm)`}
        />
        <SelectField label={t('create.kit')} value={kit} onChange={setup.setKit}>
          <option value="">{t('create.noKit')}</option>
          {setup.kits.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </SelectField>
      </div>
    </DraftDialog>
  );
}
