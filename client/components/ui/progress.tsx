/** A determinate progress bar (value 0..1) or an indeterminate one (value null). */
export function Progress({ value, label }: { value: number | null; label: string }) {
  const pct = value === null ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={`progress${value === null ? ' progress-indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <span style={pct === undefined ? undefined : { width: `${pct}%` }} />
    </div>
  );
}
