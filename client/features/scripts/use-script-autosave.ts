// Autosave for scripts: the kernel's project autosave with this kind's API
// call and its schema for a copy found in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { scriptDocumentSchema, type ScriptDocument } from '@src/common/contracts/script';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveScriptProject, scriptProjectsKey, type ScriptProjectView } from './api';

const parse = (d: unknown) => {
  const parsed = scriptDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readScriptBackup = (project: ScriptProjectView): Backup<ScriptDocument> | null => readProjectBackup('script', project, parse);

export function useScriptAutosave(org: string, project: ScriptProjectView, doc: ScriptDocument, name: string) {
  const client = useQueryClient();
  return useProjectAutosave({
    kind: 'script',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveScriptProject(org, project.id, { document, name: n, baseVersion }),
    onSaved: () => void client.invalidateQueries({ queryKey: scriptProjectsKey(org), refetchType: 'none' }),
  });
}
