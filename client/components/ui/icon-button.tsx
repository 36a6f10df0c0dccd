import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A square button that is only an icon: its name is `label` (read aloud and shown on hover unless `title` says more). */
export function IconButton({
  label,
  icon: Icon,
  title,
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon: LucideIcon }) {
  return (
    <button
      type="button"
      className={className ? `icon-btn ${className}` : 'icon-btn'}
      aria-label={label}
      title={title ?? label}
      {...button}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );
}
