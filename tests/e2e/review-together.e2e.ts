// Issue 35's review between two members, each in their own browser, once per
// language (decision 072): a comment pinned to 0:12 of a clip, written by one in
// the project manager, appears as a marker on the other's clip timeline without
// a reload (the live channel); a comment pinned to a point of a carousel's slide,
// written on the canvas by one, appears there as a numbered pin for the other;
// a review request from one is approved by the other, and both boards show it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newClipDocument } from '../../src/common/contracts/clip';
import { newClip } from '../../client/features/clipper/model/commands';
import { blankDocument, randomId } from '../../client/slides/model/document';
import { browser, hydrated, launchForFile, projectThroughApi, seedOrgMember, signedInPage, sql, videoRowSql } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    clip: 'Corte da entrevista',
    carousel: 'Carrossel do lançamento',
    details: (n: string) => `Detalhes de ${n}`,
    commentLabel: 'Novo comentário',
    pinTime: 'Fixar no tempo (m:ss, opcional)',
    comment: 'Comentar',
    body: 'Corte a respiração antes da frase',
    marker: (body: string) => `Comentário em 0:12 de Lia Souza: ${body}`,
    onSlide: 'Comentar no slide',
    slideLabel: 'Comentário no slide 1',
    post: 'Publicar comentário',
    slideBody: 'Logo maior aqui',
    pin: (body: string) => `Comentário 1 de Lia Souza: ${body}`,
    send: 'Enviar para revisão',
    approve: 'Aprovar',
    approvedAll: 'Aprovado por todos os revisores',
    close: 'Fechar',
  },
  en: {
    clip: 'Interview cut',
    carousel: 'Launch carousel',
    details: (n: string) => `Details of ${n}`,
    commentLabel: 'New comment',
    pinTime: 'Pin to a time (m:ss, optional)',
    comment: 'Comment',
    body: 'Cut the breath before the line',
    marker: (body: string) => `Comment at 0:12 by Lia Souza: ${body}`,
    onSlide: 'Comment on the slide',
    slideLabel: 'Comment on slide 1',
    post: 'Post comment',
    slideBody: 'Bigger logo here',
    pin: (body: string) => `Comment 1 by Lia Souza: ${body}`,
    send: 'Send for review',
    approve: 'Approve',
    approvedAll: 'Approved by every reviewer',
    close: 'Close',
  },
} as const;

/** A clipper project on a library video that is only a row (nothing here plays it), with one clip from 0:05 to 0:20. */
function clipDocument(org: string) {
  const now = Date.now();
  const asset = `ast_rev${now}${Math.floor(Math.random() * 1e4)}`;
  sql(videoRowSql(org, asset, 'entrevista.mp4', 120_000, now));
  const doc = newClipDocument({ assetId: asset, name: 'entrevista.mp4', durationMs: 120_000 });
  doc.analysis = { state: 'complete', withTranscript: false, rankedBy: 'rules' };
  doc.moments = [{ id: randomId(), startMs: 5_000, endMs: 20_000, match: 80, title: 'A frase', reasons: [] }];
  doc.clips = [newClip(randomId(), doc.moments[0]!, doc.moments[0]!.id, 'Corte 1', 'A frase')];
  return doc;
}

