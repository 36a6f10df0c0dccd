// An image on one page: the live preview on the left; crop and size, layers
// (the list, a text's fields, the "Add" menu), filters and adjustments, and
// export on the right. The selection is a list of layer ids (shift-click adds). The document changes only by commands
// through the kernel's history (undo, redo, autosave); the keyboard runs the
// same undo and redo as the header's buttons.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { type Action } from '@client/editor/actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { seal } from '@client/editor/history';
import { useKeyActions } from '@client/editor/use-key-actions';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import type { ProjectView } from '@client/projects/kinds';
import { PageSpinner } from '@client/components/ui/spinner';
import { useImageT } from '../messages';
import { AdjustPanel } from './adjust-panel';
import { CropPanel as AnyCropPanel } from './crop-panel';
import { ExportPanel } from './export-panel';
import { TextPanel as AnyTextPanel } from './text-panel';
import { LayersPanel as AnyLayersPanel } from './layers-panel';
import { AddPanel as AnyAddPanel, type PickedImage } from './add-panel';
import { panelIgnoring } from './memo-panel';
import { useImageKit, useLayerFonts } from './use-kit';
import { useLayerPictures } from './use-layer-pictures';
import { MagicResizeDialog } from './magic-resize-dialog';
import { liveAdjustments } from './live-adjust';
import { ImagePreview } from './preview';
import { useSourcePicture } from './use-source';
import { CutoutPanel as AnyCutoutPanel } from '../cutout/cutout-panel';

// None of these shows an adjustment; the layer panels show no crop either.
const CropPanel = panelIgnoring(AnyCropPanel, ['adjustments', 'layers']);
const CutoutPanel = panelIgnoring(AnyCutoutPanel, ['adjustments', 'layers']);
const LayersPanel = panelIgnoring(AnyLayersPanel, ['adjustments']);
const TextPanel = panelIgnoring(AnyTextPanel, ['adjustments']);
const AddPanel = panelIgnoring(AnyAddPanel, ['adjustments']);

type Ctx = HistoryContext<ImageDocument>;
const ACTIONS: Action<Ctx>[] = [...historyActions<ImageDocument, Ctx>({ undo: 'undo', redo: 'redo' })];

interface Props {
  org: string;
  project: ProjectView<'image'>;
  /** The library's image picker (the app's route passes it in): an image layer's picture. */
  pickFromLibrary?: () => Promise<PickedImage | null>;
}

export function ImageEditor({ org, project, pickFromLibrary }: Props) {
  const { t } = useImageT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const sealStep = useCallback(() => setHistory(seal), [setHistory]);
  const [selected, setSelected] = useState<string[]>([]);
  // A plain click chooses one layer; shift adds it or takes it out.
  const select = useCallback(
    (id: string | null, add = false) =>
      setSelected((now) => (id === null ? [] : add ? (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]) : [id])),
    [],
  );
  const { kit } = useImageKit(org);
  const loaded = useLayerPictures(org, doc) + useLayerFonts(org, doc);
  const live = useMemo(() => selected.filter((id) => doc.layers.some((l) => l.id === id)), [selected, doc.layers]);
  const oneText = live.length === 1 && doc.layers.find((l) => l.id === live[0])?.kind === 'text' ? live[0]! : null;
  const [magicOpen, setMagicOpen] = useState(false);
  // Crop mode: the preview shows the whole picture and the crop box (Escape anywhere leaves it).
  const [cropping, setCropping] = useState(false);
  const endCrop = useCallback(() => setCropping(false), []);
  useEffect(() => {
    if (!cropping) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setCropping(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cropping]);
  const openMagic = useCallback(() => setMagicOpen(true), []);
  const [held] = useState(liveAdjustments);
  const source = useSourcePicture(org, doc.source);
  const picture = source.data ?? null;
  const out = imageOutputSize(doc);
  useKeyActions<Ctx>(ACTIONS, { history, setHistory });

  return (
    <div className="page workspace img-editor" data-testid="image-editor">
      <ProjectEditorTop editor={editor} t={t} detail={<span data-testid="image-size">{`${out.width} × ${out.height} px`}</span>} />
      <div className="side-columns img-main">
        {source.isError ? (
          <p className="field-error" role="alert">
            {t('export.sourceFailed')}
          </p>
        ) : doc.source.type === 'asset' && !picture ? (
          <PageSpinner label={t('loading')} />
        ) : (
          <ImagePreview
            doc={doc}
            picture={picture}
            label={t('editor.preview')}
            perform={perform}
            sealStep={sealStep}
            selected={live}
            select={select}
            loaded={loaded}
            live={held}
            cropping={cropping}
            onCropDone={endCrop}
          />
        )}
        <aside className="img-side">
          <CropPanel doc={doc} perform={perform} onMagicResize={openMagic} cropping={cropping} setCropping={setCropping} />
          <CutoutPanel org={org} name={project.name} doc={doc} picture={picture} perform={perform} />
          <LayersPanel doc={doc} perform={perform} sealStep={sealStep} selected={live} select={select} kit={kit} />
          <TextPanel doc={doc} perform={perform} sealStep={sealStep} selected={oneText} select={select} kit={kit} />
          <AddPanel doc={doc} perform={perform} sealStep={sealStep} select={select} kit={kit} pickFromLibrary={pickFromLibrary} />
          <AdjustPanel doc={doc} perform={perform} sealStep={sealStep} live={held} />
          <ExportPanel org={org} projectId={project.id} name={project.name} doc={doc} picture={picture} />
        </aside>
      </div>
      <MagicResizeDialog org={org} name={project.name} doc={doc} open={magicOpen} onClose={() => setMagicOpen(false)} />
    </div>
  );
}
