// The organization's custom vocabulary in its settings (decision 037): one term
// a line, checked by the schema the Worker applies (its codes are the messages
// shown here), saved by admins and owners, read-only for members.
import { BookA } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { termsFromText, VOCABULARY_MAX_TERMS, VOCABULARY_TERM_MAX_CHARS, vocabularySchema } from '@src/common/contracts/vocabulary';
import { Button } from '@client/components/ui/button';
import { SettingsSection } from '@client/components/ui/settings-section';
import { useSaveVocabulary, vocabularyQuery } from '@client/services/library/vocabulary';

export function VocabularySection({ org, canEdit }: { org: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const saved = useQuery(vocabularyQuery(org));
  const save = useSaveVocabulary(org);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The saved list fills the box once it arrives; what the user typed is never replaced.
  useEffect(() => {
    if (saved.data && text === null) setText(saved.data.terms.join('\n'));
  }, [saved.data, text]);
  const terms = termsFromText(text ?? '');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = vocabularySchema.safeParse({ terms });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    save.mutate(parsed.data.terms, {
      onSuccess: (view) => {
        setText(view.terms.join('\n'));
        toast.success(t('orgs.vocabulary.saved'));
      },
    });
  };

  return (
    <SettingsSection icon={BookA} title={t('orgs.vocabulary.title')} text={t('orgs.vocabulary.text')} data-testid="vocabulary-section">
      <form onSubmit={submit} noValidate>
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor="org-vocabulary">{t('orgs.vocabulary.label')}</label>
          <textarea
            id="org-vocabulary"
            className="input textarea"
            rows={8}
            value={text ?? ''}
            readOnly={!canEdit}
            aria-invalid={error ? true : undefined}
            aria-describedby="org-vocabulary-help"
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          <p id="org-vocabulary-help" className="muted small">
            {t('orgs.vocabulary.count', { count: terms.length, max: VOCABULARY_MAX_TERMS })} ·{' '}
            {t('orgs.vocabulary.limits', { max: VOCABULARY_MAX_TERMS, chars: VOCABULARY_TERM_MAX_CHARS })}
          </p>
          {error ? (
            <p className="field-error" role="alert" data-testid="vocabulary-error">
              {t(`errors.${error}`)}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <Button type="submit" loading={save.isPending}>
            {t('orgs.vocabulary.save')}
          </Button>
        ) : (
          <p className="muted small">{t('orgs.vocabulary.readOnly')}</p>
        )}
      </form>
    </SettingsSection>
  );
}
