// Every tool's editor page, once: the project of the URL in the active
// organization, a "not found" that leads back to the tool's projects, and a
// spinner until the project is here and the page runs in the browser (editors
// play media and draw on canvases). A tool brings its editor and its words.
import { Suspense, useCallback, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import type { ProjectKind } from '@src/common/contracts/projects';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { PageSpinner } from '@client/components/ui/spinner';
import { useMediaPicker } from '@client/features/library/components/media-picker';
import { useActiveOrg } from '@client/services/orgs';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';
import { projectQuery } from './api';
import { PROJECT_KIND_INFO, type ProjectView } from './kinds';

/** The project the page's URL names, in the active organization; `mounted` once in the browser. */
export function useEditedProject<K extends ProjectKind>(kind: K) {
  const { projectId = '' } = useParams();
  const { org } = useActiveOrg();
  const project = useQuery({ ...projectQuery(org, kind, projectId), enabled: Boolean(org && projectId) });
  const mounted = useMounted();
  return { org, project, mounted };
}

/**
 * A video tool's editor page (clipper, video editor, subtitles, scripts), the route module's
 * `Component`: the editor is the whole page; the spinner says the tool's `loading`.
 */
export function projectEditorRoute<K extends ProjectKind>(
  kind: K,
  useToolT: () => { t: TFunction },
  Editor: ComponentType<{ org: string; project: ProjectView<K> }>,
) {
  return function ProjectEditorPage() {
    const { t } = useToolT();
    const { t: tm } = useTranslation();
    const info = PROJECT_KIND_INFO[kind];
    const { org, project, mounted } = useEditedProject(kind);

    if (project.isError)
      return (
        <div className="page">
          <ProjectNotFound kind={kind} title={tm('errors.not_found')} back={tm(info.title)} />
        </div>
      );
    if (!mounted || !project.data) return <PageSpinner label={t('loading')} />;
    return <Editor key={project.data.id} org={org} project={project.data} />;
  };
}

/** An editor page whose project is gone (or never was): the tool's icon, why, and the way back to its projects. */
export function ProjectNotFound({
  kind,
  title,
  back,
  heading: Heading = 'h1',
}: {
  kind: ProjectKind;
  title: string;
  back: string;
  /** h2 where the page already has its h1. */
  heading?: 'h1' | 'h2';
}) {
  const locale = useLocale();
  const info = PROJECT_KIND_INFO[kind];
  return (
    <div className="empty-state">
      <info.icon size={28} aria-hidden="true" />
      <Heading>{title}</Heading>
      <Link className="btn btn-secondary btn-md" to={info.list(locale)}>
        <ArrowLeft size={16} aria-hidden="true" /> {back}
      </Link>
    </div>
  );
}

/** The breadcrumb of a tool's page under its projects: dashboard › tool › `current`. */
export function ToolBreadcrumb({ kind, current }: { kind: ProjectKind; current: string }) {
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const info = PROJECT_KIND_INFO[kind];
  return (
    <Breadcrumb
      label={tm('nav.breadcrumb')}
      items={[
        { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
        { label: tm(info.title), to: info.list(locale) },
        { label: current },
      ]}
    />
  );
}

/** A slide editor's page (carousel, story): the project, and the library's picker for image elements. */
export function useSlideEditorPage<K extends 'carousel' | 'story'>(kind: K, pickTitle: string) {
  const edited = useEditedProject(kind);
  const { org } = edited;
  const picker = useMediaPicker(org, 'image', pickTitle);
  const { pick } = picker;
  const pickImage = useCallback(async () => (await pick())?.id ?? null, [pick]);
  const imageUrl = useCallback((id: string) => assetContentPath(org, id), [org]);
  return { ...edited, pickerDialog: picker.dialog, editorProps: { org, pickImage, imageUrl } };
}

/**
 * Under a slide editor page's header: `notFound`, a spinner until the project is here in the browser,
 * then the (lazy) editor; and the image picker's dialog.
 */
export function SlideEditorBody<K extends 'carousel' | 'story'>({
  page,
  notFound,
  loading,
  editor,
}: {
  page: ReturnType<typeof useSlideEditorPage<K>>;
  notFound: ReactNode;
  loading: string;
  editor: (project: ProjectView<K>) => ReactNode;
}) {
  const { project, mounted } = page;
  const spinner = <PageSpinner label={loading} />;
  return (
    <>
      {project.isError ? notFound : !mounted || !project.data ? spinner : <Suspense fallback={spinner}>{editor(project.data)}</Suspense>}
      {page.pickerDialog}
    </>
  );
}
