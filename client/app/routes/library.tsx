// The media library (the "asset organizer"): upload, find, organise, preview.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Share2, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { MEDIA_RULES, type AssetKind, type AssetView, type FolderView } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { PageHeader } from '../../components/ui/page-header';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { EmptyState } from '../../components/ui/states';
import { useActiveOrg } from '../../services/orgs';
import * as lib from '../../services/library/library';
import { AssetGrid, AssetTable } from '../../features/library/components/asset-views';
import type { AssetCommand } from '../../features/library/components/asset-menu';
import { ConfirmDialog, NameDialog } from '../../components/ui/dialogs';
import { PreviewDialog } from '../../features/library/components/dialogs';
import { FolderNav } from '../../features/library/components/folder-nav';
import { LibraryToolbar } from '../../features/library/components/library-toolbar';
import { PendingUploads } from '../../features/library/components/pending-uploads';
import { UploadQueue } from '../../services/library/upload-queue';
import { resumeOnReconnect, type AddOptions } from '../../services/library/upload/uploads-store';
import { sendFiles } from '../../services/library/upload/send';
import { useLocale } from '../../lib/use-locale';
import { useShareDialog } from '../../services/share';
import { buttonClass } from '../../components/ui/button';

const ACCEPT = [
  ...MEDIA_RULES.video.types,
  ...MEDIA_RULES.image.types,
  ...MEDIA_RULES.document.types,
  ...MEDIA_RULES.subtitles.types,
  '.mov',
  '.mp4',
  '.webm',
  '.ogv',
  '.svg',
  '.pdf',
  '.srt',
  '.vtt',
].join(',');
type Dialogs =
  | { type: 'rename'; asset: AssetView }
  | { type: 'delete'; asset: AssetView }
  | { type: 'new-folder' }
  | { type: 'rename-folder'; folder: FolderView }
  | { type: 'delete-folder'; folder: FolderView }
  | null;

