// "New project", blank or from an AI draft, the same way in every tool that
// drafts (carousel, script, story): the modes, the name (an empty one takes the
// topic, or the tool's "untitled"), the topic's fields checked by the schema the
// server checks, the language and the kit (the default kit once the kits
// arrive, never over a choice), the draft's price and "offline mode" when no
// model is configured, and one idempotency key per user action. A tool brings
// its fields, its draft call and how a document is made (decision 029).
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z, type ZodType } from 'zod';
import { projectNameSchema } from '@src/common/contracts/carousel';
import type { ProjectDocument, ProjectKind } from '@src/common/contracts/projects';
import { LOCALES, type Locale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { kitsQuery } from '@client/services/brand-kits';
import { aiStatusQuery } from '@client/services/ai-status';
import { useActionKey } from '@client/lib/action-key';
import { useForm } from '@client/lib/use-form';
import { Field, SelectField } from '@client/components/ui/field';
import { Segmented } from '@client/components/ui/segmented';

type Base = { name: string; topic: string };

/** What each tool's "new project" dialog takes from its projects page. */
export interface NewProjectProps<K extends ProjectKind> {
  org: string;
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, document: ProjectDocument<K>) => Promise<void>;
  /** The topic to start with (the script and carousel creators', from the trend tracker). */
  topic?: string;
}

/** The typed fields of a dialog that drafts a number of slides (carousel, story) before they are checked. */
export const TYPED_SLIDES_FIELDS = z.object({ name: z.string(), topic: z.string(), audience: z.string(), slides: z.number() });
export type SlidesFields = z.output<typeof TYPED_SLIDES_FIELDS>;

/**
 * The dialog's form schema: the name always (an empty one takes the topic when
 * drafting, else `untitled`); when drafting, the topic's fields as the server
 * checks them (`drafting`: the draft request schema's pick), else as typed.
 */
export function draftFormSchema<F extends Base>(typed: z.ZodObject, drafting: z.ZodObject | null, untitled: string): ZodType<F> {
  // A draft schema's defaults make its input type wider than the form's; the values are the same.
  const checked = (drafting ?? typed).extend({ name: projectNameSchema }) as unknown as ZodType<unknown, unknown>;
  return typed
    .transform((v): unknown => {
      const f = v as F;
      return { ...f, name: f.name.trim() || (drafting ? f.topic.trim() : untitled).slice(0, 100) };
    })
    .pipe(checked) as unknown as ZodType<F>;
}

/** What a drafting dialog reads around its form: the kits (with the chosen one), the language, the AI status and the action's key. */
export function useDraftSetup(org: string, open: boolean, reset: () => void) {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Locale>(i18n.language as Locale);
  const [kit, setKit] = useState('');
  const actionKey = useActionKey();
  const status = useQuery({ ...aiStatusQuery(), enabled: open });
  const kits = useQuery({ ...kitsQuery(org), enabled: open && Boolean(org) });

  // A fresh form each time the dialog opens; the kits arriving later only pick the default kit,
  // so nothing typed or chosen before they came is lost.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  useEffect(() => {
    const def = open ? kits.data?.find((k) => k.isDefault) : undefined;
    if (def) setKit((k) => k || def.id);
  }, [open, kits.data]);

  return { language, setLanguage, kit, setKit, kits: kits.data ?? [], offline: Boolean(status.data?.offline), actionKey };
}

/**
 * A drafting dialog's form with what it reads around it (useDraftSetup), a fresh
 * form each time it opens; `create` makes the document from the checked values,
 * then the project is created, the action's key spent and the dialog closed.
 */
export function useDraftForm<K extends ProjectKind, F extends Base & Record<string, unknown>>(
  { org, open, onClose, onCreate }: NewProjectProps<K>,
  schema: ZodType<F>,
  empty: F,
) {
  const form = useForm(schema, empty);
  const { reset } = form;
  const setup = useDraftSetup(
    org,
    open,
    useCallback(() => reset({ ...empty }), [reset, empty]),
  );
  const { actionKey } = setup;
  const create = (make: (values: F) => Promise<ProjectDocument<K>>) =>
    form.submit(async (values) => {
      const document = await make(values);
      await onCreate(values.name, document);
      actionKey.done();
      onClose();
    });
  /** The draft call, once per user action: the same request again reuses its key. */
  const keyed = <R,>(req: R) => ({ req, idempotencyKey: actionKey.for([org, req]) });
  return { form, setup, create, keyed, open, onClose };
}

