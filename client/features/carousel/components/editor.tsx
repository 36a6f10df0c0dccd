// The carousel editor: the shared slide editor (slides on the left, the canvas in
// the middle, the selected element's properties on the right) configured with
// the carousel's formats, its name-and-save toolbar and its PNG/ZIP/PDF export.
// All state is the model's history; the canvas and the panels send commands.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Redo2, Undo2 } from 'lucide-react';
import type { CarouselFormat } from '@src/common/contracts/carousel';
import type { ProjectView } from '@client/projects/kinds';
import { Progress } from '@client/components/ui/progress';
import { isEnabled, primaryKey, type Action } from '@client/editor/actions';
import { kitsQuery } from '../../../services/brand-kits';
import { aiStatusQuery } from '../../../services/ai-status';
import { useKitSnapshot } from '../../../services/brand-kits';
import { fontFaceRules } from '../../../slides/canvas/fonts';
import * as cmd from '../../../slides/model/commands';
import { imageElement, logoElement, shapeElement, sizeOf, textElement } from '../../../slides/model/document';
import { readProjectBackup, useProjectAutosave } from '@client/projects/autosave';
import { useCarouselT } from '../messages';
import { FormatOptions } from '../../../slides/editor/options';
import type { CarouselActionContext } from '../../../slides/editor/editor-actions';
import { useCarouselExport } from './use-carousel-export';
import {
  AddElementButtons,
  applyKit,
  ExportMenu,
  KitPicker,
  redoAction,
  shortcutList,
  SlideWorkspace,
  undoAction,
  useFitWidth,
  useSlideEditor,
  useSlideRewrite,
  type NewElement,
} from '../../../slides/editor';
import { SaveState } from './save-state';

export interface EditorProps {
  org: string;
  project: ProjectView<'carousel'>;
  imageUrl: (assetId: string) => string;
  /** Opens the media library's picker; resolves to an image asset id, or null. */
  pickImage: () => Promise<string | null>;
}

/** Where the toolbar's buttons put a new element on a 4:5, 1:1 or 9:16 slide. */
const carouselElement =
  (newText: string): NewElement =>
  (kind, id, { width: W, height: H }, assetId) =>
    kind === 'text'
      ? textElement(id, { x: 140, y: Math.round(H / 2 - 60), width: W - 280, height: 120 }, newText, { fontSize: 56 })
      : kind === 'shape'
        ? shapeElement(id, { x: W / 2 - 150, y: H / 2 - 150, width: 300, height: 300 }, { cornerRadius: 24 })
        : kind === 'image'
          ? imageElement(id, { x: 140, y: 140, width: W - 280, height: Math.round((W - 280) * 0.75) }, assetId)
          : logoElement(id, { x: W - 320, y: H - 200, width: 220, height: 110 });

export function CarouselEditor({ org, project, imageUrl, pickImage }: EditorProps) {
  const { t } = useCarouselT();
  const [restored] = useState(() => (typeof window === 'undefined' ? null : readProjectBackup(project)));
  const editor = useSlideEditor({
    initial: restored?.document ?? project.document,
    imageUrl,
    newElement: carouselElement(t('editor.newText')),
  });
  const { doc, index, run, actionCtx } = editor;
  const [name, setName] = useState(restored?.name ?? project.name);

  useEffect(() => {
    if (restored) toast.info(t('editor.restored'));
  }, [restored, t]);

  // The name as saved and exported: an emptied field keeps the last one.
  const title = name.trim() || project.name;
  const save = useProjectAutosave(org, project, doc, title);

  const [box, width] = useFitWidth(sizeOf(doc), {
    initial: 480,
    min: 200,
    reserve: 300,
  });
  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const snapshotOf = useKitSnapshot(org);
  const aiStatus = useQuery(aiStatusQuery());
  const rewrite = useSlideRewrite(org, editor, title, () => toast.success(t('editor.regenerated')));
  const exporter = useCarouselExport(doc, editor.ctx, title, index);

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
          aria-label={t('name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <SaveState save={save} />
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
        <AddElementButtons
          labels={{ text: t('editor.addText'), shape: t('editor.addShape'), image: t('editor.addImage'), logo: t('editor.addLogo') }}
          onAdd={editor.add}
          pickImage={pickImage}
        />
        <span className="toolbar-sep" />
        <select
          className="input input-sm"
          aria-label={t('editor.format')}
          value={doc.format}
          onChange={(e) => run(cmd.setFormat(e.target.value as CarouselFormat))}
        >
          <FormatOptions />
        </select>
        <KitPicker
          kits={kits.data ?? []}
          initial={project.document.brand?.kitId ?? ''}
          label={t('editor.kit')}
          applyLabel={t('editor.applyKit')}
          onApply={(kitId) =>
            void applyKit(editor, kitId, snapshotOf.mutateAsync, {
              applied: (name) => t('editor.kitApplied', { name }),
              removed: t('editor.kitRemoved'),
            })
          }
        />
        <span className="toolbar-sep" />
        <ExportMenu
          label={t('editor.export')}
          items={[
            { label: t('editor.exportPng'), run: () => void exporter.exportAs('png') },
            { label: t('editor.exportZip'), run: () => void exporter.exportAs('zip') },
            { label: t('editor.exportPdf'), run: () => void exporter.exportAs('pdf') },
          ]}
        />
      </div>
      {exporter.exporting ? (
        <div className="editor-export" role="status">
          <span className="small">{t('editor.exporting', exporter.exporting)}</span>
          <Progress value={exporter.exporting.done / exporter.exporting.total} label={t('editor.export')} />
        </div>
      ) : null}
      <SlideWorkspace
        editor={editor}
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
