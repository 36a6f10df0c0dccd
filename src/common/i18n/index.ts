import type { Locale } from '../locales';
import type { Messages } from './pt-BR';

export type { Messages };

/** Loads one locale's messages; each file is its own chunk in the client bundle. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return (await import('./en')).en;
  return (await import('./pt-BR')).ptBR;
}
