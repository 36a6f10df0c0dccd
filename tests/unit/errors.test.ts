import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../client/lib/api';
import { resolveErrorMessage } from '../../client/lib/errors';
import { en } from '../../src/common/i18n/en';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false });
const t = i18n.t.bind(i18n);

const apiError = (status: number | null, body: unknown = null) => new ApiRequestError(status, body, '/x', 'GET');
const resolve = (e: unknown) => resolveErrorMessage(e, t);

describe('resolveErrorMessage follows the spec order', () => {
  it('1. no response: network error', () => {
    expect(resolve(apiError(null))).toBe(en.errors.network_error);
  });
  it('2. 429: rate limit, whatever the body says', () => {
    expect(resolve(apiError(429, { detail: 'code_invalid' }))).toBe(en.errors.rate_limit_exceeded);
  });
  it('3. detail string: looked up in the table, else shown as is', () => {
    expect(resolve(apiError(400, { detail: 'code_expired' }))).toBe(en.errors.code_expired);
    expect(resolve(apiError(400, { detail: 'Something the server said' }))).toBe('Something the server said');
  });
  it('4. detail array: the first msg', () => {
    expect(resolve(apiError(422, { detail: [{ msg: 'validation.codeSixDigits' }, { msg: 'second' }] }))).toBe('Code must be 6 digits');
    expect(resolve(apiError(422, { detail: [{ msg: 'field x is odd' }] }))).toBe('field x is odd');
  });
  it('5. detail object: the first value', () => {
    expect(resolve(apiError(400, { detail: { email: 'email_already_in_use', other: 'x' } }))).toBe(en.errors.email_already_in_use);
  });
  it('6. message field: looked up or as is', () => {
    expect(resolve(apiError(400, { message: 'slug_already_in_use' }))).toBe(en.errors.slug_already_in_use);
    expect(resolve(apiError(400, { message: 'Plain words' }))).toBe('Plain words');
  });
  it('7. by status: 401, 403, 404, 5xx', () => {
    expect(resolve(apiError(401))).toBe(en.errors.session_expired);
    expect(resolve(apiError(403))).toBe(en.errors.forbidden);
    expect(resolve(apiError(404))).toBe(en.errors.not_found);
    expect(resolve(apiError(502, '<html>bad gateway</html>'))).toBe(en.errors.server_error);
  });
  it('8. otherwise generic, or unknown for a non-error', () => {
    expect(resolve(apiError(418))).toBe(en.errors.generic);
    expect(resolve(new Error('boom'))).toBe(en.errors.generic);
    expect(resolve('???')).toBe(en.errors.unknown);
  });
});
