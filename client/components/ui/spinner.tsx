export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner-${size}`} role={label ? 'status' : undefined} aria-label={label}>
      <span aria-hidden="true" />
    </span>
  );
}

/** A centred spinner for a page or a panel whose data is on its way. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
      <p className="muted">{label}</p>
    </div>
  );
}
