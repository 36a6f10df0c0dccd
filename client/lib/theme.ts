// Light, dark or system (the default), kept in local storage and applied by an
// inline script in <head> before first paint, so a page never flashes the other theme.
export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'palco.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export const themeBootScript = `(function(){try{var c=localStorage.getItem('${THEME_STORAGE_KEY}');if(c!=='light'&&c!=='dark')c='system';var d=c==='dark'||(c==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.dataset.theme=d?'dark':'light';r.dataset.themeChoice=c;r.style.colorScheme=d?'dark':'light';}catch(e){}})();`;

export function readThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  const root = document.documentElement;
  const theme = resolveTheme(choice);
  root.dataset.theme = theme;
  root.dataset.themeChoice = choice;
  root.style.colorScheme = theme;
}
