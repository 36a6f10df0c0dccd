// WCAG 2.x contrast between two sRGB colours, for the brand kit's warnings.
// The formula is a few lines of arithmetic from the spec; no library needed.

/** '#rrggbb' -> relative luminance (WCAG 2.2, "relative luminance"). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA: 4.5 for body text, 3 for large text (24 px, or 18.66 px bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

export type ContrastLevel = 'pass' | 'large-only' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= AA_NORMAL) return 'pass';
  return ratio >= AA_LARGE ? 'large-only' : 'fail';
}
