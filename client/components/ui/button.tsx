import { isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** An icon before the label: a lucide icon, drawn here (decorative, sized by the button), or an element of its own. */
  icon?: LucideIcon | ReactElement;
  /** The icon's size in px where it differs from the button size's (sm 14, otherwise 16). */
  iconSize?: number;
}

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn-${variant}`, `btn-${size}`, extra].filter(Boolean).join(' ');
}

function ButtonIcon({ icon: Icon, size }: { icon: LucideIcon | ReactElement; size: number }) {
  return isValidElement(Icon) ? Icon : <Icon size={size} aria-hidden="true" />;
}

export function Button({ variant, size, loading = false, icon, iconSize, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon ? <ButtonIcon icon={icon} size={iconSize ?? (size === 'sm' ? 14 : 16)} /> : null}
      {children}
    </button>
  );
}
