import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadView } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { formatBytes } from '@client/lib/format';
import { uploadsStore } from '../../../services/library/upload/uploads-store';

interface Props {
  pending: UploadView[];
  accept: string;
  onPick: (files: File[]) => void;
  onDiscard: (upload: UploadView) => void;
}

/**
 * Uploads the server holds unfinished (after a reload or a closed tab). A page
 * cannot reopen a file by itself, so the user picks it again and it resumes.
 */
export function PendingUploads({ pending, accept, onPick, onDiscard }: Props) {
  const { t, i18n } = useTranslation();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const queue = useSyncExternalStore(uploadsStore.subscribe, uploadsStore.get, uploadsStore.get);
  const active = new Set(queue.map((i) => i.task?.upload.id).filter(Boolean));
  const shown = pending.filter((u) => !active.has(u.id));
  if (shown.length === 0) return null;
  return (
    <section className="card pending-uploads" aria-label={t('library.pendingTitle')}>
      <h2 className="section-title">{t('library.pendingTitle')}</h2>
      <ul className="upload-list">
        {shown.map((u) => {
          const received = u.parts.reduce((sum, p) => sum + p.size, 0);
          const percent = Math.floor((received / Math.max(1, u.size)) * 100);
          return (
            <li key={u.id} className="upload-row">
              <div className="upload-row-top">
                <span className="upload-name">{u.name}</span>
                <span className="muted small">{formatBytes(u.size, i18n.language)}</span>
              </div>
              <div className="upload-row-bottom">
                <span className="muted small">{t('library.pendingHint', { percent })}</span>
                <span className="row-actions">
                  <input
                    ref={(el) => void (el ? inputs.current.set(u.id, el) : inputs.current.delete(u.id))}
                    type="file"
                    accept={accept}
                    hidden
                    data-testid={`resume-input-${u.id}`}
                    onChange={(e) => {
                      onPick(Array.from(e.target.files ?? []));
                      e.target.value = '';
                    }}
                  />
                  <Button size="sm" variant="secondary" onClick={() => inputs.current.get(u.id)?.click()}>
                    {t('library.pickAgain')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onDiscard(u)}>
                    {t('library.discard')}
                  </Button>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
