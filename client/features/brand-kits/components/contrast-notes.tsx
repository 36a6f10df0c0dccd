import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useKitT } from '../messages';
import { contrast, type Draft } from '../model';

/**
 * WCAG AA between the text and background roles (4.5:1, or 3:1 for large
 * text), and between primary and background, which carries headings and buttons.
 */
export function ContrastNotes({ draft }: { draft: Draft }) {
  const { t, i18n } = useKitT();
  const body = contrast(draft.colors.text, draft.colors.background);
  const primary = contrast(draft.colors.primary, draft.colors.background);
  const fmt = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  if (!body) return null;
  const ok = body.level === 'pass';
  return (
    <div className={`contrast-note${ok ? '' : ' contrast-warn'}`} role="status" data-testid="contrast-note" data-level={body.level}>
      {ok ? <CheckCircle2 size={16} aria-hidden="true" /> : <AlertTriangle size={16} aria-hidden="true" />}
      <div>
        <strong>{t('color.contrast', { ratio: fmt(body.ratio) })}</strong>
        <p>{t(body.level === 'pass' ? 'color.pass' : body.level === 'large-only' ? 'color.largeOnly' : 'color.fail')}</p>
        {primary ? (
          <p className="muted">
            {t('color.primaryContrast', { ratio: fmt(primary.ratio) })} ·{' '}
            {t(primary.level === 'pass' ? 'color.pass' : primary.level === 'large-only' ? 'color.largeOnly' : 'color.fail')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
