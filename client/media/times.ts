// Times the page asks jobs for, kept apart from the jobs so a page can import
// them without pulling the decoder library into its bundle (or the server render).

/** Times for `count` frames spread over a duration, each in the middle of its slot. */
export function filmstripTimes(durationMs: number, count: number): number[] {
  if (count <= 0 || durationMs <= 0) return [];
  return Array.from({ length: count }, (_, i) => Math.round(((i + 0.5) * durationMs) / count));
}
