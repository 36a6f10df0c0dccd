import type { Locale } from '../locales';
import type { AppMessages, Messages, ShellMessages } from './pt-BR';

export type { AppMessages, Messages, ShellMessages };

/**
 * The page drawn with the shell's messages alone (decision 050): the landing, a first visit's page, loads
 * neither the rest of the messages nor the query library. Every other page loads all of its locale's messages.
 */
export const SHELL_ONLY_PAGE = 'landing';

/** The messages the landing and the shell around every page show; each locale's file is its own chunk. */
export async function loadShellMessages(locale: Locale): Promise<ShellMessages> {
  if (locale === 'en') return (await import('./en.shell')).enShell;
  return (await import('./pt-BR.shell')).ptBRShell;
}

/** Everything else, its own chunk. */
export async function loadAppMessages(locale: Locale): Promise<AppMessages> {
  if (locale === 'en') return (await import('./en.app')).enApp;
  return (await import('./pt-BR.app')).ptBRApp;
}

/** All of a locale's messages: the server's, and a language switch's. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [shell, app] = await Promise.all([loadShellMessages(locale), loadAppMessages(locale)]);
  return { ...shell, ...app };
}
