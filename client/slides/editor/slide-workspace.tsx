// The slide editor's body: the slide list on the left, the canvas in the
// middle, on the right the caller's own panel (the story's timing) above the
// selected element's inspector. Everything it draws comes from the editor hook.
import type { ReactNode, RefObject } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { CarouselDocument } from '@src/common/contracts/carousel';
import { SlideStage } from '../canvas/slide-stage';
import { measuredFits } from '../canvas/measure';
import { overflowing } from '../model/fit';
import { useSlidesT } from '../messages';
import { deleteAction, duplicateAction } from './editor-actions';
import { Inspector } from './inspector';
import { SlideList } from './slide-list';
import type { SlideEditor } from './use-slide-editor';

interface Props<D extends CarouselDocument> {
  editor: SlideEditor<D>;
  box: RefObject<HTMLDivElement | null>;
  width: number;
  /** "Slide 2 of 5", "Screen 2 of 5": the canvas's name and caption. */
  canvasLabel: string;
  /** Rewrites the slide's texts with the AI layer; null while one runs. */
  onRegenerate: (() => void) | null;
  aiOffline: boolean;
  pickImage: () => Promise<string | null>;
  shortcuts: string;
  side?: ReactNode;
  sideClassName?: string;
  /** Drawn over the canvas, in its frame (the tool's comment pins). */
  canvasLayer?: ReactNode;
  /** Beside the canvas's caption (the tool's "comment on the slide"). */
  canvasActions?: ReactNode;
}

export function SlideWorkspace<D extends CarouselDocument>({
  editor,
  box,
  width,
  canvasLabel,
  onRegenerate,
  aiOffline,
  pickImage,
  shortcuts,
  side,
  sideClassName,
  canvasLayer,
  canvasActions,
}: Props<D>) {
  const { doc, index, slide, ctx, fontsReady, run } = editor;
  const { t } = useSlidesT();
  const overflow = overflowing(measuredFits(slide, ctx.brand)).length > 0;
  return (
    <div className="editor-body">
      <SlideList doc={doc} current={index} ctx={ctx} fontsReady={fontsReady} {...editor.slideList} />
      <section className="editor-canvas" ref={box} aria-label={canvasLabel} data-testid="editor-canvas">
        {overflow ? (
          <p className="fit-warning" role="status" data-testid="fit-warning">
            <AlertTriangle size={16} aria-hidden="true" /> {t('editor.overflow')}
          </p>
        ) : null}
        <div className="editor-canvas-frame" style={{ width }} data-fonts-ready={fontsReady}>
          <SlideStage
            format={doc.format}
            slide={slide}
            width={width}
            ctx={ctx}
            fontsReady={fontsReady}
            interactive
            selectedId={editor.selectedId}
            onSelect={editor.select}
            onCommand={run}
            onGestureEnd={editor.seal}
          />
          {canvasLayer}
        </div>
        <div className="editor-canvas-foot">
          <p className="muted small">{canvasLabel}</p>
          {canvasActions}
        </div>
      </section>
      <aside className={sideClassName ? `editor-inspector ${sideClassName}` : 'editor-inspector'}>
        {side}
        <Inspector
          slide={slide}
          element={editor.selected}
          brand={doc.brand}
          onCommand={run}
          elementActions={{ duplicate: editor.button(duplicateAction), remove: editor.button(deleteAction) }}
          onRegenerate={onRegenerate}
          aiOffline={aiOffline}
          onPickImage={pickImage}
          shortcuts={shortcuts}
        />
      </aside>
    </div>
  );
}
