// The live count of a caption against its platform's limit, as the server counts it.
import type { CaptionMeasure, Platform } from '@src/common/contracts/caption-platforms';
import { useCaptionsT } from '../messages';

export function Counter({ platform, m, id }: { platform: Platform; m: CaptionMeasure; id?: string }) {
  const { t, i18n } = useCaptionsT();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const ratio = Math.min(1, m.length / m.max);
  return (
    <div className="cap-counter" id={id} data-over={m.over || undefined} data-testid="cap-counter">
      <span className="meter cap-meter" aria-hidden="true">
        <span style={{ width: `${(ratio * 100).toFixed(1)}%` }} />
      </span>
      <span className="small">
        {t(platform === 'x' ? 'editor.counterX' : 'editor.counter', { count: n(m.length), max: n(m.max) })}
        {m.over ? <strong className="negative"> · {t('editor.over', { n: n(m.length - m.max) })}</strong> : null}
      </span>
    </div>
  );
}
