import { Toaster as Sonner } from 'sonner';
import { useResolvedTheme } from '../../lib/use-theme';

/**
 * Toasts at the top right (spec section 9), following the page's theme, below
 * the sticky header: over it they covered its language, theme and account
 * controls (issue 33).
 */
const BELOW_HEADER = { top: 'calc(var(--header-height) + 12px)' };

export function Toaster() {
  const theme = useResolvedTheme();
  return (
    <Sonner position="top-right" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} theme={theme} richColors closeButton duration={5000} />
  );
}
