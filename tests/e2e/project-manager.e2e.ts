// Issue 35's first slice in Chromium (decision 052): an organization's projects
// of two tools on one board; a card moved by its menu and one by dragging, a
// filter by tool and one by brand kit, the list's bulk status change, all still there after a
// reload, and a card opening its project in its own editor. Once per language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../client/slides/model/document';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, launchForFile, seedOrgMember, signedInPage, type PageOptions } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    names: ['Carrossel de lançamento', 'Teaser do podcast', 'Bastidores'],
    move: (n: string) => `Mover ${n}`,
    moveTo: 'Mover para Em revisão',
    tool: 'Ferramenta',
    kit: 'Kit de marca',
    anyKit: 'Todos os kits de marca',
    video: 'Editor de vídeo',
    list: 'Lista',
    board: 'Quadro',
    calendar: 'Calendário',
    nextMonth: 'Próximo mês',
    previousMonth: 'Mês anterior',
    dueOn24: /^quinta-feira, 24 de dezembro de 2026: 1 projeto com prazo$/,
    selectAll: 'Selecionar todos',
    setStatus: 'Mudar status para',
    approved: 'Aprovado',
    apply: 'Aplicar',
    done: '2 projeto(s) atualizados',
    open: (n: string) => `Abrir ${n} no editor`,
    details: (n: string) => `Detalhes de ${n}`,
    due: 'Prazo',
    tagInput: 'Nova etiqueta',
    save: 'Salvar',
    send: 'Enviar para revisão',
    approve: 'Aprovar',
    approvedAll: 'Aprovado por todos os revisores',
    close: 'Fechar',
    commentLabel: 'Novo comentário',
    pinTime: 'Fixar no tempo (m:ss, opcional)',
    comment: 'Comentar',
    atTime: 'em 0:12',
    resolve: 'Resolver',
    reopen: 'Reabrir',
    resolvedBy: 'Resolvido por Lia Souza',
    commented: 'Lia Souza comentou',
    created: 'Lia Souza criou o projeto',
  },
  en: {
    names: ['Launch carousel', 'Podcast teaser', 'Behind the scenes'],
    move: (n: string) => `Move ${n}`,
    moveTo: 'Move to In review',
    tool: 'Tool',
    kit: 'Brand kit',
    anyKit: 'Every brand kit',
    video: 'Video editor',
    list: 'List',
    board: 'Board',
    calendar: 'Calendar',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    dueOn24: /^Thursday, December 24, 2026: 1 project due$/,
    selectAll: 'Select all',
    setStatus: 'Set status to',
    approved: 'Approved',
    apply: 'Apply',
    done: '2 project(s) updated',
    open: (n: string) => `Open ${n} in its editor`,
    details: (n: string) => `Details of ${n}`,
    due: 'Due date',
    tagInput: 'New tag',
    save: 'Save',
    send: 'Send for review',
    approve: 'Approve',
    approvedAll: 'Approved by every reviewer',
    close: 'Close',
    commentLabel: 'New comment',
    pinTime: 'Pin to a time (m:ss, optional)',
    comment: 'Comment',
    atTime: 'at 0:12',
    resolve: 'Resolve',
    reopen: 'Reopen',
    resolvedBy: 'Resolved by Lia Souza',
    commented: 'Lia Souza commented',
    created: 'Lia Souza created the project',
  },
} as const;

