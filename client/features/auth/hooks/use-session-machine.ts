import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAppConfig } from '@client/lib/config';
import { signOutIdentity } from '@client/lib/firebase';
import { meQueryKey } from '../../../services/auth/current-user';
import { createSession } from '../api/session';
import { SessionMachine, type SessionMachineDeps, type SessionState } from '../session-machine';

// One machine per browser tab, so the attempt guard holds across pages. Its
// React-bound dependencies (navigate, t, the query cache) are refreshed by
// whichever component uses it.
let machine: SessionMachine | null = null;
const bound: { current: Pick<SessionMachineDeps, 'navigate' | 'notify' | 'onCreated' | 'signOutIdentity'> | null } = { current: null };

function getMachine(): SessionMachine {
  machine ??= new SessionMachine({
    createSession,
    signOutIdentity: () => bound.current?.signOutIdentity() ?? Promise.resolve(),
    navigate: (path) => bound.current?.navigate(path),
    notify: (code) => bound.current?.notify(code),
    onCreated: (user) => bound.current?.onCreated(user),
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  return machine;
}

const serverState: SessionState = { status: 'no-user' };

export function useSessionMachine(): { machine: SessionMachine; state: SessionState } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const m = typeof window === 'undefined' ? null : getMachine();

  useEffect(() => {
    bound.current = {
      navigate: (path) => navigate(path, { replace: true }),
      notify: (code) => toast.error(t(`errors.${code}`), { id: `session-${code}` }),
      onCreated: (user) => queryClient.setQueryData(meQueryKey, user),
      signOutIdentity: () => signOutIdentity(config.firebase),
    };
  }, [navigate, t, queryClient, config.firebase]);

  const state = useSyncExternalStore(
    (listener) => (m ? m.subscribe(listener) : () => {}),
    () => m?.getState() ?? serverState,
    () => serverState,
  );
  return { machine: m as SessionMachine, state };
}
