import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@src/common/routes';
import { useLocale } from '@client/lib/use-locale';
import { Breadcrumb, type Crumb } from './breadcrumb';

// The top of a tool's page: the trail from the dashboard (through `trail`, the
// pages between) to this page, then its title, the line under it and the
// page's own actions on the right. Every page wrote these three pieces again.
export function PageHeader({
  title,
  subtitle,
  trail = [],
  actions,
  className = 'library-header',
}: {
  /** The page's name, in the trail and as the h1. */
  title: string;
  subtitle?: ReactNode;
  trail?: Crumb[];
  actions?: ReactNode;
  /** `cap-header` for the single-column tools whose header spans a grid. */
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, ...trail, { label: title }]}
      />
      <header className={className}>
        <div>
          <h1 className="page-title">{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
        </div>
        {actions}
      </header>
    </>
  );
}
