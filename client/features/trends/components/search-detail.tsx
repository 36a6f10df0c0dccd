// The chosen search: the news and the trending videos behind it, and
// "Make content from this", which opens the script creator's new-script dialog
// with the search as its topic (`?new=1&topic=`, read by the projects page).
import { useLocale } from '@client/lib/use-locale';
import { paths } from '@src/common/routes';
import type { TrendSearch, TrendVideo } from '@src/common/contracts/trends';
import { useTrendsT } from '../messages';
import { RiseBadges } from './rise-badges';

/** The script creator, on its new-script dialog with `topic` filled in. */
export const makeContentHref = (locale: Parameters<typeof paths.scripts>[0], topic: string) =>
  `${paths.scripts(locale)}?new=1&topic=${encodeURIComponent(topic.slice(0, 200))}`;

export function MakeContent({ topic }: { topic: string }) {
  const { t } = useTrendsT();
  const locale = useLocale();
  return (
    <a className="btn btn-primary btn-sm" href={makeContentHref(locale, topic)} aria-label={t('makeScript', { title: topic })}>
      {t('make')}
    </a>
  );
}

export function VideoLine({ video, demo }: { video: TrendVideo; demo: boolean }) {
  const { t, i18n } = useTrendsT();
  return (
    <>
      <span className="tt-title">{video.title}</span>
      <span className="muted tt-facts">
        {video.channel} · {t('views', { views: video.views.toLocaleString(i18n.language) })}
      </span>
      <RiseBadges rise={video.rise} />
      {demo ? null : (
        <a
          className="tt-link"
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('openVideo')}
        </a>
      )}
    </>
  );
}

export function SearchDetail({ search, demo }: { search: TrendSearch; demo: boolean }) {
  const { t } = useTrendsT();
  return (
    <section className="card tt-detail" aria-labelledby="tt-detail-title" data-testid="trend-detail">
      <h3 id="tt-detail-title">{search.title}</h3>
      <RiseBadges rise={search.rise} />
      <h4>{t('detail.news')}</h4>
      {search.news.length ? (
        <ul className="tt-news">
          {search.news.map((n) => (
            <li key={n.url}>
              <a href={n.url} target="_blank" rel="noreferrer">
                {n.title}
              </a>{' '}
              <span className="muted">({n.source})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('detail.noNews')}</p>
      )}
      <h4>{t('detail.videos')}</h4>
      {search.videos.length ? (
        <ul className="tt-list">
          {search.videos.map((v) => (
            <li key={v.videoId} className="tt-item">
              <VideoLine video={v} demo={demo} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('detail.noVideos')}</p>
      )}
      <MakeContent topic={search.title} />
    </section>
  );
}
