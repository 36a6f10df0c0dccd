// The competitor analysis (issue 37, decision 074): YouTube channels added by
// handle or address, measured every 6 hours, compared side by side in charts
// (subscribers and views over time, engagement, views per video and cadence by
// channel, the best times to post) with their top videos and topics; each chart
// downloads as PNG and the comparison as CSV. Demonstration data (no API key)
// is said on the page; admins see the YouTube quota shared with the trend tracker.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { EyeOff, FileSpreadsheet, Radar, X } from 'lucide-react';
import { addCompetitorSchema, type CompetitorChannel, type CompetitorsView } from '@src/common/contracts/competitors';
import { paths } from '@src/common/routes';
import { PageHeader } from '@client/components/ui/page-header';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Segmented } from '@client/components/ui/segmented';
import { DemoNotice, EmptyState, LoadError } from '@client/components/ui/states';
import { useForm } from '@client/lib/use-form';
import { useLocale } from '@client/lib/use-locale';
import { download } from '@client/lib/download';
import { useActiveOrg } from '@client/services/orgs';
import { competitorsQuery, useCompetitorActions } from '@client/features/competitors/api';
import { useCompetitorsT } from '@client/features/competitors/messages';
import { comparisonCsv } from '@client/features/competitors/model/csv';
import { ChartFigure, type ChartBuild } from '@client/features/competitors/components/chart-figure';
import { colourOf, dayAxis, valueAxis } from '@client/features/competitors/components/chart-theme';
import { Heatmap } from '@client/features/competitors/components/heatmap';
import { ChannelTopics } from '@client/features/competitors/components/topics';
import { VideoHistory } from '@client/features/competitors/components/video-history';

const LINE_METRICS = ['subscribers', 'views', 'viewsPerVideo', 'engagement'] as const;
const BAR_METRICS = ['engagement', 'viewsPerVideo', 'uploadsPerWeek'] as const;
type BarMetric = (typeof BAR_METRICS)[number];

