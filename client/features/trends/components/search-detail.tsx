// The chosen search: the news and the trending videos behind it, and "Make
// content from this" (a script, a carousel or a caption, with its context).
import type { TrendRegion, TrendSearch, TrendVideo } from '@src/common/contracts/trends';
import { useTrendsT } from '../messages';
import { MakeContent, useSearchSeed } from './make-content';
import { RiseBadges } from './rise-badges';

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

export function SearchDetail({ search, region, demo }: { search: TrendSearch; region: TrendRegion; demo: boolean }) {
  const { t } = useTrendsT();
  const seedOf = useSearchSeed();
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
      <MakeContent seed={seedOf(search, region)} />
    </section>
  );
}
