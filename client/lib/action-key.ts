import { useMemo, useRef } from 'react';

/**
 * The Idempotency-Key of a paid user action (product-decisions section 4).
 * Trying the same request again (after a network error, a timeout, a failure
 * later in the same action) sends the same key, so the server answers with the
 * first result instead of charging again; another request, or the same one
 * after the action finished, is a new action with a new key.
 */
export function useActionKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      for(request: unknown): string {
        const fingerprint = JSON.stringify(request);
        if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: crypto.randomUUID() };
        return current.current.key;
      },
      /** The action is complete: the next request is a new action. */
      done(): void {
        current.current = null;
      },
    }),
    [],
  );
}
