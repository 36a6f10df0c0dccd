// The carousel editor: the shared slide editor (slides on the left, the canvas in
// the middle, the selected element's properties on the right) configured with
// the carousel's formats, its name-and-save toolbar and its PNG/ZIP/PDF export.
// All state is the model's history; the canvas and the panels send commands.
import { useSlideComments } from '@client/projects/comment-pins/slide-comments';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Redo2, Undo2 } from 'lucide-react';
import type { CarouselFormat } from '@src/common/contracts/carousel';
import type { ProjectView } from '@client/projects/kinds';
import { Progress } from '@client/components/ui/progress';
import { isEnabled, primaryKey, type Action } from '@client/editor/actions';
import { aiStatusQuery } from '../../../services/ai-status';
import { fontFaceRules } from '../../../slides/canvas/fonts';
import * as cmd from '../../../slides/model/commands';
import { randomId, sizeOf } from '../../../slides/model/document';
import { useProjectAutosave, useRestoredBackup } from '@client/projects/autosave';
import { AlsoHere } from '@client/projects/live';
import { useCarouselT } from '../messages';
import { FormatOptions } from '../../../slides/editor/options';
import type { CarouselActionContext } from '../../../slides/editor/editor-actions';
import { useCarouselExport } from './use-carousel-export';
import { ShareTooMany } from './share-too-many';
import {
  AddButtons,
  BrandKitPicker,
  ExportMenu,
  redoAction,
  shortcutList,
  SlideWorkspace,
  TemplatesButton,
  undoAction,
  useFitWidth,
  useSlideEditor,
  useSlideRewrite,
  placeNewElement,
  type Placement,
  type SlideToolProps,
} from '../../../slides/editor';
import { SaveState } from './save-state';

export type EditorProps = SlideToolProps<ProjectView<'carousel'>>;

/** Where the toolbar's buttons put a new element on a 4:5, 1:1 or 9:16 slide. */
const PLACEMENT: Placement = {
  margin: 140,
  text: { height: 120, fontSize: 56 },
  shape: { size: 300, cornerRadius: 24 },
  image: { top: 140, aspect: 0.75 },
  logo: { width: 220, height: 110, bottom: 90 },
};

export function CarouselEditor({ org, project, imageUrl, pickImage }: EditorProps) {
  const { t } = useCarouselT();
  const restored = useRestoredBackup(project, t('editor.restored'));
  const editor = useSlideEditor({
    initial: restored?.document ?? project.document,
    imageUrl,
    newElement: placeNewElement(t('editor.newText'), PLACEMENT),
  });
  const { doc, index, run, actionCtx } = editor;
  const slideComments = useSlideComments(org, project.id, index);
  const [name, setName] = useState(restored?.name ?? project.name);

  // The name as saved and exported: an emptied field keeps the last one.
  const title = name.trim() || project.name;
  const save = useProjectAutosave(org, project, doc, title);

  const [box, width] = useFitWidth(sizeOf(doc), {
    initial: 480,
    min: 200,
    reserve: 300,
  });
  const aiStatus = useQuery(aiStatusQuery());
  const rewrite = useSlideRewrite(org, editor, title, () => toast.success(t('editor.regenerated')));
  const exporter = useCarouselExport(org, project.id, doc, editor.ctx, title, index);

  // The same "Ctrl" names on every platform, as before: the server renders this text too.
  const withKey = (a: Action<CarouselActionContext>) => t('editor.withKey', { label: t(a.label), key: primaryKey(a) });
  const shortcuts = t('editor.shortcuts', {
    list: shortcutList((h) => t('editor.withKey', { label: t(h.label), key: h.keys.join(', ') })),
  });

  return (
    <div className="carousel-editor">
      <style>{fontFaceRules(editor.fonts)}</style>
      <div className="editor-toolbar" role="toolbar" aria-label={t('editor.slides')}>
        <input
          className="input editor-name"
          aria-label={t('create.name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <SaveState save={save} />
        <AlsoHere projectId={project.id} />
        <span className="toolbar-sep" />
        {[
          { action: undoAction, Icon: Undo2 },
          { action: redoAction, Icon: Redo2 },
        ].map(({ action, Icon }) => (
          <button
            key={action.name}
            type="button"
            className="icon-btn"
            aria-label={withKey(action)}
            title={withKey(action)}
            disabled={!isEnabled(action, actionCtx)}
            onClick={() => action.perform(actionCtx)}
          >
            <Icon size={18} aria-hidden="true" />
          </button>
        ))}
        <span className="toolbar-sep" />
        <AddButtons t={t} editor={editor} pickImage={pickImage} />
        <TemplatesButton format={doc.format} brand={doc.brand} onInsert={editor.insertSlides} makeId={randomId} />
        <span className="toolbar-sep" />
        <select
          className="input input-sm"
          aria-label={t('editor.format')}
          value={doc.format}
          onChange={(e) => run(cmd.setFormat(e.target.value as CarouselFormat))}
        >
          <FormatOptions />
        </select>
        <BrandKitPicker t={t} org={org} editor={editor} initial={project.document.brand?.kitId ?? ''} />
        <span className="toolbar-sep" />
        <ExportMenu
          label={t('editor.export')}
          items={[
            { label: t('editor.exportPng'), run: () => void exporter.exportAs('png') },
            { label: t('editor.exportZip'), run: () => void exporter.exportAs('zip') },
            { label: t('editor.exportPdf'), run: () => void exporter.exportAs('pdf') },
            { label: t('editor.savePdf'), run: () => void exporter.savePdf() },
            ...(exporter.canShare
              ? [
                  { label: t('editor.share'), run: () => void exporter.shareImages() },
                  { label: t('editor.sharePdf'), run: () => void exporter.savePdf(true) },
                ]
              : []),
          ]}
        />
      </div>
      {exporter.exporting ? (
        <div className="editor-export" role="status">
          <span className="small">{t(`editor.${exporter.exporting.step ?? 'exporting'}`, exporter.exporting)}</span>
          <Progress value={exporter.exporting.done / exporter.exporting.total} label={t('editor.export')} />
        </div>
      ) : null}
      <ShareTooMany tooMany={exporter.tooMany} onClose={exporter.dismissTooMany} onPdf={() => void exporter.savePdf(true)} />
      <SlideWorkspace
        editor={editor}
        canvasLayer={slideComments.layer}
        canvasActions={slideComments.button}
        box={box}
        width={width}
        canvasLabel={t('editor.canvas', { n: index + 1, total: doc.slides.length })}
        onRegenerate={rewrite.running ? null : rewrite.run}
        aiOffline={aiStatus.data?.offline === true}
        pickImage={pickImage}
        shortcuts={shortcuts}
      />
    </div>
  );
}
