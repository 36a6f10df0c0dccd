// A <select>'s options from a list of values (a contract's constant, most often),
// each shown as `label(value)`, its translation, or as the value itself.
import type { ReactNode } from 'react';

export function Options<V extends string | number>({ values, label }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label ? label(v) : v}
    </option>
  ));
}
