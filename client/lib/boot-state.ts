import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../../src/common/locales';

/**
 * What the server hands to hydration, in a JSON script tag. The locale's
 * messages are not in it: they are a hashed chunk the page preloads, so the
 * browser caches them once instead of reading them in every page's HTML.
 */
export interface BootState {
  locale: Locale;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** "http://127.0.0.1:9099" in development and tests; null in production. */
    emulatorUrl: string | null;
  };
  dehydrated: DehydratedState;
}

export const BOOT_STATE_ID = 'palco-boot';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside <script>: nothing in it can close the tag or start a comment. */
export function serializeBootState(state: BootState): string {
  // One pass over the text: this runs for every page the Worker renders.
  return JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, (ch) => ESCAPED[ch]!);
}
