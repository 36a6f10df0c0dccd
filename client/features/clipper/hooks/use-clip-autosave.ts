// Autosave for clipper projects: the kernel's save store (client/editor) with
// what only this kind knows: its API call and its schema for a browser copy.
import { useRef, useState } from 'react';
import { clipDocumentSchema, type ClipDocument } from '@src/common/contracts/clip';
import { createSaveStore, readBackup as readStored, type Backup, type SaveStore } from '@client/editor/save-store';
import { useSaveStore } from '@client/editor/use-save-store';
import { ApiRequestError } from '@client/lib/api';
import { saveClipProject, type ClipProjectView } from '../api';

const backupKey = (id: string) => `palco:clip:${id}`;
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
const parse = (d: unknown) => {
  const parsed = clipDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readClipBackup = (project: ClipProjectView): Backup<ClipDocument> | null =>
  readStored(storage(), backupKey(project.id), project.version, parse);

export function useClipAutosave(org: string, project: ClipProjectView, doc: ClipDocument, name: string) {
  const latest = useRef(org);
  latest.current = org;
  const [store] = useState<SaveStore<ClipDocument>>(() =>
    createSaveStore({
      doc: project.document,
      name: project.name,
      version: project.version,
      storage: storage(),
      storageKey: backupKey(project.id),
      isConflict: (error) => error instanceof ApiRequestError && error.status === 409,
      save: async (document, n, baseVersion) =>
        (await saveClipProject(latest.current, project.id, { document, name: n, baseVersion })).version,
    }),
  );
  const state = useSaveStore(store, doc, name);
  return { state, retry: store.retry };
}
