// Past scores against real views (issue 37, decision 085): the org's published
// posts of scored drafts, a scatter (drawn by the page with the competitor
// analysis's uPlot chart, same chunk) and a table, with one plain sentence on Spearman's rank
// correlation, only from 5 posts with views, naming the networks whose views it
// includes. With no network able to report views the dataset is made up and
// labelled so (decision 093).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PastScore, ViewsNetwork } from '@src/common/contracts/viral-history';
import { MIN_POSTS_FOR_CORRELATION, strengthOf } from '@src/common/viral/correlation';
import { DemoNotice, LoadError } from '@client/components/ui/states';
import { historyQuery } from '../api';
import { useViralT } from '../messages';

/** Brand names, the same in both languages. */
/** Brand names, the same in both languages; a post's network is named by them too (LinkedIn reports no views but is listed). */
const NETWORK_NAMES: Record<ViewsNetwork | 'linkedin', string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

/** `chart` draws the scatter: the page passes the competitor analysis's uPlot figure (one chart chunk, no feature importing another). */
export function PastScores({ org, chart }: { org: string; chart: (posts: PastScore[], format: Intl.NumberFormat) => ReactNode }) {
  const { t, i18n } = useViralT();
  const history = useQuery({ ...historyQuery(org), enabled: Boolean(org) });
  const view = history.data;
  const whole = new Intl.NumberFormat(i18n.language);
  const rhoFormat = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="card stack-card vp-history" aria-labelledby="vp-history" data-testid="vp-history">
      <h2 id="vp-history">{t('history.title')}</h2>
      <p className="muted small">{t('history.about')}</p>
      {view?.demo ? <DemoNotice badge={t('history.demoBadge')} text={t('history.demo')} testId="vp-history-demo" /> : null}
      {view && !view.demo ? (
        <p className="muted small" data-testid="vp-history-networks">
          {t('history.networks', {
            list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(view.networks.map((n) => NETWORK_NAMES[n])),
          })}
        </p>
      ) : null}
      {history.isError ? (
        <LoadError title={t('history.failed')} retry={t('history.retry')} onRetry={() => void history.refetch()} />
      ) : !view ? (
        <p className="muted">{t('history.loading')}</p>
      ) : view.posts.length === 0 ? (
        <p className="muted" data-testid="vp-history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <>
          <p data-testid="vp-history-sentence">
            {view.correlation === null
              ? t('history.notEnough', { min: MIN_POSTS_FOR_CORRELATION, count: view.paired })
              : t(`history.correlation.${view.correlation < -0.2 ? 'negative' : strengthOf(view.correlation)}`, {
                  count: view.paired,
                  rho: rhoFormat.format(view.correlation),
                })}
          </p>
          {chart(
            view.posts.filter((p) => p.views !== null),
            whole,
          )}
          <PostsTable posts={view.posts} format={whole} />
        </>
      )}
    </section>
  );
}

function PostsTable({ posts, format }: { posts: PastScore[]; format: Intl.NumberFormat }) {
  const { t, i18n } = useViralT();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="vp-history-table">
      <table className="table" data-testid="vp-history-table">
        <thead>
          <tr>
            <th scope="col">{t('history.col.post')}</th>
            <th scope="col">{t('history.col.network')}</th>
            <th scope="col">{t('history.col.score')}</th>
            <th scope="col">{t('history.col.views')}</th>
            <th scope="col">{t('history.col.published')}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((p) => (
            <tr key={p.postId}>
              <td>{p.url ? <a href={p.url}>{p.title}</a> : p.title}</td>
              <td>{NETWORK_NAMES[p.network as ViewsNetwork] ?? p.network}</td>
              <td className="num">{p.score}</td>
              <td className="num">
                {p.views !== null ? format.format(p.views) : t(`history.note.${p.viewsNote ?? 'notRead'}`)}
                {p.views !== null && p.viewsNote === 'reconnect' ? ` ${t('history.note.stale')}` : null}
                {p.views !== null && p.viewsNote === 'no_key' ? ` ${t('history.note.lastRead')}` : null}
              </td>
              <td>{date.format(new Date(p.publishedAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
