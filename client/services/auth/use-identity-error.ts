import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { identityErrorCode } from './identity-errors';

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

/**
 * One identity-service step (a popup, a password check, a link) as a mutation:
 * its pending state is the button's, and its failure goes to `report` (the
 * identity catalogue), not to the API error path.
 */
export function useIdentityStep(report: (error: unknown) => void) {
  return useMutation({ mutationFn: (step: () => Promise<void>) => step(), onError: report, meta: { quiet: true } });
}
