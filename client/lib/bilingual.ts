// A message table that says each key once, with its two translations side by
// side: `key: ['pt-BR text', 'en text']`. Written as two parallel objects, the
// keys and the nesting were typed twice and the files repeated one another's
// shape; here a key cannot exist in one language only, and a translator reads
// the two texts together. pt-BR comes first: it is the default and the fallback.
import type { Locale } from '@src/common/locales';

/** One message in both languages: pt-BR, then en. */
export type Both = readonly [ptBR: string, en: string];

export interface WordTable {
  readonly [key: string]: Both | WordTable;
}

/** One language's messages out of a table: each pair becomes its text. */
export type Words<T> = { [K in keyof T]: T[K] extends Both ? string : Words<T[K]> };

const isBoth = (v: Both | WordTable): v is Both => Array.isArray(v);

function pick<T extends WordTable>(table: T, index: 0 | 1): Words<T> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, isBoth(v) ? v[index] : pick(v, index)])) as Words<T>;
}

/** Both languages' catalogues from one table (what `useNamespace` and i18next take). */
export function bilingual<const T extends WordTable>(table: T): Record<Locale, Words<T>> {
  return { 'pt-BR': pick(table, 0), en: pick(table, 1) };
}
