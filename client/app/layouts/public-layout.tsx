import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@src/common/routes';
import { LanguageMenu } from '../../components/header/language-menu';
import { Logo } from '../../components/header/logo';
import { ThemeToggle } from '../../components/header/theme-toggle';
import { buttonClass } from '../../components/ui/button';
import { useSignedInUser } from '../../services/auth/me-store';
import { useLocale } from '../../lib/use-locale';

export function PublicLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="public-header">
        <Logo to={paths.landing(locale)} />
        <div className="header-actions">
          <LanguageMenu />
          <ThemeToggle />
          {user ? (
            <Link className={buttonClass('primary', 'sm')} to={paths.dashboard(locale)}>
              {t('landing.goToDashboard')}
            </Link>
          ) : (
            <>
              <Link className={buttonClass('ghost', 'sm', 'hide-sm')} to={paths.signIn(locale)}>
                {t('header.signIn')}
              </Link>
              <Link className={buttonClass('primary', 'sm')} to={paths.signUp(locale)}>
                {t('header.signUp')}
              </Link>
            </>
          )}
        </div>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <span>{t('app.copyright', { year: 2026 })}</span>
        <nav aria-label={t('nav.legal')}>
          <Link to={paths.terms(locale)}>{t('legal.terms.title')}</Link>
          <Link to={paths.privacy(locale)}>{t('legal.privacy.title')}</Link>
        </nav>
      </footer>
    </div>
  );
}
