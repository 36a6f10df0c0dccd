// One way for errors on the client: every failed mutation (unless its caller
// shows it itself) and every failed refetch under data already shown reach the
// one reporter; a first load that fails is the page's own error state.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../client/lib/api';
import { isCancellation } from '../../client/lib/errors';
import { createQueryClient } from '../../client/lib/query-client';
import { serverFieldErrors } from '../../client/lib/use-form';

const fail = (status: number, body: unknown = {}) => new ApiRequestError(status, body, '/x', 'POST');

describe('the query client reports errors once', () => {
  it('a failed mutation is reported; a quiet one is not', async () => {
    const reported: unknown[] = [];
    const client = createQueryClient((e) => reported.push(e));
    const error = fail(409, { detail: 'already_member' });
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined),
    ).rejects.toBe(error);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(fail(400)), meta: { quiet: true } })
        .execute(undefined),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(reported).toEqual([error]);
  });

  it('a first load that fails is not toasted; a refetch that fails under shown data is', async () => {
    const reported: unknown[] = [];
    const client = createQueryClient((e) => reported.push(e));
    client.setDefaultOptions({ queries: { retry: 0 } });
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(fail(404)) })).rejects.toBeInstanceOf(ApiRequestError);
    expect(reported).toEqual([]);
    client.setQueryData(['b'], 'shown');
    const later = fail(500);
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(later), staleTime: 0 })).rejects.toBe(later);
    expect(reported).toEqual([later]);
  });

  it('without a reporter (the server render) nothing throws', async () => {
    const client = createQueryClient();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(fail(400)) })
        .execute(undefined),
    ).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('the form hook reads server field errors', () => {
  it("maps a 422's detail to the form's fields, snake_case to camelCase, first message wins", () => {
    const error = fail(422, {
      detail: [
        { loc: ['body', 'new_password'], msg: 'validation.passwordTooShort', type: 'too_small' },
        { loc: ['body', 'new_password'], msg: 'validation.other', type: 'custom' },
        { loc: ['body', 'unknown_field'], msg: 'validation.x', type: 'custom' },
      ],
    });
    expect(serverFieldErrors(error, { newPassword: '', currentPassword: '' })).toEqual({ newPassword: 'validation.passwordTooShort' });
  });

  it('anything else is not a field error', () => {
    expect(serverFieldErrors(fail(400, { detail: 'validation_error' }), { name: '' })).toBeNull();
    expect(serverFieldErrors(fail(422, { detail: [{ loc: ['body', 'other'], msg: 'm' }] }), { name: '' })).toBeNull();
    expect(serverFieldErrors(new Error('x'), { name: '' })).toBeNull();
  });
});

describe('cancellation', () => {
  it('an aborted fetch or a cancelled media job is not an error to show', () => {
    expect(isCancellation(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isCancellation(Object.assign(new Error('x'), { code: 'cancelled' }))).toBe(true);
    expect(isCancellation(fail(500))).toBe(false);
    expect(isCancellation(new Error('boom'))).toBe(false);
  });
});