export function Component() {
  const { t } = useCompetitorsT();
  const { t: tm } = useTranslation();
  const { org } = useActiveOrg();
  const list = useQuery({ ...competitorsQuery(org), enabled: Boolean(org) });
  const view = list.data;

  return (
    <div className="page ca-page">
      <PageHeader className="cap-header" title={tm('catalogue.competitor_analysis.name')} subtitle={t('subtitle')} />
      {view?.demo ? <DemoNotice badge={t('demoBadge')} text={t('demo')} testId="competitors-demo" /> : null}
      {view?.quota ? (
        <p className="muted" data-testid="competitors-quota">
          {t('quota', { ...view.quota, left: Math.max(0, view.quota.limit - view.quota.used) })}
        </p>
      ) : null}
      <AddChannel view={view} />
      <div aria-live="polite" aria-busy={list.isPending}>
        {list.isError ? (
          <LoadError title={t('failed')} retry={t('retry')} onRetry={() => void list.refetch()} />
        ) : !view ? (
          <p className="muted">{t('loading')}</p>
        ) : (
          <>
            <OwnChannelNote view={view} />
            {view.channels.length === 0 ? (
              <EmptyState icon={Radar} title={t('empty.title')} hint={t('empty.hint')} testId="competitors-empty" />
            ) : null}
            {view.own.status === 'connected' || view.channels.length ? (
              // The own channel first (decision 085): the first colour, a thicker line, marked in every list.
              <Comparison
                channels={view.own.status === 'connected' ? [view.own.channel, ...view.channels] : view.channels}
                ownId={view.own.status === 'connected' ? view.own.channel.id : null}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function AddChannel({ view }: { view: CompetitorsView | undefined }) {
  const { t } = useCompetitorsT();
  const { t: tm } = useTranslation();
  const { org } = useActiveOrg();
  const actions = useCompetitorActions(org);
  const form = useForm(addCompetitorSchema, { channel: '' });
  const message = (k: string) => tm(k.includes('.') ? k : `errors.${k}`);
  const submit = form.submit(async ({ channel }) => {
    const next = await actions.add.mutateAsync({ channel });
    const added = next.channels.at(-1);
    toast.success(t('add.added', { title: added?.title ?? channel }));
    form.reset({ channel: '' });
  });
  return (
    <section className="card stack-card ca-add" aria-labelledby="ca-add">
      <h2 id="ca-add">{t('add.title')}</h2>
      <form className="ca-add-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('add.field')} hint={t('add.hint')} maxLength={200} autoComplete="off" {...form.bind('channel', message)} />
        <Button type="submit" loading={form.busy}>
          {t('add.submit')}
        </Button>
      </form>
      {view ? <p className="muted small">{t('add.count', { count: view.channels.length, limit: view.limit })}</p> : null}
    </section>
  );
}

function OwnChannelNote({ view }: { view: CompetitorsView }) {
  const { t } = useCompetitorsT();
  const locale = useLocale();
  const { org } = useActiveOrg();
  const actions = useCompetitorActions(org);
  if (view.own.status === 'connected') return null;
  if (view.own.status === 'hidden')
    return (
      <p className="notice ca-own" data-testid="competitors-own-hidden">
        {t('own.hidden', { title: view.own.title })}{' '}
        <Button variant="secondary" size="sm" loading={actions.ownHidden.isPending} onClick={() => actions.ownHidden.mutate(false)}>
          {t('own.show')}
        </Button>
      </p>
    );
  return (
    <p className="notice ca-own" data-testid="competitors-own">
      {t(`own.${view.own.status}`)} <Link to={paths.publish(locale)}>{t('own.link')}</Link>
    </p>
  );
}

function useFormatters() {
  const { i18n } = useCompetitorsT();
  const lang = i18n.language;
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const bar = (m: BarMetric, v: number) =>
    m === 'engagement' ? percent.format(v) : m === 'uploadsPerWeek' ? decimal.format(v) : compact.format(v);
  return { lang, compact, whole, percent, decimal, bar };
}

function Comparison({ channels, ownId }: { channels: CompetitorChannel[]; ownId: string | null }) {
  const { t } = useCompetitorsT();
  const locale = useLocale();
  const f = useFormatters();
  const [line, setLine] = useState<(typeof LINE_METRICS)[number]>('subscribers');
  const [bar, setBar] = useState<BarMetric>('engagement');
  const named = (c: CompetitorChannel) => (c.id === ownId ? `${c.title} (${t('own.yours')})` : c.title);
  const legend = channels.map((c, i) => ({ label: named(c), colour: colourOf(i) }));
  const csvHeader = {
    channel: t('csv.channel'),
    handle: t('csv.handle'),
    channelId: t('csv.channelId'),
    subscribers: t('csv.subscribers'),
    views: t('csv.views'),
    videos: t('csv.videos'),
    uploadsPerWeek: t('csv.uploadsPerWeek'),
    engagement: t('csv.engagement'),
    viewsPerVideo: t('csv.viewsPerVideo'),
    topics: t('csv.topics'),
    measuredAt: t('csv.measuredAt'),
  };

  const lineTitle = t('charts.overTitle', { metric: t(`stats.${line}`) });
  const lineValue = (v: number | null) => (v === null ? '—' : line === 'engagement' ? f.percent.format(v) : f.compact.format(v));
  const lineBuild: ChartBuild = (U, theme) => {
    const tables = channels.map((c) => [c.history.map((p) => p.at / 1000), c.history.map((p) => p[line])] as [number[], (number | null)[]]);
    return {
      data: U.join(tables),
      opts: {
        series: [
          {},
          ...channels.map((c, i) => ({
            label: named(c),
            stroke: colourOf(i),
            width: c.id === ownId ? 3.5 : 2,
            spanGaps: true,
            points: { show: false },
          })),
        ],
        scales: { x: { time: true } },
        axes: [dayAxis(theme, locale), valueAxis(theme, (_u, splits) => splits.map(lineValue))],
      },
    };
  };

  const barTitle = t('charts.compareTitle', { metric: t(`stats.${bar}`) });
  const barValue = (c: CompetitorChannel) => c[bar];
  const barBuild: ChartBuild = (U, theme) => {
    const xs = channels.map((_, i) => i);
    const bars = U.paths.bars!({ size: [0.6, 90], align: 0 });
    return {
      data: [xs, ...channels.map((c, i) => xs.map((j) => (j === i ? barValue(c) : null)))],
      opts: {
        series: [
          {},
          ...channels.map((c, i) => ({
            label: named(c),
            fill: colourOf(i),
            stroke: colourOf(i),
            width: 0,
            paths: bars,
            points: { show: false },
          })),
        ],
        scales: {
          x: { time: false, range: () => [-0.5, channels.length - 0.5] as [number, number] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] as [number, number] },
        },
        axes: [
          {
            stroke: theme.muted,
            grid: { show: false },
            ticks: { show: false },
            splits: () => xs,
            values: (_u, splits) => splits.map((s) => (channels[s]?.title ?? '').slice(0, 18)),
          },
          valueAxis(theme, (_u, splits) => splits.map((s) => f.bar(bar, s))),
        ],
      },
    };
  };

  return (
    <>
      <section aria-labelledby="ca-channels">
        <div className="ca-section-head">
          <h2 id="ca-channels">{t('channels')}</h2>
          <Button
            variant="secondary"
            icon={FileSpreadsheet}
            onClick={() => download(comparisonCsv(channels, csvHeader), `${t('csv.file')}.csv`, 'text/csv;charset=utf-8')}
          >
            {t('charts.csv')}
          </Button>
        </div>
        <ChannelCards channels={channels} ownId={ownId} />
      </section>
      <div className="ca-charts">
        <ChartFigure
          title={lineTitle}
          legend={legend}
          summary={t('charts.summary', {
            title: lineTitle,
            series: channels.map((c) => `${named(c)} ${lineValue(c.latest?.[line] ?? null)}`).join('; '),
          })}
          build={lineBuild}
          dataKey={`${line}:${channels.map((c) => `${c.id}/${c.history.length}/${c.latest?.at ?? 0}`).join(',')}:${locale}`}
          fileName={`${t('csv.file')}-${line}`}
          testId="chart-over-time"
          controls={
            <Segmented label={t('charts.metric')} values={LINE_METRICS} value={line} name={(m) => t(`stats.${m}`)} onChange={setLine} />
          }
        />
        <ChartFigure
          title={barTitle}
          legend={legend}
          summary={t('charts.summary', {
            title: barTitle,
            series: channels.map((c) => `${named(c)} ${f.bar(bar, barValue(c))}`).join('; '),
          })}
          build={barBuild}
          dataKey={`${bar}:${channels.map((c) => `${c.id}/${barValue(c)}`).join(',')}:${locale}`}
          fileName={`${t('csv.file')}-${bar}`}
          testId="chart-by-channel"
          controls={
            <Segmented label={t('charts.metric')} values={BAR_METRICS} value={bar} name={(m) => t(`stats.${m}`)} onChange={setBar} />
          }
        />
      </div>
      <Heatmap channels={channels} />
      <ChannelDetails channels={channels} ownId={ownId} />
    </>
  );
}

/** One card a channel with its latest numbers; the own channel first, marked, with no remove button (decision 085). */
function ChannelCards({ channels, ownId }: { channels: CompetitorChannel[]; ownId: string | null }) {
  const { t } = useCompetitorsT();
  const f = useFormatters();
  const { org } = useActiveOrg();
  const actions = useCompetitorActions(org);
  return (
    <ul className="ca-channels" data-testid="competitor-channels">
      {channels.map((c, i) => (
        <li
          key={c.id}
          className={c.id === ownId ? 'card ca-channel ca-own-channel' : 'card ca-channel'}
          data-testid={c.id === ownId ? 'competitors-own-channel' : undefined}
        >
          <div className="ca-channel-head">
            <span className="ca-swatch" style={{ background: colourOf(i) }} aria-hidden="true" />
            <div className="ca-channel-name">
              {c.id === ownId ? <span className="badge ca-own-badge">{t('own.yours')}</span> : null}
              <strong>{c.title}</strong>
              {c.handle ? <span className="muted small">{c.handle}</span> : null}
            </div>
            {c.id === ownId ? null : (
              <button
                type="button"
                className="icon-btn"
                aria-label={t('remove', { title: c.title })}
                title={t('remove', { title: c.title })}
                disabled={actions.remove.isPending}
                onClick={() => actions.remove.mutate(c.id, { onSuccess: () => toast.success(t('removed', { title: c.title })) })}
              >
                <X size={16} aria-hidden="true" />
              </button>
            )}
          </div>
          {c.id === ownId ? (
            <p className="muted small">
              {t('own.yoursHint')}{' '}
              <Button
                variant="ghost"
                size="sm"
                icon={EyeOff}
                loading={actions.ownHidden.isPending}
                onClick={() => actions.ownHidden.mutate(true)}
              >
                {t('own.hide')}
              </Button>
            </p>
          ) : null}
          {c.latest ? (
            <dl className="ca-stats">
              <div>
                <dt>{t('stats.subscribers')}</dt>
                <dd>{f.compact.format(c.latest.subscribers)}</dd>
              </div>
              <div>
                <dt>{t('stats.views')}</dt>
                <dd>{f.compact.format(c.latest.views)}</dd>
              </div>
              <div>
                <dt>{t('stats.uploadsPerWeek')}</dt>
                <dd>{f.decimal.format(c.uploadsPerWeek)}</dd>
              </div>
              <div>
                <dt>{t('stats.engagement')}</dt>
                <dd>{f.percent.format(c.engagement)}</dd>
              </div>
              <div>
                <dt>{t('stats.viewsPerVideo')}</dt>
                <dd>{f.compact.format(c.viewsPerVideo)}</dd>
              </div>
            </dl>
          ) : (
            <p className="muted small">{t('stats.noMeasure')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function ChannelDetails({ channels, ownId }: { channels: CompetitorChannel[]; ownId: string | null }) {
  const { t } = useCompetitorsT();
  const f = useFormatters();
  // One video's line at a time, under its channel (decision 082).
  const [picked, setPicked] = useState<{ id: string; videoId: string } | null>(null);
  return (
    <section className="card stack-card" aria-labelledby="ca-details">
      <h2 id="ca-details">{t('details.title')}</h2>
      <div className="ca-details">
        {channels.map((c, i) => {
          const chosen = picked?.id === c.id ? c.topVideos.find((v) => v.videoId === picked.videoId) : undefined;
          return (
            <article key={c.id} className="ca-detail" aria-label={c.title}>
              <h3>
                <span className="ca-swatch" style={{ background: colourOf(i) }} aria-hidden="true" /> {c.title}
                {c.id === ownId ? <span className="badge ca-own-badge">{t('own.yours')}</span> : null}
              </h3>
              <h4>{t('details.top')}</h4>
              {c.topVideos.length ? (
                <>
                  <ol className="ca-top">
                    {c.topVideos.map((v) => (
                      <li key={v.videoId}>
                        <button
                          type="button"
                          className="ca-video-pick"
                          aria-pressed={chosen?.videoId === v.videoId}
                          aria-label={t('video.pick', { title: v.title })}
                          onClick={() => setPicked(chosen?.videoId === v.videoId ? null : { id: c.id, videoId: v.videoId })}
                        >
                          <span className="ca-video-title">{v.title}</span>
                          <span className="muted small">
                            {t('details.video', { views: f.whole.format(v.views), engagement: f.percent.format(v.engagement) })}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ol>
                  {chosen ? (
                    <VideoHistory channelId={c.id} video={chosen} colour={colourOf(i)} />
                  ) : (
                    <p className="muted small">{t('video.hint')}</p>
                  )}
                </>
              ) : (
                <p className="muted small">{t('details.noVideos')}</p>
              )}
              <h4>{t('details.topics')}</h4>
              <ChannelTopics channel={c} />
            </article>
          );
        })}
      </div>
    </section>
  );
}
