import { createMiddleware } from 'hono/factory';
import { ApiError } from '../common/api-error';
import type { AppEnv } from '../types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API calls must come from this site: a foreign Origin (or a
 * Sec-Fetch-Site other than same-origin) is refused, and a body must be JSON
 * or raw bytes (file parts), neither of which a plain HTML form can send.
 */
export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    const self = new URL(c.req.url).origin;
    if (origin !== undefined && origin !== self) throw new ApiError('invalid_origin');
    if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new ApiError('invalid_origin');
    }
    const length = c.req.header('Content-Length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    const type = c.req.header('Content-Type') ?? '';
    if (hasBody && !/^application\/(json|octet-stream)\s*(;|$)/i.test(type)) throw new ApiError('unsupported_content_type');
  }
  await next();
});
