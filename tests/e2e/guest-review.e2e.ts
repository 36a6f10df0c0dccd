// Guest review in Chromium (decision 069), once per language: an admin makes a
// link in a project's details; a fresh browser with no cookies opens it,
// comments and approves through the page's forms; the admin then sees the
// guest's comment marked as a guest's, and the card in "Approved".
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, launchForFile, openPage, projectThroughApi, seedOrgMember, signedInPage } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    project: 'Teaser para o cliente',
    details: 'Detalhes de Teaser para o cliente',
    create: 'Criar link',
    url: 'Link do convidado',
    name: 'Seu nome',
    comment: 'Comentário',
    send: 'Comentar',
    approve: 'Aprovar',
    sent: 'Comentário enviado.',
    approved: 'Aprovação registrada. Obrigado!',
    status: 'Status: Aprovado',
    guest: 'Convidado',
    guestApproved: 'Cliente Bia (convidado) aprovou',
    nameRequired: 'Escreva seu nome.',
  },
  en: {
    project: 'Teaser for the client',
    details: 'Details of Teaser for the client',
    create: 'Create link',
    url: "Guest's link",
    name: 'Your name',
    comment: 'Comment',
    send: 'Comment',
    approve: 'Approve',
    sent: 'Comment sent.',
    approved: 'Approval recorded. Thank you!',
    status: 'Status: Approved',
    guest: 'Guest',
    guestApproved: 'Cliente Bia (guest) approved it',
    nameRequired: 'Write your name.',
  },
} as const;

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`guest review (${locale})`, () => {
    const w = WORDS[locale];
    it('an admin makes a link; a guest without an account comments and approves; the admin sees both', async () => {
      const owner = seedOrgMember(`guest-${locale}`, { displayName: 'Lia Souza' });
      const admin = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
      await projectThroughApi(admin.page, owner.org, 'video', w.project, newVideoDocument('9:16', 30));
      await admin.page.goto(`/${locale}/tools/project-manager`);
      await hydrated(admin.page);
      await admin.page.getByRole('button', { name: w.details }).click();
      await admin.page.getByRole('button', { name: w.create }).click();
      const url = await admin.page.getByLabel(w.url).inputValue({ timeout: 20_000 });
      expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{22}$/);
      const path = new URL(url).pathname.replace(/^\/(pt-BR|en)\//, `/${locale}/`);

      // A fresh browser: no session, no cookies of the organization.
      const guest = await openPage(browser, { locale });
      await guest.page.goto(path);
      await guest.page.getByTestId('review-project').filter({ hasText: w.project }).waitFor();
      const comment = guest.page.getByTestId('review-comment-form');
      // Without a name the form comes back with its error, the text kept.
      await comment.getByLabel(w.comment).fill('O começo está ótimo');
      await comment.getByRole('button', { name: w.send }).click();
      await guest.page.getByText(w.nameRequired).waitFor();
      await guest.page.getByTestId('review-comment-form').getByLabel(w.name).fill('Cliente Bia');
      await guest.page.getByTestId('review-comment-form').getByRole('button', { name: w.send }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.sent }).waitFor();
      await guest.page.getByTestId('review-comments').getByText('O começo está ótimo').waitFor();

      const decision = guest.page.getByTestId('review-decision-form');
      // The name typed once is kept for the next form.
      expect(await decision.getByLabel(w.name).inputValue()).toBe('Cliente Bia');
      await decision.getByRole('button', { name: w.approve }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.approved }).waitFor();
      expect(await guest.page.getByTestId('review-status').textContent()).toBe(w.status);
      if (locale === 'en') await guest.page.screenshot({ path: '/tmp/guest-review-page.png', fullPage: true });
      // The refused form's 422 is the browser's only console line: the page itself says why.
      expect(guest.errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
      await guest.context.close();

      // The admin's board: the card approved, the comment marked, the activity naming the guest.
      await admin.page.reload();
      await hydrated(admin.page);
      await admin.page
        .locator('.pm-column[data-status="approved"]')
        .getByTestId('pm-card')
        .filter({ hasText: w.project })
        .waitFor({ timeout: 20_000 });
      await admin.page.getByRole('button', { name: w.details }).click();
      const thread = admin.page.getByTestId('pm-comments').locator('.pm-comment').filter({ hasText: 'O começo está ótimo' });
      await thread.waitFor({ timeout: 20_000 });
      expect(await thread.getByTestId('pm-guest-badge').textContent()).toBe(w.guest);
      await thread.getByText('Cliente Bia').waitFor();
      await admin.page.getByTestId('pm-activity').getByText(w.guestApproved).waitFor();
      await admin.page.getByTestId('pm-guest-link').first().waitFor();
      if (locale === 'en') await admin.page.getByTestId('pm-guests').screenshot({ path: '/tmp/guest-review-panel.png' });
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    }, 180_000);
  });
}
