import { useState, type FormEvent } from 'react';
import type { Auth } from 'firebase/auth';
import { useAppConfig } from '@client/lib/config';
import { loadAuth } from '@client/lib/firebase';
import type { IdentityUser, RedirectTarget } from '../session-machine';
import { useIdentityError, useIdentityStep } from '../../../services/auth/use-identity-error';
import { useSessionMachine } from './use-session-machine';

/**
 * What the sign-in and sign-up screens share: run an identity-service step,
 * report its failure, then hand the signed-in user to the session machine
 * with where to go once the session exists.
 */
export function useSignInFlow() {
  const { machine, state } = useSessionMachine();
  const identityError = useIdentityError();
  const step = useIdentityStep(identityError.report);
  // Once this page signs someone in, the machine's pending redirect decides where to go.
  const [started, setStarted] = useState(false);

  const finish = async (user: IdentityUser, rememberMe: boolean, redirect: RedirectTarget) => {
    setStarted(true);
    machine.rememberMe = rememberMe;
    machine.setPendingRedirect(redirect);
    await machine.userChanged(user);
  };

  const run = (next: () => Promise<void>) => {
    identityError.clear();
    step.mutate(next);
  };

  const { firebase } = useAppConfig();
  /** An email form's onSubmit: the form's own checks, then `signIn` with the identity service loaded. */
  const submitWith =
    <T>(validate: () => T | null, signIn: (auth: Auth, input: T) => Promise<void>) =>
    (e: FormEvent) => {
      e.preventDefault();
      const input = validate();
      if (!input) return;
      run(async () => signIn(await loadAuth(firebase), input));
    };

  return { busy: step.isPending, started, creating: state.status === 'creating', identityError, finish, run, submitWith };
}
