// Spec section 8, global response handling: what any API call's 401, 5xx or
// lost connection means for the whole app, said once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_GUARD_RESET_MS } from '../../src/common/limits';
import { paths } from '../../src/common/routes';
import { onApiError } from '../lib/api';
import { useLocale } from '../lib/use-locale';

const SESSION_CALL = '/auth/session';

export function ApiErrorBridge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const lastRedirect = useRef(0);

  useEffect(
    () =>
      onApiError((error) => {
        const onAuthPage = /^\/[^/]+\/auth\//.test(window.location.pathname);
        const sessionCall = error.path === SESSION_CALL;
        if (error.status === null) {
          toast.error(t('errors.network_error'), { id: 'network_error' });
          error.handled = true;
        } else if (error.status === 401 && !onAuthPage && !sessionCall) {
          error.handled = true;
          // At most one expired-session redirect per 2 s, however many calls fail.
          const now = Date.now();
          if (now - lastRedirect.current < REDIRECT_GUARD_RESET_MS) return;
          lastRedirect.current = now;
          toast.error(t('errors.session_expired'), { id: 'session_expired' });
          const from = window.location.pathname + window.location.search;
          navigate(paths.signIn(locale, from), { replace: true });
        } else if (error.status >= 500 && !sessionCall) {
          toast.error(t('errors.server_error'), { id: 'server_error' });
          error.handled = true;
        }
      }),
    [t, navigate, locale],
  );
  return null;
}
