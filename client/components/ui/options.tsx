// A <select>'s options from a list of values (a contract's constant, most often),
// each shown as `label(value)`, its translation, or as the value itself.
import { useId, type ReactNode } from 'react';

export function Options<V extends string | number>({ values, label }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label ? label(v) : v}
    </option>
  ));
}

/** Options of named records (projects, presets, brand kits): the id is the value, the name is shown. */
export function RecordOptions({ records }: { records: readonly { id: string; name: string }[] }) {
  const names = new Map(records.map((r) => [r.id, r.name]));
  return <Options values={[...names.keys()]} label={(id) => names.get(id)} />;
}

/** A labelled <select> of values, as a tool's settings draw one: `onChange` gets the value itself (a number stays a number). */
export function OptionsField<V extends string | number>({
  label,
  value,
  values,
  name,
  onChange,
  className,
}: {
  label: string;
  value: V;
  values: readonly V[];
  /** How a value is shown (its translation); the value itself if not given. */
  name?: (value: V) => ReactNode;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field-label-text">{label}</span>
      <select className="input" value={value} onChange={(e) => onChange(values.find((v) => String(v) === e.target.value) ?? value)}>
        <Options values={values} label={name} />
      </select>
    </label>
  );
}

/**
 * A labelled <select> of named records (projects, videos, clips) with a "choose…"
 * first option; when there are none it says so (`none`) instead of an empty list.
 */
export function RecordSelect({
  label,
  value,
  records,
  placeholder,
  none,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  records: readonly { id: string; name: string }[];
  placeholder: string;
  none: string;
  describedBy?: string | undefined;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {records.length === 0 ? (
        <p className="muted small">{none}</p>
      ) : (
        <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy}>
          <option value="">{placeholder}</option>
          <RecordOptions records={records} />
        </select>
      )}
    </div>
  );
}
