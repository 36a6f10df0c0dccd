import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="auth-card card">
      <h1>{t('auth.signUp.heading')}</h1>
      <p className="muted">{t('tools.building')}</p>
    </div>
  );
}
