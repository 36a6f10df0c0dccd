// Autosave for a project document of any kind: the kernel's save store with
// the kind's API call and its schema for a copy found in this browser. A kind
// brings only what it alone knows.
import { useRef, useState } from 'react';
import { createSaveStore, readBackup, type Backup, type SaveStore } from './save-store';
import { useSaveStore } from './use-save-store';

interface SavedProject<D> {
  id: string;
  name: string;
  version: number;
  document: D;
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
const backupKey = (kind: string, id: string) => `palco:${kind}:${id}`;

/** Unsaved edits left in this browser for this version of the project, if any. */
export function readProjectBackup<D>(kind: string, project: SavedProject<D>, parse: (d: unknown) => D | null): Backup<D> | null {
  return readBackup(storage(), backupKey(kind, project.id), project.version, parse);
}

export interface ProjectAutosaveOptions<D, P extends SavedProject<D>> {
  kind: string;
  project: P;
  doc: D;
  name: string;
  /** Sends an edit over `baseVersion`; the answer's version is the new one. A 409 is a conflict. */
  save: (document: D, name: string, baseVersion: number) => Promise<P>;
  onSaved?: (project: P) => void;
}

export function useProjectAutosave<D, P extends SavedProject<D>>({
  kind,
  project,
  doc,
  name,
  save,
  onSaved,
}: ProjectAutosaveOptions<D, P>) {
  // The store lives as long as the editor; the latest call and callback are read at save time.
  const latest = useRef({ save, onSaved });
  latest.current = { save, onSaved };
  const [store] = useState<SaveStore<D>>(() =>
    createSaveStore({
      doc: project.document,
      name: project.name,
      version: project.version,
      storage: storage(),
      storageKey: backupKey(kind, project.id),
      save: async (document, n, baseVersion) => {
        const saved = await latest.current.save(document, n, baseVersion);
        latest.current.onSaved?.(saved);
        return saved.version;
      },
    }),
  );
  const state = useSaveStore(store, doc, name);
  return { state, retry: store.retry };
}
