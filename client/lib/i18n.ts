import { createInstance, type i18n as I18n } from 'i18next';
import { isLocale, type Locale } from '../../src/common/locales';
import { loadAppMessages, loadMessages, loadShellMessages, type ShellMessages } from '../../src/common/i18n';

/**
 * One i18next instance per render on the server and one per page in the
 * browser, both started from the same messages so hydration matches. Messages
 * are plain objects, so init with initAsync: false finishes synchronously.
 * The browser may start with the shell's messages alone (the landing).
 */
export function createI18n(locale: Locale, messages: ShellMessages): I18n {
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

/** Adds messages to a locale's (deep: the rest of the messages join the shell's). */
export function addMessages(instance: I18n, locale: Locale, messages: object): void {
  instance.addResourceBundle(locale, 'translation', messages, true, true);
}

// The browser's instance and the locales whose messages it holds whole: a page other than the landing loads the
// rest before it is drawn (app/routes.tsx). The server renders with every message and registers nothing.
let browser: { instance: I18n; whole: Set<Locale> } | null = null;

export function registerBrowserI18n(instance: I18n, whole: boolean): void {
  browser = { instance, whole: new Set(whole && isLocale(instance.language) ? [instance.language] : []) };
}

/** Every message of the browser's current language is loaded (no-op on the server). */
export async function ensureAllMessages(): Promise<void> {
  if (!browser) return;
  const { instance, whole } = browser;
  const locale = instance.language;
  if (!isLocale(locale) || whole.has(locale)) return;
  addMessages(instance, locale, await loadAppMessages(locale));
  whole.add(locale);
}

/** Before a switch to `to`: its messages, as whole as the current language's (the landing stays on the shell's). */
export async function loadForSwitch(instance: I18n, to: Locale): Promise<void> {
  const all = !browser || (isLocale(instance.language) && browser.whole.has(instance.language));
  addMessages(instance, to, all ? await loadMessages(to) : await loadShellMessages(to));
  if (all) browser?.whole.add(to);
}
