// The chosen caption, edited: its live count against the platform's limit, the
// brand's avoided words warned as they are typed, copy, and save to the history.
import { forwardRef, useId } from 'react';
import { AlertTriangle, Check, Copy, Save } from 'lucide-react';
import { PLATFORM_RULES } from '@src/common/contracts/caption-platforms';
import { Button } from '@client/components/ui/button';
import type { Draft, DraftCheck } from '../model';
import { useCaptionsT } from '../messages';
import { Counter } from './counter';

interface Props {
  draft: Draft;
  check: DraftCheck;
  onDraft: (d: Draft) => void;
  name: string;
  onName: (n: string) => void;
  sourceLabel: string;
  /** True when the caption was opened from the history: saving updates that entry. */
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  onCopy: () => void;
  onCopyTitle: () => void;
}

export const CaptionEditor = forwardRef<HTMLTextAreaElement, Props>(function CaptionEditor(
  { draft, check, onDraft, name, onName, sourceLabel, saved, saving, onSave, onCopy, onCopyTitle },
  ref,
) {
  const { t } = useCaptionsT();
  const ids = { title: useId(), text: useId(), counter: useId(), warn: useId(), name: useId() };
  const rules = PLATFORM_RULES[draft.platform];
  const m = check.measure;
  const platform = t(`platforms.names.${draft.platform}`);
  return (
    <section className="card stack-card" aria-labelledby={`${ids.text}-h`} data-testid="cap-editor">
      <h2 id={`${ids.text}-h`} className="cap-h2">
        {t('editor.title')} <span className="badge badge-primary">{platform}</span>
      </h2>
      {sourceLabel ? <p className="muted small">{t('editor.from', { source: sourceLabel })}</p> : null}
      {rules.titleMax !== null ? (
        <div className={`field${m.titleOver ? ' field-invalid' : ''}`}>
          <label htmlFor={ids.title}>{t('editor.titleLabel')}</label>
          <div className="cap-title-row">
            <input id={ids.title} className="input" value={draft.title} onChange={(e) => onDraft({ ...draft, title: e.target.value })} />
            <Button variant="ghost" size="sm" icon={Copy} onClick={onCopyTitle} disabled={!draft.title.trim()}>
              {t('editor.copyTitle')}
            </Button>
          </div>
          <p className={`small ${m.titleOver ? 'negative' : 'muted'}`}>
            {t('editor.titleCounter', { count: m.titleLength, max: rules.titleMax })}
          </p>
        </div>
      ) : null}
      <div className={`field${m.over ? ' field-invalid' : ''}`}>
        <label htmlFor={ids.text}>{t('editor.text', { platform })}</label>
        <textarea
          ref={ref}
          id={ids.text}
          className="input cap-textarea"
          rows={draft.platform === 'x' ? 6 : 12}
          value={draft.text}
          aria-invalid={m.over || undefined}
          aria-describedby={`${ids.counter} ${ids.warn}`}
          onChange={(e) => onDraft({ ...draft, text: e.target.value })}
        />
      </div>
      <Counter platform={draft.platform} m={m} id={ids.counter} />
      <div id={ids.warn} className="cap-checks" aria-live="polite">
        <p className={`small ${m.hashtagsOver ? 'negative' : 'muted'}`}>
          {m.maxHashtags !== null
            ? t('editor.hashtagsMax', { count: m.hashtags, max: m.maxHashtags })
            : t('editor.hashtags', { count: m.hashtags })}
        </p>
        {check.avoided.length ? (
          <p className="negative small" data-testid="cap-avoided">
            <AlertTriangle size={14} aria-hidden="true" /> {t('editor.avoided', { words: check.avoided.join(', ') })}
          </p>
        ) : null}
        {check.used.length ? (
          <p className="positive small">
            <Check size={14} aria-hidden="true" /> {t('editor.used', { words: check.used.join(', ') })}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.name}>{t('editor.name')}</label>
        <input id={ids.name} className="input" value={name} maxLength={100} onChange={(e) => onName(e.target.value)} />
      </div>
      {!check.canSave && draft.text.trim() ? <p className="negative small">{t('editor.fixLimit')}</p> : null}
      <div className="cap-actions">
        <Button variant="secondary" icon={Copy} onClick={onCopy} disabled={!draft.text.trim()}>
          {t('editor.copy')}
        </Button>
        <Button icon={Save} onClick={onSave} loading={saving} disabled={!check.canSave || !name.trim()}>
          {saved ? t('editor.saveChanges') : t('editor.save')}
        </Button>
      </div>
    </section>
  );
});
