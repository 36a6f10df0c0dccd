// A page's own messages as an i18next namespace that travels in the page's
// chunk, not in the landing bundle. The bundle is added synchronously before
// the first render, on the server and in the browser alike, so hydration matches.
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../src/common/locales';

export function useNamespace<M extends object>(ns: string, messages: Record<Locale, M>) {
  const { i18n } = useTranslation();
  const lng = i18n.language as Locale;
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages[lng] ?? messages['pt-BR']);
  return useTranslation(ns);
}
