// The saved captions (projects of kind `caption`): search by name, open one
// again in the editor, delete with a confirmation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@client/components/ui/dialogs';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/format';
import { projectListQuery, useDeleteProject } from '@client/projects/api';
import type { CaptionItem } from '../api';
import { useCaptionsT } from '../messages';
import { SearchInput } from '@client/components/ui/field';

interface Props {
  org: string;
  openId: string | null;
  onOpen: (item: CaptionItem) => void;
  onDeleted: (id: string) => void;
}

export function CaptionHistory({ org, openId, onOpen, onDeleted }: Props) {
  const { t, i18n } = useCaptionsT();
  const [q, setQ] = useState('');
  const [deleting, setDeleting] = useState<CaptionItem | null>(null);
  const list = useQuery({ ...projectListQuery(org, 'caption', q), enabled: Boolean(org) });
  const remove = useDeleteProject(org);
  const items = list.data ?? [];
  return (
    <section className="cap-history" aria-labelledby="cap-history-h" data-testid="cap-history">
      <header className="cap-history-head">
        <h2 id="cap-history-h" className="cap-h2">
          {t('history.title')}
        </h2>
        <SearchInput className="cap-search" label={t('history.search')} value={q} onChange={setQ} />
      </header>
      {!org || list.isPending ? (
        <p className="muted small cap-loading">
          <Spinner size="sm" /> {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="empty-state cap-history-empty">
          <HistoryIcon size={24} aria-hidden="true" />
          <p>{q.trim() ? t('history.noResults') : t('history.empty')}</p>
        </div>
      ) : (
        <ul className="cap-history-list">
          {items.map((item) => (
            <li key={item.id} className="card cap-history-item" data-testid="cap-history-item" data-open={item.id === openId || undefined}>
              <button
                type="button"
                className="cap-history-open"
                aria-label={t('history.open', { name: item.name })}
                onClick={() => onOpen(item)}
              >
                <span className="cap-history-name">{item.name}</span>
                <span className="muted small">
                  {t('history.card', {
                    platform: t(`platforms.names.${item.summary.platform}`),
                    date: formatDate(item.updatedAt, i18n.language),
                  })}
                </span>
                <span className="cap-history-excerpt small">{item.summary.excerpt}</span>
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`${t('history.delete')}: ${item.name}`}
                onClick={() => setDeleting(item)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('history.deleteTitle')}
        text={t('history.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('history.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const id = deleting!.id;
          await remove.mutateAsync(id);
          onDeleted(id);
          toast.success(t('history.deleted'));
        }}
      />
    </section>
  );
}
