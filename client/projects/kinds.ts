// The client's table of project kinds, the twin of src/features/projects/kinds.ts:
// for each kind, what its list shows without the document (its summary), where
// it is edited and listed, which catalogue tool names it and the i18n key of
// its title. The document schema is not copied here: both sides read
// PROJECT_DOCUMENT_SCHEMAS in src/common/contracts/projects.ts (the autosave
// does, for a copy found in this browser). A new kind adds a row here, one on
// the server, and its editor (decision 029).
import type { CarouselSummary } from '@src/common/contracts/carousel';
import type { CaptionSummary } from '@src/common/contracts/caption';
import type { ClipSummary } from '@src/common/contracts/clip';
import type { ImageSummary } from '@src/common/contracts/image';
import type { LogoSummary } from '@src/common/contracts/logo';
import type { ProjectDocument, ProjectKind, ProjectListItem } from '@src/common/contracts/projects';
import type { ScriptSummary } from '@src/common/contracts/script';
import type { StorySummary } from '@src/common/contracts/story';
import type { SubtitlesSummary } from '@src/common/contracts/subtitles';
import type { VideoSummary } from '@src/common/contracts/video';
import type { Locale } from '@src/common/locales';
import { paths } from '@src/common/routes';
import {
  BookOpen,
  Captions,
  Clapperboard,
  FileText,
  GalleryHorizontal,
  Image,
  MessageSquareText,
  PenTool,
  Scissors,
  type LucideIcon,
} from 'lucide-react';

/** The list fields each kind's summary holds (the server's `summary` of the kind). */
export interface ProjectSummaries {
  carousel: CarouselSummary;
  clip: ClipSummary;
  video: VideoSummary;
  subtitles: SubtitlesSummary;
  script: ScriptSummary;
  story: StorySummary;
  caption: CaptionSummary;
  image: ImageSummary;
  logo: LogoSummary;
}

/** A project of one kind as a list shows it. */
export type ProjectItem<K extends ProjectKind = ProjectKind> = Omit<ProjectListItem, 'kind' | 'summary'> & {
  kind: K;
  summary: ProjectSummaries[K];
};
/** A project of one kind with its document, as its editor opens it. */
export type ProjectView<K extends ProjectKind = ProjectKind> = ProjectItem<K> & { document: ProjectDocument<K> };

export interface KindInfo {
  /** Where a project of this kind opens (a saved caption opens in the generator's history). */
  editor: (l: Locale, id: string) => string;
  /** The tool's projects page. */
  list: (l: Locale) => string;
  /** The catalogue entry whose name labels a project of this kind (`catalogue.<tool>.name`). */
  tool: string;
  /** i18n key of the tool's title (`tools.<x>.title`), the projects page's heading. */
  title: string;
  /** The tool's icon on its pages (an empty list, a project not found). */
  icon: LucideIcon;
}

export const PROJECT_KIND_INFO: Record<ProjectKind, KindInfo> = {
  carousel: {
    editor: paths.carouselEditor,
    list: paths.carousels,
    tool: 'carousel_builder',
    title: 'tools.carousel.title',
    icon: GalleryHorizontal,
  },
  clip: { editor: paths.clipperEditor, list: paths.clipper, tool: 'clipper', title: 'tools.clipper.title', icon: Scissors },
  video: {
    editor: paths.videoEditorEdit,
    list: paths.videoEditor,
    tool: 'video_editor',
    title: 'tools.videoEditor.title',
    icon: Clapperboard,
  },
  subtitles: {
    editor: paths.subtitlesEditor,
    list: paths.subtitles,
    tool: 'auto_subtitles',
    title: 'tools.subtitles.title',
    icon: Captions,
  },
  script: { editor: paths.scriptEditor, list: paths.scripts, tool: 'script_creator', title: 'tools.scripts.title', icon: FileText },
  story: { editor: paths.storyEditor, list: paths.stories, tool: 'story_generator', title: 'tools.stories.title', icon: BookOpen },
  caption: {
    editor: (l) => paths.captionGenerator(l),
    list: paths.captionGenerator,
    tool: 'caption_generator',
    title: 'tools.captions.title',
    icon: MessageSquareText,
  },
  image: { editor: paths.imageEditorEdit, list: paths.imageEditor, tool: 'image_editor', title: 'tools.imageEditor.title', icon: Image },
  logo: { editor: paths.logoMakerEdit, list: paths.logoMaker, tool: 'logo_maker', title: 'tools.logoMaker.title', icon: PenTool },
};
