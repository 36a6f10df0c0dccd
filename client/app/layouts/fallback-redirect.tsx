import { Navigate } from 'react-router';
import { FALLBACK_PATH } from '@src/common/routes';

/** Client-side twin of the Worker's rule: unknown paths go to /pt-BR/dashboard. */
export function FallbackRedirect() {
  return <Navigate to={FALLBACK_PATH} replace />;
}
