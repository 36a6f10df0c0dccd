// Autosave for carousels: the kernel's save store (client/editor) with what only
// a carousel knows: its API call, and its schema for a copy found in this browser.
import { useRef, useState } from 'react';
import { carouselDocumentSchema, type CarouselDocument, type ProjectView } from '@src/common/contracts/carousel';
import {
  createSaveStore,
  readBackup as readStored,
  SAVE_DELAY_MS,
  type Backup,
  type SaveState,
  type SaveStore,
} from '@client/editor/save-store';
import { useSaveStore } from '@client/editor/use-save-store';
import { ApiRequestError } from '@client/lib/api';
import { saveProject } from '../api';

export type { SaveState };
export const AUTOSAVE_DELAY_MS = SAVE_DELAY_MS;

const backupKey = (id: string) => `palco:carousel:${id}`;
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
const parseDocument = (d: unknown) => {
  const parsed = carouselDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readBackup = (project: ProjectView): Backup<CarouselDocument> | null =>
  readStored(storage(), backupKey(project.id), project.version, parseDocument);

export function useAutosave(org: string, project: ProjectView, doc: CarouselDocument, name: string, onSaved: (p: ProjectView) => void) {
  // The store lives as long as the editor; the latest org and callback are read at save time.
  const latest = useRef({ org, onSaved });
  latest.current = { org, onSaved };
  const [store] = useState<SaveStore<CarouselDocument>>(() =>
    createSaveStore({
      doc: project.document,
      name: project.name,
      version: project.version,
      storage: storage(),
      storageKey: backupKey(project.id),
      isConflict: (error) => error instanceof ApiRequestError && error.status === 409,
      save: async (document, n, baseVersion) => {
        const res = await saveProject(latest.current.org, project.id, { document, name: n, baseVersion });
        latest.current.onSaved(res);
        return res.version;
      },
    }),
  );
  const state = useSaveStore(store, doc, name);
  return { state, retry: store.retry };
}
