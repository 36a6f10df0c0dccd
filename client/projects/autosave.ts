// Autosave for a project of any kind: the editor kernel's save store (client/editor)
// with the projects API's save, the kind's schema for a copy found in this browser,
// and the one key tree, so every list and the dashboard see the save. An editor
// calls `useProjectAutosave(org, project, doc, name)`; the kind is the project's.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { PROJECT_DOCUMENT_SCHEMAS, type ProjectDocument, type ProjectKind } from '@src/common/contracts/projects';
import { createSaveStore, readBackup, type Backup, type SaveStore } from '@client/editor/save-store';
import { useSaveStore } from '@client/editor/use-save-store';
import { projectSaved, saveProject } from './api';
import type { ProjectView } from './kinds';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
/** The browser copy's key; unchanged since each kind had its own hook, so copies left before are still found. */
const backupKey = (kind: ProjectKind, id: string) => `palco:${kind}:${id}`;

const parser =
  <K extends ProjectKind>(kind: K) =>
  (document: unknown): ProjectDocument<K> | null => {
    const parsed = PROJECT_DOCUMENT_SCHEMAS[kind].safeParse(document);
    return parsed.success ? (parsed.data as ProjectDocument<K>) : null;
  };

/** Unsaved edits left in this browser for this version of the project, if any. */
export function readProjectBackup<K extends ProjectKind>(project: ProjectView<K>): Backup<ProjectDocument<K>> | null {
  return readBackup(storage(), backupKey(project.kind, project.id), project.version, parser(project.kind));
}

/** The browser's unsaved copy, read once as the editor opens; `said` is shown when there was one. */
export function useRestoredBackup<K extends ProjectKind>(project: ProjectView<K>, said: string) {
  const [restored] = useState(() => (typeof window === 'undefined' ? null : readProjectBackup(project)));
  useEffect(() => {
    if (restored) toast.info(said);
  }, [restored, said]);
  return restored;
}

export function useProjectAutosave<K extends ProjectKind>(org: string, project: ProjectView<K>, doc: ProjectDocument<K>, name: string) {
  const client = useQueryClient();
  // The store lives as long as the editor; the organization and the client are read at save time.
  const latest = useRef({ org, client });
  latest.current = { org, client };
  const [store] = useState<SaveStore<ProjectDocument<K>>>(() =>
    createSaveStore({
      doc: project.document,
      name: project.name,
      version: project.version,
      storage: storage(),
      storageKey: backupKey(project.kind, project.id),
      save: async (document, n, baseVersion) => {
        const saved = await saveProject(latest.current.org, project.kind, project.id, { document, name: n, baseVersion });
        projectSaved(latest.current.client, latest.current.org, saved);
        return saved.version;
      },
    }),
  );
  const state = useSaveStore(store, doc, name);
  return { state, retry: store.retry };
}
