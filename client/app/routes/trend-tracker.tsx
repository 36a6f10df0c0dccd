// The trend tracker (issue 37, decision 059): today's trending searches and
// videos of Brazil (default) or the US, by video category, each with its rise
// over 7 and 30 days from the stored snapshots; a search picked shows the news
// and videos behind it, and "Make content from this" opens the script creator
// with it as the topic. Demonstration data (no API key) is said on the page.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TREND_CATEGORIES, TREND_REGIONS, type TrendCategory, type TrendRegion } from '@src/common/contracts/trends';
import { PageHeader } from '@client/components/ui/page-header';
import { SelectField } from '@client/components/ui/field';
import { Segmented } from '@client/components/ui/segmented';
import { useActiveOrg } from '@client/services/orgs';
import { formatDate } from '@client/lib/format';
import { trendsQuery } from '@client/features/trends/api';
import { useTrendsT } from '@client/features/trends/messages';
import { RiseBadges } from '@client/features/trends/components/rise-badges';
import { Watchlist } from '@client/features/trends/components/watchlist';
import { SearchDetail, VideoLine } from '@client/features/trends/components/search-detail';
import { MakeContent, useVideoSeed } from '@client/features/trends/components/make-content';
import { DemoNotice } from '@client/components/ui/states';

export function Component() {
  const { t, i18n } = useTrendsT();
  const { t: tm } = useTranslation();
  const { org } = useActiveOrg();
  const [region, setRegion] = useState<TrendRegion>('BR');
  const [category, setCategory] = useState<TrendCategory>('all');
  const [picked, setPicked] = useState<string | null>(null);
  const trends = useQuery({ ...trendsQuery(org, region, category), enabled: Boolean(org) });
  const view = trends.data;
  const search = view?.searches.find((s) => s.key === picked) ?? null;
  const videoSeed = useVideoSeed();

  return (
    <div className="page tt-page">
      <PageHeader className="cap-header" title={tm('catalogue.trend_tracker.name')} subtitle={t('subtitle')} />
      {view?.demo ? <DemoNotice badge={t('demoBadge')} text={t('demo')} testId="trends-demo" /> : null}
      {view?.quota ? (
        <p className="muted" data-testid="trends-quota">
          {t('quota', { day: view.quota.day, used: view.quota.used, limit: view.quota.limit })}
        </p>
      ) : null}
      <div className="tt-controls">
        <Segmented
          label={t('region')}
          values={TREND_REGIONS}
          value={region}
          name={(r) => t(`regions.${r}`)}
          onChange={(r) => {
            setRegion(r);
            setPicked(null);
          }}
        />
        <SelectField label={t('category')} value={category} onChange={(v) => setCategory(v as TrendCategory)}>
          {TREND_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Watchlist key={region} region={region} />
      <div aria-live="polite" aria-busy={trends.isPending}>
        {trends.isError ? (
          <p className="notice notice-error">{t('failed')}</p>
        ) : !view ? (
          <p className="muted">{t('loading')}</p>
        ) : !view.day ? (
          <p className="muted" data-testid="trends-empty">
            {t('empty')}
          </p>
        ) : (
          <>
            <h2 className="tt-day">{t('day', { day: formatDate(`${view.day}T12:00:00Z`, i18n.language) })}</h2>
            <div className="tool-split">
              <section className="card stack-card" aria-labelledby="tt-searches">
                <h3 id="tt-searches">{t('searches')}</h3>
                {view.searches.length ? (
                  <ul className="tt-list" data-testid="trend-searches">
                    {view.searches.map((s) => (
                      <li key={s.key} className={`tt-item${s.key === picked ? ' is-picked' : ''}`}>
                        <button
                          type="button"
                          className="tt-pick"
                          aria-pressed={s.key === picked}
                          aria-label={t('pick', { title: s.title })}
                          onClick={() => setPicked(s.key === picked ? null : s.key)}
                        >
                          <span className="tt-title">{s.title}</span>
                          <span className="muted tt-facts">{t('traffic', { traffic: s.traffic.toLocaleString(i18n.language) })}</span>
                        </button>
                        <RiseBadges rise={s.rise} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">{t('noSearches')}</p>
                )}
              </section>
              <div className="tt-side">
                {search ? (
                  <SearchDetail search={search} region={view.region} demo={view.demo} />
                ) : (
                  <p className="muted">{t('detail.choose')}</p>
                )}
              </div>
            </div>
            <section className="card stack-card tt-videos" aria-labelledby="tt-videos">
              <h3 id="tt-videos">{t('videos')}</h3>
              {view.videos.length ? (
                <ul className="tt-list" data-testid="trend-videos">
                  {view.videos.map((v) => (
                    <li key={v.videoId} className="tt-item">
                      <VideoLine video={v} demo={view.demo} />
                      <MakeContent seed={videoSeed(v, view.region)} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('noVideos')}</p>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
