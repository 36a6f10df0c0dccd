// The videos behind a watched keyword (decision 082): YouTube's search for it in
// the list's region, read when the member opens the keyword (a search costs
// 100 units of the day's quota, kept for the day), with its loading, empty,
// refused and demonstration states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveErrorMessage } from '@client/lib/errors';
import { useActiveOrg } from '@client/services/orgs';
import { keywordVideosQuery } from '../api';
import { useTrendsT } from '../messages';

export function KeywordVideos({ id, keyword }: { id: string; keyword: string }) {
  const { t, i18n } = useTrendsT();
  const { t: tm } = useTranslation();
  const { org } = useActiveOrg();
  const q = useQuery({ ...keywordVideosQuery(org, id), enabled: Boolean(org) });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: '2-digit', month: 'short', year: 'numeric' });

  if (q.isError) {
    // The quota spent for the day (503) and YouTube failing (502) say so in the server's words.
    return (
      <p className="notice small" role="alert" data-testid="keyword-videos-error">
        {resolveErrorMessage(q.error, tm)}{' '}
        <button type="button" className="link-btn" onClick={() => void q.refetch()}>
          {t('search.retry')}
        </button>
      </p>
    );
  }
  if (!q.data)
    return (
      <p className="muted small" aria-busy="true">
        {t('search.loading', { keyword })}
      </p>
    );
  const view = q.data;
  return (
    <div className="tt-keyword-videos" data-testid="keyword-videos">
      <p className="muted small">{t(view.demo ? 'search.demo' : 'search.hint', { keyword, day: view.day })}</p>
      {view.videos.length === 0 ? (
        <p className="muted small">{t('search.empty', { keyword })}</p>
      ) : (
        <ol className="tt-keyword-list">
          {view.videos.map((v) => (
            <li key={v.videoId}>
              {view.demo ? (
                <span className="tt-title">{v.title}</span>
              ) : (
                <a
                  className="tt-title"
                  href={`https://www.youtube.com/watch?v=${encodeURIComponent(v.videoId)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {v.title}
                </a>
              )}
              <span className="muted small">
                {v.channel}
                {v.publishedAt ? ` · ${date(v.publishedAt)}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
