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

/** JSON that is safe inside <script>: nothing in it can close the tag or start a comment. */
export function serializeBootState(state: BootState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
