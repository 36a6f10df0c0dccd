// Autosave for carousels: the kernel's project autosave with what only a
// carousel knows: its API call, and its schema for a copy found in this browser.
import { carouselDocumentSchema, type CarouselDocument, type ProjectView } from '@src/common/contracts/carousel';
import { SAVE_DELAY_MS, type Backup, type SaveState } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveProject } from '../api';

export type { SaveState };
export const AUTOSAVE_DELAY_MS = SAVE_DELAY_MS;

const parseDocument = (d: unknown) => {
  const parsed = carouselDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readBackup = (project: ProjectView): Backup<CarouselDocument> | null => readProjectBackup('carousel', project, parseDocument);

export function useAutosave(org: string, project: ProjectView, doc: CarouselDocument, name: string, onSaved: (p: ProjectView) => void) {
  return useProjectAutosave({
    kind: 'carousel',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveProject(org, project.id, { document, name: n, baseVersion }),
    onSaved,
  });
}
