import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';

/**
 * Validates a JSON body with the schema shared with the client form. A failure
 * answers 422 in the shape the spec's client reads: detail = [{loc, msg, type}].
 * A body that is not JSON at all is a 400 validation_error (middleware/errors.ts).
 */
export function jsonBody<T extends ZodType>(schema: T) {
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
