// One score shown: the total for the network, then every factor with its
// weight, what was measured, and what to change; a suggestion a tool can apply
// has its button (decision 054).
import type { Factor, Network, Score, Suggestion } from '@src/common/viral/factors';
import { formatDuration } from '@client/lib/format';
import { Button } from '@client/components/ui/button';
import { useViralT } from '../messages';

type T = ReturnType<typeof useViralT>['t'];
const secs = (ms: number) => `${Math.max(1, Math.round(ms / 1000))} s`;

function explain(t: T, f: Factor): string {
  const x = f.facts;
  const opener = () => {
    const what = (['question', 'number', 'you'] as const).filter((k) => x[k]).map((k) => t(`explain.${k}`));
    return what.length ? t('explain.opener', { what: what.join(', ') }) : t('explain.noOpener');
  };
  switch (f.id) {
    case 'hook': {
      const sound = x.firstDb !== undefined ? ` ${t('explain.sound', { first: x.firstDb, rest: x.restDb })}` : '';
      if (x.atMs === -2) return `${t('explain.soundOnly')}${sound}`;
      return x.atMs === -1
        ? `${t('explain.hookNone')}${sound}`
        : `${t('explain.hook', { at: formatDuration(Number(x.atMs)) })} ${opener()}${sound}`;
    }
    case 'scenes':
      return Number(x.edits) > 0 ? `${t('explain.scenes', x)} ${t('explain.edits', x)}` : t('explain.scenes', x);
    case 'text_zones':
      return t('explain.text_zones', x);
    case 'faces':
      return `${t('explain.faces', x)} ${x.inHook ? t('explain.faceInHook') : t('explain.noFaceInHook')}`;
    case 'hook_text':
      return `${t('explain.hook_text', { words: x.words })} ${opener()}${x.filler ? ` ${t('explain.filler')}` : ''}`;
    case 'pace':
      return t('explain.pace', x);
    case 'dead_air':
      return t('explain.dead_air', { percent: x.percent, lead: secs(Number(x.leadMs)), gaps: x.gaps });
    case 'length':
      return t('explain.length', { ms: formatDuration(Number(x.ms)), lo: secs(Number(x.lo)), hi: secs(Number(x.hi)) });
    case 'captions':
      return x.on ? t('explain.captionsOn') : t('explain.captionsOff');
    case 'caption_length':
      return t('explain.caption_length', x);
    case 'hashtags':
      return t('explain.hashtags', x);
    case 'brand':
      return t('explain.brand', { used: x.used || t('explain.none'), avoided: x.avoided || t('explain.none') });
  }
}

export function suggestionText(t: T, s: Suggestion, f: Factor): string {
  switch (s.kind) {
    case 'trim_start':
      return t('suggest.trim_start', { at: formatDuration(Number(f.facts.atMs)), cut: secs(s.cutMs) });
    case 'cut_gaps':
      return t('suggest.cut_gaps', { count: s.gaps.length, saved: secs(s.savedMs) });
    case 'shorten':
    case 'lengthen':
      return t(`suggest.${s.kind}`, { to: secs(s.toMs) });
    case 'add_cuts':
    case 'fewer_cuts':
      return t(`suggest.${s.kind}`, { every: secs(s.everyMs) });
    case 'use_brand_words':
    case 'drop_avoided_words':
      return t(`suggest.${s.kind}`, { words: s.words.join(', ') });
    case 'shorten_hook':
      return t('suggest.shorten_hook', { words: s.words });
    case 'move_text':
      return t('suggest.move_text', {
        text: s.text,
        network: t(`networks.${f.facts.network as Network}`),
        zone: t(`zones.${s.side}`),
        from: formatDuration(s.fromMs),
        to: formatDuration(s.toMs),
        way: t(`away.${s.side}`),
      });
    case 'shorten_text':
    case 'lengthen_text':
    case 'hashtags':
      return t(`suggest.${s.kind}`, { to: s.to });
    default:
      return t(`suggest.${s.kind}`);
  }
}

const tone = (n: number) => (n >= 75 ? 'good' : n >= 50 ? 'fair' : 'poor');

interface Props {
  score: Score;
  /** Applies a suggestion a tool can apply; absent where the draft cannot be changed from here. */
  onApply?: (s: Suggestion) => void;
  applying?: boolean;
}

export function ScoreCard({ score, onApply, applying }: Props) {
  const { t } = useViralT();
  return (
    <section className="card stack-card" aria-labelledby="vp-score-title" data-testid="vp-score">
      <div className="vp-total">
        <h2 id="vp-score-title" className="vp-score-title">
          {t('result.title', { network: t(`networks.${score.network}`) })}
        </h2>
        <p className={`vp-total-value vp-${tone(score.total)}`}>
          <strong data-testid="vp-total">{score.total}</strong> <span className="muted">{t('result.outOf')}</span>
        </p>
      </div>
      <ul className="vp-factors">
        {score.factors.map((f) => (
          <li key={f.id} className="vp-factor" data-testid={`vp-factor-${f.id}`}>
            <div className="vp-factor-head">
              <span className="vp-factor-name">{t(`factors.${f.id}`)}</span>
              <span className="muted small">{t('result.weight', { weight: f.weight })}</span>
              <span className={`vp-factor-score vp-${tone(f.score)}`}>{f.score}</span>
            </div>
            <div className="meter vp-bar" aria-hidden="true">
              <span className={`vp-${tone(f.score)}`} style={{ width: `${f.score}%` }} />
            </div>
            <p className="small">{explain(t, f)}</p>
            {f.suggestion ? (
              <div className="vp-suggestion">
                <p className="small" data-testid="vp-suggestion">
                  → {suggestionText(t, f.suggestion, f)}
                </p>
                {f.suggestion.apply && onApply ? (
                  <Button size="sm" variant="secondary" loading={applying} onClick={() => onApply(f.suggestion!)}>
                    {t('result.apply')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {score.unmeasured.length ? (
        <div className="notice" role="note" data-testid="vp-unmeasured">
          <strong>{t('unmeasured.title')}</strong>
          <ul>
            {score.unmeasured.map((u) => (
              <li key={u.id} className="small">
                {t('unmeasured.item', { factor: t(`factors.${u.id}`), why: t(`unmeasured.${u.why}`) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
