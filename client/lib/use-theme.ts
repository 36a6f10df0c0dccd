import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, type ThemeChoice } from './theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (document.documentElement.dataset.themeChoice === 'system') applyTheme('system');
    listener();
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
  };
}

const readChoice = (): ThemeChoice => (document.documentElement.dataset.themeChoice as ThemeChoice) ?? 'system';
const readResolved = (): 'light' | 'dark' => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The stored choice; the server cannot know it, so it renders "system" and hydration catches up. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  const set = useCallback((next: ThemeChoice) => {
    applyTheme(next);
    listeners.forEach((l) => l());
  }, []);
  return [choice, set];
}

export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, readResolved, () => 'light' as const);
}