let n = 0;
async function seedProject(page: Page, org: string, kind: 'carousel' | 'video', name: string, brandKitId: string | null = null) {
  const document = kind === 'carousel' ? blankDocument('square', () => `pm${++n}`, name) : { ...newVideoDocument('9:16', 30), brandKitId };
  const status = await page.evaluate(
    async ([o, body]) =>
      (
        await fetch(`/api/v1/orgs/${o}/projects`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    [org, { kind, name, document }] as const,
  );
  expect(status).toBe(201);
}

/** A brand kit named `name`, made through the API as the brand kits page does; its id. */
const seedKit = (page: Page, org: string, name: string) =>
  page.evaluate(
    async ([o, body]) => {
      const res = await fetch(`/api/v1/orgs/${o}/brand-kits`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { id: string }).id;
    },
    [org, { name }] as const,
  );

/** An owner (Lia Souza) and a member (Rui Lima) of one organization, and the owner's project board in
 * `locale` once it has loaded with a video project: the locale's project name number `nth`. */
async function boardOfTwo(locale: keyof typeof WORDS, tag: string, nth: number) {
  const name = WORDS[locale].names[nth]!;
  const owner = seedOrgMember(`pm-${tag}-${locale}`, { displayName: 'Lia Souza' });
  seedOrgMember(`pm-${tag}-member-${locale}`, { org: owner.org, role: 'member', displayName: 'Rui Lima' });
  const tracked = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
  await seedProject(tracked.page, owner.org, 'video', name);
  await tracked.page.goto(`/${locale}/tools/project-manager`);
  await hydrated(tracked.page);
  return { owner, name, ...tracked };
}

const column = (page: Page, status: string) => page.locator(`.pm-column[data-status="${status}"]`);
const cardIn = (page: Page, status: string, name: string) => column(page, status).getByTestId('pm-card').filter({ hasText: name });

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`project manager (${locale})`, () => {
    const w = WORDS[locale];
    it('moves cards by menu and by drag, filters, bulk-changes in the list, keeps it all after a reload, and opens a project', async () => {
      const [carousel, teaser, scenes] = w.names;
      const owner = seedOrgMember(`pm-${locale}`);
      const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
      await seedProject(page, owner.org, 'carousel', carousel);
      await seedProject(page, owner.org, 'video', teaser);
      const kit = await seedKit(page, owner.org, 'Aurora');
      await seedProject(page, owner.org, 'video', scenes, kit);

      await page.goto(`/${locale}/tools/project-manager`);
      await hydrated(page);
      for (const name of w.names) await cardIn(page, 'idea', name).waitFor({ timeout: 20_000 });

      // By the card's menu (what a keyboard or a phone uses).
      await page.getByRole('button', { name: w.move(carousel) }).click();
      await page.getByRole('menuitem', { name: w.moveTo }).click();
      await cardIn(page, 'in_review', carousel).waitFor({ timeout: 15_000 });

      // By dragging the card onto another column.
      await cardIn(page, 'idea', teaser).dragTo(column(page, 'in_production'));
      await cardIn(page, 'in_production', teaser).waitFor({ timeout: 15_000 });

      if (locale === 'en') {
        await page.screenshot({ path: '/tmp/pm-board.png', fullPage: true });
      }

      // Only the video editor's projects.
      await page.getByLabel(w.tool).selectOption({ label: w.video });
      await page.getByTestId('pm-card').filter({ hasText: carousel }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('pm-card').count()).toBe(2);
      // Of those, the one made with the Aurora kit; then every kit again.
      await page.getByLabel(w.kit).selectOption({ label: 'Aurora' });
      await page.getByTestId('pm-card').filter({ hasText: teaser }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('pm-card').count()).toBe(1);
      await page.getByLabel(w.kit).selectOption({ label: w.anyKit });
      await page.getByTestId('pm-card').filter({ hasText: teaser }).waitFor();

      // In the list, both chosen and approved at once.
      await page.getByRole('button', { name: w.list }).click();
      await page.getByLabel(w.selectAll).check();
      await page.getByLabel(w.setStatus).selectOption({ label: w.approved });
      await page.getByRole('button', { name: w.apply }).click();
      await page.getByText(w.done).waitFor({ timeout: 15_000 });

      await page.reload();
      await hydrated(page);
      await cardIn(page, 'approved', teaser).waitFor({ timeout: 20_000 });
      await cardIn(page, 'approved', scenes).waitFor();
      await cardIn(page, 'in_review', carousel).waitFor();
      expect(await column(page, 'idea').getByTestId('pm-card').count()).toBe(0);

      await page.getByRole('link', { name: w.open(carousel) }).click();
      await page.waitForURL(`**/${locale}/tools/carousel-creator/edit/**`, { timeout: 20_000 });
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);

    it("sets a card's assignee, due date and tag in its details, then sends it for review and approves it", async () => {
      const { owner, name, page, context, errors } = await boardOfTwo(locale, 'details', 1);
      await cardIn(page, 'idea', name).waitFor({ timeout: 20_000 });

      // Keyboard reachable: the card's details button, focused and pressed with Enter.
      await page.getByRole('button', { name: w.details(name) }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('pm-details');
      await dialog.waitFor({ timeout: 15_000 });
      const form = dialog.locator('form');
      await form.getByLabel('Rui Lima').check();
      await form.getByLabel(w.due).fill('2026-12-24');
      await form.getByLabel(w.tagInput).fill('Natal');
      await form.getByLabel(w.tagInput).press('Enter');
      await form.getByText('#natal').waitFor();
      await form.getByRole('button', { name: w.save }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
      const card = cardIn(page, 'idea', name);
      await card.getByText('#natal').waitFor({ timeout: 15_000 });
      await card.getByText('Rui Lima').waitFor();

      // Sent for review to the owner, who approves it: the card moves to in review, then approved.
      await page.getByRole('button', { name: w.details(name) }).click();
      const review = page.getByTestId('pm-review');
      await review.getByLabel('Lia Souza').check();
      await review.getByRole('button', { name: w.send }).click();
      await cardIn(page, 'in_review', name).waitFor({ timeout: 15_000 });
      await review.getByRole('button', { name: w.approve }).click();
      await review.getByText(w.approvedAll).waitFor({ timeout: 15_000 });
      await cardIn(page, 'approved', name).waitFor({ timeout: 15_000 });
      if (locale === 'en') await shoot(owner.cookie, locale);
      await page.getByRole('button', { name: w.close }).first().click();

      await page.reload();
      await hydrated(page);
      await cardIn(page, 'approved', name).getByText('#natal').waitFor({ timeout: 20_000 });

      // On the calendar, on its due day (it opens on this month: stepped to December 2026).
      await page.getByRole('button', { name: w.calendar, exact: true }).click();
      const now = new Date();
      const steps = (2026 - now.getFullYear()) * 12 + (11 - now.getMonth());
      for (let i = 0; i < Math.abs(steps); i++) await page.getByRole('button', { name: steps > 0 ? w.nextMonth : w.previousMonth }).click();
      const day = page.getByRole('listitem', { name: w.dueOn24 });
      await day.getByRole('button', { name }).click();
      await page.getByTestId('pm-details').waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
    it('comments on a project with a mention picked by keyboard and a pin at 0:12, resolves it, and sees the activity', async () => {
      const { owner, name, page, context, errors } = await boardOfTwo(locale, 'comments', 2);
      await page.getByRole('button', { name: w.details(name) }).click();
      const comments = page.getByTestId('pm-comments');
      const activity = page.getByTestId('pm-activity');
      await activity.getByText(w.created).waitFor({ timeout: 15_000 });

      // "@Ru", the suggestion picked with Enter, then the rest of the text.
      const box = comments.getByLabel(w.commentLabel);
      await box.fill('Veja @Ru');
      await comments.getByRole('option', { name: '@Rui Lima' }).waitFor();
      await box.press('Enter');
      await box.pressSequentially('o corte');
      expect(await box.inputValue()).toBe('Veja @Rui Lima o corte');
      await comments.getByLabel(w.pinTime).fill('0:12');
      await comments.getByRole('button', { name: w.comment, exact: true }).click();

      const thread = comments.getByTestId('pm-thread').filter({ hasText: 'Veja @Rui Lima o corte' });
      await thread.getByText(w.atTime).waitFor({ timeout: 15_000 });
      await activity.getByText(w.commented).waitFor({ timeout: 15_000 });
      await thread.getByRole('button', { name: w.resolve }).click();
      await thread.getByText(w.resolvedBy).waitFor({ timeout: 15_000 });
      await thread.getByRole('button', { name: w.reopen }).waitFor();
      if (locale === 'en') await page.screenshot({ path: '/tmp/pm-comments.png', fullPage: true });

      // Still there, with its mention stored, after a reload.
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: w.details(name) }).click();
      await page
        .getByTestId('pm-thread')
        .filter({ hasText: 'Veja @Rui Lima o corte' })
        .getByText(w.resolvedBy)
        .waitFor({ timeout: 20_000 });
      const stored = await page.evaluate(
        async ([o]) => {
          const list = (await (await fetch(`/api/v1/orgs/${o}/projects?limit=10`)).json()) as Array<{ id: string }>;
          return (await (await fetch(`/api/v1/orgs/${o}/projects/${list[0]!.id}/comments`)).json()) as Array<{ mentions: string[] }>;
        },
        [owner.org] as const,
      );
      expect(stored[0]!.mentions).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  });
}

/** Screens of the details dialog, looked at by hand: desktop and a 390 px phone, light and dark. */
async function shoot(cookie: { name: string; value: string }, locale: string) {
  const sizes: Array<[string, PageOptions['viewport']]> = [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ];
  for (const [size, viewport] of sizes)
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await signedInPage(browser, cookie, { locale, viewport, colorScheme }, `/${locale}/tools/project-manager`);
      await page.getByTestId('pm-card').first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `/tmp/pm-board-${size}-${colorScheme}.png`, fullPage: true });
      await page.getByTestId('pm-card').first().getByRole('button').first().click();
      await page.getByTestId('pm-review').waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `/tmp/pm-details-${size}-${colorScheme}.png` });
      await context.close();
    }
}

