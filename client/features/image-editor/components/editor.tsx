// An image on one page: the live preview on the left; crop and size, texts,
// filters and adjustments, and export on the right. The document changes only by commands
// through the kernel's history (undo, redo, autosave); the keyboard runs the
// same undo and redo as the header's buttons.
import { useCallback, useState } from 'react';
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
import { CropPanel } from './crop-panel';
import { ExportPanel } from './export-panel';
import { TextPanel } from './text-panel';
import { MagicResizeDialog } from './magic-resize-dialog';
import { ImagePreview } from './preview';
import { useSourcePicture } from './use-source';
import { CutoutPanel } from '../cutout/cutout-panel';

type Ctx = HistoryContext<ImageDocument>;
const ACTIONS: Action<Ctx>[] = [...historyActions<ImageDocument, Ctx>({ undo: 'undo', redo: 'redo' })];

export function ImageEditor({ org, project }: { org: string; project: ProjectView<'image'> }) {
  const { t } = useImageT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const sealStep = useCallback(() => setHistory(seal), [setHistory]);
  const [selectedText, selectText] = useState<string | null>(null);
  const [magicOpen, setMagicOpen] = useState(false);
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
            selected={selectedText}
            select={selectText}
          />
        )}
        <aside className="img-side">
          <CropPanel doc={doc} perform={perform} onMagicResize={() => setMagicOpen(true)} />
          <CutoutPanel org={org} name={project.name} doc={doc} picture={picture} perform={perform} />
          <TextPanel doc={doc} perform={perform} sealStep={sealStep} selected={selectedText} select={selectText} />
          <AdjustPanel doc={doc} perform={perform} sealStep={sealStep} />
          <ExportPanel org={org} name={project.name} doc={doc} picture={picture} />
        </aside>
      </div>
      <MagicResizeDialog org={org} name={project.name} doc={doc} open={magicOpen} onClose={() => setMagicOpen(false)} />
    </div>
  );
}
