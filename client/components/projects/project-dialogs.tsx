// What every tool's projects page does to one project, the same way: rename it
// (over the version it was listed at) and delete it after a confirmation. The
// page brings its words and its calls.
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { ConfirmDialog, NameDialog } from '../ui/dialogs';
import type { TrashUndo } from './trash-dialog';

export interface ListedProject {
  id: string;
  name: string;
  version: number;
}

export type ProjectDialog<P extends ListedProject> = { type: 'rename'; p: P } | { type: 'delete'; p: P } | null;

export interface ProjectDialogTexts {
  rename: string;
  name: string;
  save: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
  delete: string;
}

interface Props<P extends ListedProject> {
  dialog: ProjectDialog<P> | { type: string } | null;
  texts: ProjectDialogTexts;
  onClose: () => void;
  onRename: (p: P, name: string) => Promise<unknown>;
  onDelete: (p: P) => Promise<unknown>;
}

export function ProjectDialogs<P extends ListedProject>({ dialog, texts, onClose, onRename, onDelete }: Props<P>) {
  const renaming = dialog?.type === 'rename' ? (dialog as { p: P }).p : null;
  const deleting = dialog?.type === 'delete' ? (dialog as { p: P }).p : null;
  return (
    <>
      <NameDialog
        open={renaming !== null}
        title={texts.rename}
        label={texts.name}
        initial={renaming?.name ?? ''}
        submitLabel={texts.save}
        onClose={onClose}
        onSubmit={async (name) => {
          if (renaming) await onRename(renaming, name);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        text={deleting ? texts.deleteConfirm(deleting.name) : ''}
        confirmLabel={texts.delete}
        onClose={onClose}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </>
  );
}

/** The words of the dialogs from a projects page's messages, which all name them alike; with `trash`, the confirmation says where the project goes. */
export const projectDialogTexts = (t: TFunction, trash?: TrashUndo): ProjectDialogTexts => ({
  rename: t('rename'),
  name: t('name'),
  save: t('save'),
  deleteTitle: t('deleteTitle'),
  deleteConfirm: (name) => (trash ? `${t('deleteConfirm', { name })} ${trash.note}` : t('deleteConfirm', { name })),
  delete: t('delete'),
});

/**
 * The page's rename and delete calls for the dialogs, each said by a toast in
 * the page's words (renamed, deleted); with `trash`, a delete's toast says the
 * project went to the trash and offers Undo.
 */
export function projectDialogCalls<P extends ListedProject>(
  t: TFunction,
  rename: { mutateAsync: (input: { id: string; name: string; baseVersion: number }) => Promise<unknown> },
  remove: { mutateAsync: (id: string) => Promise<unknown> },
  trash?: TrashUndo,
) {
  return {
    onRename: async (p: P, name: string) => {
      await rename.mutateAsync({ id: p.id, name, baseVersion: p.version });
      toast.success(t('renamed'));
    },
    onDelete: async (p: P) => {
      await remove.mutateAsync(p.id);
      if (trash) trash.moved(p);
      else toast.success(t('deleted'));
    },
  };
}
