// What every project editor does alike around its own panels: the document's
// undo history (opened from this browser's copy when it holds unsaved edits),
// the autosave, and the top of the page (the tool's breadcrumb, the project's
// name, the save state with its retry, who else has it open, undo and redo).
import { useCallback, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ProjectDocument, ProjectKind } from '@src/common/contracts/projects';
import { EditorHeader } from '@client/components/projects/editor-header';
import { canRedo, canUndo, perform as performOn, redo, startHistory, undo, type Command } from '@client/editor/history';
import { readProjectBackup, useProjectAutosave } from './autosave';
import { ToolBreadcrumb } from './editor-page';
import { AlsoHere } from './live';
import type { ProjectView } from './kinds';

export function useProjectEditor<K extends ProjectKind>(org: string, project: ProjectView<K>) {
  const [history, setHistory] = useState(() => startHistory(readProjectBackup(project)?.document ?? project.document));
  const doc = history.present;
  const perform = useCallback((c: Command<ProjectDocument<K>>) => setHistory((h) => performOn(h, c)), []);
  const save = useProjectAutosave(org, project, doc, project.name);
  return { project, history, setHistory, doc, perform, save };
}

/**
 * The top of an editor's page. `t` is the tool's namespace, which holds the shared editor
 * words (`saveStates`, `retry`, `undo`, `redo`; client/projects/messages.ts).
 */
export function ProjectEditorTop<K extends ProjectKind>({
  editor,
  t,
  detail,
}: {
  editor: ReturnType<typeof useProjectEditor<K>>;
  t: TFunction;
  /** What comes before the save state on the line under the name. */
  detail: ReactNode;
}) {
  const { project, history, setHistory, save } = editor;
  return (
    <>
      <ToolBreadcrumb kind={project.kind} current={project.name} />
      <EditorHeader
        title={project.name}
        detail={detail}
        saveText={t(`saveStates.${save.state}`)}
        failed={save.state === 'failed'}
        retryLabel={t('retry')}
        onRetry={() => void save.retry()}
        undo={{ label: t('undo'), enabled: canUndo(history), run: () => setHistory(undo) }}
        redo={{ label: t('redo'), enabled: canRedo(history), run: () => setHistory(redo) }}
        presence={<AlsoHere projectId={project.id} />}
      />
    </>
  );
}
