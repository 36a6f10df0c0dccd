// One top video over time (decision 082): its views or its engagement at each
// measure of its channel, read when the video is picked, drawn like the other
// charts (uPlot, PNG download, a summary for screen readers).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompetitorVideo } from '@src/common/contracts/competitors';
import { Segmented } from '@client/components/ui/segmented';
import { LoadError } from '@client/components/ui/states';
import { useLocale } from '@client/lib/use-locale';
import { useActiveOrg } from '@client/services/orgs';
import { videoHistoryQuery } from '../api';
import { useCompetitorsT } from '../messages';
import { ChartFigure, type ChartBuild } from './chart-figure';
import { dayAxis, valueAxis } from './chart-theme';

const METRICS = ['views', 'engagement'] as const;
type Metric = (typeof METRICS)[number];

export function VideoHistory({ channelId, video, colour }: { channelId: string; video: CompetitorVideo; colour: string }) {
  const { t, i18n } = useCompetitorsT();
  const locale = useLocale();
  const { org } = useActiveOrg();
  const history = useQuery({ ...videoHistoryQuery(org, channelId, video.videoId), enabled: Boolean(org) });
  const [metric, setMetric] = useState<Metric>('views');
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const format = (v: number) => (metric === 'engagement' ? percent.format(v) : compact.format(v));
  const title = t('video.title', { metric: t(`stats.${metric === 'views' ? 'views' : 'engagement'}`), title: video.title });

  if (history.isError) return <LoadError title={t('video.failed')} retry={t('retry')} onRetry={() => void history.refetch()} />;
  if (!history.data)
    return (
      <p className="muted" aria-busy="true" data-testid="video-history-loading">
        {t('video.loading')}
      </p>
    );
  const points = history.data.points;
  if (points.length === 0)
    return (
      <p className="muted" data-testid="video-history-empty">
        {t('video.empty')}
      </p>
    );

  const build: ChartBuild = (_U, theme) => ({
    data: [points.map((p) => p.at / 1000), points.map((p) => p[metric])],
    opts: {
      series: [{}, { label: video.title, stroke: colour, width: 2, points: { show: points.length < 3, size: 6, fill: colour } }],
      scales: { x: { time: true } },
      axes: [dayAxis(theme, locale), valueAxis(theme, (_u, splits) => splits.map(format))],
    },
  });
  const last = points.at(-1)!;
  return (
    <ChartFigure
      title={title}
      legend={[{ label: video.title, colour }]}
      summary={t('video.summary', { title, first: format(points[0]![metric]), last: format(last[metric]), count: points.length })}
      build={build}
      dataKey={`${video.videoId}:${metric}:${points.length}:${last.at}:${locale}`}
      fileName={`${t('csv.file')}-${video.videoId}-${metric}`}
      testId="chart-video"
      controls={<Segmented label={t('charts.metric')} values={METRICS} value={metric} name={(m) => t(`stats.${m}`)} onChange={setMetric} />}
    />
  );
}
