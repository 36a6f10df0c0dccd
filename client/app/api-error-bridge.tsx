// Spec section 8, global response handling: what any API call's 401, 5xx or
// lost connection means for the whole app, said once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../src/common/routes';
import { onApiError } from '../lib/api';
import { toastError } from '../lib/toast';
import { globalAction } from '../lib/api-error-policy';
import { useLocale } from '../lib/use-locale';

export function ApiErrorBridge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const lastRedirect = useRef(0);

  useEffect(
    () =>
      onApiError((error) => {
        const { pathname, search } = window.location;
        const action = globalAction(error, { pathname, now: Date.now(), lastRedirectAt: lastRedirect.current });
        switch (action) {
          case 'network':
            toastError(t('errors.network_error'), { id: 'network_error' });
            break;
          case 'session_expired':
            lastRedirect.current = Date.now();
            toastError(t('errors.session_expired'), { id: 'session_expired' });
            navigate(paths.signIn(locale, pathname + search), { replace: true });
            break;
          case 'server_error':
            toastError(t('errors.server_error'), { id: 'server_error' });
            break;
          case 'suppressed':
            break;
          case 'none':
            return;
        }
        error.handled = true;
      }),
    [t, navigate, locale],
  );
  return null;
}
