// The spec's route table and redirect rules, answered by the Worker before any HTML.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/common/routes';
import { call, signedIn } from './helpers';

const sample = (path: string) => path.replace(':projectId', 'prj_123');

describe('redirects', () => {
  it.each([
    ['/', '/pt-BR/dashboard'],
    ['/xx', '/pt-BR/dashboard'],
    ['/fr/dashboard', '/pt-BR/dashboard'],
    ['/pt-br/dashboard', '/pt-BR/dashboard'],
    ['/pt-BR/does/not/exist', '/pt-BR/dashboard'],
    ['/en/nothing-here', '/pt-BR/dashboard'],
    ['/favicon.ico', '/pt-BR/dashboard'],
  ])('%s goes to %s', async (from, to) => {
    const res = await call(from);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(to);
  });

  it('carousel-builder goes to carousel-creator in the same locale', async () => {
    const res = await call('/en/tools/carousel-builder');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/en/tools/carousel-creator');
  });

  it.each(ROUTES.filter((r) => r.access === 'protected').map((r) => sample(r.path)))(
    'protected /en/%s sends a visitor to sign-in with from',
    async (path) => {
      const res = await call(`/en/${path}?tab=1`);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(`/en/auth/sign-in?from=${encodeURIComponent(`/en/${path}?tab=1`)}`);
      expect(await res.text()).toBe('');
    },
  );
});

describe('pages', () => {
  it.each(ROUTES.filter((r) => r.access === 'public').map((r) => r.path))('public /pt-BR/%s renders for anyone', async (path) => {
    const res = await call(`/pt-BR/${path}`.replace(/\/$/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR">/i);
    expect(html).toContain('<div id="root">');
  });

  it.each(ROUTES.filter((r) => r.access === 'protected').map((r) => sample(r.path)))(
    'protected /en/%s renders with a session',
    async (path) => {
      const { cookie } = await signedIn();
      const res = await call(`/en/${path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('class="app-shell');
    },
  );

  it('one document: the theme is set in the head, before the body; the boot state and entry follow #root', async () => {
    const html = await (await call('/pt-BR/auth/sign-in')).text();
    expect(html.match(/<html\b/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('<body>'));
    expect(head).toContain('localStorage.getItem(');
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
    const afterRoot = html.slice(html.lastIndexOf('</div>'));
    expect(afterRoot).toMatch(/^<\/div><script type="application\/json" id="palco-boot">\{/);
    expect(afterRoot).toMatch(/<script type="module" nonce="[^"]+" src="\/assets\/entry\.client-[^"]+\.js"><\/script><\/body><\/html>$/);
  });

  it('renders the page in the locale of the path, with its title', async () => {
    const pt = await (await call('/pt-BR/auth/sign-in')).text();
    const en = await (await call('/en/auth/sign-in')).text();
    expect(pt).toContain('<title>Entrar · Palco</title>');
    expect(en).toContain('<title>Sign in · Palco</title>');
  });

  it('sets the locale cookie for 30 days', async () => {
    const res = await call('/en');
    expect(res.headers.get('Set-Cookie')).toMatch(/^locale=en; Max-Age=2592000; Path=\/; SameSite=Lax/);
  });

  it('the video editor is a tool page of its own now, not a placeholder, and so is its editor route', async () => {
    const { cookie } = await signedIn();
    const html = await (await call('/en/tools/video-editor', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('<title>Video editor');
    expect(html).toContain('class="breadcrumb"');
    expect(html).not.toContain('This tool is being built.');
    const editor = await call('/pt-BR/tools/video-editor/edit/vid_x', { headers: { Cookie: cookie } });
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('<title>Editor de vídeo');
  });
});
