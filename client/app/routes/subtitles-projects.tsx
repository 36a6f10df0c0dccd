// The auto subtitles projects: cover, duration, cue count, languages and date;
// new (a library video, or one uploaded in the picker), rename, duplicate,
// delete, search and sort; an empty state that says what the tool does.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Captions } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import { assetContentPath } from '@src/common/contracts/media';
import { newSubtitlesDocument } from '@src/common/contracts/subtitles';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { thumbnailUrl } from '@client/features/library/api/library';
import { MediaPicker } from '@client/features/library/components/media-picker';
import { useActiveOrg } from '@client/features/orgs/api/orgs';
import {
  subtitlesProjectsQuery,
  useCreateSubtitlesProject,
  useDeleteSubtitlesProject,
  useDuplicateSubtitlesProject,
  useRenameSubtitlesProject,
  type SubtitlesProjectItem,
} from '@client/features/subtitles/api';
import { useSubtitlesT } from '@client/features/subtitles/messages';
import { formatDate, formatDuration } from '@client/lib/format';
import { showError } from '@client/lib/errors';
import { useLocale } from '@client/lib/use-locale';
import { mediaClient } from '@client/media/client';
import { toast } from 'sonner';

type Dialogs = { type: 'new' } | { type: 'rename'; p: SubtitlesProjectItem } | { type: 'delete'; p: SubtitlesProjectItem } | null;

/** A video's length and size: from the library when it knows them, else read from the file's header by the media worker. */
async function videoFacts(org: string, asset: AssetView) {
  if (asset.durationMs && asset.width && asset.height) return { durationMs: asset.durationMs, width: asset.width, height: asset.height };
  const info = await mediaClient().run('inspect', { source: { url: assetContentPath(org, asset.id) } });
  return {
    durationMs: Math.max(1, Math.round(info.durationMs)),
    width: info.video?.width ?? asset.width ?? 1080,
    height: info.video?.height ?? asset.height ?? 1920,
  };
}

export function Component() {
  const { t, i18n } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const list = useQuery({ ...subtitlesProjectsQuery(org, q, sort), enabled: Boolean(org) });
  const create = useCreateSubtitlesProject(org);
  const rename = useRenameSubtitlesProject(org);
  const duplicate = useDuplicateSubtitlesProject(org);
  const remove = useDeleteSubtitlesProject(org);
  const trash = useTrashUndo(org);
  const projects = list.data ?? [];
  const newProject = () => setDialog({ type: 'new' });

  const start = async (asset: AssetView) => {
    try {
      const facts = await videoFacts(org, asset);
      const p = await create.mutateAsync({
        name: asset.name.replace(/\.[^.]+$/, '').slice(0, 100) || t('newProject'),
        document: newSubtitlesDocument({ assetId: asset.id, name: asset.name.slice(0, 255), ...facts }),
      });
      toast.success(t('created'));
      navigate(paths.subtitlesEditor(locale, p.id));
    } catch (error) {
      showError(error, tm);
    }
  };

  return (
    <div className="page subtitles-projects">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.subtitles.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.subtitles.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={newProject}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind: 'subtitles' }}
      />
      <ProjectGrid
        t={t}
        pending={!org || list.isPending || create.isPending}
        projects={projects}
        query={q}
        emptyIcon={<Captions size={28} aria-hidden="true" />}
        emptyTestId="subtitles-empty"
        onNew={newProject}
        label={tm('tools.subtitles.title')}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.subtitlesEditor(locale, p.id)}
            coverClassName="clip-cover"
            cover={
              <>
                <img
                  src={thumbnailUrl(org, p.summary.sourceAssetId)}
                  alt=""
                  loading="lazy"
                  onError={(e) => (e.currentTarget.hidden = true)}
                />
                <Captions size={28} aria-hidden="true" />
              </>
            }
            meta={
              <>
                <span className="muted small">
                  {t('card', {
                    duration: formatDuration(p.summary.durationMs),
                    cues: p.summary.cueCount ? t('cueCount', { count: p.summary.cueCount }) : t('noCues'),
                    date: formatDate(p.updatedAt, i18n.language),
                  })}
                </span>
                {p.summary.languages.length ? (
                  <span className="st-langs">
                    {p.summary.languages.map((l) => (
                      <span key={l} className="badge">
                        {l.toUpperCase()}
                      </span>
                    ))}
                  </span>
                ) : null}
              </>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={duplicate}
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
          void start(asset);
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<SubtitlesProjectItem>(t, rename, remove, trash)}
      />
    </div>
  );
}
