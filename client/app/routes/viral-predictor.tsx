// The viral predictor (issue 37, decisions 054 and 083): a clip, a video
// project, a library video or a typed hook or caption scored 0..100 for a
// network, the factors weighed and explained, with suggestions; the clipper's
// ones applied here and scored again. Video drafts are scored by the rules in
// the browser, their picture and sound measured there too (free, offline); a
// text goes through the AI layer (1 credit), labelled when offline.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Gauge } from 'lucide-react';
import { viralTextRequestSchema, type ViralTextResult, type ViralTextRole } from '@src/common/contracts/viral';
import { CALIBRATION, type Network } from '@src/common/viral/factors';
import { paths } from '@src/common/routes';
import { PageHeader } from '@client/components/ui/page-header';
import { Button } from '@client/components/ui/button';
import { kitsQuery } from '@client/services/brand-kits';
import { aiStatusQuery } from '@client/services/ai-status';
import { creditsQuery, useActiveOrg } from '@client/services/orgs';
import { useActionKey } from '@client/lib/action-key';
import { useLocale } from '@client/lib/use-locale';
import { useTextScore } from '@client/features/viral-predictor/api';
import { ScoreCard } from '@client/features/viral-predictor/components/score-card';
import { SourceForm } from '@client/features/viral-predictor/components/source-form';
import { TextResult } from '@client/features/viral-predictor/components/text-result';
import { AnalysisProgress } from '@client/features/viral-predictor/components/analysis-progress';
import { useViralT } from '@client/features/viral-predictor/messages';
import { useApplySuggestion } from '@client/features/viral-predictor/use-apply';
import { NO_CHOICE, useDraftScore, type Choice } from '@client/features/viral-predictor/use-draft';
import { useKeepScore } from '@client/features/viral-predictor/use-keep-score';
import { PastScores } from '@client/features/viral-predictor/components/past-scores';
import { ChartFigure, type ChartBuild } from '@client/features/competitors/components/chart-figure';
import { colourOf, valueAxis } from '@client/features/competitors/components/chart-theme';
import type { PastScore } from '@src/common/contracts/viral-history';

