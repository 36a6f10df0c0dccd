import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWords } from '../model';

interface Props {
  label: string;
  hint: string;
  value: readonly string[];
  error?: string | undefined;
  disabled?: boolean;
  onChange: (words: string[]) => void;
}

/** Words typed as one comma-separated line; the text is kept as typed so a trailing comma survives. */
export function WordsField({ label, hint, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value.join(', '));
  // A discard or a reload replaces the words from outside: show them.
  useEffect(() => {
    setText((current) => (parseWords(current).join('\u0000') === value.join('\u0000') ? current : value.join(', ')));
  }, [value]);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseWords(e.target.value));
        }}
      />
      {error ? (
        <p id={`${id}-note`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : (
        <p id={`${id}-note`} className="field-hint">
          {hint}
        </p>
      )}
      {value.length > 0 ? (
        <ul className="word-chips" aria-hidden="true">
          {value.map((w, i) => (
            <li key={`${w}-${i}`}>{w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
