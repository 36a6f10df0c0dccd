import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../src/common/routes';
import { buttonClass } from '../../components/ui/button';
import { useLocale } from '../../lib/use-locale';

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="auth-card card">
      <h1>{t('welcome.heading')}</h1>
      <p className="muted">{t('welcome.text')}</p>
      <Link className={buttonClass('primary')} to={paths.dashboard(locale)}>
        {t('welcome.goToDashboard')}
      </Link>
    </div>
  );
}
