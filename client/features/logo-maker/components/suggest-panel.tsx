// Suggestions through the AI layer: other names, taglines and curated icons for
// the brand, 1 credit a request (a model in production; offline, rules over the
// user's words, said so). A click applies one through the editor's history, so
// undo brings back what was there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { LogoDocument } from '@src/common/contracts/logo';
import {
  LOGO_ABOUT_MAX,
  logoSuggestRequestSchema,
  type LogoSuggestRequest,
  type LogoSuggestResult,
  type LogoSuggestions,
} from '@src/common/contracts/logo-suggest';
import { toLocale } from '@src/common/locales';
import type { Command } from '@client/editor/history';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Panel } from '@client/components/ui/panel';
import { useActionKey } from '@client/lib/action-key';
import { aiStatusQuery, usePaidAiAction } from '@client/services/ai-status';
import { useLogoT } from '../messages';
import { chooseWords } from '../model/document';
import { IconChoices } from './icon-panel';

/** PRICES.ai_text on the server; shown, never sent. */
const SUGGEST_PRICE = 1;

interface Props {
  org: string;
  doc: LogoDocument;
  perform: (c: Command<LogoDocument>) => void;
}

function Choices({ title, values, current, onPick }: { title: string; values: string[]; current: string; onPick: (v: string) => void }) {
  return (
    <>
      <h3 className="logo-subtitle">{title}</h3>
      <div className="logo-chips">
        {values.map((v) => (
          <button key={v} type="button" className="logo-chip" aria-pressed={current === v} onClick={() => onPick(v)}>
            {v}
          </button>
        ))}
      </div>
    </>
  );
}

export function SuggestPanel({ org, doc, perform }: Props) {
  const { t } = useLogoT();
  const { t: tm, i18n } = useTranslation();
  const status = useQuery(aiStatusQuery());
  const ask = usePaidAiAction<LogoSuggestRequest, LogoSuggestResult>(org, 'logo-suggestions');
  const actionKey = useActionKey();
  const [about, setAbout] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<LogoSuggestions | null>(null);

  const onSuggest = async () => {
    const req = { name: doc.name, tagline: doc.tagline, about, locale: toLocale(i18n.language), kitId: doc.kitId };
    const parsed = logoSuggestRequestSchema.safeParse(req);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    // A refusal (402, 429, 503) is shown by the app's mutation error toast.
    const r = await ask.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) }).catch(() => null);
    if (!r) return;
    actionKey.done();
    setFound(r.suggestions);
  };

  return (
    <Panel className="logo-panel" title={t('suggest.title')} data-testid="logo-suggest">
      <Field
        label={t('suggest.about')}
        placeholder={t('suggest.aboutPlaceholder')}
        value={about}
        maxLength={LOGO_ABOUT_MAX + 10}
        error={error ? tm(error) : undefined}
        onChange={(e) => setAbout(e.target.value)}
      />
      <p className="muted small">{t('suggest.cost', { credits: SUGGEST_PRICE })}</p>
      {status.data?.offline ? (
        <p className="muted small" data-testid="offline-mode">
          <span className="badge">{tm('app.offlineMode')}</span> {t('suggest.offline')}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" icon={Sparkles} loading={ask.isPending} onClick={() => void onSuggest()}>
        {ask.isPending ? t('suggest.busy') : t('suggest.button')}
      </Button>
      {found ? (
        <div role="status" className="logo-suggestions">
          <p className="muted small">{t('suggest.hint')}</p>
          <Choices title={t('suggest.names')} values={found.names} current={doc.name} onPick={(v) => perform(chooseWords('name', v))} />
          <Choices
            title={t('suggest.taglines')}
            values={found.taglines}
            current={doc.tagline}
            onPick={(v) => perform(chooseWords('tagline', v))}
          />
          <h3 className="logo-subtitle">{t('suggest.icons')}</h3>
          <IconChoices ids={found.icons} doc={doc} perform={perform} testId="logo-suggested-ai" />
        </div>
      ) : null}
    </Panel>
  );
}
