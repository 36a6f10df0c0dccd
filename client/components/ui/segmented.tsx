// One choice among a few, as a row of pressed/unpressed text buttons (a
// group of toggle buttons: each says whether it is the one chosen).
import type { ReactNode } from 'react';

export function Segmented<V extends string>({
  label,
  values,
  value,
  name,
  onChange,
  className,
}: {
  /** The group's accessible name. */
  label: string;
  values: readonly V[];
  value: V;
  name: (value: V) => ReactNode;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={`segmented segmented-text${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      {values.map((v) => (
        <button key={v} type="button" className="segmented-item" aria-pressed={value === v} onClick={() => onChange(v)}>
          {name(v)}
        </button>
      ))}
    </div>
  );
}
