import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import { DASHBOARD_SECTIONS } from '../layouts/sidebar';

export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  const name = me.data?.displayName?.split(' ')[0];
  return (
    <div className="page">
      <h1 className="page-title">{name ? `${t('dashboard.heading')} · ${name}` : t('dashboard.heading')}</h1>
      <p className="muted">{t('app.tagline')}</p>
      <div className="dashboard-sections">
        {DASHBOARD_SECTIONS.map(({ id, icon: Icon }) => (
          <section key={id} id={id} className="card dashboard-section" aria-labelledby={`${id}-title`}>
            <Icon size={20} aria-hidden="true" />
            <h2 id={`${id}-title`}>{t(`nav.${id}`)}</h2>
          </section>
        ))}
      </div>
    </div>
  );
}
