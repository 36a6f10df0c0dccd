import { Toaster as Sonner } from 'sonner';
import { useResolvedTheme } from '../../lib/use-theme';

/** Toasts at the top right (spec section 9), following the page's theme. */
export function Toaster() {
  const theme = useResolvedTheme();
  return <Sonner position="top-right" theme={theme} richColors closeButton duration={5000} />;
}
