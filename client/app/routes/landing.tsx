import { Coins, LayoutTemplate, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@src/common/routes';
import { buttonClass } from '../../components/ui/button';
import { useSignedInUser } from '../../services/auth/me-store';
import { useLocale } from '../../lib/use-locale';

const FEATURES = [
  { n: 1, icon: Scissors },
  { n: 2, icon: LayoutTemplate },
  { n: 3, icon: Coins },
] as const;

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <div className="landing">
      <section className="hero">
        <p className="eyebrow">{t('landing.forWhom')}</p>
        <h1>{t('landing.heroTitle')}</h1>
        <p className="hero-text">{t('landing.heroText')}</p>
        <div className="hero-actions">
          <Link className={buttonClass('primary', 'lg')} to={paths.signUp(locale)} data-testid="get-started">
            {t('landing.getStarted')}
          </Link>
          <Link className={buttonClass('secondary', 'lg')} to={paths.signUp(locale)}>
            {t('landing.createAccount')}
          </Link>
          {user ? (
            <Link className={buttonClass('ghost', 'lg')} to={paths.dashboard(locale)}>
              {t('landing.goToDashboard')}
            </Link>
          ) : null}
        </div>
      </section>
      <section className="features" aria-label={t('app.tagline')}>
        {FEATURES.map(({ n, icon: Icon }) => (
          <article key={n} className="card feature">
            <span className="feature-icon">
              <Icon size={22} aria-hidden="true" />
            </span>
            <h2>{t(`landing.feature${n}Title`)}</h2>
            <p className="muted">{t(`landing.feature${n}Text`)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
