// The video editor's projects: cover, length, aspect and date; new (aspect and
// frame rate), rename, duplicate, delete, search and sort; an empty state.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Clapperboard } from 'lucide-react';
import { newVideoDocument, VIDEO_ASPECTS, VIDEO_FRAME_RATES, type VideoAspect, type VideoDocument } from '@src/common/contracts/video';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { thumbnailUrl } from '@client/features/library/api/library';
import { useActiveOrg } from '@client/features/orgs/api/orgs';
import {
  useCreateVideoProject,
  useDeleteVideoProject,
  useDuplicateVideoProject,
  useRenameVideoProject,
  videoProjectsQuery,
  type VideoProjectItem,
} from '@client/features/video-editor/api';
import { aspectKey, useVideoEditorT } from '@client/features/video-editor/messages';
import { formatDate, formatDuration } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { toast } from 'sonner';

type Dialogs = { type: 'new' } | { type: 'rename'; p: VideoProjectItem } | { type: 'delete'; p: VideoProjectItem } | null;

export function Component() {
  const { t, i18n } = useVideoEditorT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const list = useQuery({ ...videoProjectsQuery(org, q, sort), enabled: Boolean(org) });
  const create = useCreateVideoProject(org);
  const rename = useRenameVideoProject(org);
  const duplicate = useDuplicateVideoProject(org);
  const remove = useDeleteVideoProject(org);
  const trash = useTrashUndo(org);
  const projects = list.data ?? [];
  const newProject = () => setDialog({ type: 'new' });

  return (
    <div className="page video-projects">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.videoEditor.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.videoEditor.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={newProject}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind: 'video' }}
      />
      <ProjectGrid
        t={t}
        pending={!org || list.isPending}
        projects={projects}
        query={q}
        emptyIcon={<Clapperboard size={28} aria-hidden="true" />}
        emptyTestId="video-empty"
        onNew={newProject}
        label={tm('tools.videoEditor.title')}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.videoEditorEdit(locale, p.id)}
            coverClassName="clip-cover"
            cover={
              <>
                {p.summary.coverAssetId ? (
                  <img
                    src={thumbnailUrl(org, p.summary.coverAssetId)}
                    alt=""
                    loading="lazy"
                    onError={(e) => (e.currentTarget.hidden = true)}
                  />
                ) : null}
                <Clapperboard size={28} aria-hidden="true" />
              </>
            }
            meta={
              <span className="muted small">
                {t('card', {
                  aspect: p.summary.aspect,
                  duration: formatDuration(p.summary.durationMs),
                  date: formatDate(p.updatedAt, i18n.language),
                })}
              </span>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={duplicate}
          />
        )}
      />
      <NewVideoDialog
        open={dialog?.type === 'new'}
        onClose={() => setDialog(null)}
        onCreate={async (name, document) => {
          const p = await create.mutateAsync({ name, document });
          setDialog(null);
          toast.success(t('created'));
          navigate(paths.videoEditorEdit(locale, p.id));
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<VideoProjectItem>(t, rename, remove, trash)}
      />
    </div>
  );
}

function NewVideoDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, doc: VideoDocument) => Promise<void>;
}) {
  const { t } = useVideoEditorT();
  const { t: tm } = useTranslation();
  const [name, setName] = useState('');
  const [aspect, setAspect] = useState<VideoAspect>('9:16');
  const [fps, setFps] = useState<VideoDocument['fps']>(30);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onCreate((name.trim() || t('untitled')).slice(0, 100), newVideoDocument(aspect, fps));
      setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('newTitle')} closeLabel={tm('common.close')}>
      <form onSubmit={(e) => void submit(e)} className="ve-new">
        <label className="field">
          <span className="field-label-text">{t('name')}</span>
          <input
            className="input"
            value={name}
            maxLength={100}
            placeholder={t('untitled')}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </label>
        <fieldset className="ve-aspects">
          <legend className="field-label-text">{t('aspect')}</legend>
          {VIDEO_ASPECTS.map((a) => (
            <label key={a} className="radio">
              <input type="radio" name="aspect" value={a} checked={aspect === a} onChange={() => setAspect(a)} /> {t(aspectKey(a))}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field-label-text">{t('fps')}</span>
          <select className="input" value={fps} onChange={(e) => setFps(Number(e.target.value) as VideoDocument['fps'])}>
            {VIDEO_FRAME_RATES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
