// The viral clipper's projects: each long video being cut, with its length,
// analysis state, clip count and date; a new one starts from a library video,
// or from a file from the computer, whose upload and analysis then start
// together (the analysis reads the local file), and opens straight into it.
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Film, Scissors, Upload } from 'lucide-react';
import { newClipDocument } from '@src/common/contracts/clip';
import { declaredType, kindOf } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import {
  clipProjectsQuery,
  useClipCredits,
  useCreateClipProject,
  useDeleteClipProject,
  useRenameClipProject,
  type ClipProjectItem,
} from '@client/features/clipper/api';
import { useClipperT } from '@client/features/clipper/messages';
import { libraryKey, thumbnailUrl } from '@client/features/library/api/library';
import { sendFiles } from '@client/features/library/upload/send';
import { MediaPicker } from '@client/features/library/components/media-picker';
import { useActiveOrg } from '@client/features/orgs/api/orgs';
import { formatDate, formatDuration } from '@client/lib/format';
import { toast } from 'sonner';
import { useLocale } from '@client/lib/use-locale';

type Dialogs = { type: 'new' } | { type: 'rename'; p: ClipProjectItem } | { type: 'delete'; p: ClipProjectItem } | null;

export function Component() {
  const { t, i18n } = useClipperT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const list = useQuery({ ...clipProjectsQuery(org, q, sort), enabled: Boolean(org) });
  const create = useCreateClipProject(org);
  const rename = useRenameClipProject(org);
  const remove = useDeleteClipProject(org);
  const trash = useTrashUndo(org);
  const projects = list.data ?? [];
  const { price } = useClipCredits(org);
  const newProject = () => setDialog({ type: 'new' });
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const open = (document: ReturnType<typeof newClipDocument>, name: string) =>
    create.mutate(
      { name: name.replace(/\.[^.]+$/, '').slice(0, 100) || name, document },
      {
        onSuccess: (p) => {
          toast.success(t('created'));
          navigate(paths.clipperEditor(locale, p.id));
        },
      },
    );

  // A file from the computer: its upload starts, and the project opens on it as soon as the upload
  // exists, so the analysis reads the local file while the bytes go (the spec's type and size rule first).
  const fromFile = (file: File | undefined) => {
    if (!file || !org) return;
    if (kindOf(declaredType(file.name, file.type)) === 'image') return void toast.error(t('notVideo', { name: file.name }));
    void sendFiles(
      [file],
      {
        org,
        folderId: null,
        onDone: () => void client.invalidateQueries({ queryKey: libraryKey(org) }),
        onCreated: (upload, _file, probe) => {
          if (kindOf(upload.type) !== 'video') return;
          open(newClipDocument({ uploadId: upload.id, name: file.name, durationMs: probe.durationMs ?? 1 }), file.name);
        },
      },
      tm,
    );
  };

  return (
    <div
      className={`page clipper-projects${dragging ? ' is-dragging' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        setDragging(false);
        fromFile(e.dataTransfer.files[0]);
      }}
    >
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.clipper.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.clipper.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={newProject}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind: 'clip' }}
      />
      <div className="clip-drop" data-testid="clipper-drop">
        <Button
          variant="secondary"
          size="sm"
          icon={<Upload size={16} aria-hidden="true" />}
          disabled={!org}
          onClick={() => fileInput.current?.click()}
        >
          {t('fromFile')}
        </Button>
        <span className="muted small">{t('dropHint')}</span>
        <input
          ref={fileInput}
          type="file"
          accept="video/mp4,video/webm,video/ogg,video/quicktime,.mp4,.webm,.ogg,.ogv,.mov"
          hidden
          data-testid="clipper-file"
          onChange={(e) => {
            fromFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <ProjectGrid
        t={t}
        pending={!org || list.isPending}
        projects={projects}
        query={q}
        emptyIcon={<Scissors size={28} aria-hidden="true" />}
        emptyTestId="clipper-empty"
        emptyHint={t('emptyHint', { price: price ?? '…' })}
        onNew={newProject}
        label={tm('tools.clipper.title')}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.clipperEditor(locale, p.id)}
            coverClassName="clip-cover"
            cover={
              <>
                {p.summary.sourceAssetId ? (
                  <img
                    src={thumbnailUrl(org, p.summary.sourceAssetId)}
                    alt=""
                    loading="lazy"
                    onError={(e) => (e.currentTarget.hidden = true)}
                  />
                ) : null}
                <Film size={28} aria-hidden="true" />
                <span className="clip-state" data-state={p.summary.sourceAssetId ? p.summary.state : 'uploading'}>
                  {p.summary.sourceAssetId ? t(`states.${p.summary.state}`) : t('uploadingState')}
                </span>
              </>
            }
            meta={
              <span className="muted small">
                {t('card', {
                  count: p.summary.clipCount,
                  clips: p.summary.clipCount,
                  duration: formatDuration(p.summary.durationMs),
                  date: formatDate(p.updatedAt, i18n.language),
                })}
              </span>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
          />
        )}
      />

      <MediaPicker
        org={org}
        open={dialog?.type === 'new'}
        kind="video"
        title={t('pickTitle')}
        emptyText={t('pickEmpty')}
        onClose={() => setDialog(null)}
        onPick={(asset) => {
          setDialog(null);
          open(newClipDocument({ assetId: asset.id, name: asset.name, durationMs: asset.durationMs ?? 1 }), asset.name);
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<ClipProjectItem>(t, rename, remove, trash)}
      />
    </div>
  );
}
