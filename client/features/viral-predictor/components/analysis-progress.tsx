// While the draft's picture and sound are measured in the browser: a bar, the
// stage, and the factors still to come with their weights (the score above
// them is already the one of what is measured).
import { WEIGHTS, type FactorId } from '@src/common/viral/factors';
import { Progress } from '@client/components/ui/progress';
import { useViralT } from '../messages';
import { STAGES, type SignalsState, type SignalStage } from '../use-signals';

/** The factor each stage measures (the opening's sound is a part of the hook). */
const FACTOR_OF: Record<SignalStage, FactorId> = { sound: 'hook', scenes: 'scenes', faces: 'faces' };

export function AnalysisProgress({ analysis }: { analysis: SignalsState }) {
  const { t } = useViralT();
  if (!analysis.running || !analysis.stage) return null;
  const label = t('analysis.running', { stage: t(`analysis.stages.${analysis.stage}`), percent: Math.round(analysis.fraction * 100) });
  const left = STAGES.slice(STAGES.indexOf(analysis.stage)).map((s) => FACTOR_OF[s]);
  return (
    <section className="card stack-card" role="status" data-testid="vp-analysis">
      <p className="small">{label}</p>
      <Progress value={analysis.fraction} label={label} />
      <p className="small muted">
        {t('analysis.pending')} {left.map((id) => `${t(`factors.${id}`)} (${t('result.weight', { weight: WEIGHTS[id] })})`).join(' · ')}
      </p>
      <p className="small muted">{t('analysis.where')}</p>
    </section>
  );
}
