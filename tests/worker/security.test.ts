import { describe, expect, it } from 'vitest';
import { call, signedIn } from './helpers';

function cspNonce(csp: string): string {
  return /'nonce-([^']+)'/.exec(csp)![1]!;
}

describe('security headers', () => {
  it('every HTML response has a CSP with a fresh nonce, HSTS, nosniff and a referrer policy', async () => {
    const a = await call('/pt-BR');
    const b = await call('/pt-BR');
    const csp = a.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(cspNonce(csp)).not.toBe(cspNonce(b.headers.get('Content-Security-Policy')!));
    expect(a.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
    expect(a.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(a.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('Cache-Control')).toBe('no-store');
  });

  it('every script in the page carries the nonce, or is inert JSON', async () => {
    const res = await call('/en/auth/sign-in');
    const nonce = cspNonce(res.headers.get('Content-Security-Policy')!);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) {
      if (tag.includes('type="application/json"')) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('a user-controlled string cannot break out of the serialized state', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const { cookie } = await signedIn({ user: { displayName: evil } });
    const html = await (await call('/en/dashboard', { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // It is still there, escaped, for hydration to read back.
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('API errors are JSON, not HTML', async () => {
    const res = await call('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'not_found' });
  });
});