export function Component() {
  const { t } = useViralT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { org } = useActiveOrg();
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [network, setNetwork] = useState<Network>('tiktok');
  const [kitId, setKitId] = useState('');
  const [text, setText] = useState<{ value: string; role: ViralTextRole }>({ value: '', role: 'hook' });
  const [textError, setTextError] = useState<string | null>(null);
  const [textResult, setTextResult] = useState<ViralTextResult | null>(null);

  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const status = useQuery(aiStatusQuery());
  const credits = useQuery({ ...creditsQuery(org), enabled: Boolean(org) });
  const price = credits.data?.prices.find((p) => p.item === 'ai_text')?.credits;
  const kit = kits.data?.find((k) => k.id === kitId) ?? null;
  const draft = useDraftScore(org, choice, network, kit ? kit.voice : null);
  // Kept so a post published from this draft is later set beside its views (decision 085).
  useKeepScore(org, choice, network, draft.score?.total ?? null, draft.analysis.finished || !draft.analysis.running);
  const applier = useApplySuggestion(org, choice.clipProjectId, choice.clipId);
  const scoreText = useTextScore(org);
  const actionKey = useActionKey();

  useEffect(() => {
    const def = kits.data?.find((k) => k.isDefault);
    if (def) setKitId((k) => k || def.id);
  }, [kits.data]);

  const onScoreText = async (e: FormEvent) => {
    e.preventDefault();
    const req = { text: text.value, role: text.role, network, language: locale, kitId: kitId || null };
    const parsed = viralTextRequestSchema.safeParse(req);
    if (!parsed.success) {
      setTextError(tm(parsed.error.issues[0]!.message));
      return;
    }
    setTextError(null);
    const r = await scoreText.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) }).catch(() => null);
    if (!r) return;
    actionKey.done();
    setTextResult(r);
  };

  return (
    <div className="page vp-page">
      <PageHeader className="cap-header" title={tm('catalogue.viral_predictor.name')} subtitle={t('subtitle')} />
      <div className="notice vp-about" role="note" data-testid="vp-about">
        <p>{t('whatIs', { pairs: CALIBRATION.pairs, percent: Math.round((CALIBRATION.agreed / CALIBRATION.pairs) * 100) })}</p>
        <p>
          <strong>{t('whatIsNot')}</strong>
        </p>
      </div>
      <div className="tool-split">
        <form className="card stack-card" onSubmit={(e) => void onScoreText(e)} noValidate aria-label={t('source.title')}>
          <SourceForm
            org={org}
            choice={choice}
            onChoice={(c) => {
              setChoice(c);
              setTextResult(null);
            }}
            network={network}
            onNetwork={setNetwork}
            kits={kits.data}
            kitId={kitId}
            onKit={setKitId}
            text={{ ...text, error: textError }}
            onText={setText}
          />
          {choice.kind === 'text' ? (
            <>
              <div className="notice" role="note">
                <p>{t('cost', { price: price ?? '…', balance: credits.data?.balance ?? '…' })}</p>
                {status.data?.offline ? (
                  <p data-testid="offline-mode">
                    <span className="badge">{tm('app.offlineMode')}</span> {t('offline')}
                  </p>
                ) : null}
              </div>
              <Button type="submit" className="btn-block" icon={Gauge} loading={scoreText.isPending} disabled={!org}>
                {scoreText.isPending ? t('scoring') : t('scoreText')}
              </Button>
            </>
          ) : null}
        </form>
        <div className="vp-results" aria-live="polite">
          {choice.kind === 'text' ? (
            textResult ? (
              <TextResult result={textResult} />
            ) : (
              <p className="muted vp-empty">{t('empty')}</p>
            )
          ) : draft.score ? (
            <>
              <AnalysisProgress analysis={draft.analysis} />
              <ScoreCard score={draft.score} onApply={draft.clip ? (s) => void applier.apply(s) : undefined} applying={applier.pending} />
              {draft.clip ? (
                <a className="btn btn-ghost btn-sm" href={paths.clipperEditor(locale, draft.clip.projectId)}>
                  {t('result.openEditor')}
                </a>
              ) : null}
            </>
          ) : (
            <>
              <AnalysisProgress analysis={draft.analysis} />
              <p className="muted vp-empty">
                {draft.status === 'reading' ? t('loading') : draft.status === 'failed' ? tm('errors.network_error') : t('empty')}
              </p>
            </>
          )}
        </div>
      </div>
      <PastScores org={org} chart={(posts, format) => <Scatter posts={posts} format={format} />} />
    </div>
  );
}

/** Past scores (x) against views (y), one point a post with views (decision 085). */
function Scatter({ posts, format }: { posts: PastScore[]; format: Intl.NumberFormat }) {
  const { t } = useViralT();
  if (posts.length === 0) return null;
  // uPlot wants x ascending: the posts sorted by score.
  const sorted = [...posts].sort((a, b) => a.score - b.score);
  const title = t('history.chart');
  const compact = new Intl.NumberFormat(format.resolvedOptions().locale, { notation: 'compact', maximumFractionDigits: 1 });
  const build: ChartBuild = (U, theme) => ({
    data: [sorted.map((p) => p.score), sorted.map((p) => p.views)],
    opts: {
      series: [
        {},
        {
          label: t('history.series'),
          stroke: colourOf(0),
          fill: colourOf(0),
          width: 0,
          paths: () => null,
          points: { show: true, size: 9 },
        },
      ],
      scales: { x: { time: false, range: [0, 100] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] as [number, number] } },
      axes: [
        { ...valueAxis(theme, undefined, 50), label: t('history.col.score') },
        valueAxis(theme, (_u, splits) => splits.map((s) => compact.format(s))),
      ],
    },
  });
  return (
    <ChartFigure
      title={title}
      legend={[{ label: t('history.series'), colour: colourOf(0) }]}
      summary={t('history.summary', {
        title,
        points: sorted.map((p) => t('history.point', { title: p.title, score: p.score, views: format.format(p.views!) })).join('; '),
      })}
      build={build}
      dataKey={sorted.map((p) => `${p.postId}/${p.score}/${p.views}`).join(',')}
      fileName={title}
      testId="vp-history-chart"
    />
  );
}
