// "Make content from this": a menu of the three tools a trend can start, each
// opened with the trend's topic and context (model/make-content.ts).
import { Sparkles } from 'lucide-react';
import { Menu } from '@client/components/ui/menu';
import { useLocale } from '@client/lib/use-locale';
import type { TrendRegion, TrendSearch, TrendVideo } from '@src/common/contracts/trends';
import { makeContentHref, MAKE_TARGETS, type TrendSeed } from '../model/make-content';
import { useTrendsT } from '../messages';

export function MakeContent({ seed }: { seed: TrendSeed }) {
  const { t } = useTrendsT();
  const locale = useLocale();
  return (
    <Menu
      label={t('makeAbout', { title: seed.title })}
      align="start"
      triggerClassName="btn btn-primary btn-sm"
      trigger={
        <>
          <Sparkles size={14} aria-hidden="true" /> {t('make')}
        </>
      }
    >
      {() =>
        MAKE_TARGETS.map((target) => (
          <a key={target} role="menuitem" className="menu-item" href={makeContentHref(locale, target, seed)}>
            {t(`makeTargets.${target}`)}
          </a>
        ))
      }
    </Menu>
  );
}

/** A trending search as a seed: where it trends and how, and its news. */
export function useSearchSeed(): (search: TrendSearch, region: TrendRegion) => TrendSeed {
  const { t } = useTrendsT();
  return (search, region) => ({
    title: search.title,
    lead: search.news[0]?.title,
    context: [
      t('context.search', { region: t(`regions.${region}`), rise: t(`rise.${search.rise.d7}`) }),
      ...search.news.slice(0, 3).map((n) => t('context.news', { title: n.title, source: n.source })),
    ],
  });
}

/** A trending video as a seed: its channel, views and rise. */
export function useVideoSeed(): (video: TrendVideo, region: TrendRegion) => TrendSeed {
  const { t, i18n } = useTrendsT();
  return (video, region) => ({
    title: video.title,
    context: [
      t('context.video', {
        region: t(`regions.${region}`),
        channel: video.channel,
        views: video.views.toLocaleString(i18n.language),
        rise: t(`rise.${video.rise.d7}`),
      }),
    ],
  });
}
