// A form's submit while it runs: the button shows it is busy, a failure is
// shown in the user's language and the form stays as it was, so nothing typed is lost.
import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { showError } from './errors';

export function useBusy(t: TFunction): [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        showError(error, t);
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return [busy, run];
}
