import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useParams } from 'react-router';
import { isLocale } from '@src/common/locales';
import { loadForSwitch } from '../../lib/i18n';
import type { RouteHandle } from '../route-handle';
import { FallbackRedirect } from './fallback-redirect';
import { useMounted } from '../../lib/use-mounted';

// The toaster is drawn on the client only, from its own chunk (with sonner), so
// the first load of every page carries neither; see lib/toast.ts.
const Toaster = lazy(() => import('../../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Keeps i18n, <html lang> and the document title in step with the URL. */
export function RootLayout() {
  const { locale } = useParams();
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.def)?.handle as RouteHandle | undefined;
  const titleKey = handle?.def.titleKey;
  const hydrated = useMounted();

  useEffect(() => {
    if (!isLocale(locale)) return;
    document.documentElement.lang = locale;
    if (i18n.language !== locale) {
      // Back/forward across languages: load the other bundle, then switch.
      void loadForSwitch(i18n, locale).then(() => i18n.changeLanguage(locale));
    }
  }, [locale, i18n]);

  useEffect(() => {
    if (titleKey) document.title = `${t(titleKey)} · Palco`;
  }, [titleKey, t]);

  if (!isLocale(locale)) return <FallbackRedirect />;
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
