import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionMachine, type SessionMachineDeps } from '../../client/features/auth/session-machine';
import { ApiRequestError } from '../../client/lib/api';
import type { CurrentUser } from '../../src/common/contracts/auth';

const user: CurrentUser = {
  id: 'usr_1',
  email: 'a@b.c',
  displayName: 'A',
  emailVerified: false,
  locale: 'pt-BR',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const identity = { getIdToken: vi.fn(async () => 'id-token') };

function setup(createSession: SessionMachineDeps['createSession'] = async () => user) {
  const deps = {
    createSession: vi.fn(createSession),
    signOutIdentity: vi.fn(async () => {}),
    navigate: vi.fn(),
    notify: vi.fn(),
    onCreated: vi.fn(),
    now: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return { deps, machine: new SessionMachine(deps) };
}

/** `count` sign-ins `gapMs` apart (each one fails when the server does). */
async function attempts(machine: ReturnType<typeof setup>['machine'], count: number, gapMs: number) {
  for (let i = 0; i < count; i++) {
    await machine.userChanged(identity);
    vi.advanceTimersByTime(gapMs);
  }
}
const fail = (status: number | null) => async (): Promise<CurrentUser> => {
  throw new ApiRequestError(status, { detail: 'x' }, '/auth/session', 'POST');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionMachine', () => {
  it('goes no-user -> creating -> created and then takes the pending redirect once', async () => {
    const { deps, machine } = setup();
    const seen: string[] = [];
    machine.subscribe((s) => seen.push(s.status));
    machine.setPendingRedirect('/en/tools/clipper');
    await machine.userChanged(identity);
    expect(seen).toEqual(['creating', 'created']);
    expect(deps.onCreated).toHaveBeenCalledWith(user);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/en/tools/clipper');
    await machine.userChanged(identity);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('a redirect can depend on the created user (sign-up: verified or not)', async () => {
    const { deps, machine } = setup();
    machine.setPendingRedirect((u) => (u.emailVerified ? '/pt-BR/dashboard' : '/pt-BR/welcome?isNewUser=true'));
    await machine.userChanged(identity);
    expect(deps.navigate).toHaveBeenCalledWith('/pt-BR/welcome?isNewUser=true');
  });

  it('runs one creation at a time: concurrent sign-in events share it', async () => {
    let resolve!: (u: CurrentUser) => void;
    const { deps, machine } = setup(() => new Promise((r) => (resolve = r)));
    const a = machine.userChanged(identity);
    const b = machine.userChanged(identity);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.createSession).toHaveBeenCalledTimes(1);
    resolve(user);
    await Promise.all([a, b]);
    expect(machine.getState()).toEqual({ status: 'created', user });
  });

  it('signs out of the identity service when the server answers 401, and drops the redirect', async () => {
    const { deps, machine } = setup(fail(401));
    machine.setPendingRedirect('/pt-BR/dashboard');
    await machine.userChanged(identity);
    expect(deps.signOutIdentity).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith('session_expired');
    expect(machine.getState()).toEqual({ status: 'no-user' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('5xx is a server error; anything else a creation error; the redirect is dropped', async () => {
    const five = setup(fail(503));
    five.machine.setPendingRedirect('/x');
    await five.machine.userChanged(identity);
    expect(five.machine.getState()).toEqual({ status: 'error', code: 'server_error' });
    expect(five.deps.notify).toHaveBeenCalledWith('server_error');

    const other = setup(fail(422));
    await other.machine.userChanged(identity);
    expect(other.machine.getState()).toEqual({ status: 'error', code: 'session_create_failed' });
    // A later success does not revive the dropped redirect.
    other.deps.createSession.mockImplementation(async () => user);
    await other.machine.userChanged(identity);
    expect(five.deps.navigate).not.toHaveBeenCalled();
    expect(other.deps.navigate).not.toHaveBeenCalled();
  });

  it('blocks the 4th attempt within 10 s and shows the guard message', async () => {
    const { deps, machine } = setup(fail(500));
    await attempts(machine, 3, 2_000);
    expect(deps.createSession).toHaveBeenCalledTimes(3);
    await machine.userChanged(identity);
    expect(deps.createSession).toHaveBeenCalledTimes(3);
    expect(machine.getState()).toEqual({ status: 'error', code: 'session_attempts_blocked' });
    expect(deps.notify).toHaveBeenLastCalledWith('session_attempts_blocked');
  });

  it('attempt records clear after 60 s', async () => {
    const { deps, machine } = setup(fail(500));
    await attempts(machine, 3, 0);
    vi.advanceTimersByTime(60_001);
    await machine.userChanged(identity);
    expect(deps.createSession).toHaveBeenCalledTimes(4);
  });

  it('attempts spread wider than 10 s are not blocked', async () => {
    const { deps, machine } = setup(fail(500));
    await attempts(machine, 5, 5_001);
    expect(deps.createSession).toHaveBeenCalledTimes(5);
  });

  it('a success clears the attempt records', async () => {
    const { deps, machine } = setup(fail(500));
    await machine.userChanged(identity);
    await machine.userChanged(identity);
    deps.createSession.mockImplementation(async () => user);
    await machine.userChanged(identity);
    deps.createSession.mockImplementation(fail(500));
    await machine.userChanged(identity);
    await machine.userChanged(identity);
    await machine.userChanged(identity);
    expect(deps.createSession).toHaveBeenCalledTimes(6);
  });

  it('a signed-out identity user means no user', async () => {
    const { machine } = setup();
    await machine.userChanged(identity);
    await machine.userChanged(null);
    expect(machine.getState()).toEqual({ status: 'no-user' });
  });
});

describe('SessionMachine refusals the user must read', () => {
  it('email_conflict_password_required is shown as such and signs the identity out', async () => {
    const { deps, machine } = setup(async () => {
      throw new ApiRequestError(409, { detail: 'email_conflict_password_required' }, '/auth/session', 'POST');
    });
    await machine.userChanged(identity);
    expect(deps.notify).toHaveBeenCalledWith('email_conflict_password_required');
    expect(deps.signOutIdentity).toHaveBeenCalled();
    expect(machine.getState()).toEqual({ status: 'error', code: 'email_conflict_password_required' });
  });
});
