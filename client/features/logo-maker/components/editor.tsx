// A logo on one page: the chosen proposal large, every proposal below it drawn
// live with the same words, colours, font and icon; words, style, icon and
// export on the right. The document changes only by commands through the
// kernel's history (undo, redo, autosave); the keyboard runs the same undo and
// redo as the header's buttons. Nothing is drawn until the font is here: every
// drawing is measured and outlined with it.
import { useCallback } from 'react';
import type { LogoDocument } from '@src/common/contracts/logo';
import { type Action } from '@client/editor/actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { seal } from '@client/editor/history';
import { useKeyActions } from '@client/editor/use-key-actions';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import type { ProjectView } from '@client/projects/kinds';
import { Button } from '@client/components/ui/button';
import { PageSpinner } from '@client/components/ui/spinner';
import { useLogoT } from '../messages';
import { useFontPair } from '../canvas/fonts';
import { ExportPanel } from './export-panel';
import { IconPanel } from './icon-panel';
import { LogoCanvas } from './logo-canvas';
import { Proposals } from './proposals';
import { StylePanel } from './style-panel';
import { SuggestPanel } from './suggest-panel';
import { WordsPanel } from './words-panel';

type Ctx = HistoryContext<LogoDocument>;
const ACTIONS: Action<Ctx>[] = [...historyActions<LogoDocument, Ctx>({ undo: 'undo', redo: 'redo' })];

export function LogoEditor({ org, project }: { org: string; project: ProjectView<'logo'> }) {
  const { t } = useLogoT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const sealStep = useCallback(() => setHistory(seal), [setHistory]);
  const fonts = useFontPair(doc.font, doc.kitFont);
  useKeyActions<Ctx>(ACTIONS, { history, setHistory });
  const layoutName = t(`layouts.${doc.layout}`);

  return (
    <div className="page workspace logo-editor" data-testid="logo-editor">
      <ProjectEditorTop editor={editor} t={t} detail={<span data-testid="logo-layout">{layoutName}</span>} />
      <div className="logo-main">
        <div className="logo-stage-column">
          {fonts.data ? (
            <>
              <LogoCanvas
                doc={doc}
                fonts={fonts.data}
                label={t('editor.preview', { layout: layoutName })}
                perform={perform}
                sealStep={sealStep}
              />
              <Proposals doc={doc} fonts={fonts.data} perform={perform} />
            </>
          ) : fonts.isError ? (
            <div className="logo-stage" role="alert">
              <p className="field-error">{t('editor.fontFailed')}</p>
              <Button variant="secondary" size="sm" onClick={() => void fonts.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <div className="logo-stage">
              <PageSpinner label={t('editor.fontLoading')} />
            </div>
          )}
        </div>
        <aside className="logo-side">
          <WordsPanel doc={doc} perform={perform} sealStep={sealStep} />
          <SuggestPanel org={org} doc={doc} perform={perform} />
          <StylePanel org={org} doc={doc} perform={perform} sealStep={sealStep} />
          <IconPanel doc={doc} perform={perform} />
          {fonts.data ? <ExportPanel org={org} projectId={project.id} name={project.name} doc={doc} fonts={fonts.data} /> : null}
        </aside>
      </div>
    </div>
  );
}