export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const { org } = useActiveOrg();
  const [kind, setKind] = useState<AssetKind | undefined>();
  const [q, setQ] = useState('');
  const [folder, setFolder] = useState<string | undefined>();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [previewing, setPreviewing] = useState<AssetView | null>(null);
  // The shell's one share dialog (decision 098), the same one every editor opens.
  const openShare = useShareDialog();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const assets = useQuery({ ...lib.assetsQuery(org, { kind, q, folder }), enabled: Boolean(org) });
  const folders = useQuery({ ...lib.foldersQuery(org), enabled: Boolean(org) });
  const pending = useQuery({ ...lib.pendingQuery(org), enabled: Boolean(org) });
  const updateAsset = lib.useUpdateAsset(org);
  const deleteAsset = lib.useDeleteAsset(org);
  const createFolder = lib.useCreateFolder(org);
  const renameFolder = lib.useRenameFolder(org);
  const deleteFolder = lib.useDeleteFolder(org);
  const discard = lib.useDiscardUpload(org);
  const done = (message: string) => ({ onSuccess: () => void toast.success(message) });

  const opts: AddOptions = useMemo(
    () => ({
      org,
      folderId: folder && folder !== 'none' ? folder : null,
      onDone: (asset) => {
        toast.success(t('library.uploaded', { name: asset.name }));
        void client.invalidateQueries({ queryKey: lib.libraryKey(org) });
      },
    }),
    [org, folder, client, t],
  );
  useEffect(() => (org ? resumeOnReconnect(opts) : undefined), [org, opts]);

  const send = async (files: File[]) => {
    if (!org || files.length === 0) return;
    await sendFiles(files, opts, t);
  };

  const onCommand = (asset: AssetView, c: AssetCommand) => {
    if (c.type === 'preview') setPreviewing(asset);
    else if (c.type === 'rename') setDialog({ type: 'rename', asset });
    else if (c.type === 'delete') setDialog({ type: 'delete', asset });
    else if (c.type === 'share') openShare?.(org, [asset]);
    else if (c.type === 'download') window.location.assign(lib.contentUrl(org, asset.id, true));
    else if (c.type === 'move') updateAsset.mutate({ id: asset.id, folderId: c.folderId }, done(t('library.moved')));
  };

  const list = assets.data ?? [];
  const filtering = Boolean(q.trim() || kind || folder);
  return (
    <div
      className="page library-page"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void send(Array.from(e.dataTransfer.files));
      }}
    >
      <PageHeader
        title={t('library.title')}
        subtitle={t('library.subtitle')}
        actions={
          <>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              data-testid="upload-input"
              onChange={(e) => {
                void send(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            <div className="library-header-actions">
              <Link className={buttonClass('secondary')} to={paths.shares(locale)}>
                <Share2 size={16} aria-hidden="true" />
                <span>{t('library.sharedLinks')}</span>
              </Link>
              <Button icon={Upload} onClick={() => input.current?.click()} disabled={!org}>
                {t('library.upload')}
              </Button>
            </div>
          </>
        }
      />
      <p className="muted small">{t('library.rules')}</p>

      <UploadQueue opts={opts} />
      <PendingUploads
        pending={pending.data ?? []}
        accept={ACCEPT}
        onPick={(files) => void send(files)}
        onDiscard={(u) => discard.mutate(u.id, done(t('library.discarded')))}
      />

      <div className="library-body">
        <FolderNav
          folders={folders.data ?? []}
          current={folder}
          onSelect={setFolder}
          onCreate={() => setDialog({ type: 'new-folder' })}
          onRename={(f) => setDialog({ type: 'rename-folder', folder: f })}
          onDelete={(f) => setDialog({ type: 'delete-folder', folder: f })}
        />
        <section className="library-main" aria-busy={assets.isFetching || undefined}>
          <LibraryToolbar q={q} setQ={setQ} kind={kind} setKind={setKind} view={view} setView={setView} />
          {!org || assets.isPending ? (
            <PageSpinner label={t('library.loading')} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={Upload}
              title={filtering ? t('library.noResults') : t('library.empty')}
              hint={filtering ? undefined : t('library.emptyHint')}
              testId="library-empty"
            />
          ) : view === 'grid' ? (
            <AssetGrid org={org} assets={list} folders={folders.data ?? []} onCommand={onCommand} />
          ) : (
            <AssetTable org={org} assets={list} folders={folders.data ?? []} onCommand={onCommand} />
          )}
        </section>
      </div>

      {dragging ? (
        <div className="drop-overlay" aria-hidden="true">
          <Upload size={32} />
          <p>{t('library.dropHere')}</p>
        </div>
      ) : null}

      <PreviewDialog org={org} asset={previewing} onClose={() => setPreviewing(null)} />
      <NameDialog
        open={dialog?.type === 'rename' || dialog?.type === 'new-folder' || dialog?.type === 'rename-folder'}
        title={
          dialog?.type === 'rename'
            ? t('library.rename')
            : dialog?.type === 'rename-folder'
              ? t('library.renameFolder')
              : t('library.newFolder')
        }
        label={dialog?.type === 'rename' ? t('library.name') : t('library.folderName')}
        initial={dialog?.type === 'rename' ? dialog.asset.name : dialog?.type === 'rename-folder' ? dialog.folder.name : ''}
        submitLabel={dialog?.type === 'new-folder' ? t('library.create') : t('library.save')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          if (dialog?.type === 'rename') await updateAsset.mutateAsync({ id: dialog.asset.id, name });
          else if (dialog?.type === 'rename-folder') await renameFolder.mutateAsync({ id: dialog.folder.id, name });
          else await createFolder.mutateAsync(name);
          toast.success(dialog?.type === 'new-folder' ? t('library.folderCreated') : t('library.renamed'));
        }}
      />
      <ConfirmDialog
        open={dialog?.type === 'delete' || dialog?.type === 'delete-folder'}
        title={dialog?.type === 'delete' ? t('library.deleteTitle') : t('library.deleteFolder')}
        text={
          dialog?.type === 'delete'
            ? t('library.deleteConfirm', { name: dialog.asset.name })
            : dialog?.type === 'delete-folder'
              ? t('library.deleteFolderConfirm', { name: dialog.folder.name })
              : ''
        }
        confirmLabel={t('library.delete')}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.type === 'delete') {
            await deleteAsset.mutateAsync(dialog.asset.id);
            toast.success(t('library.deleted'));
          } else if (dialog?.type === 'delete-folder') {
            await deleteFolder.mutateAsync(dialog.folder.id);
            if (folder === dialog.folder.id) setFolder(undefined);
            toast.success(t('library.folderDeleted'));
          }
        }}
      />
    </div>
  );
}
