import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { buttonClass } from '../../components/ui/button';
import { useLocale } from '../../lib/use-locale';
import type { RouteHandle } from '../routes';

/** The real layout of a tool page whose tool a later issue builds. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const match = useMatches().find((m) => (m.handle as RouteHandle | undefined)?.def);
  const title = t((match?.handle as RouteHandle).def.titleKey);
  return (
    <div className="page">
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('nav.tools') }, { label: title }]}
      />
      <h1 className="page-title">{title}</h1>
      <section className="empty-state" aria-live="polite">
        <Hammer size={32} aria-hidden="true" />
        <h2>{t('tools.building')}</h2>
        <p className="muted">{t('tools.buildingText')}</p>
        <Link className={buttonClass('secondary')} to={paths.dashboard(locale)}>
          {t('tools.backToDashboard')}
        </Link>
      </section>
    </div>
  );
}
