// Issue 35's live part in Chromium (decision 066): two members of one
// organization, each in their own browser, on the project board. Opening one
// project's details, each sees the other in it ("Also here") before either
// saves; one moves the card and the other's board shows it without a reload;
// both open it in the video editor and each sees the other in its header.
// Once per language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, launchForFile, projectThroughApi, seedOrgMember, signedInPage } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    name: 'Teaser ao vivo',
    details: (n: string) => `Detalhes de ${n}`,
    move: (n: string) => `Mover ${n}`,
    moveTo: 'Mover para Em revisão',
    alsoHere: (who: string) => `Também aqui: ${who}`,
    close: 'Fechar',
  },
  en: {
    name: 'Live teaser',
    details: (n: string) => `Details of ${n}`,
    move: (n: string) => `Move ${n}`,
    moveTo: 'Move to In review',
    alsoHere: (who: string) => `Also here: ${who}`,
    close: 'Close',
  },
} as const;

const cardIn = (page: Page, status: string, name: string) =>
  page.locator(`.pm-column[data-status="${status}"]`).getByTestId('pm-card').filter({ hasText: name });

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`live board (${locale})`, () => {
    const w = WORDS[locale];
    it("shows who else has a project open, and one member's move on the other's board without a reload", async () => {
      const lia = seedOrgMember(`live-${locale}`, { displayName: 'Lia Souza' });
      const rui = seedOrgMember(`live-member-${locale}`, { org: lia.org, role: 'member', displayName: 'Rui Lima' });
      const hers = await signedInPage(browser, lia.cookie, { locale }, `/${locale}/dashboard`);
      const id = await projectThroughApi(hers.page, lia.org, 'video', w.name, newVideoDocument('9:16', 30));
      const his = await signedInPage(browser, rui.cookie, { locale });
      for (const { page } of [hers, his]) {
        await page.goto(`/${locale}/tools/project-manager`);
        await hydrated(page);
        await cardIn(page, 'idea', w.name).waitFor({ timeout: 20_000 });
      }

      // Each is told the other is in the project (her page names him, his names her).
      const eachSeesTheOther = async () => {
        for (const [{ page }, other] of [
          [his, 'Lia Souza'],
          [hers, 'Rui Lima'],
        ] as const)
          await page
            .getByTestId('live-also-here')
            .filter({ hasText: w.alsoHere(other) })
            .waitFor({ timeout: 15_000 });
      };

      // Both open the project's details: each is told the other is in it.
      for (const { page } of [hers, his]) await page.getByRole('button', { name: w.details(w.name) }).click();
      await eachSeesTheOther();
      if (locale === 'en') await his.page.screenshot({ path: '/tmp/live-also-here.png' });

      // He closes his; she is alone in it again.
      await his.page.getByRole('button', { name: w.close }).first().click();
      await hers.page.getByTestId('live-also-here').waitFor({ state: 'detached', timeout: 15_000 });
      await hers.page.getByRole('button', { name: w.close }).first().click();

      // She moves the card; his board follows without a reload (a reload would lose this mark).
      await his.page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
      await hers.page.getByRole('button', { name: w.move(w.name) }).click();
      await hers.page.getByRole('menuitem', { name: w.moveTo }).click();
      await cardIn(hers.page, 'in_review', w.name).waitFor({ timeout: 15_000 });
      await cardIn(his.page, 'in_review', w.name).waitFor({ timeout: 15_000 });
      expect(await his.page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);

      // Both in the editor: the second sees the first in the header before either saves.
      for (const { page } of [hers, his]) {
        await page.goto(`/${locale}/tools/video-editor/edit/${id}`);
        await hydrated(page);
      }
      await eachSeesTheOther();
      if (locale === 'en') await his.page.screenshot({ path: '/tmp/live-editor.png' });

      expect(hers.errors).toEqual([]);
      expect(his.errors).toEqual([]);
      await hers.context.close();
      await his.context.close();
    });
  });
}
