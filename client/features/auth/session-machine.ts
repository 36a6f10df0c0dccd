// The client's session machine (spec section 4), free of React and Firebase so
// it can be tested with fake timers. States: no user; user present and session
// being created; session created; session error.
import type { CurrentUser } from '@src/common/contracts/auth';
import { SESSION_ATTEMPT_CLEAR_MS, SESSION_ATTEMPT_LIMIT, SESSION_ATTEMPT_WINDOW_MS } from '@src/common/limits';
import { ApiRequestError } from '../../lib/api';

/**
 * The spec's session messages, plus the few refusals a user must read as they
 * are: the account's email conflict (sign in with the password first), a
 * suspended account, an email taken by another account, too many attempts.
 */
export const SPECIFIC_REFUSALS = [
  'email_conflict_password_required',
  'account_suspended',
  'email_already_in_use',
  'rate_limit_exceeded',
] as const;
export type SessionErrorCode =
  'session_expired' | 'server_error' | 'session_create_failed' | 'session_attempts_blocked' | (typeof SPECIFIC_REFUSALS)[number];

export type SessionState =
  { status: 'no-user' } | { status: 'creating' } | { status: 'created'; user: CurrentUser } | { status: 'error'; code: SessionErrorCode };

/** What the machine needs of an identity-service user. */
export interface IdentityUser {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export type RedirectTarget = string | ((user: CurrentUser) => string);

export interface SessionMachineDeps {
  createSession(idToken: string, rememberMe: boolean): Promise<CurrentUser>;
  signOutIdentity(): Promise<void>;
  navigate(path: string): void;
  /** Tells the user (a toast); called once per failure. */
  notify(code: SessionErrorCode): void;
  onCreated(user: CurrentUser): void;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class SessionMachine {
  private state: SessionState = { status: 'no-user' };
  private listeners = new Set<(state: SessionState) => void>();
  private inFlight: Promise<void> | null = null;
  private attempts: number[] = [];
  private clearHandle: unknown = null;
  private pendingRedirect: RedirectTarget | null = null;
  rememberMe = false;

  constructor(private deps: SessionMachineDeps) {}

  getState(): SessionState {
    return this.state;
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where to go once the session exists; dropped if creation fails. */
  setPendingRedirect(target: RedirectTarget | null): void {
    this.pendingRedirect = target;
  }

  /** The identity service's user changed (signed in, or out). */
  userChanged(user: IdentityUser | null): Promise<void> {
    if (!user) {
      this.set({ status: 'no-user' });
      return Promise.resolve();
    }
    return this.create(user);
  }

  private create(user: IdentityUser): Promise<void> {
    // One creation at a time: a second sign-in event joins the first.
    if (this.inFlight) return this.inFlight;

    const now = this.deps.now();
    this.attempts = this.attempts.filter((t) => now - t < SESSION_ATTEMPT_CLEAR_MS);
    const recent = this.attempts.filter((t) => now - t < SESSION_ATTEMPT_WINDOW_MS);
    if (recent.length >= SESSION_ATTEMPT_LIMIT) {
      this.fail('session_attempts_blocked');
      return Promise.resolve();
    }
    this.attempts.push(now);
    this.scheduleClear();

    this.set({ status: 'creating' });
    this.inFlight = this.run(user).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(user: IdentityUser): Promise<void> {
    try {
      const idToken = await user.getIdToken();
      const created = await this.deps.createSession(idToken, this.rememberMe);
      this.resetAttempts();
      this.set({ status: 'created', user: created });
      this.deps.onCreated(created);
      const target = this.pendingRedirect;
      this.pendingRedirect = null;
      if (target) this.deps.navigate(typeof target === 'function' ? target(created) : target);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : null;
      if (status === 401) {
        // The server does not accept this identity: sign out of it too.
        this.pendingRedirect = null;
        this.deps.notify('session_expired');
        await this.deps.signOutIdentity().catch(() => undefined);
        this.set({ status: 'no-user' });
        return;
      }
      const detail = error instanceof ApiRequestError ? (error.body as { detail?: unknown } | null)?.detail : undefined;
      const specific = SPECIFIC_REFUSALS.find((code) => code === detail);
      if (specific) {
        // This identity may not have a session: do not leave it signed in.
        await this.deps.signOutIdentity().catch(() => undefined);
        this.fail(specific);
        return;
      }
      this.fail(status !== null && status >= 500 ? 'server_error' : 'session_create_failed');
    }
  }

  private fail(code: SessionErrorCode): void {
    this.pendingRedirect = null;
    this.set({ status: 'error', code });
    this.deps.notify(code);
  }

  /** Attempt records clear 60 s after the latest attempt, or on success. */
  private scheduleClear(): void {
    if (this.clearHandle !== null) this.deps.clearTimeout(this.clearHandle);
    this.clearHandle = this.deps.setTimeout(() => this.resetAttempts(), SESSION_ATTEMPT_CLEAR_MS);
  }

  private resetAttempts(): void {
    this.attempts = [];
    if (this.clearHandle !== null) this.deps.clearTimeout(this.clearHandle);
    this.clearHandle = null;
  }

  private set(state: SessionState): void {
    this.state = state;
    this.listeners.forEach((l) => l(state));
  }
}
