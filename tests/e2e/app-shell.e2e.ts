// Issue 2 in a real browser: redirects, locale, theme, protected pages,
// hydration, and no console errors anywhere.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/common/routes';
import { addSessionCookie, browser, hydrated, newCarouselMenu, openPage, seedSession, launchForFile } from './support';

launchForFile();

describe('redirect rules', () => {
  it('/ goes to /pt-BR/dashboard, which sends a visitor to sign-in with from', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/pt-BR/auth/sign-in?from=%2Fpt-BR%2Fdashboard');
    await context.close();
  });

  it('an unknown path and an unsupported locale go to /pt-BR/dashboard', async () => {
    const { page, context } = await openPage(browser);
    const cookie = seedSession({ email: 'redirects@example.com', displayName: 'Rita' });
    await addSessionCookie(context, cookie);
    for (const path of ['/en/no/such/page', '/fr/dashboard', '/nowhere']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/pt-BR/dashboard');
    }
    await page.goto('/en/tools/carousel-builder');
    expect(new URL(page.url()).pathname).toBe('/en/tools/carousel-creator');
    await context.close();
  });
});

describe('locale', () => {
  it('a localized page sets <html lang> and the locale cookie', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    await context.close();
  });

  it('the language switcher keeps the rest of the path and the query', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/pt-BR/auth/sign-in?from=%2Fpt-BR%2Fdashboard');
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Entre na sua conta');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForURL('**/en/auth/sign-in?from=%2Fpt-BR%2Fdashboard');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('first visit (decision 050)', () => {
  /** The JavaScript files the page has fetched so far, by path. */
  const scriptsOf = (page: Page) => {
    const seen: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) seen.push(new URL(r.url()).pathname);
    });
    return (pattern: RegExp) => seen.some((path) => pattern.test(path));
  };

  it('the landing loads neither the query layer nor the rest of the messages; the next page loads both and works', async () => {
    const { page, context, errors } = await openPage(browser);
    const fetched = scriptsOf(page);
    await page.goto('/en');
    await hydrated(page);
    expect(fetched(/\/en\.shell-/)).toBe(true);
    expect(fetched(/\/(query-layer|pages|en\.app)-/)).toBe(false);
    // A language switch on the landing stays on the shell's messages.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).click();
    await page.waitForURL('**/pt-BR');
    await page.getByRole('heading', { name: 'Seu estúdio de conteúdo, do roteiro ao corte viral' }).waitFor();
    expect(fetched(/\/(query-layer|pt-BR\.app)-/)).toBe(false);
    // On to sign in, in the app: its messages (not in the shell) and the query layer come with it.
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Entre na sua conta' }).waitFor();
    expect(fetched(/\/query-layer-/)).toBe(true);
    expect(fetched(/\/pt-BR\.app-/)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor of the landing is offered the dashboard, which opens in the app shell', async () => {
    const { page, context, errors } = await openPage(browser);
    await addSessionCookie(context, seedSession({ email: 'first-visit@example.com', displayName: 'Fia' }));
    await page.goto('/en');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/en/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText('Signed in as first-visit@example.com').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('theme', () => {
  it('follows the system by default and remembers a choice without a flash', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/en');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await hydrated(page);
    await page.getByRole('button', { name: 'Light' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');

    // On reload the stored choice is applied by the head script, before any
    // stylesheet or bundle: read it at the first moment the DOM exists.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        (window as unknown as { firstTheme?: string }).firstTheme ??= document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('light');
    await context.close();
  });
});

describe('protected pages', () => {
  it('without a session: sign-in with from; with one: the page in the app shell', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/tools/clipper');
    expect(page.url()).toContain('/en/auth/sign-in?from=%2Fen%2Ftools%2Fclipper');

    await addSessionCookie(context, seedSession({ email: 'clara@example.com', displayName: 'Clara Lima' }));
    await page.goto('/en/tools/clipper');
    expect(new URL(page.url()).pathname).toBe('/en/tools/clipper');
    await page.getByRole('heading', { name: 'Clipper', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await context.close();
  });
});

describe('hydration', () => {
  it('an interactive control works after load: the account menu opens and lists the user', async () => {
    const { page, context, errors } = await openPage(browser);
    await addSessionCookie(context, seedSession({ email: 'hydra@example.com', displayName: 'Hydra Test' }));
    await page.goto('/pt-BR/dashboard');
    await hydrated(page);
    await page.getByRole('button', { name: 'Conta' }).click();
    await page.getByText('Conectado como hydra@example.com').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('console', () => {
  it('no page logs an error, signed in or not, in either language', async () => {
    const { page, context, errors } = await openPage(browser);
    await addSessionCookie(context, seedSession({ email: 'console@example.com', displayName: 'Console' }));
    for (const locale of ['pt-BR', 'en']) {
      for (const route of ROUTES) {
        await page.goto(`/${locale}/${route.path.replace(':projectId', 'prj_demo')}`);
        await hydrated(page);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
    // Every page twice, each loaded and hydrated: past a minute on a busy 2-core machine.
  }, 240_000);
});

describe('toasts', () => {
  it('open below the header, clear of its language, theme and account controls (issue 33)', async () => {
    // Making a carousel from a template says so in a toast.
    const { page, context } = await newCarouselMenu('toast-offset', { width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Template' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    // Sonner slides a toast in from above: measure where it comes to rest, not a
    // frame of its entrance (which passes over the header on a slow machine).
    let box = (await toast.boundingBox())!;
    for (let i = 0; i < 50; i++) {
      await page.waitForTimeout(100);
      const next = (await toast.boundingBox())!;
      const still = next.x === box.x && next.y === box.y;
      box = next;
      if (still) break;
    }
    const controls = page.locator('.app-header button, .app-header a');
    const boxes = (await Promise.all((await controls.all()).map((c) => c.boundingBox()))).filter((b) => b !== null);
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const c of boxes) {
      const apart = box.x >= c.x + c.width || c.x >= box.x + box.width || box.y >= c.y + c.height || c.y >= box.y + box.height;
      expect(apart, JSON.stringify({ toast: box, control: c })).toBe(true);
    }
    // Still at the top right.
    expect(box.x + box.width).toBeGreaterThan(1440 - 80);
    expect(box.y).toBeLessThan(200);
    await context.close();
  }, 180_000);
});
