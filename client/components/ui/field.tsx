import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered at the right of the label (a "forgot password?" link, say). */
  aside?: ReactNode;
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function Field({ label, error, hint, aside, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = (error ? errorId : hint ? hintId : '') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <div className="field-label-row">
        <label htmlFor={inputId}>{label}</label>
        {aside}
      </div>
      <input id={inputId} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !error ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A search box whose placeholder is also its name (a list's filter above the list). */
export function SearchInput({
  label,
  value,
  onChange,
  className,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (q: string) => void;
  className?: string;
  maxLength?: number;
}) {
  return (
    <input
      className={className ? `input ${className}` : 'input'}
      type="search"
      placeholder={label}
      aria-label={label}
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A labelled select; the options are the caller's, `onChange` gets the chosen value. */
export function SelectField({
  label,
  id,
  onChange,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { label: string; onChange: (v: string) => void; children: ReactNode }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} className="input" onChange={(e) => onChange(e.target.value)} {...select}>
        {children}
      </select>
    </div>
  );
}

/** A labelled textarea. */
export function TextareaField({ label, id, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} className="input textarea" {...textarea} />
    </div>
  );
}
