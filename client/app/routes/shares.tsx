// Quick share (issue 36, decision 053): the organization's share links, with
// counts, expiry and Revoke. Links are made from the library's file menu.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import { paths } from '@src/common/routes';
import { PageHeader } from '@client/components/ui/page-header';
import { buttonClass } from '@client/components/ui/button';
import { QueryView } from '@client/components/ui/query-view';
import { EmptyState } from '@client/components/ui/states';
import { sharesQuery } from '@client/features/shares/api';
import { useShareT } from '@client/features/shares/messages';
import { SharesList } from '@client/features/shares/shares-list';
import { useLocale } from '@client/lib/use-locale';
import { useActiveOrg } from '@client/services/orgs';

export function Component() {
  const { t } = useShareT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { org } = useActiveOrg();
  const list = useQuery({ ...sharesQuery(org), enabled: Boolean(org) });
  return (
    <div className="page shares-page">
      <PageHeader
        title={tm('catalogue.quick_share.name')}
        subtitle={t('list.subtitle')}
        trail={[{ label: tm('library.title'), to: paths.library(locale) }]}
        actions={
          <Link className={buttonClass('secondary')} to={paths.library(locale)}>
            {t('list.toLibrary')}
          </Link>
        }
      />
      <QueryView query={list} ready={Boolean(org)} words={{ loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') }}>
        {(shares) =>
          shares.length === 0 ? (
            <EmptyState icon={Share2} title={t('list.empty')} hint={t('list.emptyHint')} testId="shares-empty" />
          ) : (
            <SharesList org={org} shares={shares} />
          )
        }
      </QueryView>
    </div>
  );
}
