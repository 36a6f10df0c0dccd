// The trash of one kind of project (decision 034): a button for a projects
// page's header, a dialog that lists what was deleted, by whom, and when it goes
// for good, with Restore on each. Also the words and the call a delete's toast
// uses to offer Undo. Self-contained: its words, its calls, its markup.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ProjectKind } from '@src/common/contracts/projects';
import { TRASH_RETENTION_DAYS, type TrashedProjectView } from '@src/common/contracts/storage';
import { showError } from '@client/lib/errors';
import { formatDate } from '@client/lib/format';
import { useNamespace } from '@client/lib/i18n-namespace';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { TRASH_MESSAGES, TRASH_NAMESPACE } from './trash-messages';
import { restoreProject, trashQuery, useRefreshProjects, useRestoreProject } from './trash-api';

const useTrashT = () => useNamespace(TRASH_NAMESPACE, TRASH_MESSAGES);
const DAY = 24 * 60 * 60 * 1000;

export function TrashButton({ org, kind }: { org: string; kind: ProjectKind }) {
  const { t } = useTrashT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={Trash2} onClick={() => setOpen(true)} disabled={!org}>
        {t('open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        description={t('description', { days: TRASH_RETENTION_DAYS })}
        closeLabel={t('close')}
      >
        {open ? <TrashList org={org} kind={kind} /> : null}
      </Dialog>
    </>
  );
}

function TrashList({ org, kind }: { org: string; kind: ProjectKind }) {
  const { t, i18n } = useTrashT();
  const { t: tm } = useTranslation();
  const list = useQuery(trashQuery(org, kind));
  const restore = useRestoreProject(org);
  if (list.isPending) return <Spinner label={t('loading')} />;
  const items = list.data ?? [];
  if (items.length === 0) return <p className="muted">{t('empty')}</p>;
  const onRestore = async (p: TrashedProjectView) => {
    try {
      await restore.mutateAsync(p.id);
      toast.success(t('restored', { name: p.name }));
    } catch (err) {
      showError(err, tm);
    }
  };
  return (
    <ul className="trash-list" aria-label={t('title')}>
      {items.map((p) => {
        const date = formatDate(p.deletedAt, i18n.language);
        const days = Math.max(1, Math.ceil((Date.parse(p.purgeAt) - Date.now()) / DAY));
        return (
          <li key={p.id} className="trash-item" data-testid="trash-item">
            <div className="trash-item-text">
              <strong>{p.name}</strong>
              <span className="muted small">
                {p.deletedBy ? t('deletedBy', { name: p.deletedBy.name, date }) : t('deletedOn', { date })} ·{' '}
                {t('purgeIn', { count: days })}
              </span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              icon={RotateCcw}
              aria-label={t('restoreName', { name: p.name })}
              loading={restore.isPending && restore.variables === p.id}
              onClick={() => void onRestore(p)}
            >
              {t('restore')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** What a projects page's delete needs to say the project went to the trash, and to take it back. */
export interface TrashUndo {
  /** Added to the delete confirmation: where the project goes. */
  note: string;
  /** The toast after a delete, with Undo. */
  moved(p: { id: string; name: string }): void;
}

export function useTrashUndo(org: string): TrashUndo {
  const { t } = useTrashT();
  const { t: tm } = useTranslation();
  const refresh = useRefreshProjects(org);
  return {
    note: t('note', { days: TRASH_RETENTION_DAYS }),
    moved: (p) =>
      toast.success(t('moved', { name: p.name }), {
        action: {
          label: t('undo'),
          onClick: () =>
            void restoreProject(org, p.id)
              .then(refresh)
              .then(() => toast.success(t('restored', { name: p.name })))
              .catch((err: unknown) => showError(err, tm)),
        },
      }),
  };
}
