import { useQueryClient } from '@tanstack/react-query';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@src/common/routes';
import { AccountMenu } from '../../components/header/account-menu';
import { LanguageMenu } from '../../components/header/language-menu';
import { ThemeToggle } from '../../components/header/theme-toggle';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../services/auth/current-user';
import { deleteSession } from '../../features/auth/api/session';
import { signOutIdentity } from '../../lib/firebase';
import { useAppConfig } from '../../lib/config';
import { useLocale } from '../../lib/use-locale';
import { Sidebar } from './sidebar';
import { LiveProvider } from '../../projects/live';
import { useActiveOrg } from '../../services/orgs';
import { OrgSwitcher } from '../../features/orgs/components/org-switcher';
import { NotificationBell } from '../../features/notifications/bell';
import { ShareDialogHost } from '../../features/shares/share-host';

/**
 * The guard of every protected page: a spinner while auth state loads, the
 * sign-in page (with "from") when there is no user, else the app shell.
 */
/** A lazy route: public pages (the landing above all) never load the signed-in shell. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const me = useMe();
  if (me.isLoading) return <PageSpinner label={t('auth.checkingSession')} />;
  if (!me.data) return <Navigate to={paths.signIn(locale, location.pathname + location.search)} replace />;
  return <AppShell />;
}

function AppShell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const me = useMe();
  const [drawer, setDrawer] = useState(false);

  const config = useAppConfig();
  const activeOrg = useActiveOrg().org;

  const [signingOut, setSigningOut] = useState(false);

  // Spec: logout clears cached data and goes to sign-in. The pages unmount
  // first (so nothing refetches into a 401), the server session ends, the
  // identity service's sign-in too, and a full load of the sign-in page
  // starts from an empty cache.
  const signOut = async () => {
    setSigningOut(true);
    await deleteSession().catch(() => undefined);
    await signOutIdentity(config.firebase).catch(() => undefined);
    queryClient.cancelQueries();
    window.location.assign(paths.signIn(locale));
  };

  return (
    <div className={`app-shell${drawer ? ' drawer-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Sidebar onNavigate={() => setDrawer(false)} />
      <div className="app-main">
        <header className="app-header">
          <button
            type="button"
            className="icon-btn show-sm"
            aria-label={drawer ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={drawer}
            onClick={() => setDrawer((v) => !v)}
          >
            {drawer ? <X size={20} aria-hidden="true" /> : <MenuIcon size={20} aria-hidden="true" />}
          </button>
          <OrgSwitcher />
          <div className="header-spacer" />
          <div className="header-actions">
            <NotificationBell />
            <LanguageMenu />
            <ThemeToggle />
            {me.data ? <AccountMenu user={me.data} onSignOut={() => void signOut()} /> : null}
          </div>
        </header>
        <main id="main" className="app-content" tabIndex={-1}>
          {signingOut ? (
            <PageSpinner label={t('app.loading')} />
          ) : (
            // One live socket per tab, for the active organization (decision 066).
            // One share dialog for every editor's "Share" (decision 098).
            <LiveProvider org={activeOrg}>
              <ShareDialogHost>
                <Outlet />
              </ShareDialogHost>
            </LiveProvider>
          )}
        </main>
      </div>
      {drawer ? <div className="drawer-backdrop" onClick={() => setDrawer(false)} aria-hidden="true" /> : null}
    </div>
  );
}
