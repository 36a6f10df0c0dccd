// Issue 6 in Chromium: the catalogue on the dashboard, keyboard movement, the
// image editor status, a landing page without the identity SDK, and axe scans.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/common/catalogue';
import { newVideoDocument } from '../../src/common/contracts/video';
import { addSessionCookie, browser, hydrated, openPage, seedOrgMember, seedSession, signedInPage, launchForFile } from './support';

const require = createRequire(import.meta.url);
launchForFile();

/** A new user with no organization, signed in. */
const newcomerPage = (colorScheme: 'light' | 'dark' = 'light') =>
  signedInPage(browser, seedSession({ email: `dash-${Date.now()}-${Math.random()}@example.com`, displayName: 'Dora Dash' }), {
    colorScheme,
  });

const NO_PROJECTS_YET = {
  'pt-BR': 'Seus projetos aparecerão aqui assim que você criar o primeiro.',
  en: 'Your projects will show here once you make the first one.',
} as const;

/** An owner's dashboard with no project yet: the Recent projects card, once it says it is empty in `locale`. */
async function emptyRecentProjects(tag: string, locale: keyof typeof NO_PROJECTS_YET) {
  const owner = seedOrgMember(tag);
  const tracked = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
  const card = tracked.page.getByTestId('recent-projects');
  await card.getByText(NO_PROJECTS_YET[locale]).waitFor();
  return { owner, card, ...tracked };
}

const focused = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.dataset.tool ?? document.activeElement?.textContent?.slice(0, 40) ?? '',
  );

