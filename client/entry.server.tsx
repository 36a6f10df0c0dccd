// The client as the server render sees it: the one door src/ssr goes through
// (decision 019), so what the Worker's render depends on is listed here.
export { AppProviders } from './app/providers';
export { routes } from './app/routes';
export { PAGE_FILES, PROTECTED_LAYOUT_FILE } from './app/page-files';
export { meQueryKey } from './services/auth/current-user';
export { createMeStore } from './services/auth/me-store';
export { orgsQueryKey } from './services/orgs';
export { BOOT_STATE_ID, serializeBootState, type BootState } from './lib/boot-state';
export { createI18n } from './lib/i18n';
export { createQueryClient } from './lib/query-client';
export { themeBootScript } from './lib/theme';
