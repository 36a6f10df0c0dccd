import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from '../../src/common/locales';
import type { Messages } from '../../src/common/i18n';

/**
 * One i18next instance per render on the server and one per page in the
 * browser, both started from the same messages so hydration matches. Messages
 * are plain objects, so init with initAsync: false finishes synchronously.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function addMessages(instance: I18n, locale: Locale, messages: Messages): void {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', messages, true, true);
  }
}
