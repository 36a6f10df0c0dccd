// Issue 33, point 5: every page fits a 390 px phone (nothing wider than the
// screen, the header's controls apart), and every editor is a workspace that
// fits a 1440×900 window — preview, panels and timeline in view, the page
// itself never scrolling — like the desktop editors creators compare us with.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '../../src/common/routes';
import { browser, hydrated, launchForFile, openPage, seedOrgMember, signedInPage, type TrackedPage } from './support';
import { EDITOR_ROUTE, everyPath, headerOverlaps, overflow, seedEditorProjects, type EditorKind } from './layout-support';

launchForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A user, an organization and six projects written to D1 through wrangler: minutes on a busy machine. */
const SEEDING_MS = 300_000;

/** Loaded, hydrated, and past the spinners of lazy editors and their data. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  // A closed dialog may hold a spinner of its own: only one in sight means still loading.
  await page
    .waitForFunction(() => ![...document.querySelectorAll('.page-spinner')].some((s) => s.checkVisibility()), undefined, {
      timeout: 90_000,
    })
    .catch(() => {
      throw new Error(`${path} still loading`);
    });
}

describe.each(['pt-BR', 'en'] as const)('on a 390 px phone (%s)', (locale) => {
  let signedIn: TrackedPage;
  let visitor: TrackedPage;
  let paths: Map<RouteId, { path: string; access: string }>;
  beforeAll(async () => {
    const owner = seedOrgMember(`layout-phone-${locale}`, { displayName: 'Maria Eduarda Albuquerque' });
    signedIn = await signedInPage(browser, owner.cookie, { locale, viewport: PHONE }, `/${locale}/dashboard`);
    paths = new Map(everyPath(locale, await seedEditorProjects(signedIn.page, owner.org)).map((p) => [p.id, p]));
    visitor = await openPage(browser, { locale, viewport: PHONE });
  }, SEEDING_MS);
  afterAll(async () => {
    await visitor?.context.close();
    await signedIn?.context.close();
  });

  // Every page of the route table: the public ones signed out, the others signed in.
  it.each(ROUTES.map((r) => r.id))(
    '%s: nothing is wider than the screen, no header control covers another',
    async (id) => {
      const { path, access } = paths.get(id)!;
      const { page } = access === 'public' ? visitor : signedIn;
      await settled(page, path);
      // Measured until the page settles (an editor sizes its canvas once mounted); a page that stays too wide fails.
      await expect
        .poll(async () => {
          const o = await overflow(page);
          return { path, scrollWidth: o.scrollWidth, wide: o.wide.slice(0, 10) };
        })
        .toEqual({ path, scrollWidth: PHONE.width, wide: [] });
      expect(await headerOverlaps(page)).toEqual([]);
    },
    120_000,
  );
});

/**
 * What makes each editor: the parts that must all be in view at once (a panel that scrolls
 * inside itself is one part, whatever it holds).
 */
const EDITOR_PARTS: Record<EditorKind, string[]> = {
  video: ['.ve-bin', '[data-testid="ve-preview"]', '.ve-transport', '.ve-side', '.ve-timeline'],
  clip: ['[data-testid="clipper-find"]', '[data-testid="clipper-shape"]', '[data-testid="moment"]', '.clip-tabs'],
  subtitles: ['.st-stage', '.st-cues-panel', '.st-side', '.st-wave'],
  carousel: ['.editor-toolbar', '[data-testid="editor-canvas"] canvas', '.slide-list', '.editor-inspector'],
  story: ['.editor-toolbar', '[data-testid="editor-canvas"] canvas', '.slide-list', '.editor-inspector'],
  script: ['.scr-body', '.scr-side'],
  image: ['.img-stage', '.img-side'],
};
const CAPTION_PARTS = ['.cap-side', '.cap-results', '.cap-history'];

describe('every editor at 1440×900', () => {
  let tracked: TrackedPage;
  let paths: Map<RouteId, string>;
  beforeAll(async () => {
    const owner = seedOrgMember('layout-desktop');
    tracked = await signedInPage(browser, owner.cookie, { locale: 'pt-BR', viewport: DESKTOP }, '/pt-BR/dashboard');
    paths = new Map(everyPath('pt-BR', await seedEditorProjects(tracked.page, owner.org)).map((p) => [p.id, p.path]));
  }, SEEDING_MS);
  afterAll(async () => {
    await tracked?.context.close();
  });

  const editors: [RouteId, string[]][] = [
    ...(Object.keys(EDITOR_PARTS) as EditorKind[]).map((k): [RouteId, string[]] => [EDITOR_ROUTE[k], EDITOR_PARTS[k]]),
    ['caption-generator', CAPTION_PARTS],
  ];
  it.each(editors)(
    '%s fits the window: its preview, panels and timeline in view, the page not scrolling',
    async (id, parts) => {
      const { page } = tracked;
      await settled(page, paths.get(id)!);
      const seen = await page.evaluate((selectors) => {
        const se = document.scrollingElement!;
        const out: string[] = [];
        if (se.scrollHeight > innerHeight) out.push(`page scrolls: ${se.scrollHeight} > ${innerHeight}`);
        if (se.scrollWidth > innerWidth) out.push(`page scrolls sideways: ${se.scrollWidth} > ${innerWidth}`);
        for (const sel of selectors) {
          const el = document.querySelector(sel);
          const r = el?.getBoundingClientRect();
          if (!r || r.width < 20 || r.height < 20) out.push(`${sel}: not shown`);
          else if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
            out.push(`${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside`);
        }
        return out;
      }, parts);
      expect(seen).toEqual([]);
    },
    120_000,
  );
});