describe('dashboard', () => {
  it('shows every catalogue tool with its true status, in its section', async () => {
    const { page, context, errors } = await newcomerPage();
    await page.goto('/en/dashboard');
    await hydrated(page);
    for (const tool of CATALOGUE) {
      const card = page.locator(`[data-tool="${tool.id}"]`);
      expect(await card.count(), tool.id).toBe(1);
      expect(await card.locator('.badge').textContent()).toBe(tool.status === 'available' ? 'Available' : 'Coming soon');
      expect(await page.locator(`section[data-section="${tool.section}"] [data-tool="${tool.id}"]`).count()).toBe(1);
      expect(await card.evaluate((el) => el.tagName)).toBe(tool.path ? 'A' : 'ARTICLE');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the last projects edited, of any tool, each opening in its editor', async () => {
    const { owner, card, page, context, errors } = await emptyRecentProjects('dash-recent', 'pt-BR');
    const ids = await page.evaluate(
      async ({ org, video }) => {
        const make = async (body: unknown) =>
          (
            (await (
              await fetch(`/api/v1/orgs/${org}/projects`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
              })
            ).json()) as { id: string }
          ).id;
        const ids: string[] = [];
        for (const name of ['Primeiro vídeo', 'Segundo vídeo', 'Terceiro vídeo', 'Quarto vídeo']) {
          ids.push(await make({ kind: 'video', name, document: video }));
          await new Promise((r) => setTimeout(r, 20));
        }
        return ids;
      },
      { org: owner.org, video: newVideoDocument('9:16', 30) },
    );
    await page.reload();
    await hydrated(page);
    const links = card.getByRole('link');
    await expect.poll(() => links.count()).toBe(3);
    // Newest first; the oldest of four is left out.
    expect(await links.nth(0).textContent()).toContain('Quarto vídeo');
    expect(await links.nth(0).textContent()).toContain('Editor de vídeo');
    expect(await card.textContent()).not.toContain('Primeiro vídeo');
    await links.nth(0).click();
    await page.waitForURL(`**/pt-BR/tools/video-editor/edit/${ids[3]}`);
    // The card renders alike on the server and in the browser: no hydration error, with or without projects.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Recent projects shows a project made in a tool as soon as the dashboard is seen again, with no reload', async () => {
    const { card, page, context, errors } = await emptyRecentProjects('dash-recent-live', 'en');
    // Within the 30 s the dashboard's list stays fresh: each tool's cache used to be its own, so it still said "none".
    await page.locator('[data-tool="video_editor"]').click();
    await page.waitForURL('**/en/tools/video-editor');
    await page.getByTestId('video-empty').getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New video' });
    await dialog.getByLabel('Name').fill('Launch teaser');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/en/tools/video-editor/edit/**');
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/en/dashboard');
    await card.getByRole('link', { name: /Launch teaser/ }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('moves with the arrow keys and the space bar, with visible focus, and the nav follows the section in view', async () => {
    const { page, context } = await newcomerPage();
    await page.goto('/en/dashboard');
    await hydrated(page);
    await page.locator('[data-nav-s="1"][data-nav-c="0"]').focus();
    expect(await focused(page)).toBe('viral_clipper');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('clipper');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('image_editor');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('clipper');
    await page.keyboard.press('Space');
    expect(await focused(page)).toBe('carousel_builder');
    await page.keyboard.press('Shift+Space');
    expect(await focused(page)).toBe('viral_clipper');
    // Focus is visible: the focused card draws an outline.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    // Scrolling to a section marks it in the sidebar.
    await page.locator('#brand').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('brand')!.scrollIntoView());
    await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[aria-current="location"]', { hasText: 'Brand' }).waitFor();
    await context.close();
  });

  it('the image editor shows its status and last check, and refresh asks the server again', async () => {
    const { page, context, errors } = await newcomerPage();
    await page.goto('/pt-BR/dashboard');
    await hydrated(page);
    await page.locator('[data-tool="image_editor"]').click();
    await page.waitForURL('**/pt-BR/tools/image-editor');
    expect(await page.getByTestId('image-editor-status').textContent()).toBe('Pronto');
    const first = await page.getByTestId('image-editor-checked').textContent();
    expect(first).toMatch(/^Verificado em /);
    await page.waitForTimeout(1100);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/tools/image-editor/status'));
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await request;
    await page.waitForFunction((before) => document.querySelector('[data-testid="image-editor-checked"]')?.textContent !== before, first);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('landing page', () => {
  it('loads no identity SDK; go to dashboard shows only for a signed-in visitor', async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/en');
    await hydrated(page);
    const bodies = await Promise.all(scripts.map(async (u) => (await (await fetch(u)).text()).includes('identitytoolkit')));
    expect(bodies.some(Boolean)).toBe(false);
    expect(await page.locator('#main').getByRole('link', { name: 'Go to dashboard' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL('**/en/auth/sign-up');
    await addSessionCookie(context, seedSession({ email: `landing-${Date.now()}@example.com`, displayName: 'Lia' }));
    await page.goto('/en');
    expect(await page.locator('#main').getByRole('link', { name: 'Go to dashboard' }).count()).toBe(1);
    await context.close();
  });
});

describe('accessibility (axe-core)', () => {
  const axeSource = require.resolve('axe-core/axe.min.js');
  for (const scheme of ['light', 'dark'] as const) {
    it(`dashboard, landing, sign-in and sign-up have no serious or critical violations (${scheme})`, async () => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, colorScheme: scheme, bypassCSP: true });
      await context.addCookies([
        {
          ...seedSession({ email: `axe-${scheme}-${Date.now()}@example.com`, displayName: 'Axe' }),
          url: process.env.E2E_BASE_URL!,
          httpOnly: true,
        },
      ]);
      const page = await context.newPage();
      const failures: string[] = [];
      for (const path of ['/pt-BR/dashboard', '/en/dashboard']) failures.push(...(await scan(page, path, axeSource)));
      await context.clearCookies();
      for (const path of ['/pt-BR', '/en', '/pt-BR/auth/sign-in', '/en/auth/sign-up'])
        failures.push(...(await scan(page, path, axeSource)));
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});

async function scan(page: Page, path: string, axeSource: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
