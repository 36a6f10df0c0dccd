// Colours the charts draw with, read from the page's theme tokens when drawn,
// so the light and the dark theme are both readable; the series' colours are
// mid-tones with enough contrast on either background.
export const SERIES_COLOURS = [
  '#7c3aed',
  '#0891b2',
  '#d97706',
  '#db2777',
  '#16a34a',
  '#2563eb',
  '#dc2626',
  '#65a30d',
  '#9333ea',
  '#0d9488',
];

export const colourOf = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length]!;

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  background: string;
  accent: string;
}

export function chartTheme(): ChartTheme {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--text', '#14141f'),
    muted: v('--text-muted', '#55556a'),
    grid: v('--border', '#e2e2ea'),
    background: v('--surface', v('--bg', '#ffffff')),
    accent: v('--primary', '#6d28d9'),
  };
}

type Values = (u: unknown, splits: number[]) => string[];

/** A value axis in the theme's colours, with its grid; `size` leaves room for the labels. */
export const valueAxis = (theme: ChartTheme, values?: Values, size = 64) => ({
  stroke: theme.muted,
  grid: { stroke: theme.grid },
  ticks: { stroke: theme.grid },
  size,
  ...(values ? { values } : {}),
});

/** A time axis (uPlot seconds) labelled day/month in the page's language. */
export const dayAxis = (theme: ChartTheme, locale: string) => ({
  stroke: theme.muted,
  grid: { stroke: theme.grid },
  ticks: { stroke: theme.grid },
  space: 72,
  values: (_u: unknown, splits: number[]) =>
    splits.map((s) => new Date(s * 1000).toLocaleDateString(locale, { day: '2-digit', month: '2-digit' })),
});
