// Autosave: the document is sent ~1 s after the last change, over the version it
// started from. Until the server has it, a copy waits in this browser, so a
// reload or a closed tab loses nothing; a save refused as stale says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { carouselDocumentSchema, type CarouselDocument, type ProjectView } from '../../../../src/common/contracts/carousel';
import { ApiRequestError } from '../../../lib/api';
import { saveProject } from '../api';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';
export const AUTOSAVE_DELAY_MS = 900;
const BACKUP_DELAY_MS = 250;

const backupKey = (id: string) => `palco:carousel:${id}`;
interface Backup {
  baseVersion: number;
  name: string;
  document: CarouselDocument;
}

/** Unsaved edits left in this browser for this version of the project, if any. */
export function readBackup(project: ProjectView): Backup | null {
  try {
    const raw = localStorage.getItem(backupKey(project.id));
    if (!raw) return null;
    const b = JSON.parse(raw) as Backup;
    const doc = carouselDocumentSchema.safeParse(b.document);
    if (b.baseVersion !== project.version || !doc.success) return null;
    return { ...b, document: doc.data };
  } catch {
    return null;
  }
}

export function useAutosave(org: string, project: ProjectView, doc: CarouselDocument, name: string, onSaved: (p: ProjectView) => void) {
  const version = useRef(project.version);
  const saved = useRef({ doc: project.document, name: project.name });
  const latest = useRef({ doc, name });
  latest.current = { doc, name };
  const inFlight = useRef(false);
  const [state, setState] = useState<SaveState>('saved');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    const sending = latest.current;
    if (sending.doc === saved.current.doc && sending.name === saved.current.name) return setState('saved');
    inFlight.current = true;
    setState('saving');
    try {
      const res = await saveProject(org, project.id, { document: sending.doc, name: sending.name, baseVersion: version.current });
      version.current = res.version;
      saved.current = sending;
      onSaved(res);
      const now = latest.current;
      if (now.doc === sending.doc && now.name === sending.name) {
        localStorage.removeItem(backupKey(project.id));
        setState('saved');
      } else {
        setState('unsaved');
        timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
      }
    } catch (error) {
      setState(error instanceof ApiRequestError && error.status === 409 ? 'conflict' : 'failed');
    } finally {
      inFlight.current = false;
    }
  }, [org, project.id, onSaved]);

  const writeBackup = useCallback(() => {
    const { doc: d, name: n } = latest.current;
    if (d === saved.current.doc && n === saved.current.name) return;
    try {
      localStorage.setItem(backupKey(project.id), JSON.stringify({ baseVersion: version.current, name: n, document: d } satisfies Backup));
    } catch {
      /* storage full or blocked: the server save still runs */
    }
  }, [project.id]);
  const backupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (doc === saved.current.doc && name === saved.current.name) return;
    setState((s) => (s === 'conflict' ? s : 'unsaved'));
    // The browser copy is written shortly after the last change (not on every
    // drag step: a 20-slide document is tens of KB), and at once if the page goes.
    clearTimeout(backupTimer.current);
    backupTimer.current = setTimeout(writeBackup, BACKUP_DELAY_MS);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      clearTimeout(backupTimer.current);
    };
  }, [doc, name, save, writeBackup]);

  useEffect(() => {
    window.addEventListener('pagehide', writeBackup);
    return () => window.removeEventListener('pagehide', writeBackup);
  }, [writeBackup]);

  // A change shows as unsaved in the render that makes it. The effect above says so
  // only after React runs effects, and until then the badge (and anyone reading it)
  // would see "saved" over an edit the server has not got.
  const pending = doc !== saved.current.doc || name !== saved.current.name;
  const shown: SaveState = state === 'saved' && pending ? 'unsaved' : state;

  useEffect(() => {
    if (shown === 'saved') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [shown]);

  return { state: shown, retry: save };
}
