// Publishing, first slice (issue 36, decision 057): connected accounts (the
// offline test network), a new post now or scheduled, and the posts' states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { ROLE_RANK } from '@src/common/contracts/orgs';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { PageSpinner } from '@client/components/ui/spinner';
import { EmptyState, LoadError } from '@client/components/ui/states';
import { AccountsPanel } from '@client/features/publishing/accounts-panel';
import { accountsQuery, postsQuery } from '@client/features/publishing/api';
import { usePublishT } from '@client/features/publishing/messages';
import { PostsList } from '@client/features/publishing/posts-list';
import { PublishForm } from '@client/features/publishing/publish-form';
import { useLocale } from '@client/lib/use-locale';
import { useActiveOrg } from '@client/services/orgs';

export function Component() {
  const { t } = usePublishT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const status = useQuery({ ...accountsQuery(org), enabled: Boolean(org) });
  const posts = useQuery({ ...postsQuery(org), enabled: Boolean(org) });
  const title = tm('catalogue.publishing.name');
  const isAdmin = active ? ROLE_RANK[active.role] >= ROLE_RANK.admin : false;
  return (
    <div className="page publish-page">
      <Breadcrumb label={tm('nav.breadcrumb')} items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: title }]} />
      <header className="library-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('subtitle')}</p>
        </div>
      </header>
      {!org || status.isPending ? (
        <PageSpinner label={t('list.loading')} />
      ) : status.isError ? (
        <LoadError title={t('list.error')} retry={t('list.retry')} onRetry={() => void status.refetch()} />
      ) : (
        <div className="publish-columns">
          <AccountsPanel org={org} status={status.data} isAdmin={isAdmin} />
          <PublishForm key={status.data.accounts.map((a) => a.id).join(',')} org={org} accounts={status.data.accounts} />
        </div>
      )}
      <section aria-labelledby="publish-posts-title" className="publish-posts">
        <h2 id="publish-posts-title">{t('list.title')}</h2>
        {!org || posts.isPending ? (
          <PageSpinner label={t('list.loading')} />
        ) : posts.isError ? (
          <LoadError title={t('list.error')} retry={t('list.retry')} onRetry={() => void posts.refetch()} />
        ) : posts.data.length === 0 ? (
          <EmptyState icon={Send} title={t('list.empty')} hint={t('list.emptyHint')} testId="posts-empty" heading="h3" />
        ) : (
          <PostsList org={org} posts={posts.data} />
        )}
      </section>
    </div>
  );
}
