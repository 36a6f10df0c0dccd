// The story editor: the slide editor (client/slides) configured for 9:16 screens.
// Screens on the left, the canvas in the middle, and on the right the screen's
// timing above the slides' inspector. All state is the kernel's history of
// story documents; carousel commands are lifted over it.
import { useSlideComments } from '@client/projects/comment-pins/slide-comments';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Play } from 'lucide-react';
import { STORY_SIZE, type StoryDocument } from '@src/common/contracts/story';
import { EditorHeader } from '@client/components/projects/editor-header';
import { isEnabled } from '@client/editor/actions';
import { formatDuration } from '@client/lib/format';
import { aiStatusQuery } from '../../../services/ai-status';
import { fontFaceRules } from '../../../slides/slide-canvas';
import {
  AddButtons,
  BrandKitPicker,
  ExportMenu,
  redoAction,
  shortcutList,
  SlideWorkspace,
  TemplatesButton,
  type TemplateSlides,
  undoAction,
  useFitWidth,
  useSlideEditor,
  useSlideRewrite,
  placeNewElement,
  type Placement,
  type SlideToolProps,
} from '../../../slides/editor';
import type { StoryProjectView } from '../api';
import { lift, templateStory } from '../model/document';
import { randomId } from '../../../slides';
import { totalMs } from '../model/timing';
import { useStoriesT } from '../messages';
import { useProjectAutosave, useRestoredBackup } from '@client/projects/autosave';
import { AlsoHere } from '@client/projects/live';
import { ExportStatus } from './export-status';
import { PreviewDialog } from './preview-dialog';
import { TimingPanel } from './timing-panel';
import { useStoryExport } from './use-story-export';

export type StoryEditorProps = SlideToolProps<StoryProjectView>;

/** The gallery's slides for a story: the template's screens at 9:16, with their timing. */
const storySlides: TemplateSlides = (look, locale, _format, makeId) => templateStory(look, locale, makeId).slides;

/** A story is read at arm's length: new elements are larger than the carousel's. */
const PLACEMENT: Placement = {
  margin: 120,
  text: { height: 160, fontSize: 72 },
  shape: { size: 360, cornerRadius: 32 },
  image: { top: 320, aspect: 1 },
  logo: { width: 240, height: 120, bottom: 140 },
};

export function StoryEditor({ org, project, imageUrl, pickImage }: StoryEditorProps) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const restored = useRestoredBackup(project, t('editor.restored'));
  const [previewing, setPreviewing] = useState(false);
  const editor = useSlideEditor<StoryDocument>({
    initial: restored?.document ?? project.document,
    imageUrl,
    newElement: placeNewElement(t('editor.newText'), PLACEMENT),
    lift,
    keysOn: !previewing,
  });
  const { doc, index, slide, actionCtx } = editor;
  const slideComments = useSlideComments(org, project.id, index);
  const name = restored?.name ?? project.name;

  const save = useProjectAutosave(org, project, doc, name);

  const exporter = useStoryExport(org, project.id, doc, editor.ctx, name);
  const aiStatus = useQuery(aiStatusQuery());
  const regenerate = useSlideRewrite(org, editor, name, () => toast.success(t('editor.regenerated')));

  // The screen fills its column's height; 9:16 is tall.
  const [box, width] = useFitWidth(STORY_SIZE, { initial: 320, min: 180, reserve: 340 });

  const label = (name: string) => t(`editor.actions.${name}` as 'editor.actions.undo');
  const shortcuts = t('editor.shortcuts', {
    list: shortcutList((h) => t('editor.withKey', { label: label(h.name), key: h.keys.join(', ') })),
  });

  return (
    <div className="carousel-editor story-editor">
      <style>{fontFaceRules(editor.fonts)}</style>
      <EditorHeader
        title={name}
        detail={t('editor.detail', { count: doc.slides.length, duration: formatDuration(totalMs(doc.slides)) })}
        saveText={t(`editor.saveStates.${save.state}`)}
        failed={save.state === 'failed'}
        retryLabel={t('editor.retry')}
        onRetry={() => void save.retry()}
        undo={{ label: t('editor.undo'), enabled: isEnabled(undoAction, actionCtx), run: () => undoAction.perform(actionCtx) }}
        redo={{ label: t('editor.redo'), enabled: isEnabled(redoAction, actionCtx), run: () => redoAction.perform(actionCtx) }}
        presence={<AlsoHere projectId={project.id} />}
      />
      <div className="editor-toolbar" role="toolbar" aria-label={tm('tools.stories.editorTitle')}>
        <AddButtons t={t} editor={editor} pickImage={pickImage} />
        <TemplatesButton format="story" brand={doc.brand} onInsert={editor.insertSlides} slidesOf={storySlides} makeId={randomId} />
        <span className="toolbar-sep" />
        <BrandKitPicker t={t} org={org} editor={editor} initial={project.document.brand?.kitId ?? ''} />
        <span className="toolbar-sep" />
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPreviewing(true)}>
          <Play size={16} aria-hidden="true" /> {t('preview.title')}
        </button>
        <ExportMenu
          label={t('export.title')}
          items={[
            { label: t('export.png'), run: () => void exporter.images('png', index) },
            { label: t('export.zip'), run: () => void exporter.images('zip', index) },
            { label: t('export.mp4'), run: () => void exporter.video() },
          ]}
        />
      </div>
      <ExportStatus state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />
      <SlideWorkspace
        editor={editor}
        canvasLayer={slideComments.layer}
        canvasActions={slideComments.button}
        box={box}
        width={width}
        canvasLabel={t('editor.canvas', { n: index + 1, total: doc.slides.length })}
        onRegenerate={regenerate.running ? null : regenerate.run}
        aiOffline={aiStatus.data?.offline === true}
        pickImage={pickImage}
        shortcuts={shortcuts}
        sideClassName="story-side"
        side={
          <TimingPanel
            doc={doc}
            slide={slide}
            first={index === 0}
            onCommand={editor.runDoc}
            onAppliedAll={() => toast.success(t('timing.appliedAll'))}
          />
        }
      />
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} doc={doc} screens={exporter.screens} />
    </div>
  );
}