// Decision 089: a column mounts the cards on screen; the rest of its page when scrolled to, when the
// keyboard enters it, or on "Show more", and every card tells a screen reader its place and the count.
describe('project manager: a long column (en)', () => {
  it('mounts the cards on screen after a filter, and every card of the page for the keyboard, a scroll or Show more', async () => {
    const owner = seedOrgMember('pm-long-en');
    const { page, context, errors } = await signedInPage(
      browser,
      owner.cookie,
      { locale: 'en', viewport: { width: 1280, height: 700 } },
      '/en/dashboard',
    );
    const names = Array.from({ length: 14 }, (_, i) => `Clip ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await seedProject(page, owner.org, 'video', name);
    // One of another tool, so the tool filter makes the column a new list (an unchanged column keeps its own).
    await seedProject(page, owner.org, 'carousel', 'Slides');
    await page.goto('/en/tools/project-manager');
    await hydrated(page);
    const idea = column(page, 'idea');
    const cards = idea.getByTestId('pm-card');
    await cards.first().waitFor({ timeout: 20_000 });
    // The first draw, with nothing measured, mounts the column's whole first page (12 of 15).
    expect(await cards.count()).toBe(12);

    // A filter that keeps them all is a new list: only what reaches the bottom of the screen is mounted.
    await page.getByLabel('Tool').selectOption({ label: 'Video editor' });
    await expect.poll(() => cards.count()).toBeLessThan(12);
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    expect(await cards.first().getAttribute('aria-posinset')).toBe('1');
    expect(await cards.first().getAttribute('aria-setsize')).toBe('14');

    // The keyboard walks every card of the page, in order, not past the unmounted ones to "Show more".
    await idea.locator('.pm-card-name').first().focus();
    const walked: string[] = [];
    for (let i = 0; i < 40 && walked.length < 12; i++) {
      const text = await page.evaluate(() =>
        document.activeElement?.classList.contains('pm-card-name') ? document.activeElement.textContent : null,
      );
      if (text && !walked.includes(text)) walked.push(text);
      await page.keyboard.press('Tab');
    }
    expect(walked).toHaveLength(12);
    expect(await cards.count()).toBe(12);
    expect(await cards.nth(11).getAttribute('aria-posinset')).toBe('12');

    // Another new list, then a scroll down the column mounts the rest of its page.
    await page.getByLabel('Tool').selectOption({ label: 'All tools' });
    await expect.poll(() => cards.count()).toBeLessThan(12);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards.count()).toBe(12);

    // "Show more" brings the last three, the focus on the first of them.
    await idea.getByTestId('pm-show-more').click();
    await expect.poll(() => cards.count()).toBe(15);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await cards.nth(12).locator('.pm-card-name').textContent());
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
