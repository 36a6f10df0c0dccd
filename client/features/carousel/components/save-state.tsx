// The carousel toolbar's save state: a badge that says where the autosave is,
// and the one thing to do when it cannot go on (retry, or reload on a conflict).
import { useCarouselT } from '../messages';

type State = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

export function SaveState({ save }: { save: { state: State; retry: () => unknown } }) {
  const { t } = useCarouselT();
  const label = {
    saved: t('editor.saved'),
    unsaved: t('editor.unsaved'),
    saving: t('editor.saving'),
    conflict: t('editor.conflict'),
    failed: t('editor.failed'),
  }[save.state];
  return (
    <>
      <span
        className={`badge${save.state === 'saved' ? ' badge-success' : save.state === 'conflict' || save.state === 'failed' ? ' badge-danger' : ''}`}
        role="status"
        data-testid="save-state"
        data-state={save.state}
      >
        {label}
      </span>
      {save.state === 'failed' ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void save.retry()}>
          {t('editor.retry')}
        </button>
      ) : save.state === 'conflict' ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.location.reload()}>
          {t('editor.reload')}
        </button>
      ) : null}
    </>
  );
}
