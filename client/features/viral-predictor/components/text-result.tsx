// A text's score: the rules' checklist, then the judgement (the model's, or
// offline the rules' own, said so) with its reasons and a suggested version.
import type { ViralTextResult } from '@src/common/contracts/viral';
import { useViralT } from '../messages';
import { ScoreCard } from './score-card';

export function TextResult({ result }: { result: ViralTextResult }) {
  const { t } = useViralT();
  return (
    <>
      <ScoreCard score={{ ...result.rules, total: result.total }} />
      <section className="card stack-card vp-judgement" data-testid="vp-judgement">
        <h3>{t('result.judgement', { score: result.judgement.score })}</h3>
        <ul>
          {result.judgement.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>{t('result.rewrite')}</h3>
        <p className="vp-rewrite">{result.judgement.rewrite}</p>
      </section>
    </>
  );
}
