// Publishing, first slice (issue 36, decision 057): connected accounts (the
// offline test network), a new post now or scheduled, and the posts' states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { ROLE_RANK } from '@src/common/contracts/orgs';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryView } from '@client/components/ui/query-view';
import { EmptyState } from '@client/components/ui/states';
import { AccountsPanel } from '@client/features/publishing/accounts-panel';
import { accountsQuery, postsQuery } from '@client/features/publishing/api';
import { usePublishT } from '@client/features/publishing/messages';
import { PostsCalendar } from '@client/features/publishing/posts-calendar';
import { PostsList } from '@client/features/publishing/posts-list';
import { PublishForm } from '@client/features/publishing/publish-form';
import { useActiveOrg } from '@client/services/orgs';

export function Component() {
  const { t } = usePublishT();
  const { t: tm } = useTranslation();
  const { active, org } = useActiveOrg();
  const status = useQuery({ ...accountsQuery(org), enabled: Boolean(org) });
  const posts = useQuery({ ...postsQuery(org), enabled: Boolean(org) });
  const words = { loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') };
  const isAdmin = active ? ROLE_RANK[active.role] >= ROLE_RANK.admin : false;
  return (
    <div className="page publish-page">
      <PageHeader title={tm('catalogue.publishing.name')} subtitle={t('subtitle')} />
      <QueryView query={status} ready={Boolean(org)} words={words}>
        {(s) => (
          <div className="publish-columns">
            <AccountsPanel org={org} status={s} isAdmin={isAdmin} />
            <PublishForm key={s.accounts.map((a) => a.id).join(',')} org={org} accounts={s.accounts} />
          </div>
        )}
      </QueryView>
      <section aria-labelledby="publish-posts-title" className="publish-posts">
        <h2 id="publish-posts-title">{t('list.title')}</h2>
        <QueryView query={posts} ready={Boolean(org)} words={words}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon={Send} title={t('list.empty')} hint={t('list.emptyHint')} testId="posts-empty" heading="h3" />
            ) : (
              <>
                <PostsCalendar org={org} posts={list} />
                <PostsList org={org} posts={list} />
              </>
            )
          }
        </QueryView>
      </section>
    </div>
  );
}