/** useDraftForm for a dialog that drafts slides (carousel, story): `drafted` checks the topic's fields when drafting. */
export function useSlidesDraftForm<K extends ProjectKind>(
  props: NewProjectProps<K>,
  drafted: z.ZodObject | null,
  untitled: string,
  slides: number,
) {
  // A topic handed in (the trend tracker's "Make content from this") fills the field each time the dialog opens with it.
  const empty = useMemo<SlidesFields>(() => ({ name: '', topic: props.topic ?? '', audience: '', slides }), [props.topic, slides]);
  return useDraftForm(props, draftFormSchema<SlidesFields>(TYPED_SLIDES_FIELDS, drafted, untitled), empty);
}

/** The drafted fields of a dialog that drafts slides or screens (carousel, story); `t` is the tool's. */
export function SlidesTopicFields({
  t,
  form,
  countLabel,
  min,
  max,
  language,
  onLanguage,
}: {
  t: TFunction;
  form: ReturnType<typeof useSlidesDraftForm>['form'];
  countLabel: string;
  min: number;
  max: number;
  language: Locale;
  onLanguage: (l: Locale) => void;
}) {
  const { t: tm } = useTranslation();
  return (
    <>
      <Field label={t('create.topicLabel')} {...form.bind('topic', tm)} maxLength={200} placeholder={t('create.topicPlaceholder')} />
      <Field label={t('create.audience')} {...form.bind('audience', tm)} maxLength={200} />
      <div className="two-cols">
        <CountField
          label={countLabel}
          value={form.values.slides}
          min={min}
          max={max}
          error={form.errors.slides}
          onChange={(n) => form.set('slides', n)}
        />
        <LanguageField label={t('create.language')} value={language} onChange={onLanguage} />
      </div>
    </>
  );
}

/** The language a draft is written in; `suffix` adds to each name (the script's words per minute). */
export function LanguageField({
  label,
  value,
  onChange,
  suffix,
}: {
  label: string;
  value: Locale;
  onChange: (l: Locale) => void;
  suffix?: (l: Locale) => string;
}) {
  const { t: tm } = useTranslation();
  return (
    <SelectField label={label} value={value} onChange={(v) => onChange(v as Locale)}>
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {tm(`languages.${l}`)}
          {suffix?.(l) ?? ''}
        </option>
      ))}
    </SelectField>
  );
}

/** How many slides (or screens) the draft has; `error` is an i18n key. */
export function CountField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  error?: string | undefined;
  onChange: (n: number) => void;
}) {
  const { t: tm } = useTranslation();
  return (
    <Field
      label={props.label}
      type="number"
      min={props.min}
      max={props.max}
      value={props.value}
      error={props.error ? tm(props.error) : undefined}
      onChange={(e) => props.onChange(Number(e.target.value))}
    />
  );
}

interface DialogProps<M extends string> {
  /** The tool's messages: create.title, create.generate, create.generating, create.submit, create.offline. */
  t: TFunction;
  /** The dialog's form and setup (useDraftForm): open, close, busy and offline come from it. */
  draft: { open: boolean; onClose: () => void; form: { busy: boolean }; setup: { offline: boolean } };
  className: string;
  modes: readonly { id: M; label: string }[];
  mode: M;
  onMode: (mode: M) => void;
  /** The price line, in the tool's words. */
  cost: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}

export function DraftDialog<M extends string>(props: DialogProps<M>) {
  const { t, modes, mode, onMode, children } = props;
  const { open, onClose } = props.draft;
  const busy = props.draft.form.busy;
  // The "topic" mode asks the AI for a draft (paid): the price and the offline notice show, and the button says "Generate".
  const drafting = mode === 'topic';
  const { t: tm } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <form onSubmit={props.onSubmit} noValidate className={`new-project ${props.className}`.trim()}>
        <Segmented
          label={t('create.title')}
          values={modes.map((m) => m.id)}
          value={mode}
          name={(id) => modes.find((m) => m.id === id)?.label}
          onChange={onMode}
        />
        {children}
        {drafting ? (
          <div className="notice" role="note">
            <p>{props.cost}</p>
            {props.draft.setup.offline ? (
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
            {drafting ? (busy ? t('create.generating') : t('create.generate')) : t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
