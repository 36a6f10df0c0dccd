import { createMiddleware } from 'hono/factory';
import { emulatorHost, type Env } from '../env';
import { base64url, randomBytes } from '../platform/crypto';
import type { AppEnv } from '../types';
import { setResponseHeaders } from './response-headers';

/**
 * A fresh CSP nonce per response. Scripts run only with it ('strict-dynamic'
 * lets the nonced entry load its own chunks). Styles allow inline because React
 * style props and sonner's stylesheet are inline; they cannot run code.
 */
export function contentSecurityPolicy(env: Env, nonce: string, requestUrl: string, { embedsPdf = false } = {}): string {
  const emulator = emulatorHost(env, requestUrl);
  const identity = emulator
    ? [`http://${emulator}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  const authFrame = `https://${env.FIREBASE_AUTH_DOMAIN}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `connect-src 'self' ${identity.join(' ')}`,
    // A page that embeds this site's own PDF in <object> (a shared document, decision 096)
    // lets 'self' in twice: Chromium checks the <object> against object-src, and then
    // the frame its PDF viewer opens for it against frame-src. Every other page keeps both shut.
    `frame-src ${authFrame} https://accounts.google.com${embedsPdf ? " 'self'" : ''}`,
    embedsPdf ? "object-src 'self'" : "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = base64url(randomBytes(16));
  c.set('nonce', nonce);
  await next();
  const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
  setResponseHeaders(c, {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(html && {
      'Content-Security-Policy': contentSecurityPolicy(c.env, nonce, c.req.url, { embedsPdf: c.get('embedsPdf') === true }),
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cache-Control': 'no-store',
    }),
  });
});
