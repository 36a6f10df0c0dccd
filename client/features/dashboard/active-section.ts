import { useSyncExternalStore } from 'react';

// Which dashboard section is in view, for the sidebar to reflect.
let current: string | null = null;
const listeners = new Set<() => void>();

export function setActiveSection(id: string | null): void {
  if (id === current) return;
  current = id;
  listeners.forEach((l) => l());
}

export function useActiveSection(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
