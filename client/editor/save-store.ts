// The editor kernel's saving (issue 18), for any document type: the latest edit
// goes to the server a moment after the last change, over the version it started
// from, and until the server has it a copy waits in this browser, so a reload or a
// closed tab loses nothing. No React, no DOM: the hook and the tests drive it.

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

/** What of Storage the copy needs; tests pass an in-memory one. */
export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Backup<D> {
  baseVersion: number;
  name: string;
  document: D;
}

export interface SaveStoreOptions<D> {
  /** The document and name as the server has them, at this version. */
  doc: D;
  name: string;
  version: number;
  /** Sends an edit over `baseVersion`; resolves to the new version. */
  save: (doc: D, name: string, baseVersion: number) => Promise<number>;
  /** A refusal because the server has a newer version; by default an error with status 409. */
  isConflict?: (error: unknown) => boolean;
  storage: BackupStorage | null;
  storageKey: string;
  delayMs?: number;
  backupDelayMs?: number;
}

export interface SaveStore<D> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SaveState;
  /** Whether this document differs from what the server has (even before `edit` hears of it). */
  isPending: (doc: D, name: string) => boolean;
  /** The document changed (or the page came back with it). */
  edit: (doc: D, name: string) => void;
  /** Saves now (the "try again" button); nothing once in conflict. */
  retry: () => Promise<void>;
  /** Writes the browser copy now (the page is going away). */
  flushBackup: () => void;
  /** Stops the timers, keeping the browser copy of anything unsaved. */
  dispose: () => void;
}

export const SAVE_DELAY_MS = 900;
export const BACKUP_DELAY_MS = 250;

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
const defaultIsConflict = (error: unknown) => statusOf(error) === 409;

/** The copy left in this browser, only if it was made over this version and still parses. */
export function readBackup<D>(
  storage: BackupStorage | null,
  key: string,
  version: number,
  parse: (document: unknown) => D | null,
): Backup<D> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const b = JSON.parse(raw) as Backup<unknown>;
    if (b.baseVersion !== version || typeof b.name !== 'string') return null;
    const document = parse(b.document);
    return document === null ? null : { baseVersion: b.baseVersion, name: b.name, document };
  } catch {
    return null;
  }
}

export function createSaveStore<D>(o: SaveStoreOptions<D>): SaveStore<D> {
  const delay = o.delayMs ?? SAVE_DELAY_MS;
  const backupDelay = o.backupDelayMs ?? BACKUP_DELAY_MS;
  const isConflict = o.isConflict ?? defaultIsConflict;
  let version = o.version;
  let saved = { doc: o.doc, name: o.name };
  let latest = saved;
  let state: SaveState = 'saved';
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backupTimer: ReturnType<typeof setTimeout> | undefined;
  let wroteBackup = false;
  const listeners = new Set<() => void>();

  // Documents are immutable, so "unchanged" is the same reference.
  const pending = (doc: D, name: string) => doc !== saved.doc || name !== saved.name;
  const set = (next: SaveState) => {
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };

  const writeBackup = () => {
    clearTimeout(backupTimer);
    if (!pending(latest.doc, latest.name)) return;
    try {
      o.storage?.setItem(
        o.storageKey,
        JSON.stringify({ baseVersion: version, name: latest.name, document: latest.doc } satisfies Backup<D>),
      );
      wroteBackup = true;
    } catch {
      /* storage full or blocked: the server save still runs */
    }
  };
  const clearBackup = () => {
    wroteBackup = false;
    try {
      o.storage?.removeItem(o.storageKey);
    } catch {
      /* blocked storage has nothing to clear */
    }
  };

  const save = async (): Promise<void> => {
    clearTimeout(timer);
    if (inFlight || state === 'conflict') return;
    const sending = latest;
    if (!pending(sending.doc, sending.name)) return set('saved');
    inFlight = true;
    set('saving');
    try {
      version = await o.save(sending.doc, sending.name, version);
      saved = sending;
      if (!pending(latest.doc, latest.name)) {
        clearBackup();
        set('saved');
      } else {
        // Edited while this save was out: the copy now rests on the new version.
        writeBackup();
        set('unsaved');
        timer = setTimeout(() => void save(), delay);
      }
    } catch (error) {
      set(isConflict(error) ? 'conflict' : 'failed');
    } finally {
      inFlight = false;
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    isPending: pending,
    edit(doc, name) {
      latest = { doc, name };
      clearTimeout(timer);
      clearTimeout(backupTimer);
      if (!pending(doc, name)) {
        // Undone back to what the server has: nothing to send, and no copy of ours to
        // restore (another tab's copy, if any, is left alone).
        if (wroteBackup) clearBackup();
        if (state === 'unsaved') set('saved');
        return;
      }
      if (state !== 'conflict') set('unsaved');
      // The copy is written shortly after the last change, not on every drag step:
      // a 20-slide document is tens of KB.
      backupTimer = setTimeout(writeBackup, backupDelay);
      if (state !== 'conflict') timer = setTimeout(() => void save(), delay);
    },
    retry: save,
    flushBackup: writeBackup,
    dispose() {
      clearTimeout(timer);
      writeBackup();
    },
  };
}
