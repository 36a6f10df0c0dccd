// The locale is the first path segment. pt-BR is the default and the fallback.
export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60; // 30 days, in seconds
export const LOCALE_STORAGE_KEY = 'palco.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or claimed locale, if supported; otherwise the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Maps a loose tag ("en-US", "pt", "pt-br") onto a supported locale, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'en') return 'en';
  return null;
}

export interface LocaleSources {
  pathname?: string | null;
  cookie?: string | null;
  localStorage?: string | null;
  browser?: readonly string[] | null;
}

/**
 * The spec's detection order: the path (its first segment: the second piece of
 * "/pt-BR/..." split on "/"), then the cookie, then local storage, then the browser.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const fromPath = sources.pathname?.split('/')[1];
  if (isLocale(fromPath)) return fromPath;
  if (isLocale(sources.cookie)) return sources.cookie;
  if (isLocale(sources.localStorage)) return sources.localStorage;
  for (const tag of sources.browser ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Replaces the locale segment of a localized path, keeping the rest (and the query). */
export function switchLocalePath(pathWithQuery: string, to: Locale): string {
  const [path = '/', query] = splitQuery(pathWithQuery);
  const segments = path.split('/');
  if (isLocale(segments[1])) segments[1] = to;
  else segments.splice(1, 0, to);
  const next = segments.join('/').replace(/\/$/, '') || `/${to}`;
  return query ? `${next}?${query}` : next;
}

function splitQuery(value: string): [string, string | undefined] {
  const i = value.indexOf('?');
  return i === -1 ? [value, undefined] : [value.slice(0, i), value.slice(i + 1)];
}
