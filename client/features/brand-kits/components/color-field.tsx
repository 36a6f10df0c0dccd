import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitT } from '../messages';
import { shownColor } from '../model';

interface Props {
  label: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A swatch (the browser's colour picker) beside its hex code. The code may be
 * half-typed; the draft keeps it as typed and the schema says when it is wrong.
 */
export function ColorField({ label, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const { t: tk } = useKitT();
  const id = useId();
  return (
    <div className={`field color-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="color-field-row">
        <input
          type="color"
          className="color-swatch"
          aria-label={tk('color.picker', { role: label })}
          value={shownColor(value, '#000000')}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="input mono"
          value={value}
          maxLength={20}
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
