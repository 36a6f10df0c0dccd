// The clips made from moments: their tabs, "render all", and the selected
// clip's editor and preview.
import type { ComponentProps } from 'react';
import type { Clip, ClipDocument, ClipRenderView } from '@src/common/contracts/clip';
import { Button } from '@client/components/ui/button';
import { useClipperT } from '../messages';
import { ClipPanel } from './clip-panel';

type PanelProps = ComponentProps<typeof ClipPanel>;

export function ClipsSection({
  doc,
  clip,
  renderedIds,
  paidIds,
  renders,
  canRender,
  onSelect,
  render,
  panel,
}: {
  doc: ClipDocument;
  clip: Clip | null;
  renderedIds: Set<string>;
  /** Clips whose 50 credits are taken (at their first render's start): trying again is free. */
  paidIds: Set<string>;
  /** The server's record of each clip's render. */
  renders: readonly ClipRenderView[];
  canRender: boolean;
  onSelect: (id: string) => void;
  render: (clipId: string, headline?: string) => void;
  /** Everything the selected clip's panel needs besides the clip and its render button. */
  panel: Omit<PanelProps, 'clip' | 'job' | 'server' | 'canRender' | 'paid' | 'onRender' | 'onOpenInEditor' | 'doc'> & {
    jobOf: (clipId: string) => PanelProps['job'];
    openInEditor: ((c: Clip) => void) | null;
  };
}) {
  const { t } = useClipperT();
  const { jobOf, openInEditor, ...rest } = panel;
  return (
    <section className="clipper-panel" aria-labelledby="clips-title" data-testid="clipper-clips">
      <div className="clipper-panel-head">
        <h2 className="clipper-panel-title" id="clips-title">
          {t('clips.title')}
        </h2>
        {doc.clips.length > 1 ? (
          <Button variant="secondary" size="sm" disabled={!canRender} onClick={() => doc.clips.forEach((c) => render(c.id))}>
            {t('clips.renderAll')}
          </Button>
        ) : null}
      </div>
      {doc.clips.length === 0 ? (
        <p className="muted">{t('clips.empty')}</p>
      ) : (
        <>
          <div className="clip-tabs" role="tablist">
            {doc.clips.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={c.id === clip?.id}
                className="clip-tab"
                onClick={() => onSelect(c.id)}
                data-testid="clip-tab"
              >
                {c.name}
                {renderedIds.has(c.id) ? ' ✓' : ''}
              </button>
            ))}
          </div>
          {clip ? (
            <ClipPanel
              key={clip.id}
              {...rest}
              doc={doc}
              clip={clip}
              job={jobOf(clip.id)}
              server={renders.find((r) => r.clipId === clip.id)}
              canRender={canRender}
              paid={paidIds.has(clip.id)}
              onRender={(headline) => render(clip.id, headline)}
              onOpenInEditor={openInEditor ? () => openInEditor(clip) : null}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
