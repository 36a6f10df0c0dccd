import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { identityErrorCode } from '../identity-errors';

/** Turns an identity-service failure into the catalogue's message: shown in the form, toasted, logged. */
export function useIdentityError() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const report = useCallback(
    (error: unknown) => {
      const code = identityErrorCode(error);
      if (code === null) return; // the user closed the popup
      console.warn('[palco] identity', error);
      const text = code === 'unknown' ? t('errors.generic') : t(`errors.${code}`);
      setMessage(text);
      toast.error(text);
    },
    [t],
  );
  return { message, report, clear: () => setMessage(null) };
}
