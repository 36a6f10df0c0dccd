// Notifications in Chromium (decision 067): Lia mentions Rui in a comment; Rui's
// bell shows 1, its popover (Escape closes it, focus back on the bell) lists the
// mention, a click opens the project and the count goes to 0. In Portuguese; the
// bell's and the popover's labels checked in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MemberView } from '../../src/common/contracts/orgs';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, launchForFile, projectThroughApi, seedOrgMember, signedInPage } from './support';

launchForFile();

/** Lia (the page's session) comments on a project and mentions the member with this email, through the app's API. */
const mentionThroughApi = (page: Page, org: string, projectId: string, email: string) =>
  page.evaluate(
    async ([o, p, e]) => {
      const members = (await (await fetch(`/api/v1/orgs/${o}/members`)).json()) as MemberView[];
      const rui = members.find((m) => m.email === e)!;
      const res = await fetch(`/api/v1/orgs/${o}/projects/${p}/comments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: '@Rui Lima olhe o corte', mentions: [rui.userId] }),
      });
      if (res.status !== 201) throw new Error(`comment: ${res.status} ${await res.text()}`);
    },
    [org, projectId, email] as const,
  );

describe('the notification bell', () => {
  it('a mention shows on the bell, opens the project, and the count goes to 0; labels in English too', async () => {
    const lia = seedOrgMember('notify-lia', { displayName: 'Lia Souza' });
    const rui = seedOrgMember('notify-rui', { org: lia.org, role: 'member', displayName: 'Rui Lima' });

    const a = await signedInPage(browser, lia.cookie, { locale: 'pt-BR' }, '/pt-BR/dashboard');
    const projectId = await projectThroughApi(a.page, lia.org, 'video', 'Teaser', newVideoDocument('9:16', 30));
    await mentionThroughApi(a.page, lia.org, projectId, rui.email);

    const b = await signedInPage(browser, rui.cookie, { locale: 'pt-BR' }, '/pt-BR/dashboard');
    const bell = b.page.getByRole('button', { name: 'Notificações, 1 não lida' });
    await bell.waitFor();
    expect(await b.page.getByTestId('notification-count').textContent()).toBe('1');

    // Escape closes the popover and gives focus back to the bell.
    await bell.click();
    const item = b.page.getByRole('menuitem', { name: /Lia Souza mencionou você em “Teaser”/ });
    await item.waitFor();
    await b.page.keyboard.press('Escape');
    await b.page.getByTestId('notification-panel').waitFor({ state: 'detached' });
    expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

    await bell.click();
    await item.click();
    await b.page.waitForURL(`**/pt-BR/tools/video-editor/edit/${projectId}`);
    await b.page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    expect(await b.page.getByTestId('notification-count').count()).toBe(0);

    // English: the bell's name, the popover's title, its action, and the mention's text.
    await b.page.goto('/en/dashboard');
    await hydrated(b.page);
    const enBell = b.page.getByRole('button', { name: 'Notifications', exact: true });
    await enBell.click();
    await b.page.getByRole('menuitem', { name: 'Mark all read' }).waitFor();
    await b.page.getByRole('menuitem', { name: /Lia Souza mentioned you in “Teaser”/ }).waitFor();

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 180_000);
});
