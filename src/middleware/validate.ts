import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ZodType } from 'zod';
import type { ErrorCode } from '../common/errors';
import { ApiError } from '../common/api-error';

/**
 * What a JSON body may weigh unless its route says more (issue 31.4): an
 * unknown field is dropped by the schema, but only after JSON.parse has read
 * it whole, so the size is refused first.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/**
 * 413 for a body past `bytes`: from its Content-Length before a byte is read,
 * else (a chunked body) as soon as the count passes it. Routes whose body is
 * read by an earlier middleware put this before that one.
 */
export const maxBody = (bytes: number, code: ErrorCode = 'request_too_large') =>
  bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw new ApiError(code);
    },
  });

/**
 * Validates a JSON body with the schema shared with the client form, once its
 * size is within `maxBytes`. A failure answers 422 in the shape the spec's
 * client reads: detail = [{loc, msg, type}]. A body that is not JSON at all is
 * a 400 validation_error (middleware/errors.ts).
 */
export function jsonBody<T extends ZodType>(schema: T, { maxBytes = JSON_BODY_MAX_BYTES, code }: BodyLimit = {}) {
  const fixed = typeof maxBytes === 'number' ? maxBody(maxBytes, code) : null;
  const validate = validator(schema);
  // Typed as the validator, so handlers keep c.req.valid('json').
  return (async (c, next) => {
    const max = typeof maxBytes === 'number' ? maxBytes : maxBytes(c);
    // An earlier middleware (the idempotency check) may have read the body already: its stream is
    // spent, so the text it cached is measured instead.
    if (c.req.raw.bodyUsed || c.req.raw.body?.locked) {
      if (new TextEncoder().encode(await c.req.text()).byteLength > max) throw new ApiError(code ?? 'request_too_large');
      return validate(c, next);
    }
    const limit = fixed ?? maxBody(max, code);
    return limit(c, () => validate(c, next) as Promise<void>);
  }) as typeof validate;
}

export interface BodyLimit {
  /** Bytes, or bytes read from the request (a project's id names its kind, and so its limit). */
  maxBytes?: number | ((c: Context) => number);
  code?: ErrorCode;
}

function validator<T extends ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const detail = result.error.issues.map((issue) => ({
        loc: ['body', ...issue.path.map(String)],
        msg: issue.message,
        type: issue.code,
      }));
      return c.json({ detail }, 422);
    }
  });
}

/** The same 422 shape for the query string: detail = [{loc: ['query', ...], msg, type}]. */
export function queryParams<T extends ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success)
      return c.json(
        { detail: result.error.issues.map((i) => ({ loc: ['query', ...i.path.map(String)], msg: i.message, type: i.code })) },
        422,
      );
  });
}