const cardIn = (page: Page, status: string, name: string) =>
  page.locator(`.pm-column[data-status="${status}"]`).getByTestId('pm-card').filter({ hasText: name });

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`reviewing together (${locale})`, () => {
    const w = WORDS[locale];
    it("shows one member's pinned comments on the other's clip timeline and slide, and his approval on both boards", async () => {
      const lia = seedOrgMember(`review-${locale}`, { displayName: 'Lia Souza' });
      const rui = seedOrgMember(`review-member-${locale}`, { org: lia.org, role: 'member', displayName: 'Rui Lima' });
      const hers = await signedInPage(browser, lia.cookie, { locale }, `/${locale}/dashboard`);
      const clip = await projectThroughApi(hers.page, lia.org, 'clip', w.clip, clipDocument(lia.org));
      const carousel = await projectThroughApi(hers.page, lia.org, 'carousel', w.carousel, blankDocument('square', randomId, w.carousel));

      // He has the clip open; the trim bar around 0:05–0:20 has no marker yet.
      const his = await signedInPage(browser, rui.cookie, { locale }, `/${locale}/tools/clipper/edit/${clip}`);
      const trim = his.page.getByTestId('trim-bar');
      await trim.waitFor({ timeout: 30_000 });
      expect(await trim.getByTestId('comment-marker').count()).toBe(0);
      await his.page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

      // She comments at 0:12 from the project manager.
      await hers.page.goto(`/${locale}/tools/project-manager`);
      await hydrated(hers.page);
      await hers.page.getByRole('button', { name: w.details(w.clip) }).click();
      const comments = hers.page.getByTestId('pm-comments');
      await comments.getByLabel(w.commentLabel).fill(w.body);
      await comments.getByLabel(w.pinTime).fill('0:12');
      const sent = Date.now();
      await comments.getByRole('button', { name: w.comment, exact: true }).click();

      // On his timeline, at 0:12 of the 0:00–0:35 strip, without a reload.
      const marker = trim.getByRole('button', { name: w.marker(w.body) });
      await marker.waitFor({ timeout: 15_000 });
      console.log(`pinned comment on the other member's timeline after ${Date.now() - sent} ms (click to marker, this machine)`);
      expect(await his.page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
      const left = await marker.evaluate((el) => parseFloat((el as HTMLElement).style.left));
      expect(left).toBeCloseTo((12 / 35) * 100, 1);
      if (locale === 'en') {
        await marker.focus();
        await his.page.screenshot({ path: '/tmp/review-marker.png' });
      }

      // He opens the carousel; she comments on a point of its first slide, on her canvas.
      await his.page.goto(`/${locale}/tools/carousel-creator/edit/${carousel}`);
      await hydrated(his.page);
      await his.page.getByTestId('slide-comments').waitFor({ timeout: 30_000 });
      await hers.page.goto(`/${locale}/tools/carousel-creator/edit/${carousel}`);
      await hydrated(hers.page);
      await hers.page.getByRole('button', { name: w.onSlide }).click();
      const place = hers.page.getByTestId('slide-comment-place');
      const box = (await place.boundingBox())!;
      await hers.page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
      await hers.page.getByLabel(w.slideLabel).fill(w.slideBody);
      await hers.page.getByRole('button', { name: w.post }).click();
      await hers.page.getByTestId('slide-pin').waitFor({ timeout: 15_000 });

      const pin = his.page.getByRole('button', { name: w.pin(w.slideBody) });
      await pin.waitFor({ timeout: 15_000 });
      const at = await pin.evaluate((el) => [parseFloat((el as HTMLElement).style.left), parseFloat((el as HTMLElement).style.top)]);
      expect(at[0]).toBeCloseTo(25, 0);
      expect(at[1]).toBeCloseTo(75, 0);
      if (locale === 'en') await his.page.screenshot({ path: '/tmp/review-slide-pin.png' });

      // She sends the clip to him for review; he approves it; both boards show it approved.
      await hers.page.goto(`/${locale}/tools/project-manager`);
      await hydrated(hers.page);
      await hers.page.getByRole('button', { name: w.details(w.clip) }).click();
      const review = hers.page.getByTestId('pm-review');
      await review.getByLabel('Rui Lima').check();
      await review.getByRole('button', { name: w.send }).click();
      await cardIn(hers.page, 'in_review', w.clip).waitFor({ timeout: 15_000 });
      await hers.page.getByRole('button', { name: w.close }).first().click();

      await his.page.goto(`/${locale}/tools/project-manager`);
      await hydrated(his.page);
      await cardIn(his.page, 'in_review', w.clip).waitFor({ timeout: 20_000 });
      await his.page.getByRole('button', { name: w.details(w.clip) }).click();
      const hisReview = his.page.getByTestId('pm-review');
      await hisReview.getByRole('button', { name: w.approve }).click();
      await hisReview.getByText(w.approvedAll).waitFor({ timeout: 15_000 });
      await cardIn(his.page, 'approved', w.clip).waitFor({ timeout: 15_000 });
      await cardIn(hers.page, 'approved', w.clip).waitFor({ timeout: 15_000 });

      expect(hers.errors).toEqual([]);
      expect(his.errors).toEqual([]);
      await hers.context.close();
      await his.context.close();
    }, 240_000);
  });
}
