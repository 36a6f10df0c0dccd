// Quick share (issue 36, decision 053): the organization's share links, with
// counts, expiry and Revoke. Links are made from the library's file menu.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { buttonClass } from '@client/components/ui/button';
import { PageSpinner } from '@client/components/ui/spinner';
import { EmptyState, LoadError } from '@client/components/ui/states';
import { sharesQuery } from '@client/features/shares/api';
import { useShareT } from '@client/features/shares/messages';
import { SharesList } from '@client/features/shares/shares-list';
import { useLocale } from '@client/lib/use-locale';
import { useActiveOrg } from '@client/services/orgs';

export function Component() {
  const { t } = useShareT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const list = useQuery({ ...sharesQuery(org), enabled: Boolean(org) });
  const title = tm('catalogue.quick_share.name');
  return (
    <div className="page shares-page">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('library.title'), to: paths.library(locale) },
          { label: title },
        ]}
      />
      <header className="library-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('list.subtitle')}</p>
        </div>
        <Link className={buttonClass('secondary')} to={paths.library(locale)}>
          {t('list.toLibrary')}
        </Link>
      </header>
      {!org || list.isPending ? (
        <PageSpinner label={t('list.loading')} />
      ) : list.isError ? (
        <LoadError title={t('list.error')} retry={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={Share2} title={t('list.empty')} hint={t('list.emptyHint')} testId="shares-empty" />
      ) : (
        <SharesList org={org} shares={list.data} />
      )}
    </div>
  );
}
