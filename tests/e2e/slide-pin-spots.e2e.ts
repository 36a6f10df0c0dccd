// The nine-spot pin picker in Chromium (decision 081), once per language: in a
// carousel's editor a member places a comment on a slide with the keyboard
// alone ("Comment on the slide", the arrow keys to the bottom-right spot,
// Enter), and the pin lands at that spot; Escape leaves the picker.
import { describe, expect, it } from 'vitest';
import { blankDocument, randomId } from '../../client/slides/model/document';
import { browser, hydrated, launchForFile, projectThroughApi, seedOrgMember, signedInPage } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    carousel: 'Carrossel das vagas',
    onSlide: 'Comentar no slide',
    spots: 'Nove pontos do slide para fixar o comentário',
    centre: 'Fixar o comentário: no centro',
    bottomRight: 'Fixar o comentário: embaixo à direita',
    slideLabel: 'Comentário no slide 1',
    post: 'Publicar comentário',
    body: 'Assinatura aqui no canto',
    pin: 'Comentário 1 de Lia Souza: Assinatura aqui no canto',
  },
  en: {
    carousel: 'Job openings carousel',
    onSlide: 'Comment on the slide',
    spots: 'Nine spots of the slide to pin the comment to',
    centre: 'Pin the comment: centre',
    bottomRight: 'Pin the comment: bottom right',
    slideLabel: 'Comment on slide 1',
    post: 'Post comment',
    body: 'Signature here in the corner',
    pin: 'Comment 1 by Lia Souza: Signature here in the corner',
  },
} as const;

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`nine-spot pin picker (${locale})`, () => {
    const w = WORDS[locale];
    it('pins a comment to a chosen spot of a slide with the keyboard alone', async () => {
      const lia = seedOrgMember(`spots-${locale}`, { displayName: 'Lia Souza' });
      const { page, errors, context } = await signedInPage(browser, lia.cookie, { locale }, `/${locale}/dashboard`);
      const id = await projectThroughApi(page, lia.org, 'carousel', w.carousel, blankDocument('square', randomId, w.carousel));
      await page.goto(`/${locale}/tools/carousel-creator/edit/${id}`);
      await hydrated(page);
      const open = page.getByRole('button', { name: w.onSlide });

      // Escape leaves the picker without a comment, and the focus can go on.
      await open.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: w.spots }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(w.centre);
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: w.spots }).waitFor({ state: 'detached' });

      // Centre → right → down: the bottom-right spot, placed with Enter.
      await open.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: w.spots }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(w.bottomRight);
      await page.keyboard.press('Enter');
      await page.getByLabel(w.slideLabel).fill(w.body);
      await page.getByRole('button', { name: w.post }).click();
      const pin = page.getByRole('button', { name: w.pin });
      await pin.waitFor({ timeout: 15_000 });
      const at = await pin.evaluate((el) => [parseFloat((el as HTMLElement).style.left), parseFloat((el as HTMLElement).style.top)]);
      expect(at[0]).toBeCloseTo((5 / 6) * 100, 1);
      expect(at[1]).toBeCloseTo((5 / 6) * 100, 1);
      if (locale === 'en') await page.screenshot({ path: '/tmp/slide-pin-spots.png' });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  });
}
