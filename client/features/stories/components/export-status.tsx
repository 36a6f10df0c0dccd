// The export's progress under the toolbar: drawing the screens, making the
// video (cancellable), saving it to the library; then its download.
import { useTranslation } from 'react-i18next';
import { Download, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { ShareButton } from '@client/services/share';
import { useStoriesT } from '../messages';
import type { ExportState } from './use-story-export';

export function ExportStatus({ state, onCancel, onDismiss }: { state: ExportState; onCancel: () => void; onDismiss: () => void }) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  if (state.step === 'idle') return null;
  if (state.step === 'done')
    return (
      <div className="editor-export story-export-done" role="status" data-testid="story-export">
        <span className="small">{t('export.done')}</span>
        <div className="story-export-actions">
          <a className="btn btn-primary btn-sm" href={state.url} download={state.fileName}>
            <Download size={14} aria-hidden="true" />
            <span>{t('export.download')}</span>
          </a>
          <ShareButton org={state.org} assets={[state.asset]} />
          <button type="button" className="icon-btn" aria-label={tm('common.close')} title={tm('common.close')} onClick={onDismiss}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
    );
  const text =
    state.step === 'drawing'
      ? t('export.drawing', { done: state.done, total: state.total })
      : t(state.step === 'rendering' ? 'export.rendering' : 'export.saving', { percent: Math.round(state.progress * 100) });
  const value = state.step === 'drawing' ? (state.total ? state.done / state.total : null) : state.progress;
  return (
    <div className="editor-export" role="status" data-testid="story-export">
      <div className="story-export-actions">
        <span className="small">{text}</span>
        {state.step === 'rendering' || (state.step === 'drawing' && state.cancellable) ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('export.cancel')}
          </Button>
        ) : null}
      </div>
      <Progress value={value} label={text} />
    </div>
  );
}
